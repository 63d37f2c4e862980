import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { AppConfig } from '../config';
import { openDatabase, postgresTarget, type DbHandle } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { withDatabase } from '../db/embedded-database';
import { poolOf } from '../metrics/db-pool';
import { writeBackup } from './backup';
import { RestoreRefused, restoreBackup } from './restore';

/** The embedded server's product database (db/embedded-database.ts) and where it keeps its password and port. */
const EMBEDDED_DATABASE = 'freight';

/**
 * The embedded server a running `npm start` holds (its DATA_DIR is locked): its port from PostgreSQL's
 * own postmaster.pid (fourth line), its password from DATA_DIR/freight-password.
 */
function runningEmbeddedUrl(dataDir: string): string {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
  const password = fs.readFileSync(path.join(dataDir, 'freight-password'), 'utf8').trim();
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no port in ${pidFile}`);
  return withDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, EMBEDDED_DATABASE);
}

/** Runs `task` on a connection of its own to the product's database, however it is reached. */
async function withConnection<T>(config: AppConfig, mode: 'backup' | 'restore', task: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  if (config.databaseUrl && mode === 'backup') {
    // Directly, not through a transaction-mode pooler: the snapshot is one transaction on one session either way.
    const client = new pg.Client({ connectionString: config.databaseDirectUrl ?? config.databaseUrl });
    await client.connect();
    try {
      return await task(client);
    } finally {
      await client.end();
    }
  }
  let release: (() => void) | undefined;
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      // A backup of a running exchange goes through its server; a restore needs it stopped.
      if (!(error instanceof DataDirLockedError) || mode === 'restore') throw error;
      const client = new pg.Client({ connectionString: runningEmbeddedUrl(config.dataDir) });
      await client.connect();
      try {
        return await task(client);
      } finally {
        await client.end();
      }
    }
  }
  let handle: DbHandle | undefined;
  try {
    // Opening migrates: a restore's target then has this release's schema, which the backup must match.
    handle = await openDatabase(
      config.databaseUrl
        ? postgresTarget({ ...config, databaseUrl: config.databaseUrl })
        : { embeddedDataDir: config.dataDir, poolSize: 2, log: (line) => console.error(`embedded database: ${line}`) },
    );
    const client = await poolOf(handle)!.connect();
    try {
      return await task(client);
    } finally {
      client.release();
    }
  } finally {
    await handle?.close();
    release?.();
  }
}

const filesDir = (config: AppConfig) => (config.s3 ? undefined : path.join(config.dataDir, 'files'));
const S3_NOTE =
  'Files are in the S3 bucket, which this backup does not contain: back the bucket up by its own means (versioning, replication, rclone).';

/** `backup --to FILE` and `restore --from FILE`: the option, checked before anything is opened. */
export function parseBackupArgs(name: 'backup' | 'restore', args: string[]): string {
  const option = name === 'backup' ? 'to' : 'from';
  const { values } = parseArgs({ args, options: { [option]: { type: 'string' } }, strict: true });
  const file = values[option];
  if (typeof file !== 'string' || file.length === 0) throw new Error(`--${option} FILE is required`);
  if (name === 'backup' && fs.existsSync(file)) throw new Error(`${file} exists already; choose a new name`);
  if (name === 'restore' && !fs.existsSync(file)) throw new Error(`${file} does not exist`);
  return path.resolve(file);
}

export async function runBackup(config: AppConfig, file: string): Promise<string> {
  const summary = await withConnection(config, 'backup', (client) => writeBackup({ client, filesDir: filesDir(config) }, file, new Date()));
  const lines = [`Backup written to ${file}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files.`];
  if (summary.s3) lines.push(S3_NOTE);
  return lines.join('\n');
}

export async function runRestore(config: AppConfig, file: string): Promise<string> {
  const summary = await withConnection(config, 'restore', (client) => restoreBackup({ client, filesDir: filesDir(config) }, file));
  const lines = [`Restored ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files from ${file}.`];
  if (summary.s3 || config.s3)
    lines.push(S3_NOTE.replace('this backup does not contain: back the bucket up', 'this restore does not touch: restore the bucket'));
  return lines.join('\n');
}

/** The CLI's `backup` and `restore` (cli.ts hands them over whole): exit code 0, 1 (refused or failed) or 2 (usage). */
export async function backupMain(name: 'backup' | 'restore', args: string[], loadConfig: () => AppConfig): Promise<number> {
  let file: string;
  try {
    file = parseBackupArgs(name, args);
  } catch (error) {
    console.error(`Error: ${(error as Error).message}\n\nUsage: npm run cli -- backup --to FILE | restore --from FILE`);
    return 2;
  }
  try {
    const config = loadConfig();
    console.log(name === 'backup' ? await runBackup(config, file) : await runRestore(config, file));
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
