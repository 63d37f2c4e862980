import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { cityView } from '../geo/cities-view.queries';
import { EARTH_RADIUS_KM } from '../geo/geo.service';

/** A latitude or longitude in SQL: a column, a subquery or a parameter. */
export type Degrees = AnyColumn | SQL;

/** greatCircleKm of geo/distance.ts in SQL: the haversine on a sphere of EARTH_RADIUS_KM, between two points. */
export function greatCircleKmSql(latitude: Degrees, longitude: Degrees, centreLatitude: Degrees, centreLongitude: Degrees): SQL {
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${centreLatitude}) / 2), 2)
    + cos(radians(${centreLatitude})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${centreLongitude}) / 2), 2))))`;
}

/**
 * "Within `radiusKm` of the point (centreLatitude, centreLongitude)" for one side of an entry (its
 * latitude/longitude columns), as greatCircleKm of geo/distance.ts measures it.
 *
 * earthdistance's earth_box() finds the candidates on the side's GiST index over ll_to_earth(...). Its
 * sphere is earth() (6378168 m by default), so the same angle is a longer arc there: the box radius is
 * scaled by earth() / EARTH_RADIUS_KM (plus a metre against rounding) so it still holds every point of the
 * circle. The exact haversine then decides, so the boundary is the same as the distance shown on an entry.
 * A point without coordinates (null) matches nothing.
 */
export function withinKmOfPoint(
  latitude: AnyColumn,
  longitude: AnyColumn,
  centreLatitude: Degrees,
  centreLongitude: Degrees,
  radiusKm: number,
): SQL {
  const boxMetres = sql`${radiusKm}::float8 * 1000 * earth() / ${EARTH_RADIUS_KM * 1000}::float8 + 1`;
  // No point is nearer than its difference in latitude (a meridian is the shortest way north or south): a
  // latitude band, checked before the sphere's functions, turns most points of a far circle away cheaply when
  // the index has already been read (a radius checked on the rows another index found). A millionth of a
  // degree (0.1 m) of slack against rounding; the exact haversine still decides.
  const bandDegrees = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI) + 1e-6;
  return sql`(abs(${latitude} - ${centreLatitude}) <= ${bandDegrees}::float8
    and earth_box(ll_to_earth(${centreLatitude}, ${centreLongitude}), ${boxMetres}) @> ll_to_earth(${latitude}, ${longitude})
    and ${greatCircleKmSql(latitude, longitude, centreLatitude, centreLongitude)} <= ${radiusKm}::float8)`;
}

/** The searched city, read through geo's view (decision 030): its coordinates are the circle's centre. */
const centreCity = cityView('centre_city');

/**
 * "Within `radiusKm` of the city `cityId`" (withinKmOfPoint around the city's coordinates). A city added
 * by hand has no coordinates and never matches; an unknown city id matches nothing.
 */
export function withinKmOfCity(latitude: AnyColumn, longitude: AnyColumn, cityId: number, radiusKm: number): SQL {
  const centre = (column: AnyColumn) => sql`(select ${column} from ${centreCity} where ${centreCity.id} = ${cityId})`;
  return withinKmOfPoint(latitude, longitude, centre(centreCity.latitude), centre(centreCity.longitude), radiusKm);
}
