import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { createCompany, createUser } from '../apps/api/src/test/factories';

/** The company whose entries fill the exchange (and which publishes during the run). */
export const PUBLISHER_EMAIL = 'bench@bench-freight.example';
/** Another company's dispatcher who runs the searches, as most searches look at other companies' entries. */
export const READER_EMAIL = 'reader@bench-spedition.example';
export const BENCH_PASSWORD = 'Bench-Freight-2026';

async function member(db: Database, email: string, company: { name: string; vatNumber: string; registryCombination: string }) {
  const [existing] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, email));
  if (existing?.companyId) return { userId: existing.id, companyId: existing.companyId };
  const created = await createCompany(db, company);
  const user = await createUser(db, { companyId: created.id, email, password: BENCH_PASSWORD });
  return { userId: user.id, companyId: created.id };
}

/** The publishing member and the reading member of the benchmark, created once. */
export async function benchMembers(db: Database) {
  return {
    publisher: await member(db, PUBLISHER_EMAIL, {
      name: 'Bench Freight SRL',
      vatNumber: 'RO99999999',
      registryCombination: 'J40/99999/2020',
    }),
    reader: await member(db, READER_EMAIL, { name: 'Bench Spedition SRL', vatNumber: 'RO99999998', registryCombination: 'J40/99998/2020' }),
  };
}

/** Raw SQL answers of node-postgres and PGlite both carry `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Identification ids of the seed: TR-/WR- and six characters of the app's alphabet, unique per row number. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const idDigit = (power: number) => `substr('${ALPHABET}', ((g / ${31 ** power}) % 31)::int + 1, 1)`;

/**
 * Fills the exchange to `target` live entries in SQL (batches of 100,000): routes between the 2,000
 * largest European cities, loading over the next ten days, modified over the last week, half trucks
 * and half wares. Rows already there are kept, so a second run only tops up.
 */
export async function seedEntries(db: Database, owner: { userId: number; companyId: number }, target: number, log: (line: string) => void) {
  let have = Number(rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from entries`))[0]?.n ?? 0);
  const batch = 100_000;
  while (have < target) {
    const from = have + 1;
    const to = Math.min(have + batch, target);
    const started = Date.now();
    await db.execute(
      sql.raw(`
      with pool as (
        select id, name, country, latitude, longitude, (row_number() over (order by population desc, id) - 1)::int as n
        from cities order by population desc, id limit 2000
      )
      insert into entries (
        uid, identification_id, form_type, company_id, user_id, created_at, modified_at, valid_until, loading_ends_at,
        view_count, distance_km, notes,
        loading_country, loading_city_id, loading_city_name, loading_postal_code, loading_date_start, loading_date_end,
        loading_latitude, loading_longitude,
        unloading_country, unloading_city_id, unloading_city_name, unloading_postal_code, unloading_date_start, unloading_date_end,
        unloading_latitude, unloading_longitude,
        truck_type, platform_types, weight, volume, mdp, price, currency
      )
      select
        md5('bench-' || g)::uuid::text,
        (case when g % 2 = 0 then 'TR-' else 'WR-' end) || ${[0, 1, 2, 3, 4, 5].map(idDigit).join(' || ')},
        case when g % 2 = 0 then 'truck' else 'ware' end,
        ${owner.companyId}, ${owner.userId},
        now() - ((g % 604800) || ' seconds')::interval,
        now() - ((g % 604800) || ' seconds')::interval,
        now() + interval '30 days',
        (current_date + (g % 10 + 1))::timestamp + time '23:59',
        g % 17, 100 + g % 1900, '',
        l.country, l.id, l.name, '10000', current_date + (g % 10 + 1), current_date + (g % 10 + 1),
        l.latitude, l.longitude,
        u.country, u.id, u.name, '20000', current_date + (g % 10 + 2), current_date + (g % 10 + 2),
        u.latitude, u.longitude,
        case when g % 2 = 0 then 1 + g % 5 else null end,
        case when g % 2 = 0 then '{}'::smallint[] else array[(1 + g % 5)::smallint] end,
        1 + (g % 24), case when g % 3 = 0 then null else 10 + g % 80 end, 1 + (g % 13600) / 1000.0,
        case when g % 4 = 0 then null else 100 + g % 2000 end, 'EUR'
      from generate_series(${from}, ${to}) as g
      join pool l on l.n = (g::bigint * 7919) % 2000
      join pool u on u.n = (g::bigint * 104729 + 13) % 2000
    `),
    );
    have = to;
    log(`seeded ${have.toLocaleString('en')} entries (${((Date.now() - started) / 1000).toFixed(1)} s for this batch)`);
  }
  await db.execute(sql`analyze entries`);
}

/**
 * Typical filters of a dispatcher: the busiest country pair, the busiest city-to-country lane with
 * loads up to 12 t, an id fragment, and loading within 100 km of the largest city (issue 12). Read from the seeded rows only (empty notes), not from the
 * trucks earlier runs published (one lane, 12.5 t, with notes).
 */
export async function typicalFilters(db: Database) {
  const [pair] = rowsOf<{ loading_country: string; unloading_country: string }>(
    await db.execute(sql`
    select loading_country, unloading_country from entries where form_type = 'truck' and notes = ''
    group by 1, 2 order by count(*) desc limit 1`),
  );
  const [cityRoute] = rowsOf<{ loading_city_id: number; unloading_country: string }>(
    await db.execute(sql`
    select loading_city_id, unloading_country from entries where form_type = 'truck' and notes = '' and weight <= 12
    group by 1, 2 order by count(*) desc limit 1`),
  );
  // Rows seeded before the coordinates existed got them from migration 0009 (backfilled from cities).
  const [bigCity] = rowsOf<{ id: number }>(await db.execute(sql`select id from cities order by population desc, id limit 1`));
  if (!pair || !cityRoute || !bigCity) throw new Error('no entries to search');
  return {
    countryToCountry: `loading_country=${pair.loading_country}&unloading_country=${pair.unloading_country}`,
    cityToCountryMaxWeight: `loading_city=${cityRoute.loading_city_id}&unloading_country=${cityRoute.unloading_country}&max_weight=12`,
    idSubstring: 'identification_id=k7m',
    loadingWithin100KmOfLargestCity: `loading_city=${bigCity.id}&loading_radius=100`,
  };
}
