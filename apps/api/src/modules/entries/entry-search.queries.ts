import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { namedStatementsAllowed, type Database } from '../../db/client';
import { cursorTimeSql } from '../../db/cursor';
import { fromView } from '../../db/read-view';
import { entries } from '../../db/schema-entries';
// §4 expiry lives in entry-expiry-sql.ts, shared with the dashboard counts and realtime stats.
import { expiredSql } from './entry-expiry.queries';
import type { EntryFilter, SearchBounds } from './entry-filter';
import { LIST_COLUMNS, listRowOf, type EntryListRow, type Row } from './entry-rows';
import { company, loadingDayCursorSql, orderOf, poster, sortColumnOf } from './entry-search-conditions';
import { entryConditions } from './entry-search-plan';

/** The statement of a search or of one entry's read (`uid`), newest first or by loading day, as DESIGN §3 pages it. */
export function entrySearchSql(filter: EntryFilter, bounds: SearchBounds = {}): SQL {
  const byLoadingDay = filter.sort === 'loading_date';
  const sortColumn = sortColumnOf(filter);
  const direction = orderOf(filter);
  return sql`select ${LIST_COLUMNS}, ${expiredSql(filter.now)} as expired,
    ${byLoadingDay ? loadingDayCursorSql : cursorTimeSql(entries.modifiedAt)} as cursor_time
    from ${entries}
    left join ${fromView(poster)} on ${poster.id} = ${entries.userId}
    inner join ${fromView(company)} on ${company.id} = ${entries.companyId}
    where ${entryConditions(filter, bounds)}
    order by ${sortColumn} ${direction}, ${entries.id} ${direction}
    limit ${filter.limit}`;
}

/**
 * A live entry's window ends on or after the day before today in UTC (its end is local to the loading
 * place, at most a day behind UTC in Europe); one searched from a later day ends on or after that day.
 */
function liveReachDay(now: Date, from: string | undefined): string {
  const dayBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return from !== undefined && from > dayBefore ? from : dayBefore;
}

/**
 * Live entries oldest first by loading day (own lists keep their expired entries): the earliest first
 * loading day of a window that reaches the live (or asked) range is that day less the longest such
 * window, read backwards on entries_form_span. The list then walks entries_form_loading_start from there
 * rather than from the first entry ever published, which expired long ago; and as a value rather than a
 * subquery, the planner sees how many entries the range holds (issue 15: 0.3–0.5 s to about 1 ms).
 */
async function searchBounds(db: Database, filter: EntryFilter): Promise<SearchBounds> {
  if (filter.companyId !== undefined || filter.sort !== 'loading_date' || filter.direction !== 'asc' || filter.uid !== undefined) return {};
  const reachDay = liveReachDay(filter.now, filter.loadingDateFrom);
  const rows = await runSearch(
    db,
    sql`select span.loading_date_end - span.loading_date_start as days from ${entries} as span
      where span.form_type = ${filter.formType} and span.loading_date_end >= ${reachDay}::date
      order by span.loading_date_end - span.loading_date_start desc limit 1`,
  );
  const days = rows.length === 0 ? 0 : Number(rows[0]!.days);
  return { earliestStart: new Date(Date.parse(`${reachDay}T00:00:00Z`) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10) };
}

const dialect = new PgDialect();
/** Prepared statements per process: the shapes met first (one text each); later ones run unnamed. */
const MAX_PREPARED_SHAPES = 200;
const preparedNames = new Map<string, string>();

function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known || preparedNames.size >= MAX_PREPARED_SHAPES) return known;
  const name = `entry_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * Runs a search statement. On the PostgreSQL pool it is a named (prepared) statement, so a connection
 * parses a shape once instead of every time; in a transaction, on PGlite, or through a transaction-mode
 * pooler (DB_PREPARED_STATEMENTS=0: the next transaction may get a server connection that never saw the
 * name) it runs as it is.
 */
async function runSearch(db: Database, statement: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool && namedStatementsAllowed(client)) {
    const query = dialect.sqlToQuery(statement);
    return (await client.query<Row>({ name: preparedName(query.sql), text: query.sql, values: query.params })).rows;
  }
  // node-postgres and PGlite both answer raw statements with `rows`.
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** A page of a search (or one entry by `uid`), with poster and company. */
export async function selectEntries(db: Database, filter: EntryFilter): Promise<EntryListRow[]> {
  return (await runSearch(db, entrySearchSql(filter, await searchBounds(db, filter)))).map(listRowOf);
}

/** The statement a search runs, with its parameters (the bench records each shape's EXPLAIN ANALYZE). */
export async function entrySearchStatement(db: Database, filter: EntryFilter): Promise<{ sql: string; params: unknown[] }> {
  return dialect.sqlToQuery(entrySearchSql(filter, await searchBounds(db, filter)));
}
