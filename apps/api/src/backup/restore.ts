import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { dataTables, pauseTriggers, writeRows, writeSequences, type SqlRunner } from '../db/table-copy';
import { appliedMigrations } from './backup';
import { BACKUP_FORMAT, BACKUP_VERSION, readBackup, type BackupHeader } from './backup-file';

export class RestoreRefused extends Error {}

export type RestoreTarget = {
  /** A connection of its own to the target database, migrated to this release's schema. */
  client: pg.ClientBase;
  /** DATA_DIR/files, or undefined when files are in an S3 bucket (restored by its own means). */
  filesDir: string | undefined;
};

/** The tables that already hold rows: a restore goes into an empty database only. */
async function tablesWithRows(run: SqlRunner): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await dataTables(run)) {
    const { rows } = await run(`select exists (select 1 from ${table}) as filled`);
    if (rows[0]?.filled === true) filled.push(table);
  }
  return filled;
}

/** A file's place under DATA_DIR/files; a name that would leave the folder is refused. */
function fileTarget(root: string, relative: string): string {
  const target = path.resolve(root, relative);
  if (!target.startsWith(path.resolve(root) + path.sep))
    throw new RestoreRefused(`the backup names a file outside the files folder: ${relative}`);
  return target;
}

/**
 * Restores a backup (issue 34) into an empty database of the same schema: every row in one transaction
 * with triggers and foreign-key checks paused (rows land as they were, in any table order), the
 * sequences, then the files. The transaction commits only once the file's end line was read, so a
 * truncated backup leaves the database empty.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
): Promise<{ tables: number; rows: number; files: number; s3: boolean }> {
  const run: SqlRunner = (text, params) => target.client.query(text, params);
  const filled = await tablesWithRows(run);
  if (filled.length > 0)
    throw new RestoreRefused(`the target database is not empty (rows in ${filled.join(', ')}); restore into an empty one`);
  const migrations = await appliedMigrations(run);

  let header: BackupHeader | undefined;
  let table: string | undefined;
  let ended = false;
  let rows = 0;
  let tables = 0;
  // Files are written as they come and removed again if the restore fails (the rows are then rolled back).
  const written: string[] = [];
  await run('begin');
  try {
    await pauseTriggers(run);
    for await (const line of readBackup(file)) {
      if ('header' in line) {
        header = line.header;
        if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) throw new RestoreRefused('not a backup of this product');
        if (header.migrations.count !== migrations.count || header.migrations.last !== migrations.last) {
          throw new RestoreRefused(
            `the backup's schema (${header.migrations.count} migrations) is not this release's (${migrations.count}); restore it with the release that made it, then upgrade`,
          );
        }
      } else if (!header) {
        throw new RestoreRefused('not a backup of this product (no header)');
      } else if ('table' in line) {
        table = line.table;
        tables += 1;
      } else if ('rows' in line) {
        if (!table) throw new RestoreRefused('rows before their table');
        await writeRows(
          run,
          table,
          line.rows.map((row) => JSON.stringify(row)),
        );
        rows += line.rows.length;
      } else if ('sequences' in line) {
        await writeSequences(run, line.sequences);
      } else if ('file' in line) {
        if (!target.filesDir) continue;
        const place = fileTarget(target.filesDir, line.file);
        fs.mkdirSync(path.dirname(place), { recursive: true });
        fs.writeFileSync(place, Buffer.from(line.data, 'base64'), { flag: 'wx' });
        written.push(place);
      } else if ('end' in line) {
        if (line.end.rows !== rows || (target.filesDir && line.end.files !== written.length))
          throw new RestoreRefused('the backup does not add up (rows or files missing)');
        ended = true;
      }
    }
    if (!ended) throw new RestoreRefused('the backup is incomplete (no end line): nothing restored');
    await run('set session_replication_role = origin');
    await run('commit');
  } catch (error) {
    await run('rollback').catch(() => undefined);
    for (const place of written) fs.rmSync(place, { force: true });
    throw error;
  }
  return { tables, rows, files: written.length, s3: header?.files === 's3' };
}
