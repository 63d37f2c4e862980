import type { FastifyInstance } from 'fastify';
import type { EntryInput } from '@freight/shared/entries';
import { TEST_CITY_IDS } from '../../test/fixtures/seed-cities';

/** A bearer header signed now (the app's clock), so tests may move the clock between calls. */
export async function bearer(app: FastifyInstance, userId: number): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await app.tokens.signAccess(userId)}` };
}

const day = (offsetDays: number, from: Date) => new Date(from.getTime() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A §7 body that passes every §5 rule: Timișoara → Budapest, loading tomorrow, unloading the day after. */
export function entryBody(formType: 'truck' | 'ware', now: Date, overrides: Partial<EntryInput> = {}): EntryInput {
  const loading = day(1, now);
  const unloading = day(2, now);
  return {
    form_type: formType,
    loading_location: {
      country: 'RO',
      external_city_id: TEST_CITY_IDS.timisoara,
      city_display_name: 'Timișoara',
      city_type: 'PPLA',
      postal_code: '300001',
      date_start: loading,
      date_end: loading,
      date: [loading],
      time_start: '08:00',
      time_end: '16:00',
    },
    unloading_location: {
      country: 'HU',
      external_city_id: TEST_CITY_IDS.budapest,
      city_display_name: 'Budapest',
      city_type: 'PPLC',
      postal_code: '1011',
      date_start: unloading,
      date_end: unloading,
      date: [unloading],
      time_start: null,
      time_end: null,
    },
    info: { weight: 12.5, volume: 40, mdp: 7.2, price: 1.1, currency: 'EUR', vat_type: false, payment_term: 30 },
    transport_options:
      formType === 'truck'
        ? { truck_transport_type: 1, truck_coating: 2, truck_type: 5, truck_special_features: [2, 4], dangerous_load: true }
        : { platform_type: [1, 3], escrow_account: true },
    notes: 'Loading ramp at gate 2',
    ...overrides,
  };
}
