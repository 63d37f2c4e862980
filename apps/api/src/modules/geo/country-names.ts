import type { SpokenLanguage } from '@freight/shared/languages';

// One instance per language: building an Intl.DisplayNames costs ~0.2 ms, and a page of 50 entries names 100 countries.
const displayNames = new Map<SpokenLanguage, Intl.DisplayNames>();

/** A country's name in `lang` (Node ships full ICU), as the §7 country list names it; the code when ICU has none. */
export function countryNameIn(code: string, lang: SpokenLanguage): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    displayNames.set(lang, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
