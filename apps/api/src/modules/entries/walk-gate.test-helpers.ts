import { expect } from 'vitest';
import type { EntryPage } from '@freight/shared/entries';
import type { TestApp } from '../../test/use-test-app';
import { bearer } from './entries.test-helpers';

/** The list orders a member can ask for. */
export type Ordering = '-modified_at' | 'loading_date' | '-loading_date';

/** What the expected lists need of an inserted row. */
type Sortable = { id: number; uid: string; modifiedMs: number; loadingDay: string };

/** The uids of `rows` in the list's order: newest first, or by first loading day then id (either way). */
export function uidsInOrder(rows: Sortable[], ordering: Ordering): string[] {
  const sorted =
    ordering === '-modified_at'
      ? [...rows].sort((a, b) => b.modifiedMs - a.modifiedMs)
      : [...rows].sort((a, b) => a.loadingDay.localeCompare(b.loadingDay) || a.id - b.id);
  if (ordering === '-loading_date') sorted.reverse();
  return sorted.map((row) => row.uid);
}

/** The uids of the trucks search's pages of `pageSize` (`pages` of them, or all when undefined), following `next`. */
export async function truckPages(
  ctx: Pick<TestApp, 'app'>,
  reader: number,
  query: Record<string, string>,
  pageSize: number,
  pages?: number,
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  let count = 0;
  do {
    const params = new URLSearchParams({ limit: String(pageSize), ...query, ...(cursor ? { cursor } : {}) });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/?${params}`, headers: await bearer(ctx.app, reader) });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as EntryPage;
    expect(page.results.length).toBeLessThanOrEqual(pageSize);
    seen.push(...page.results.map((entry) => entry.uid));
    cursor = page.next;
    count++;
  } while (cursor && (pages === undefined || count < pages));
  return seen;
}

/**
 * Whether a search's second way ran (entry-search-plan `walkOrElse`), read from its EXPLAIN ANALYZE lines: the
 * node under the one-time filter `(select count(*) from walked) < limit` (its child plan, not the InitPlan
 * that counts the walked rows) shows `never executed` when not. `never executed` proves only that no row was
 * needed from it; "ran" needs a match outside the walk.
 */
export function secondWayRan(plan: string[]): boolean {
  const indent = (line: string) => line.search(/\S/);
  const filterAt = plan.findIndex((line) => line.includes('One-Time Filter'));
  expect(
    plan.filter((line) => line.includes('One-Time Filter')),
    plan.join('\n'),
  ).toHaveLength(1);
  // The node the filter belongs to: the nearest line above it that is a plan node, less indented.
  let ownerAt = filterAt - 1;
  while (ownerAt > 0 && indent(plan[ownerAt]!) >= indent(plan[filterAt]!)) ownerAt--;
  const ownerIndent = indent(plan[ownerAt]!);
  // Its subtree. An InitPlan's node lies deeper than the header naming it, so the child plan is the one node
  // (`->`) least indented: `->  Limit` under `One-Time Filter`, `InitPlan 7`, `->  Aggregate` (the count).
  const subtree: string[] = [];
  for (let at = ownerAt + 1; at < plan.length && indent(plan[at]!) > ownerIndent; at++) subtree.push(plan[at]!);
  const nodes = subtree.filter((line) => line.trimStart().startsWith('->'));
  const childIndent = Math.min(...nodes.map(indent));
  const children = nodes.filter((line) => indent(line) === childIndent);
  expect(children, plan.join('\n')).toHaveLength(1);
  return !children[0]!.includes('never executed');
}
