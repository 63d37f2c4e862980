import { numberFormat } from './intl';

/** A number's fraction digits: at least `min`, at most `max` (Intl's defaults for the style where left out). */
export type Digits = { min?: number; max?: number };

const fractionDigits = (digits: Digits = {}): Intl.NumberFormatOptions => ({
  ...(digits.min === undefined ? {} : { minimumFractionDigits: digits.min }),
  ...(digits.max === undefined ? {} : { maximumFractionDigits: digits.max }),
});

/** A number as the reader's language writes it: "1,234.5", "1.234,5". */
export const formatNumber = (value: number, language: string, digits?: Digits): string =>
  numberFormat(language, fractionDigits(digits)).format(value);

/** A share (0.92) as a percentage in the reader's language: "92%", "92 %". */
export const formatPercent = (share: number, language: string, digits?: Digits): string =>
  numberFormat(language, { style: 'percent', ...fractionDigits(digits) }).format(share);

/** An amount with its currency (ISO 4217) in the reader's language: "€1,900.50", "1.900,50 €". */
export const formatMoney = (amount: number, currency: string, language: string, digits?: Digits): string =>
  numberFormat(language, { style: 'currency', currency, ...fractionDigits(digits) }).format(amount);
