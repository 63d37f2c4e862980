import { displayNames } from './intl';

function nameOf(code: string, language: string, type: 'region' | 'language'): string {
  try {
    return displayNames(language, type)?.of(code) ?? code;
  } catch {
    // A code Intl cannot read (not a region or language tag) is shown as it is.
    return code;
  }
}

/** A country's name in the reader's language (Intl.DisplayNames, no catalogue keys); its code where the browser knows none. */
export const countryName = (code: string, language: string): string => nameOf(code, language, 'region');

/** A language's name in the reader's language; its code where the browser knows none. */
export const languageName = (code: string, language: string): string => nameOf(code, language, 'language');
