import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import hu from './locales/hu.json' with { type: 'json' };
import ro from './locales/ro.json' with { type: 'json' };

/** A mail family (agents, auth, employees, incidents, staff): one namespace in each catalogue. */
export type MailFamily = keyof typeof en;

export const MAIL_CATALOGUES: Record<UiLanguage, typeof en> = { en, ro, de, hu, fr };

/**
 * The server's own i18next instance for mail texts (issue 18 item 3), separate from any other use of
 * i18next. The catalogues are in memory, so it is ready when this module has loaded.
 */
const mailI18n = i18next.createInstance();
void mailI18n.init({
  resources: MAIL_CATALOGUES,
  ns: Object.keys(en),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  initAsync: false,
  // Values go into the plain-text part as they are; a mail with an HTML part escapes each rendered
  // text as a whole, catalogue text and values alike (auth.mails.ts), so nothing is escaped twice.
  interpolation: { escapeValue: false },
  // i18next would answer a key it lacks even in English with the key itself, which would then be
  // mailed; a builder asking for a text no catalogue has is a programming error (mail-builders.test.ts).
  parseMissingKeyHandler: (key) => {
    throw new Error(`no mail text ${key}`);
  },
});

const isUiLanguage = (language: string): language is UiLanguage => (UI_LANGUAGES as readonly string[]).includes(language);

/** The texts of one mail family in the recipient's interface language (users.language); English when it is not one of ours. */
export function mailTexts(language: string, family: MailFamily): TFunction {
  return mailI18n.getFixedT(isUiLanguage(language) ? language : DEFAULT_LANGUAGE, family);
}
