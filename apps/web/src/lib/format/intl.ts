/**
 * Intl's formatters, made once per language and options and kept: building one costs far more than
 * using it, and a long list formats the same few numbers and names on every row.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.Collator | null;

const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

/** Region or language names in `language`; null where the browser has none for it. */
export const displayNames = (language: string, type: 'region' | 'language'): Intl.DisplayNames | null =>
  cached(`names|${language}|${type}`, () => {
    try {
      return new Intl.DisplayNames([language], { type });
    } catch {
      return null;
    }
  });

/** The alphabetical order of `language`: `localeCompare(other, language)` would build one for every comparison. */
export const collator = (language: string): Intl.Collator => cached(`collator|${language}`, () => new Intl.Collator(language));
