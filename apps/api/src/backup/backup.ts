import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { dataTables, readSequences, readTable, type SqlRunner } from '../db/table-copy';
import { BACKUP_FORMAT, BACKUP_VERSION, backupWriter, type BackupHeader } from './backup-file';

const BATCH_ROWS = 2_000;

/** The applied migrations: how many, and the last one's hash (a restore needs the same schema). */
export async function appliedMigrations(run: SqlRunner): Promise<BackupHeader['migrations']> {
  const { rows } = await run('select hash from drizzle.__drizzle_migrations order by id');
  return { count: rows.length, last: rows.length > 0 ? String(rows[rows.length - 1]!.hash) : '' };
}

/** Every file under `root`, as paths relative to it ('/'-separated), in a stable order. */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export type BackupSource = {
  /** A connection of its own to the product's database (not through a transaction-mode pooler's shared session). */
  client: pg.ClientBase;
  /** DATA_DIR/files, or undefined when files are in an S3 bucket. */
  filesDir: string | undefined;
};

export type BackupSummary = { tables: number; rows: number; files: number; s3: boolean };

/**
 * A consistent backup while the exchange runs (issue 34): every table and sequence is read in one
 * REPEATABLE READ, READ ONLY transaction, so the file is the database as it was at one moment, whatever
 * is written meanwhile; then the files of DATA_DIR/files (an upload writes its file before its row
 * commits, so every row of the snapshot has its file). With S3 the bucket is not copied.
 */
export async function writeBackup(source: BackupSource, file: string, now: Date): Promise<BackupSummary> {
  const run: SqlRunner = (text, params) => source.client.query(text, params);
  const writer = backupWriter(file);
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0, s3: source.filesDir === undefined };
  try {
    await run('begin isolation level repeatable read read only');
    try {
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        migrations: await appliedMigrations(run),
        files: summary.s3 ? 's3' : 'local',
      };
      await writer.line(JSON.stringify({ header }));
      for (const table of await dataTables(run)) {
        summary.tables += 1;
        await writer.line(JSON.stringify({ table }));
        await readTable(run, table, BATCH_ROWS, async (rows) => {
          summary.rows += rows.length;
          // Each row is already JSON text (row_to_json): joined as it is, never parsed and written again.
          await writer.line(`{"rows":[${rows.join(',')}]}`);
        });
      }
      await writer.line(JSON.stringify({ sequences: await readSequences(run) }));
    } finally {
      await run('commit');
    }
    if (source.filesDir) {
      for (const relative of filesUnder(source.filesDir)) {
        const bytes = await fs.promises.readFile(path.join(source.filesDir, relative));
        await writer.line(JSON.stringify({ file: relative, data: bytes.toString('base64') }));
        summary.files += 1;
      }
    }
    await writer.line(JSON.stringify({ end: { tables: summary.tables, rows: summary.rows, files: summary.files } }));
    await writer.finish();
    return summary;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
