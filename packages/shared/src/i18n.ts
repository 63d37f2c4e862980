import { z } from 'zod';

/** Interface languages (§1); the order is the order of the flag selector. */
export const UI_LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'en';

export const uiLanguageSchema = z.enum(UI_LANGUAGES);

/** `?lang=` on content routes: unknown or missing values fall back to English. */
export const langQuerySchema = z.object({
  lang: z.string().optional().transform((value): UiLanguage => {
    const parsed = uiLanguageSchema.safeParse(value);
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  }),
});

/** Languages an employee may speak (§1). */
export const SPOKEN_LANGUAGES = ['ro', 'en', 'de', 'fr', 'hu', 'bg', 'pl', 'sr', 'hr', 'sl', 'sk', 'it'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
