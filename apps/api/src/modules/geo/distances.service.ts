import type { Distance, DistancesQuery } from '@freight/shared/geo';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { greatCircleKm, ROAD_FACTOR, roadDistanceKm } from './distance';
import { cityNamesIn, getCities } from './geo.service';

/**
 * The "Road distances" page (§2 menu, issue 35 item 1): the great-circle distance between two GeoNames
 * cities and the road kilometres as the product estimates them for entries (distance.ts). A city that
 * is not in the data is `not_found`: a member-typed city has no coordinates to measure from.
 */
export async function distanceBetween(db: Database, query: DistancesQuery): Promise<Distance> {
  const cities = await getCities(db, [query.from_city, query.to_city]);
  const from = cities.get(query.from_city);
  const to = cities.get(query.to_city);
  if (!from || !to) throw new AppError('not_found');
  const names = await cityNamesIn(db, [from.id, to.id], query.lang);
  const place = (city: typeof from) => ({ id: city.id, name: names.get(city.id) ?? city.name, country: city.country });
  return {
    // One decimal: the page shows whole km, the calculator multiplies by it.
    great_circle_km: Math.round(greatCircleKm(from, to) * 10) / 10,
    road_km: roadDistanceKm(from, to) ?? 0,
    method: 'great_circle_factor',
    road_factor: ROAD_FACTOR,
    from: place(from),
    to: place(to),
  };
}
