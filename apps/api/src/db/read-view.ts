import { sql, type SQL, type Subquery } from 'drizzle-orm';
import { PgDialect, QueryBuilder, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';

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

const rendered = new WeakMap<Subquery, string>();

/**
 * A read view as the text of a FROM item, `(select … from <table>) "<alias>"`, rendered once: drizzle
 * renders a subquery's whole select list each time a statement is built (about 0.14 ms for the poster
 * and company views of every search), and a view's text never changes. Raw text cannot carry
 * parameters, so a view with one is refused.
 */
export function viewText(view: Subquery): string {
  let text = rendered.get(view);
  if (text === undefined) {
    const query = new PgDialect().sqlToQuery(sql`${view}`);
    if (query.params.length > 0) throw new Error('a read view rendered as text cannot carry parameters');
    text = query.sql;
    rendered.set(view, text);
  }
  return text;
}

/** The view in a `sql` template, as its text rendered once (viewText). */
export const fromView = (view: Subquery): SQL => sql.raw(viewText(view));
