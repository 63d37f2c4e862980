import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatDay } from '../../../lib/dates/format-dates';
import { formatFileSize } from '../../../lib/format-file-size';

/** Dates (the one shared format), country names and file sizes in the reader's language (Intl, no extra catalogue keys). */
export function useStaffFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let regions: Intl.DisplayNames | null = null;
    try {
      regions = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      regions = null;
    }
    return {
      date: (iso: string) => formatDate(iso, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
      /** A YYYY-MM-DD calendar date (deadline, incident date), the same day in every zone. */
      day: (day: string) => formatDay(day, language),
      country: (code: string) => {
        try {
          return regions?.of(code) ?? code;
        } catch {
          return code;
        }
      },
      size: (bytes: number) => formatFileSize(bytes, language),
    };
  }, [language]);
}
