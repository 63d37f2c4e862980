import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, postgresTarget } from '../apps/api/src/db/client';
import { loadCityIndex } from '../apps/api/src/modules/geo/geo.service';

/**
 * One API process for the benchmark: the app of main.ts, plus a bare JSON route (no database, no auth)
 * as the yardstick for the others. On DATABASE_URL; without it on the embedded database in DATA_DIR
 * (the embedded phase). No city import, no demo data, no data-dir lock: the bench prepared the database.
 */
const config = loadConfig();
// The database as main.ts opens it (pool size, timeouts, direct URL), so the bench measures the shipped settings.
const database = await openDatabase(
  config.databaseUrl
    ? postgresTarget({ ...config, databaseUrl: config.databaseUrl })
    : { embeddedDataDir: config.dataDir, poolSize: config.dbPoolSize },
);
const app = await buildApp({ config: { ...config, webDist: undefined }, database });
// As main.ts after its import: the city picker searches in memory once the cities are read.
await loadCityIndex(database.db);
app.get('/bench/bare', { logLevel: 'silent' }, () => ({ ok: true }));
await app.listen({ port: config.port, host: config.host });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
