/** Interface languages (§1); the order is the order of the flag selector. Kept free of zod so the web's first bundle stays small. */
export const UI_LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'en';

/** Languages an employee may speak (§1). */
export const SPOKEN_LANGUAGES = ['ro', 'en', 'de', 'fr', 'hu', 'bg', 'pl', 'sr', 'hr', 'sl', 'sk', 'it'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
