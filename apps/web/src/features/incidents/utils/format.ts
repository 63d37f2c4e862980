import { useTranslation } from 'react-i18next';
import { formatDate, formatDay } from '../../../lib/dates/format-dates';
import { formatFileSize } from '../../../lib/format-file-size';

/** Dates, amounts and file sizes in the interface language. */
export function useIncidentFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    /** A timestamp as a local date. */
    dateTime: (iso: string) => formatDate(iso, language),
    /** A YYYY-MM-DD calendar date, shown as that same day whatever the time zone. */
    date: (day: string) => formatDay(day, language),
    money: (value: number, currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(value),
    /** A stored document's size (KB under 1 MB, MB with one decimal above). */
    size: (bytes: number) => formatFileSize(bytes, language),
  };
}
