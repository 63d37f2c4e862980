import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { companySearchQuerySchema } from '@freight/shared/companies';
import type { FormType } from '@freight/shared/entries';
import { entryListQuerySchema } from '@freight/shared/entry-list-query';
import type { Database } from '../apps/api/src/db/client';
import { searchCompanyPage } from '../apps/api/src/modules/companies/companies.queries';
import { entryFilterOf } from '../apps/api/src/modules/entries/entries.service';
import type { Caller } from '../apps/api/src/modules/entries/entry-permissions.service';
import { entrySearchStatement } from '../apps/api/src/modules/entries/entry-search.queries';
import { companySearchTerm, type CursorPage, type FilterMix } from './filter-mix';
import type { SearchPools } from './seed';
import { log } from './settings';

/** Goal (1) of issue 15: every search shape, alone and combined, executes within this at a million entries. */
export const SHAPE_LIMIT_MS = 5;

export type Shape = { name: string; formType: FormType; query: string } | { name: string; companySearch: string };

export type Plan = { shape: string; query: string; executionMs: number; planningMs: number; met: boolean; plan: string };

type Statement = { sql: string; params: unknown[] };

const timeOf = (plan: string, label: string) => Number(new RegExp(`${label}: ([\\d.]+) ms`).exec(plan)?.[1] ?? Number.NaN);

async function explain(pool: pg.Pool, statement: Statement) {
  const result = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  return { plan, executionMs: timeOf(plan, 'Execution Time'), planningMs: timeOf(plan, 'Planning Time') };
}

/** The statements run together once to warm the cache, then three times: the median run (times added over the statements). */
async function medianPlan(pool: pg.Pool, statements: Statement[]) {
  const runs = [];
  for (let run = 0; run < 4; run += 1) {
    const parts = [];
    for (const statement of statements) parts.push(await explain(pool, statement));
    runs.push({
      plan: parts.map((part) => part.plan).join('\n\n'),
      executionMs: parts.reduce((sum, part) => sum + part.executionMs, 0),
      planningMs: parts.reduce((sum, part) => sum + part.planningMs, 0),
    });
  }
  return runs.slice(1).sort((a, b) => a.executionMs - b.executionMs)[1]!;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements a read of the API runs, taken from Drizzle's query log while
 * `run` calls the API's own query functions on a database of its own (issue 32: a company's reputation, a
 * lane's price, a page's badges): one plan per read, its statements' times added.
 */
export async function explainReads(
  databaseUrl: string,
  reads: { name: string; run: (db: Database) => Promise<unknown> }[],
): Promise<Plan[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const logged: Statement[] = [];
  const db = drizzle(pool, { logger: { logQuery: (query, params) => void logged.push({ sql: query, params }) } }) as unknown as Database;
  const plans: Plan[] = [];
  try {
    for (const read of reads) {
      logged.length = 0;
      await read.run(db);
      if (logged.length === 0) throw new Error(`${read.name} ran no statement`);
      const measured = await medianPlan(pool, [...logged]);
      plans.push({
        shape: read.name,
        query: logged.map((statement) => statement.sql).join('; '),
        executionMs: Math.round(measured.executionMs * 1000) / 1000,
        planningMs: Math.round(measured.planningMs * 1000) / 1000,
        met: measured.executionMs <= SHAPE_LIMIT_MS,
        plan: measured.plan,
      });
      log(`plan ${read.name}: execution ${measured.executionMs.toFixed(3)} ms, planning ${measured.planningMs.toFixed(3)} ms`);
    }
  } finally {
    await pool.end();
  }
  return plans;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each shape's statement, exactly as the API builds it: the query string
 * parsed by the route's schema, the filter and statement of entries.service / entry-search.queries (the
 * company search: the statements its page and count ran, read from the query log). Each runs once to
 * warm the cache, then three times; the median run's plan is kept. Run while the servers are idle.
 */
export async function explainShapes(databaseUrl: string, shapes: Shape[], caller: Caller): Promise<Plan[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const logged: Statement[] = [];
  // A Drizzle of its own with a query log: the company search runs its statements, the log keeps them.
  const db = drizzle(pool, { logger: { logQuery: (query, params) => void logged.push({ sql: query, params }) } }) as unknown as Database;
  const median = (statements: Statement[]) => medianPlan(pool, statements);

  const plans: Plan[] = [];
  try {
    for (const shape of shapes) {
      const now = new Date();
      let statements: Statement[];
      let query: string;
      if ('companySearch' in shape) {
        // As companies.service searchCompanies: a page of page_size (one more to know of a next) and the count.
        query = shape.companySearch;
        const input = companySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
        const pageSize = input.page_size ?? input.limit;
        const offset = ((input.page ?? 1) - 1) * pageSize;
        const search = input.search || undefined;
        logged.length = 0;
        await searchCompanyPage(db, { now, search, offset, limit: pageSize + 1 });
        if (logged.length === 0) throw new Error('the company search ran no statement');
        statements = [...logged];
      } else {
        query = shape.query;
        const parsed = entryListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
        statements = [await entrySearchStatement(db, entryFilterOf(shape.formType, caller, parsed, now))];
      }
      const measured = await median(statements);
      plans.push({
        shape: shape.name,
        query: 'companySearch' in shape ? `/api/companies/?${query}` : `/api/${shape.formType}-requests/?${query}`,
        executionMs: Math.round(measured.executionMs * 1000) / 1000,
        planningMs: Math.round(measured.planningMs * 1000) / 1000,
        met: measured.executionMs <= SHAPE_LIMIT_MS,
        plan: measured.plan,
      });
      log(`plan ${shape.name}: execution ${measured.executionMs.toFixed(3)} ms, planning ${measured.planningMs.toFixed(3)} ms`);
    }
  } finally {
    await pool.end();
  }
  return plans;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A path of the random mix as a shape: its form type and query, without `lang` (places are named after the statement). */
function shapeOfPath(name: string, path: string): Shape {
  const [, formType, query] = /^\/api\/(truck|ware)-requests\/\?(.*)$/.exec(path)!;
  const params = new URLSearchParams(query);
  params.delete('lang');
  return { name, formType: formType as FormType, query: params.toString() };
}

/**
 * The shapes of goal (1): each filter alone, sorts, deep pages, own lists, combinations (named ones and
 * `randomCombinations` of the mix), and the company search (page + count).
 */
export function shapesToExplain(pools: SearchPools, cursors: CursorPage[], mix: FilterMix, randomCombinations = 20): Shape[] {
  const first = 'ordering=-modified_at&limit=20';
  const big = pools.cities[0]!;
  const second = pools.cities[1]!;
  const small = pools.cities.at(-1)!;
  const id = pools.identificationIds[0]!.slice(3);
  const country = pools.busiestLoadingCountry;
  const otherCountry = pools.busiestUnloadingCountry;
  const deepest = new Map<string, CursorPage>();
  for (const page of cursors) if ((deepest.get(page.query)?.page ?? 0) < page.page) deepest.set(page.query, page);
  const shapes: Shape[] = [
    { name: 'first page, no filter', formType: 'truck', query: first },
    { name: 'loading country alone', formType: 'truck', query: `${first}&loading_country=${country}` },
    { name: 'loading city alone (largest city)', formType: 'truck', query: `${first}&loading_city=${big.id}` },
    { name: 'unloading city alone (largest city)', formType: 'ware', query: `${first}&unloading_city=${big.id}` },
    { name: 'unloading city alone (smallest pool city)', formType: 'truck', query: `${first}&unloading_city=${small.id}` },
    { name: 'identification id, 3 characters', formType: 'truck', query: `${first}&identification_id=${id.slice(0, 3).toLowerCase()}` },
    { name: 'identification id, 6 characters', formType: 'ware', query: `${first}&identification_id=${id}` },
    { name: 'max weight 3.5 t, one loading country', formType: 'truck', query: `${first}&loading_country=${country}&max_weight=3.5` },
    {
      name: 'max loading metres 2.4, one unloading country',
      formType: 'ware',
      query: `${first}&unloading_country=${otherCountry}&max_mdp=2.4`,
    },
    { name: 'loading within 200 km of the largest city', formType: 'truck', query: `${first}&loading_city=${big.id}&loading_radius=200` },
    {
      name: 'unloading within 50 km of the largest city',
      formType: 'ware',
      query: `${first}&unloading_city=${big.id}&unloading_radius=50`,
    },
    {
      name: 'unloading within 25 km of the smallest pool city',
      formType: 'truck',
      query: `${first}&unloading_city=${small.id}&unloading_radius=25`,
    },
    { name: 'loading dates, one day', formType: 'truck', query: `${first}&loading_date_from=${day(13)}&loading_date_to=${day(13)}` },
    { name: 'loading dates, from a day on', formType: 'ware', query: `${first}&loading_date_from=${day(5)}` },
    { name: 'sorted by loading date', formType: 'truck', query: 'ordering=loading_date&limit=20' },
    {
      name: 'sorted by loading date, latest first, one country',
      formType: 'ware',
      query: `ordering=-loading_date&limit=20&loading_country=${country}`,
    },
    ...[...deepest.values()].map((page): Shape => ({
      name: `page ${page.page} of ${page.formType}s ${page.query.replace(/&?limit=20/, '')}`,
      formType: page.formType,
      query: `${page.query}&cursor=${encodeURIComponent(page.cursor)}`,
    })),
    { name: 'own list (my=true)', formType: 'truck', query: `${first}&my=true` },
    { name: 'own list sorted by loading date', formType: 'ware', query: 'ordering=loading_date&limit=20&my=true' },
    {
      name: 'country to country, max weight, dates, by loading date',
      formType: 'truck',
      query: `ordering=loading_date&limit=20&loading_country=${country}&unloading_country=${otherCountry}&max_weight=12&loading_date_from=${day(2)}&loading_date_to=${day(6)}`,
    },
    {
      name: 'loading within 100 km, unloading country, max loading metres',
      formType: 'ware',
      query: `${first}&loading_country=${big.country}&loading_city=${big.id}&loading_radius=100&unloading_country=${otherCountry}&max_mdp=4.8`,
    },
    {
      name: 'both sides within 200 km',
      formType: 'truck',
      query: `${first}&loading_city=${big.id}&loading_radius=200&unloading_city=${second.id}&unloading_radius=200`,
    },
    {
      name: 'every filter at once',
      formType: 'ware',
      query: `ordering=-loading_date&limit=20&loading_country=${big.country}&loading_city=${big.id}&loading_radius=200&unloading_country=${second.country}&unloading_city=${second.id}&unloading_radius=200&max_weight=24&max_mdp=13.6&identification_id=${id.slice(1, 4)}&loading_date_from=${day(1)}&loading_date_to=${day(10)}`,
    },
    ...Array.from({ length: randomCombinations }, (_, index) => shapeOfPath(`random combination ${index + 1}`, mix.search())),
    { name: 'company search, no text, page 1 of 10 (+ count)', companySearch: 'page=1&page_size=10' },
    {
      name: 'company search, 3 letters, page 1 of 10 (+ count)',
      companySearch: `search=${companySearchTerm().slice(0, 3)}&page=1&page_size=10`,
    },
    { name: 'company search, 5 letters, page 3 of 25 (+ count)', companySearch: 'search=trans&page=3&page_size=25' },
  ];
  return shapes;
}
