import { DatesProvider } from '@mantine/dates';
import { useEffect, useState, type ReactNode } from 'react';
import { useUiLanguage } from '../i18n';

/**
 * dayjs month and weekday names per interface language. Each is its own small chunk loaded when the
 * language is in use, so the landing page carries none of them; English is built into dayjs.
 */
const DAYJS_LOCALES: Partial<Record<string, () => Promise<unknown>>> = {
  de: () => import('dayjs/locale/de'),
  ro: () => import('dayjs/locale/ro'),
  hu: () => import('dayjs/locale/hu'),
  fr: () => import('dayjs/locale/fr'),
};

/** Mantine's pickers in the interface language, weeks starting on Monday as everywhere in Europe. */
export function InterfaceDatesProvider({ children }: { children: ReactNode }) {
  const language = useUiLanguage();
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set(['en']));
  useEffect(() => {
    let current = true;
    void DAYJS_LOCALES[language]?.().then(() => {
      if (current) setLoaded((names) => new Set(names).add(language));
    });
    return () => {
      current = false;
    };
  }, [language]);
  // Until the names arrive the calendar reads English; it never waits on them.
  const locale = loaded.has(language) ? language : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [0, 6] }}>{children}</DatesProvider>;
}
