import { z } from 'zod';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './languages';

export const uiLanguageSchema = z.enum(UI_LANGUAGES);

/** `?lang=` on content routes: unknown or missing values fall back to English. */
export const langQuerySchema = z.object({
  lang: z
    .string()
    .optional()
    .transform((value): UiLanguage => {
      const parsed = uiLanguageSchema.safeParse(value);
      return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
    }),
});
