import { describe, expect, it } from 'vitest';
import { datesInRange, emptyEntry, toEntryBody, validateEntry } from './entry-values';

describe('entry values', () => {
  it('lists every day of a range, across a month end and a leap day', () => {
    expect(datesInRange('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(datesInRange('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
    expect(datesInRange('2026-11-23', '2026-11-22')).toEqual([]);
  });

  it('sends the §4 defaults and keeps the form types apart', () => {
    const truck = toEntryBody(emptyEntry('truck'));
    expect(truck.info).toEqual({
      weight: undefined,
      volume: null,
      mdp: undefined,
      price: null,
      currency: 'EUR',
      vat_type: false,
      payment_term: 1,
    });
    expect(truck.transport_options).toEqual({
      truck_transport_type: 1,
      truck_coating: 1,
      truck_type: null,
      truck_special_features: [],
      dangerous_load: false,
    });
    expect(toEntryBody(emptyEntry('ware')).transport_options).toEqual({
      platform_type: [],
      escrow_account: false,
      truck_special_features: [],
      dangerous_load: false,
    });
  });

  it('drops currency and VAT without a price, and reports an end date before the start', () => {
    const values = emptyEntry('truck');
    values.info = { ...values.info, currency: 'RON', vatType: true };
    values.loadingLocation = { ...values.loadingLocation, dateStart: '2026-11-23', dateEnd: '2026-11-20' };
    expect(toEntryBody(values).info).toMatchObject({ currency: 'EUR', vat_type: false });
    const errors = validateEntry(values);
    expect(errors['loading_location.date_end']).toBe('date_end_before_start');
    expect(errors['unloading_location.date']).toBe('required');
    expect(errors['transport_options.truck_type']).toBe('required');
    expect(errors['info.weight']).toBe('required');
  });
});
