// Cities found by their name, for the demo data's places (decision 030: the cities table is this module's to read).
export { findCitiesByName, type NamedPlace } from './city-lookup.queries';
export type { CityRecord } from './geo.queries';
