import type { Database } from '../../db/client';
import { cities } from '../../db/schema-entries';
import { loadEuropeanCities } from '../geo/geo.import';
import { DEMO_PLACES } from './demo.entries';

/**
 * The real GeoNames rows of the demo places (and their namesakes: same country, same letters without
 * accents), as the first start imports them, without the full import (the start path's own test).
 */
export async function insertDemoPlaces(db: Database): Promise<void> {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = new Set(Object.values(DEMO_PLACES).map((place) => `${place.country}:${fold(place.name)}`));
  const candidates = (await loadEuropeanCities()).filter((city) => wanted.has(`${city.country}:${fold(city.name)}`));
  await db.insert(cities).values(candidates);
}
