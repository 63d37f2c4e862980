import { useTranslation } from 'react-i18next';

/** Dates and amounts in the interface language. */
export function useIncidentFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    /** A timestamp as a local date. */
    dateTime: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    /** A YYYY-MM-DD calendar date, shown as that same day whatever the time zone. */
    date: (day: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    money: (value: number, currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(value),
  };
}
