import { getTableColumns, sql } from 'drizzle-orm';
import { readView } from '../../db/read-view';
import { entries } from '../../db/schema-entries';

/**
 * Entries as another module joins them into one of its statements (decision 030): a read-only
 * subquery of the table under the caller's alias. PostgreSQL pulls such a subquery up into the query
 * around it, so its plan and indexes are those of the table itself; the table stays entries' to
 * write and to change.
 */
export const entryView = readView(entries, getTableColumns(entries));

/**
 * The view plus `row`, each entry's whole row of the table's type (`entries`), for a SQL function that takes
 * one (search_agent_fits, migration 0016): a row cast from the view's columns would pair them by position,
 * and the table's order is that of its migrations, not the schema's. Pulled up like the view, `row` is the
 * table's own row again.
 */
export const entryViewWithRow = readView(entries, { ...getTableColumns(entries), row: sql<unknown>`${entries}`.as('entry_row') });
