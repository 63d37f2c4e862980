import type { Entry } from './entries';

/** What the rate per km reads of an entry. */
export type PricedEntry = Pick<Entry, 'form_type' | 'distance'> & { info: Pick<Entry['info'], 'price'> };

/**
 * An entry's price per km, to compare trucks and wares: a truck's price is entered per km (the entry
 * form asks for "Price per km"), so it is that price, never divided again; a ware's price is for the
 * whole load, spread over the route's distance (approximate). Null without a price, or for a ware
 * without a distance.
 */
export function pricePerKm(entry: PricedEntry): number | null {
  const { price } = entry.info;
  if (price === null) return null;
  if (entry.form_type === 'truck') return price;
  return entry.distance ? price / entry.distance : null;
}
