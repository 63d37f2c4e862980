import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { entries } from '../../db/schema-listings';

/**
 * Entries as another module joins them into one of its statements (decision 030): a read-only
 * subquery of the table under the caller's alias. PostgreSQL pulls such a subquery up into the query
 * around it, so its plan and indexes are those of the table itself; the table stays listings' to
 * write and to change.
 */
export const entryView = (alias: string) => new QueryBuilder().select(getTableColumns(entries)).from(entries).as(alias);
