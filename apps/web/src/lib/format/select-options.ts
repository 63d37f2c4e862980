import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EUROPEAN_COUNTRIES } from '@freight/shared/countries';
import { SPOKEN_LANGUAGES } from '@freight/shared/languages';
import { collator } from './intl';
import { countryName, languageName } from './names';

export type SelectOption = { value: string; label: string };

/**
 * The countries of the exchange for a select, in the reader's language: by name in that language's
 * alphabetical order, and as phone prefixes ("+40 Romania") by number.
 */
export function countryOptions(language: string): { countries: SelectOption[]; prefixes: SelectOption[] } {
  const named = EUROPEAN_COUNTRIES.map(({ code, prefix }) => ({ code, prefix, name: countryName(code, language) }));
  const countries = [...named]
    .sort((a, b) => collator(language).compare(a.name, b.name))
    .map(({ code, name }) => ({ value: code, label: name }));
  const prefixes = [...named]
    .sort((a, b) => Number(a.prefix.slice(1)) - Number(b.prefix.slice(1)))
    .map(({ prefix, name }) => ({ value: prefix, label: `${prefix} ${name}` }));
  return { countries, prefixes };
}

/** The spoken languages a member may name, each with its name in the reader's language, in the shared list's order. */
export const spokenLanguageOptions = (language: string): SelectOption[] =>
  SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageName(code, language) }));

/** countryOptions in the interface language: the same arrays until it changes, so memoised selects keep them. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => countryOptions(language), [language]);
}

/** spokenLanguageOptions in the interface language, the same array until it changes. */
export function useSpokenLanguageOptions(): SelectOption[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => spokenLanguageOptions(language), [language]);
}
