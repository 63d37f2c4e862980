import type { CountryCode } from './countries';

/**
 * The language(s) a country writes its own place names in (ISO 639-1, as the GeoNames catalogues
 * name their locales), most widespread first: a city without a name in the reader's language is
 * shown in the first of these that has one. Kept beside the city-name data generator's input.
 */
export const COUNTRY_LANGUAGES: Readonly<Record<CountryCode, readonly string[]>> = {
  AL: ['sq'],
  AD: ['ca'],
  AT: ['de'],
  BY: ['be', 'ru'],
  BE: ['nl', 'fr', 'de'],
  BA: ['bs', 'hr', 'sr'],
  BG: ['bg'],
  HR: ['hr'],
  CY: ['el', 'tr'],
  CZ: ['cs'],
  DK: ['da'],
  EE: ['et'],
  FI: ['fi', 'sv'],
  FR: ['fr'],
  DE: ['de'],
  GR: ['el'],
  HU: ['hu'],
  IS: ['is'],
  IE: ['en', 'ga'],
  IT: ['it'],
  XK: ['sq', 'sr'],
  LV: ['lv'],
  LI: ['de'],
  LT: ['lt'],
  LU: ['lb', 'fr', 'de'],
  MT: ['mt', 'en'],
  MD: ['ro'],
  MC: ['fr'],
  ME: ['sr'],
  NL: ['nl'],
  MK: ['mk'],
  NO: ['nb', 'nn'],
  PL: ['pl'],
  PT: ['pt'],
  RO: ['ro'],
  SM: ['it'],
  RS: ['sr'],
  SK: ['sk'],
  SI: ['sl'],
  ES: ['es', 'ca', 'eu', 'gl'],
  SE: ['sv'],
  CH: ['de', 'fr', 'it'],
  TR: ['tr'],
  UA: ['uk'],
  GB: ['en', 'cy'],
  VA: ['it'],
  RU: ['ru'],
};

/** Languages written in Cyrillic (Serbian in both Cyrillic and Latin) or Greek; every other one in Latin. */
const CYRILLIC = new Set(['be', 'bg', 'mk', 'ru', 'uk']);
const CYRILLIC_OR_LATIN = new Set(['sr']);
const GREEK = new Set(['el']);

const LETTER = /\p{L}/gu;
const IN_SCRIPT = {
  Latin: /^\p{Script=Latin}$/u,
  Cyrillic: /^\p{Script=Cyrillic}$/u,
  Greek: /^\p{Script=Greek}$/u,
} as const;

/**
 * Whether every letter of a name is in a script the language is written in, e.g. a Cyrillic
 * "София" in the Romanian catalogue is not a Romanian name of Sofia, but "Sofia" is.
 */
export function isWrittenInScriptOf(lang: string, name: string): boolean {
  const scripts: (keyof typeof IN_SCRIPT)[] = CYRILLIC.has(lang)
    ? ['Cyrillic']
    : CYRILLIC_OR_LATIN.has(lang)
      ? ['Cyrillic', 'Latin']
      : GREEK.has(lang)
        ? ['Greek']
        : ['Latin'];
  const letters = name.match(LETTER) ?? [];
  if (letters.length === 0) return false;
  return scripts.some((script) => letters.every((letter) => IN_SCRIPT[script].test(letter)));
}
