import { EARTH_RADIUS_KM, type GeoPoint } from '../modules/geo/distance';

/** The point `km` away from `from` on the bearing `degrees` (great circle, the sphere of distance.ts): maps of radius tests. */
export function destination(from: GeoPoint, km: number, degrees: number): GeoPoint {
  const rad = (value: number) => (value * Math.PI) / 180;
  const deg = (value: number) => (value * 180) / Math.PI;
  const [φ1, λ1, θ, δ] = [rad(from.latitude), rad(from.longitude), rad(degrees), km / EARTH_RADIUS_KM];
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
  return { latitude: deg(φ2), longitude: deg(λ2) };
}
