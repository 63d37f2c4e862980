import type { SpokenLanguage } from '@freight/shared/languages';

// One instance per language: building an Intl.DisplayNames costs ~0.2 ms. Each answer is kept too: a page of 50
// entries names 100 countries, and ICU's look-up showed in a busy API process's profile (about 2 % of its CPU).
const displayNames = new Map<SpokenLanguage, { names: Intl.DisplayNames; answers: Map<string, string> }>();

/** A country's name in `lang` (Node ships full ICU), as the §7 country list names it; the code when ICU has none. */
export function countryNameIn(code: string, lang: SpokenLanguage): string {
  let language = displayNames.get(lang);
  if (!language) {
    language = { names: new Intl.DisplayNames([lang], { type: 'region' }), answers: new Map() };
    displayNames.set(lang, language);
  }
  const known = language.answers.get(code);
  if (known !== undefined) return known;
  let name: string;
  try {
    name = language.names.of(code) ?? code;
  } catch {
    name = code;
  }
  // Codes come from stored entries and validated input (two letters): a few hundred at most per language.
  if (language.answers.size < 1_000) language.answers.set(code, name);
  return name;
}
