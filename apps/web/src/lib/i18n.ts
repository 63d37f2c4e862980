import i18n, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';

export const LANGUAGE_STORAGE_KEY = 'lang';

type Catalogue = { default: Record<string, unknown> };

// Each catalogue is its own chunk: a visitor downloads only the language they read.
const catalogues = import.meta.glob<Catalogue>('../locales/*.json');
// The same cut down to the texts of the landing page's first paint (apps/web/first-paint-texts.ts):
// about 1.5 KB instead of 9 KB on the wire (issue 15 item 6).
const firstPaintCatalogues = import.meta.glob<Catalogue>('../locales/*.json', { query: '?first-paint' });

/** Whole catalogues once a page beyond the landing page asked for them (loadAllTexts), first-paint texts before. */
let wholeCatalogues = false;
let allTexts: Promise<void> | undefined;

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = (wholeCatalogues ? catalogues : firstPaintCatalogues)[`../locales/${language}.json`];
    if (!load) return callback(new Error(`no catalogue for ${language}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => {
        // The next page that needs every text tries again.
        if (wholeCatalogues) allTexts = undefined;
        callback(error, false);
      },
    );
  },
};

/**
 * Loads the whole catalogues of the languages read so far, and from now on of every language chosen.
 * Every page but the landing page awaits it with its code (app/router.tsx), as does the first alert.
 */
export function loadAllTexts(): Promise<void> {
  if (!allTexts) {
    wholeCatalogues = true;
    allTexts = i18n.reloadResources();
  }
  return allTexts;
}

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

/**
 * The reader's language in a cookie too: the server sends the pages it draws ahead (login, registration) in
 * it, where the choice kept in localStorage cannot reach it (apps/api/src/plugins/prerendered-pages.ts).
 */
function tellServerLanguage(language: string) {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** How texts are looked up and written, in the browser and where the build draws pages ahead (app/prerender). */
export const TEXT_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
} as const satisfies InitOptions;

export async function setupI18n(): Promise<typeof i18n> {
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      ...TEXT_OPTIONS,
      lng: initialLanguage(),
      // A text the first-paint texts lack (a group missing in vite.config.ts) brings the whole catalogue,
      // and components show it once it is there, instead of showing its key.
      saveMissing: true,
      missingKeyHandler: () => void loadAllTexts(),
      react: { bindI18nStore: 'added' },
    });
  document.documentElement.lang = i18n.language;
  tellServerLanguage(i18n.language);
  i18n.on('languageChanged', (language) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    document.documentElement.lang = language;
    tellServerLanguage(language);
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
