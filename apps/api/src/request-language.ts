import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import { weightedValues } from './weighted-header';

const isUiLanguage = (value: string): value is UiLanguage => (UI_LANGUAGES as readonly string[]).includes(value);

/**
 * The language of a new account's e-mails: `?lang=` when it names an interface language (the web
 * sends its current one), else the best interface language of Accept-Language, else English.
 */
export function requestLanguage(queryLang: string | undefined, acceptLanguage: string | undefined): UiLanguage {
  const fromQuery = queryLang?.trim().toLowerCase();
  if (fromQuery && isUiLanguage(fromQuery)) return fromQuery;
  const ranked = weightedValues(acceptLanguage)
    .map(({ value, weight }, index) => ({ base: value.split('-')[0] ?? '', weight, index }))
    .filter((entry) => entry.weight > 0 && isUiLanguage(entry.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const best = ranked[0]?.base;
  return best && isUiLanguage(best) ? best : DEFAULT_LANGUAGE;
}
