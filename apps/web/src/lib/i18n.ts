import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';

export const LANGUAGE_STORAGE_KEY = 'lang';

// Each catalogue is its own chunk: a visitor downloads only the language they read.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = catalogues[`../locales/${language}.json`];
    if (!load) return callback(new Error(`no catalogue for ${language}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice first, then the browser's languages, then English. */
export function initialLanguage(): UiLanguage {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isUiLanguage(stored)) return stored;
  const preferred = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isUiLanguage);
  return preferred ?? DEFAULT_LANGUAGE;
}

export async function setupI18n(): Promise<typeof i18n> {
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    document.documentElement.lang = language;
  });
  return i18n;
}

/**
 * The interface language of the component's i18n instance; the component re-renders when the member
 * switches it, so query keys holding it re-read their data (lists name places in it, decision 015).
 */
export function useUiLanguage(): UiLanguage {
  const { i18n: active } = useTranslation();
  return isUiLanguage(active.language) ? active.language : DEFAULT_LANGUAGE;
}

/** The active interface language, for `?lang=` on content calls and for query keys. */
export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
