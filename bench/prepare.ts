import { openDatabase, type DbTarget } from '../apps/api/src/db/client';
import { importCityNames } from '../apps/api/src/modules/geo/city-names.import';
import { importCities } from '../apps/api/src/modules/geo/geo.import';
import { searchPools, seed } from './seed';
import { log, settings } from './settings';

/**
 * Opens the database (migrating it), imports the cities and their names when missing, seeds or tops
 * up `entries` entries, and answers the members and what the searches draw from. Closed again after.
 */
export async function prepare(target: DbTarget, entries: number) {
  const database = await openDatabase(target);
  try {
    const imported = await importCities(database.db);
    if (!imported.skipped) log(`imported ${imported.imported} cities`);
    const names = await importCityNames(database.db);
    if (!names.skipped) log(`imported ${names.imported} city names`);
    const members = await seed(
      database.db,
      { companies: settings.companies, entries, readers: settings.readers, publishers: settings.publishers },
      log,
    );
    return { ...members, pools: await searchPools(database.db) };
  } finally {
    await database.close();
  }
}
export type Prepared = Awaited<ReturnType<typeof prepare>>;
