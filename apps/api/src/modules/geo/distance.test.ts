import { describe, expect, it } from 'vitest';
import { greatCircleKm, ROAD_FACTOR, roadDistanceKm } from './distance';

const bucharest = { latitude: 44.43225, longitude: 26.10626 };
const budapest = { latitude: 47.49835, longitude: 19.04045 };
const paris = { latitude: 48.85341, longitude: 2.3488 };

describe('roadDistanceKm', () => {
  it('is zero for the same place', () => {
    expect(roadDistanceKm(bucharest, bucharest)).toBe(0);
  });

  it('matches known great-circle distances (Bucharest–Budapest ≈ 640 km, Paris–Budapest ≈ 1245 km)', () => {
    expect(greatCircleKm(bucharest, budapest)).toBeGreaterThan(630);
    expect(greatCircleKm(bucharest, budapest)).toBeLessThan(650);
    expect(greatCircleKm(paris, budapest)).toBeGreaterThan(1235);
    expect(greatCircleKm(paris, budapest)).toBeLessThan(1255);
  });

  it('applies the road factor and rounds to whole km, symmetric', () => {
    const km = roadDistanceKm(bucharest, budapest);
    expect(km).toBe(Math.round(greatCircleKm(bucharest, budapest) * ROAD_FACTOR));
    expect(Number.isInteger(km)).toBe(true);
    expect(roadDistanceKm(budapest, bucharest)).toBe(km);
  });

  it('is null when a city has no coordinates', () => {
    expect(roadDistanceKm(null, budapest)).toBeNull();
    expect(roadDistanceKm(bucharest, undefined)).toBeNull();
  });
});
