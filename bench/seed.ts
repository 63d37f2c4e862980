import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.service';

/**
 * The benchmark's data, in SQL batches that run on any PostgreSQL (server or embedded):
 * `companies` approved companies with one admin member each, and live entries spread over them.
 * The members of the first `readers` companies run the searches, those of the next 32 publish.
 * A marker table (bench_seed) records what was seeded: a database seeded otherwise (an older
 * version of this seed, another company count) is emptied and seeded again; the same one is only
 * topped up, and moved forward in time when it was seeded on an earlier day, so its entries stay live.
 */
export const SEED_VERSION = 2;
export const BENCH_PASSWORD = 'Bench-Freight-2026';
/** The notes of every entry the bench publishes over HTTP: removed at the start of the next run. */
export const PUBLISHED_NOTES = 'bench publish';
/** Entries load and unload in the 2,000 largest cities, the larger ones more often. */
export const CITY_POOL_SIZE = 2000;

export type Member = { userId: number; companyId: number };
export type SeedSettings = { companies: number; entries: number; readers: number; publishers: number };

/** Raw SQL answers of node-postgres carry `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(quote).join(',')}]`;
/** One of `values` by the SQL integer expression `index` (any size). */
const pick = (values: readonly string[], index: string) => `(${textArray(values)})[1 + (${index}) % ${values.length}]`;

/** Words of the seeded company names; the company search types 3–5 letters of them. */
export const COMPANY_PLACES = [
  'Carpați', 'Rhein', 'Dunărea', 'Baltic', 'Alpen', 'Wisła', 'Tisza', 'Elbe', 'Iberia', 'Nordic',
  'Adria', 'Balkan', 'Pannonia', 'Morava', 'Bohemia', 'Silesia', 'Transilvania', 'Dobrogea', 'Banat', 'Oltenia',
  'Moldova', 'Bucovina', 'Maramureș', 'Győr', 'München', 'Łódź', 'Köln', 'Zürich', 'Brașov', 'Timiș',
  'Liège', 'Málaga', 'Lyon', 'Gdańsk', 'Poznań', 'Debrecen', 'Plovdiv', 'Varna', 'Brno', 'Graz',
  'Linz', 'Salzburg', 'Bremen', 'Hamburg', 'Lille', 'Porto', 'Torino', 'Verona', 'Split', 'Ljubljana',
] as const; // prettier-ignore
export const COMPANY_TRADES = [
  'Trans', 'Logistics', 'Spedition', 'Cargo', 'Freight', 'Express', 'Transport', 'Shipping', 'Haulage', 'Forwarding',
  'Trucking', 'Logistik', 'Speditions', 'Fuvar', 'Szállítmányozás', 'Transporte', 'Fracht', 'Route', 'Line', 'Mobil',
] as const; // prettier-ignore
const COMPANY_EXTRAS = [
  '', 'Group', 'International', 'Europe', 'Partners', 'Services', 'Solutions', 'Team', 'Plus', 'Global',
  'Company', 'Holding', 'Union', 'Star', 'Direct', 'Net', 'Pro', 'Euro', 'Continental', 'Nord',
] as const; // prettier-ignore
const COUNTRIES = ['RO', 'DE', 'HU', 'PL', 'FR', 'IT', 'AT', 'BG', 'CZ', 'NL', 'ES', 'SK'] as const;
const LEGAL_FORMS = ['SRL', 'GmbH', 'Kft.', 'Sp. z o.o.', 'SARL', 'S.r.l.', 'GmbH', 'EOOD', 's.r.o.', 'B.V.', 'S.L.', 's.r.o.'] as const;
const FIRST_NAMES = ['Andrei', 'Ioana', 'Markus', 'Julia', 'Péter', 'Anna', 'Piotr', 'Marta', 'Luc', 'Claire', 'Marco', 'Giulia'] as const;
const LAST_NAMES = [
  'Popescu',
  'Ionescu',
  'Becker',
  'Schneider',
  'Nagy',
  'Kovács',
  'Nowak',
  'Wójcik',
  'Martin',
  'Bernard',
  'Rossi',
] as const;
const MEMBER_LANGUAGES = ['ro', 'de', 'hu', 'en', 'fr', 'en', 'en', 'en', 'en', 'en', 'en', 'en'] as const;

/** Identification ids: TR-/WR- and six characters of the app's alphabet, from a bijection of the row number (unique, random-looking). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const ID_SPACE = 31 ** 6;
const idDigit = (power: number) => `substr('${ALPHABET}', (((g::bigint * 1000003) % ${ID_SPACE}) / ${31 ** power} % 31)::int + 1, 1)`;

const count = async (db: Database, query: ReturnType<typeof sql>) => Number(rowsOf<{ n: string }>(await db.execute(query))[0]?.n ?? 0);

type Marker = { version: number; companies: number; next_g: string; stale_days: number };

async function readMarker(db: Database): Promise<Marker | undefined> {
  await db.execute(sql`
    create table if not exists bench_seed (
      version integer not null, companies integer not null, next_g bigint not null, seeded_at timestamptz not null
    )`);
  await db.execute(sql`alter table bench_seed add column if not exists dropped_indexes text`);
  const [marker] = rowsOf<Marker>(
    await db.execute(
      sql`select version, companies, next_g::text as next_g, (current_date - seeded_at::date)::int as stale_days from bench_seed limit 1`,
    ),
  );
  return marker;
}

/** Empties what an earlier seed (of any version) wrote: entries, their events and counters, the bench companies and members. */
async function reset(db: Database, log: (line: string) => void) {
  log('seed marker missing or different: emptying entries and bench companies, seeding again');
  await db.execute(sql`truncate entries, entry_events cascade`);
  // Counters kept by triggers (migration 0011) do not see a TRUNCATE.
  const [counts] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('entry_expiry_counts')::text as name`));
  if (counts?.name) await db.execute(sql`truncate entry_expiry_counts`);
  // The companies of the first seed (one publisher, one reader) and of this one; their members go with them.
  await db.execute(sql`delete from companies where payment_reference like 'BENCH-%' or vat_number in ('RO99999999', 'RO99999998')`);
  await db.execute(sql`delete from bench_seed`);
}

async function seedCompanies(db: Database, companies: number, log: (line: string) => void) {
  const started = Date.now();
  const country = `(g * 7) % ${COUNTRIES.length}`;
  await db.execute(
    sql.raw(`
    insert into companies (
      name, type, vat_number, registry_order_number, registry_unique_id, registry_year, registry_combination,
      street, number, postal_code, city, country, subscription_months, status, payment_reference,
      created_at, subscription_started_at, approved_at
    )
    select
      ${pick(COMPANY_PLACES, 'g')} || ' ' || ${pick(COMPANY_TRADES, `g / ${COMPANY_PLACES.length}`)}
        || coalesce(' ' || nullif(${pick(COMPANY_EXTRAS, `g / ${COMPANY_PLACES.length * COMPANY_TRADES.length}`)}, ''), '')
        || ' ' || ${pick(LEGAL_FORMS, country)},
      g % 3,
      ${pick(COUNTRIES, country)} || '8' || lpad(g::text, 8, '0'),
      case when ${country} = 0 then 'J40' else '' end,
      case when ${country} = 0 then g::text else '' end,
      case when ${country} = 0 then '2019' else '' end,
      case when ${country} = 0 then 'J40/' || g || '/2019' else '' end,
      'Strada Exemplu', (1 + g % 200)::text, '010101', ${pick(COMPANY_PLACES, 'g')}, ${pick(COUNTRIES, country)}, 12, 'active', 'BENCH-' || g,
      now() - ((g % 700) || ' days')::interval,
      now() - ((g % 300) || ' days')::interval,
      now() - ((g % 700) || ' days')::interval
    from generate_series(1, ${companies}) as g
  `),
  );
  // One admin per company, all with the same password (hashed once), so any of them can log in by hand.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    insert into users (company_id, email, password_hash, first_name, last_name, role, phone, language)
    select c.id, 'member' || c.g || '@bench-freight.example', ${passwordHash},
      ${sql.raw(pick(FIRST_NAMES, 'c.g'))}, ${sql.raw(pick(LAST_NAMES, 'c.g / 12'))}, 'admin',
      '7' || lpad(c.g::text, 8, '0'), ${sql.raw(pick(MEMBER_LANGUAGES, 'c.g'))}
    from (select id, substring(payment_reference from 7)::int as g from companies where payment_reference like 'BENCH-%') as c`);
  log(`seeded ${companies.toLocaleString('en')} companies and their members (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** A database seeded on an earlier day: every date and time moves forward by the time since, so loading days are ahead again. */
async function moveForward(db: Database, staleDays: number, log: (line: string) => void) {
  const started = Date.now();
  await db.execute(sql`
    update entries set
      created_at = created_at + (now() - m.seeded_at),
      modified_at = modified_at + (now() - m.seeded_at),
      valid_until = valid_until + (now() - m.seeded_at),
      loading_ends_at = loading_ends_at + ${staleDays} * interval '1 day',
      loading_date_start = loading_date_start + ${staleDays}::int,
      loading_date_end = loading_date_end + ${staleDays}::int,
      unloading_date_start = unloading_date_start + ${staleDays}::int,
      unloading_date_end = unloading_date_end + ${staleDays}::int
    from bench_seed m`);
  await db.execute(sql`
    update companies set subscription_started_at = subscription_started_at + (now() - m.seeded_at)
    from bench_seed m where payment_reference like 'BENCH-%'`);
  await db.execute(sql`update bench_seed set seeded_at = now()`);
  await db.execute(sql`vacuum analyze entries`);
  // The companies were all rewritten: vacuumed, as autovacuum would soon, so a count reads their index alone.
  await db.execute(sql`vacuum analyze companies`);
  log(`moved the seeded entries ${staleDays} day(s) forward (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Seeding at least this many entries, and at least as many as there are, drops the entries' secondary
 * indexes first and builds them again after: several times faster than keeping a dozen indexes up to date.
 */
const BULK_FROM = 20_000;

/**
 * Drops the non-unique indexes of entries, keeping their definitions in bench_seed first: a run that
 * stops before `restoreIndexes` has them built again by the next one.
 */
async function dropIndexes(db: Database) {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x join pg_class c on c.oid = x.indexrelid
      where x.indrelid = 'entries'::regclass and not x.indisunique and not x.indisprimary`),
  );
  await db.execute(sql`update bench_seed set dropped_indexes = ${JSON.stringify(indexes.map((index) => index.definition))}`);
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
}

/** Builds the indexes `dropIndexes` dropped (if any), with room to sort. */
async function restoreIndexes(db: Database, log: (line: string) => void) {
  const [marker] = rowsOf<{ dropped_indexes: string | null }>(await db.execute(sql`select dropped_indexes from bench_seed`));
  if (!marker?.dropped_indexes) return;
  const started = Date.now();
  for (const definition of JSON.parse(marker.dropped_indexes) as string[])
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
    });
  await db.execute(sql`update bench_seed set dropped_indexes = null`);
  log(`built the entries' indexes again (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Fills the exchange to `target` entries in SQL (batches of 100,000): routes between the 2,000 largest
 * European cities (weighted towards the largest), loading over the next two weeks, modified over the
 * last week, half trucks and half wares, spread over all bench companies (each entry by the company's member).
 */
async function seedEntries(db: Database, companies: number, target: number, log: (line: string) => void) {
  let have = await count(db, sql`select count(*)::text as n from entries`);
  const batch = 100_000;
  if (target - have >= BULK_FROM && target - have >= have) await dropIndexes(db);
  while (have < target) {
    const [marker] = rowsOf<{ next_g: string }>(await db.execute(sql`select next_g::text as next_g from bench_seed`));
    const from = Number(marker?.next_g ?? 1);
    const to = from + Math.min(batch, target - have) - 1;
    const started = Date.now();
    // Loading and unloading city: the pool's n-th city, n = 2000·x² for a pseudo-random x in [0, 1).
    const city = (multiplier: number, add: number, prime: number) =>
      `floor(${CITY_POOL_SIZE} * power(((g::bigint * ${multiplier} + ${add}) % ${prime})::float8 / ${prime}, 2))::int`;
    await db.execute(
      sql.raw(`
      with pool as (
        select id, name, country, latitude, longitude, (row_number() over (order by population desc, id) - 1)::int as n
        from cities order by population desc, id limit ${CITY_POOL_SIZE}
      ),
      members as (
        select c.id as company_id, u.id as user_id, (row_number() over (order by c.id) - 1)::int as n
        from companies c join users u on u.company_id = c.id where c.payment_reference like 'BENCH-%'
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
        (case when g % 2 = 0 then 'TR-' else 'WR-' end) || ${[5, 4, 3, 2, 1, 0].map(idDigit).join(' || ')},
        case when g % 2 = 0 then 'truck' else 'ware' end,
        m.company_id, m.user_id,
        now() - ((g % 604800) || ' seconds')::interval,
        now() - ((g % 604800) || ' seconds')::interval,
        now() + interval '30 days',
        (current_date + (1 + g % 14 + g / 14 % 3))::timestamp + time '23:59',
        g % 17, 100 + g % 1900, '',
        l.country, l.id, l.name, '10000', current_date + (1 + g % 14), current_date + (1 + g % 14 + g / 14 % 3),
        l.latitude, l.longitude,
        u.country, u.id, u.name, '20000', current_date + (2 + g % 14 + g / 14 % 3), current_date + (2 + g % 14 + g / 14 % 3 + g % 2),
        u.latitude, u.longitude,
        case when g % 2 = 0 then 1 + g % 5 else null end,
        case when g % 2 = 0 then '{}'::smallint[] else array[(1 + g % 5)::smallint] end,
        1 + (g % 24), case when g % 3 = 0 then null else 10 + g % 80 end, 1 + (g % 13600) / 1000.0,
        case when g % 4 = 0 then null else 100 + g % 2000 end, 'EUR'
      from generate_series(${from}, ${to}) as g
      join pool l on l.n = ${city(7919, 0, 100003)}
      join pool u on u.n = ${city(104729, 13, 100019)}
      join members m on m.n = (g::bigint * 2654435761) % ${companies}
      on conflict do nothing
    `),
    );
    await db.execute(sql`update bench_seed set next_g = ${to + 1}`);
    have = await count(db, sql`select count(*)::text as n from entries`);
    log(`seeded ${have.toLocaleString('en')} entries (${((Date.now() - started) / 1000).toFixed(1)} s for this batch)`);
  }
  await restoreIndexes(db, log);
  await db.execute(sql`vacuum analyze entries`);
  // Vacuumed as autovacuum would soon after a bulk insert, so a count reads the companies' index alone.
  await db.execute(sql`vacuum analyze companies`);
  await db.execute(sql`vacuum analyze users`);
}

/** Seeds (or tops up) the database to `settings`; answers the reading and publishing members. */
export async function seed(db: Database, settings: SeedSettings, log: (line: string) => void) {
  if (settings.readers + settings.publishers > settings.companies)
    throw new Error(`BENCH_COMPANIES (${settings.companies}) must be at least BENCH_READERS + ${settings.publishers}`);
  let marker = await readMarker(db);
  // Indexes an interrupted bulk seed left dropped come back first, whatever happens next.
  if (marker) await restoreIndexes(db, log);
  if (!marker || marker.version !== SEED_VERSION || marker.companies !== settings.companies) {
    await reset(db, log);
    await seedCompanies(db, settings.companies, log);
    await db.execute(
      sql`insert into bench_seed (version, companies, next_g, seeded_at) values (${SEED_VERSION}, ${settings.companies}, 1, now())`,
    );
    marker = await readMarker(db);
  }
  // Entries published over HTTP by earlier runs (thousands a run) would pile up: every run starts from the seed.
  await db.execute(sql`delete from entries where notes = ${PUBLISHED_NOTES}`);
  if (marker && marker.stale_days > 0) await moveForward(db, marker.stale_days, log);
  await seedEntries(db, settings.companies, settings.entries, log);
  return membersOf(db, settings);
}

async function membersOf(db: Database, settings: SeedSettings) {
  const rows = rowsOf<{ user_id: number; company_id: number; g: number }>(
    await db.execute(sql`
      select u.id as user_id, c.id as company_id, substring(c.payment_reference from 7)::int as g
      from companies c join users u on u.company_id = c.id
      where c.payment_reference like 'BENCH-%' and substring(c.payment_reference from 7)::int <= ${settings.readers + settings.publishers}
      order by 3`),
  );
  const members = rows.map((row) => ({ userId: Number(row.user_id), companyId: Number(row.company_id) }));
  return { readers: members.slice(0, settings.readers), publishers: members.slice(settings.readers) };
}

export type PoolCity = { id: number; name: string; country: string; population: number };

/** What the random searches draw from: the seed's city pool, real identification ids, the busiest countries. */
export async function searchPools(db: Database) {
  const cities = rowsOf<PoolCity>(
    await db.execute(sql`select id, name, country, population from cities order by population desc, id limit ${CITY_POOL_SIZE}`),
  ).map((city) => ({ ...city, id: Number(city.id), population: Number(city.population) }));
  const total = await count(db, sql`select count(*)::text as n from entries where notes = ''`);
  const step = Math.max(1, Math.floor(total / 3000));
  const identificationIds = rowsOf<{ identification_id: string }>(
    await db.execute(sql`select identification_id from entries where notes = '' and id % ${step} = 0 limit 3000`),
  ).map((row) => row.identification_id);
  const [busiest] = rowsOf<{ loading_country: string; unloading_country: string }>(
    await db.execute(sql`
      select loading_country, unloading_country from entries where form_type = 'ware' and notes = ''
      group by 1, 2 order by count(*) desc limit 1`),
  );
  if (cities.length === 0 || identificationIds.length === 0 || !busiest) throw new Error('no cities or entries to search');
  return { cities, identificationIds, busiestLoadingCountry: busiest.loading_country, busiestUnloadingCountry: busiest.unloading_country };
}
export type SearchPools = Awaited<ReturnType<typeof searchPools>>;
