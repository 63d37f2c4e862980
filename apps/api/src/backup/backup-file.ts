import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup file (issue 34): gzip'd JSON lines. The first line is the header, then per table its name
 * and its rows in batches, the sequences, the files of DATA_DIR/files, and a last line `end` whose
 * absence marks a truncated file (a restore refuses it before committing anything).
 */
export const BACKUP_FORMAT = 'freight-backup';
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The schema the rows fit: the number of applied migrations and the hash of the last one. */
  migrations: { count: number; last: string };
  /** `local`: DATA_DIR/files is in the file; `s3`: the bucket is backed up by its own means. */
  files: 'local' | 's3';
};

export type BackupLine =
  | { header: BackupHeader }
  | { table: string }
  | { rows: unknown[] }
  | { sequences: { name: string; lastValue: string; isCalled: boolean }[] }
  | { file: string; data: string }
  | { end: { tables: number; rows: number; files: number } };

/** A writer that ends in `file` only once complete: it writes `file.partial` and renames it. */
export function backupWriter(file: string) {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    gzip.on('error', reject);
  });
  return {
    /** Writes one line (raw JSON text), waiting when the file falls behind. */
    async line(json: string): Promise<void> {
      if (!gzip.write(`${json}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
    },
    async finish(): Promise<void> {
      gzip.end();
      await done;
      fs.renameSync(partial, file);
    },
    async abort(): Promise<void> {
      gzip.destroy();
      out.destroy();
      fs.rmSync(partial, { force: true });
    },
  };
}

/** The lines of a backup file, parsed, in order. */
export async function* readBackup(file: string): AsyncGenerator<BackupLine> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.length > 0) yield JSON.parse(line) as BackupLine;
  }
}
