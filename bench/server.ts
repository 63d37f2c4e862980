import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';

/**
 * One API process for the benchmark: the app of main.ts on DATABASE_URL, plus a bare JSON route
 * (no database, no auth) as the yardstick for the search routes. No city import, no demo data.
 */
const config = loadConfig();
if (!config.databaseUrl) throw new Error('bench/server.ts needs DATABASE_URL');
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const app = await buildApp({ config: { ...config, webDist: undefined }, database });
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
