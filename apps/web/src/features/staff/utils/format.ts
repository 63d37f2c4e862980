import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates, country names and file sizes in the reader's language (Intl, no extra catalogue keys). */
export function useStaffFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const dateTimes = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const kilobytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    const megabytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    let regions: Intl.DisplayNames | null = null;
    try {
      regions = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      regions = null;
    }
    return {
      date: (iso: string) => dates.format(new Date(iso)),
      dateTime: (iso: string) => dateTimes.format(new Date(iso)),
      country: (code: string) => {
        try {
          return regions?.of(code) ?? code;
        } catch {
          return code;
        }
      },
      size: (bytes: number) =>
        bytes >= 1024 * 1024 ? megabytes.format(bytes / (1024 * 1024)) : kilobytes.format(Math.max(1, Math.round(bytes / 1024))),
    };
  }, [language]);
}
