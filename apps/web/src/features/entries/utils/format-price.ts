import type { TFunction } from 'i18next';
import { pricePerKm, type PricedEntry as RatedEntry } from '@freight/shared/entry-price';
import type { Entry } from '@freight/shared/entries';
import { formatNumber } from '../../../lib/format/numbers';

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
  const perKm = pricePerKm(entry);
  // Rates per km keep their cents (1.10, not 1.1); a third decimal someone entered is not rounded away.
  if (entry.form_type === 'truck')
    return {
      price: t('entries.card.pricePerKm', { value: formatNumber(perKm ?? price, language, { min: 2, max: 3 }), currency }),
      perKm: null,
    };

  return {
    price: t('entries.card.price', { value: formatNumber(price, language, { max: 2 }), currency }),
    perKm: perKm === null ? null : t('entries.card.approxPerKm', { value: formatNumber(perKm, language, { min: 2, max: 2 }), currency }),
  };
}
