/** A point on the earth in decimal degrees. */
export type GeoPoint = { latitude: number; longitude: number };

/** Mean earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Roads are longer than the straight line: the great-circle distance is stretched by this factor
 * to estimate the driving distance shown on an entry (§3 distance), without a routing service.
 */
export const ROAD_FACTOR = 1.2;

/** Great-circle (haversine) distance in km. */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road distance in whole km; null when either city has no coordinates (a user-added city). */
export function roadDistanceKm(a: GeoPoint | null | undefined, b: GeoPoint | null | undefined): number | null {
  if (!a || !b) return null;
  return Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
}
