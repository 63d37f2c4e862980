import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, postgresTarget, type DbHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { seedContentIfEmpty } from './modules/content/content.service';
import { importCityNames } from './modules/geo/city-names.import';
import { importCities, importCityRegions } from './modules/geo/geo.import';
import { loadCityIndex } from './modules/geo/geo.service';
import { formatDemoLogins, seedDemoDataIfEmpty, type DemoLogin } from './modules/demo/demo.service';
import { deactivateExpiredCompanies } from './modules/staff/staff.service';
import { drainAndClose } from './shutdown';

/**
 * How long closing may take after the drain delay (requests in flight, the job queue, the embedded
 * database's shutdown checkpoint) before the process gives up and exits with 1. With ten seconds, a
 * SIGTERM after a restart over a crashed embedded server once ended with 1 in a full test run on two cores,
 * most likely on this limit (main.test.ts now prints the process's output when it happens). The guard shell
 * still stops the embedded server if this process exits first.
 */
const SHUTDOWN_GRACE_MS = 30_000;

/** How often approved companies past their subscription end are set inactive. */
const EXPIRY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Starts the product: lock, database, migrations, reference content, HTTP; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  let releaseLock: (() => void) | undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`\n${error.message}\n`);
        process.exit(1);
      }
      throw error;
    }
  }

  let database: DbHandle | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? postgresTarget({ ...config, databaseUrl: config.databaseUrl })
        : { embeddedDataDir: config.dataDir, poolSize: config.dbPoolSize, log: (line) => console.error(`embedded database: ${line}`) },
    );
    const app = await buildApp({ config, database });
    const db = database.db;
    // First start: reference content, the European cities (DESIGN §1) and, unless DEMO_DATA=0, demo
    // accounts and entries (DESIGN §4; after the cities, where the demo entries are placed). Each step
    // fills an empty table; processes starting together take turns, so only one fills it.
    const demoLogins: DemoLogin[] | null = await database.exclusive('freight:first-start', async () => {
      await seedContentIfEmpty(db);
      const importStarted = Date.now();
      const imported = await importCities(db);
      if (!imported.skipped) app.log.info({ cities: imported.imported, ms: Date.now() - importStarted }, 'cities imported');
      // Also on databases whose cities came before their region codes (issue 35 item 5).
      const regions = await importCityRegions(db);
      if (!regions.skipped) app.log.info({ cities: regions.imported }, 'city regions filled');
      // Also on databases whose cities came before the city names existed (issue 12).
      const names = await importCityNames(db);
      if (!names.skipped) app.log.info({ cityNames: names.imported }, 'city names imported');
      if (!config.demoData) return null;
      const demoStarted = Date.now();
      const logins = await seedDemoDataIfEmpty(db, new Date());
      // Issue 28: the first start's budget; the demo's deal history is its largest step after the cities.
      if (logins) app.log.info({ ms: Date.now() - demoStarted }, 'demo data created');
      return logins;
    });

    // The city picker searches in memory once its cities are read (issue 30 item 2); in SQL until then.
    const indexStarted = Date.now();
    void loadCityIndex(db).then(
      (index) =>
        index
          ? app.log.info({ ms: Date.now() - indexStarted }, 'city search index ready')
          : app.log.warn('city search index not used: a name folded here differs from the database'),
      (error: unknown) => app.log.warn({ err: error }, 'city search index not loaded: the city search stays in SQL'),
    );

    // Once per hour across every process on the database (the job queue keeps one run per hour), starting
    // with the hour under way; a failed sweep is logged by the queue and the next hour's sweeps it too.
    await app.jobs.schedule('expire-subscriptions', { everyMs: EXPIRY_SWEEP_INTERVAL_MS, runAtStart: true }, async () => {
      const ids = await deactivateExpiredCompanies(db, app.clock());
      if (ids.length > 0) app.log.info({ companies: ids }, 'subscriptions expired: companies set inactive');
    });

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      // SIGTERM (a deploy, a balancer's restart): drain first; SIGINT (Ctrl-C) stops at once.
      const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
      const force = setTimeout(() => {
        console.error(`shutdown took longer than ${(delayMs + SHUTDOWN_GRACE_MS) / 1000} s: exiting`);
        process.exit(1);
      }, delayMs + SHUTDOWN_GRACE_MS).unref();
      await drainAndClose(app, delayMs);
      await database?.close();
      releaseLock?.();
      clearTimeout(force);
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Freight exchange ready on ${config.publicUrl} (${database.kind} database)`);
    if (demoLogins) console.log(formatDemoLogins(demoLogins));
  } catch (error) {
    await database?.close().catch(() => undefined);
    releaseLock?.();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
