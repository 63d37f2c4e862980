import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { seedContentIfEmpty } from './modules/content/content.service';

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
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pgdata') },
    );
    await seedContentIfEmpty(database.db);
    const app = await buildApp({ config, database });

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      await app.close();
      await database?.close();
      releaseLock?.();
      clearTimeout(force);
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Freight exchange ready on ${config.publicUrl} (${database.kind} database)`);
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
