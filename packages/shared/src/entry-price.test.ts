import { describe, expect, it } from 'vitest';
import { pricePerKm } from './entry-price';

const entry = (form_type: 'truck' | 'ware', price: number | null, distance: number | null) => ({ form_type, distance, info: { price } });

describe('pricePerKm', () => {
  it("is a truck's price as entered (per km), never divided by the distance again", () => {
    expect(pricePerKm(entry('truck', 1.15, 1960))).toBe(1.15);
    expect(pricePerKm(entry('truck', 1.1, null))).toBe(1.1);
  });

  it("spreads a ware's price for the load over the route's distance", () => {
    expect(pricePerKm(entry('ware', 2100, 1960))).toBeCloseTo(1.0714, 4);
    expect(pricePerKm(entry('ware', 900, 450))).toBe(2);
  });

  it('is null without a price, or for a ware without a distance', () => {
    expect(pricePerKm(entry('truck', null, 1960))).toBeNull();
    expect(pricePerKm(entry('ware', null, 1960))).toBeNull();
    expect(pricePerKm(entry('ware', 2100, null))).toBeNull();
    expect(pricePerKm(entry('ware', 2100, 0))).toBeNull();
  });
});
