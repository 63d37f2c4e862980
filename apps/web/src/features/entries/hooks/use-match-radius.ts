import { useState } from 'react';
import { DEFAULT_MATCH_RADIUS_KM, MATCH_RADII_KM, type MatchRadiusKm } from '@freight/shared/matching';

/** Remembered per member device, like the list view: a dispatcher who works with 200 km keeps it. */
export const MATCH_RADIUS_STORAGE_KEY = 'matching.radius';

function storedRadius(): MatchRadiusKm {
  try {
    const value = Number(localStorage.getItem(MATCH_RADIUS_STORAGE_KEY));
    return (MATCH_RADII_KM as readonly number[]).includes(value) ? (value as MatchRadiusKm) : DEFAULT_MATCH_RADIUS_KM;
  } catch {
    // Storage can be refused (private modes, policies); the default radius still works.
    return DEFAULT_MATCH_RADIUS_KM;
  }
}

/** The radius of the own entries' matches (issue 17 item 5): 100 km unless the member picked another. */
export function useMatchRadius() {
  const [radius, setRadius] = useState<MatchRadiusKm>(storedRadius);
  const choose = (value: MatchRadiusKm) => {
    setRadius(value);
    try {
      localStorage.setItem(MATCH_RADIUS_STORAGE_KEY, String(value));
    } catch {
      // Not remembered, but used for this visit.
    }
  };
  return { radius, choose };
}
