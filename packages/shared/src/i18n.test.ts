import { describe, expect, it } from 'vitest';
import { langQuerySchema, uiLanguageSchema } from './i18n';
import { UI_LANGUAGES } from './languages';

describe('interface language query (§1)', () => {
  it('takes the five interface languages', () => {
    for (const lang of UI_LANGUAGES) expect(langQuerySchema.parse({ lang })).toEqual({ lang });
  });

  it('falls back to English for a missing or other language, even one members may speak', () => {
    expect(langQuerySchema.parse({})).toEqual({ lang: 'en' });
    expect(langQuerySchema.parse({ lang: 'pl' })).toEqual({ lang: 'en' });
    expect(langQuerySchema.parse({ lang: 'RO' })).toEqual({ lang: 'en' });
    expect(uiLanguageSchema.safeParse('pl').success).toBe(false);
  });
});
