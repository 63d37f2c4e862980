import type { TFunction } from 'i18next';
import { pricePerKm, type PricedEntry as RatedEntry } from '@freight/shared/entry-price';
import type { Entry } from '@freight/shared/entries';

export type PriceTexts = {
  /** The price as entered, with its unit: per km for a truck, the whole load for a ware; null when none was given. */
  price: string | null;
  /** A ware's price spread over the route's distance (approximate); null for trucks or without a distance. */
  perKm: string | null;
};

type PricedEntry = RatedEntry & { info: Pick<Entry['info'], 'currency'> };

/**
 * The one place that turns an entry's price into text; the rate per km is packages/shared's
 * `pricePerKm` (a truck's price as entered, a ware's spread over the distance, shown as approximate).
 */
export function formatEntryPrice(entry: PricedEntry, t: TFunction, language: string): PriceTexts {
  const { price, currency } = entry.info;
  if (price === null) return { price: null, perKm: null };
  // Rates per km keep their cents (1.10, not 1.1); a third decimal someone entered is not rounded away.
  const rate = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const perKm = pricePerKm(entry);
  if (entry.form_type === 'truck')
    return { price: t('entries.card.pricePerKm', { value: rate.format(perKm ?? price), currency }), perKm: null };

  const amount = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(price);
  const derived = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    price: t('entries.card.price', { value: amount, currency }),
    perKm: perKm === null ? null : t('entries.card.approxPerKm', { value: derived.format(perKm), currency }),
  };
}
