import { describe, expect, it } from 'vitest';
import { perKmFromTotal, totalFromPerKm } from './price-per-km';

describe('price per km ↔ total (issue 35 item 1)', () => {
  it('multiplies and divides in cents', () => {
    expect(totalFromPerKm(1.15, 412)).toBe(473.8);
    expect(totalFromPerKm(0.1, 3)).toBe(0.3);
    expect(perKmFromTotal(473.8, 412)).toBe(1.15);
    expect(perKmFromTotal(1000, 3)).toBe(333.33);
    expect(totalFromPerKm(0, 500)).toBe(0);
  });

  it('has no price per km for a distance of zero', () => {
    expect(perKmFromTotal(100, 0)).toBeNull();
  });
});
