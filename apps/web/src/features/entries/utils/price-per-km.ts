/**
 * The price calculator's arithmetic (issue 35 item 1): a price per km and a total for a distance, each
 * from the other, in cents so that 1.15 EUR/km × 412 km is 473.80, not 473.79999.
 */
const cents = (value: number) => Math.round(value * 100);

export function totalFromPerKm(perKm: number, km: number): number {
  return Math.round(cents(perKm) * km) / 100;
}

export function perKmFromTotal(total: number, km: number): number | null {
  if (km <= 0) return null;
  return Math.round(cents(total) / km) / 100;
}
