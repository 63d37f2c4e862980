/**
 * Intl's formatters, made once per language and options and kept: building one costs far more than
 * using it, and a long list formats the same few numbers and names on every row.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | null>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | null>(key: string, make: () => T): T {
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
