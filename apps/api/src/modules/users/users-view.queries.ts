import { getTableColumns, sql } from 'drizzle-orm';
import { readView } from '../../db/read-view';
import { users } from '../../db/schema';

// The password hash is never part of what another module reads: sign-in reads it in user-accounts.queries.ts,
// and `hasPassword` tells whether one is set (an invited member has none until the reset flow).
const { passwordHash: _passwordHash, ...readableColumns } = getTableColumns(users);

/**
 * Users as another module joins them into one of its statements (decision 030): a read-only subquery
 * of the table under the caller's alias, which PostgreSQL pulls up into the join (same plan, same
 * indexes as the table itself), while the table's shape stays the users module's to change. This file
 * imports only the schema, so every module may import it without an import cycle.
 */
export const userView = readView(users, {
  ...readableColumns,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
});
