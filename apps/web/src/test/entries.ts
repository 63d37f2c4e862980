import type { Entry, EntryLocation, FormType } from '@freight/shared/entries';

const place = (id: number, city: string, country: string, day: string): EntryLocation => ({
  id,
  countryName: { code: country, name: country === 'RO' ? 'Romania' : 'Germany' },
  cityName: city,
  postal_code: '010011',
  date_start: day,
  date_end: day,
  date: [day],
  time_start: null,
  time_end: null,
  country,
  external_city_id: id,
  city_display_name: city,
  city_type: '',
});

/** An entry as the API answers it (§3), a demo lane from Bucharest to Duisburg (1,960 km); `overrides` change any field. */
export function testEntry(uid: string, formType: FormType, overrides: Partial<Entry> = {}): Entry {
  return {
    uid,
    identification_id: `${formType === 'truck' ? 'TR' : 'WR'}-${uid.slice(0, 4)}`,
    form_type: formType,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    modified_at: '2026-11-20T10:00:00.000Z',
    valid_until: '2027-01-04T10:00:00.000Z',
    expires_at: '2026-12-01T23:59:00.000Z',
    expired: false,
    is_own: false,
    can_manage: false,
    view_count: 0,
    distance: 1960,
    notes: '',
    user: null,
    company: { id: 42, name: 'Trans SRL', registry_combination: '', VATNumber: '', fax: '', website: '' },
    loading_location: place(1, 'Bucharest', 'RO', '2026-12-01'),
    unloading_location: place(2, 'Duisburg', 'DE', '2026-12-03'),
    transport_options: {
      id: 1,
      truck_transport_type: 1,
      truck_coating: 1,
      truck_type: formType === 'truck' ? 5 : null,
      truck_special_features: [],
      platform_type: formType === 'ware' ? [1] : [],
      escrow_account: false,
      dangerous_load: false,
    },
    info: { id: 1, weight: 24, volume: null, mdp: 13.6, price: null, currency: 'EUR', vat_type: false, payment_term: 30 },
    ...overrides,
  };
}
