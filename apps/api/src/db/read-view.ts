import { QueryBuilder, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';

/**
 * An owner's read view of its table (decision 030): `fields` of `table` as a read-only subquery under
 * the caller's alias. Building one costs about 0.2 ms for the entries' 70 columns, and hot paths
 * (matching on every publish, search agents, the digest) ask for one per statement: each alias's view
 * is built once and shared (a view is immutable; aliases are the code's own, so they are few).
 */
export function readView<T extends SelectedFields>(table: PgTable, fields: T) {
  const build = (alias: string) => new QueryBuilder().select(fields).from(table).as(alias);
  const built = new Map<string, ReturnType<typeof build>>();
  return (alias: string) => {
    let view = built.get(alias);
    if (!view) {
      view = build(alias);
      built.set(alias, view);
    }
    return view;
  };
}
