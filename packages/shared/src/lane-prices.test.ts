import { describe, expect, it } from 'vitest';
import { lanePriceQuerySchema, percentFromMedian } from './lane-prices';

describe('lane prices (issue 32 items 5–6)', () => {
  it('puts a price against the median in whole percent, nothing without a median or a price', () => {
    expect(percentFromMedian(0.77, 1.12)).toBe(-31);
    expect(percentFromMedian(1.4, 1.12)).toBe(25);
    expect(percentFromMedian(1.12, 1.12)).toBe(0);
    expect(percentFromMedian(1, null)).toBeNull();
    expect(percentFromMedian(0, 1.12)).toBeNull();
  });

  it('takes a lane by form type and countries, a vehicle type of the list and GeoNames cities', () => {
    expect(
      lanePriceQuerySchema.parse({
        form_type: 'ware',
        loading_country: 'RO',
        unloading_country: 'HU',
        truck_type: '5',
        loading_city: '665087',
      }),
    ).toEqual({
      form_type: 'ware',
      loading_country: 'RO',
      unloading_country: 'HU',
      truck_type: 5,
      loading_city: 665087,
    });
    expect(
      lanePriceQuerySchema.safeParse({ form_type: 'ware', loading_country: 'RO', unloading_country: 'HU', truck_type: '9' }).success,
    ).toBe(false);
    expect(lanePriceQuerySchema.safeParse({ form_type: 'boat', loading_country: 'RO', unloading_country: 'HU' }).success).toBe(false);
    expect(lanePriceQuerySchema.safeParse({ form_type: 'ware', loading_country: 'XX', unloading_country: 'HU' }).success).toBe(false);
  });
});
