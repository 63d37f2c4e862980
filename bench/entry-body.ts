import type { FormType, EntryInput } from '@freight/shared/entries';
import { PUBLISHED_NOTES, type PoolCity } from './seed';

const day = (offsetDays: number, from: Date) => new Date(from.getTime() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const location = (city: PoolCity, date: string, postalCode: string) => ({
  country: city.country as EntryInput['loading_location']['country'],
  external_city_id: city.id,
  city_display_name: city.name,
  city_type: 'PPL',
  postal_code: postalCode,
  date_start: date,
  date_end: date,
  date: [date],
  time_start: null,
  time_end: null,
});

/**
 * A §7 create body that passes every §5 rule, as members publish: a route between two of `cities`
 * (drawn at random), loading tomorrow and unloading the day after; `uid` when given (websocket
 * fan-out matches events by it). Its notes mark it as the bench's, removed at the next run's start.
 */
export function entryBody(formType: FormType, cities: readonly PoolCity[], now: Date, uid?: string): EntryInput {
  const from = cities[Math.floor(Math.random() * cities.length)]!;
  const to = cities[Math.floor(Math.random() * cities.length)]!;
  return {
    ...(uid ? { uid } : {}),
    form_type: formType,
    loading_location: location(from, day(1, now), '10000'),
    unloading_location: location(to, day(2, now), '20000'),
    info: {
      weight: 1 + Math.floor(Math.random() * 24),
      volume: 40,
      mdp: 7.2,
      price: 900,
      currency: 'EUR',
      vat_type: false,
      payment_term: 30,
    },
    transport_options:
      formType === 'truck'
        ? { truck_transport_type: 1, truck_coating: 2, truck_type: 5, truck_special_features: [2, 4] }
        : { platform_type: [1, 3], escrow_account: true },
    notes: PUBLISHED_NOTES,
  };
}
