/**
 * Copies the product's rows between two databases of the same schema, table by table, as JSON: the
 * move of an old embedded (PGlite) DATA_DIR to the embedded server, and the CLI's backup and restore.
 * It reads through any connection that answers `{ rows }` (node-postgres and PGlite alike) and writes
 * on PostgreSQL with triggers and foreign keys paused (`session_replication_role = replica`, a
 * superuser's setting), so that rows land exactly as they were, in any table order.
 */

export type SqlRunner = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Schemas whose tables are the product's data (not the migrations' own bookkeeping, not the job queue's). */
const DATA_SCHEMAS = ['public'];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The product's tables, as quoted `schema.table` names, in a stable order. */
export async function dataTables(run: SqlRunner): Promise<string[]> {
  const { rows } = await run(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1::text[]) order by n.nspname, c.relname`,
    [DATA_SCHEMAS],
  );
  return rows.map((row) => `${quoteIdent(String(row.schema))}.${quoteIdent(String(row.name))}`);
}

/**
 * Reads `table` in batches of JSON rows (one `row_to_json` text a row) through a cursor; `run` must be
 * inside a transaction (a REPEATABLE READ one gives a consistent picture across tables).
 */
export async function readTable(run: SqlRunner, table: string, batchSize: number, onBatch: (rows: string[]) => Promise<void>) {
  const cursor = `copy_${Math.random().toString(36).slice(2)}`;
  await run(`declare ${cursor} no scroll cursor for select row_to_json(t)::text as r from ${table} t`);
  try {
    for (;;) {
      const { rows } = await run(`fetch ${batchSize} from ${cursor}`);
      if (rows.length === 0) return;
      await onBatch(rows.map((row) => String(row.r)));
    }
  } finally {
    await run(`close ${cursor}`);
  }
}

/** Columns a row may be written into (generated columns are computed by the server). */
async function writableColumns(run: SqlRunner, table: string): Promise<string[]> {
  const { rows } = await run(
    `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [table],
  );
  return rows.map((row) => quoteIdent(String(row.attname)));
}

/**
 * Writes JSON rows read by `readTable` into the same table of another database. The caller has set
 * `session_replication_role = replica` on `run`'s connection (see `pauseTriggers`).
 */
export async function writeRows(run: SqlRunner, table: string, rows: string[]) {
  if (rows.length === 0) return;
  const columns = (await writableColumns(run, table)).join(', ');
  await run(
    `insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

/** Triggers and foreign-key checks off for this connection's session: rows are restored as they were. */
export async function pauseTriggers(run: SqlRunner) {
  await run(`set session_replication_role = replica`);
}

export type SequenceValue = { name: string; lastValue: string; isCalled: boolean };

/** Every sequence of the data schemas with its current value. */
export async function readSequences(run: SqlRunner): Promise<SequenceValue[]> {
  const { rows } = await run(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
       from pg_sequences where schemaname = any($1::text[]) order by 1`,
    [DATA_SCHEMAS],
  );
  return rows.map((row) => ({
    name: String(row.name),
    lastValue: row.value === null ? '1' : String(row.value),
    isCalled: row.value !== null,
  }));
}

export async function writeSequences(run: SqlRunner, sequences: SequenceValue[]) {
  for (const sequence of sequences) {
    await run(`select setval($1::regclass, $2::bigint, $3)`, [sequence.name, sequence.lastValue, sequence.isCalled]);
  }
}
