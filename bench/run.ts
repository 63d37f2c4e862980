import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client';
import { importCityNames } from '../apps/api/src/modules/geo/city-names.import';
import { importCities } from '../apps/api/src/modules/geo/geo.import';
import { listingBody } from '../apps/api/src/modules/listings/listings.test-helpers';
import { freePort, waitForHealth } from '../apps/api/src/test/server-process';
import { BENCH_PASSWORD, benchMembers, PUBLISHER_EMAIL, READER_EMAIL, seedEntries, typicalFilters } from './seed';
import { measureDelivery } from './ws-delivery';

/**
 * `npm run bench` (DESIGN §5, issue 5): a million live entries in the PostgreSQL of DATABASE_URL,
 * two API processes on it, autocannon against a bare route, four typical searches and publishing,
 * then the websocket delivery delay to 1,000 clients over both processes. Results → bench/results/.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run bench needs DATABASE_URL (PostgreSQL): two API processes must share the database. Example:\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npm run bench',
  );
  process.exit(1);
}
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WS_CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
/** The first page as the web's entry list asks for it (ENTRY_PAGE_SIZE 20, newest first). */
const WEB_PAGE = 'ordering=-modified_at&limit=20';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const ORIGIN = 'http://localhost:3000';
const log = (line: string) => console.log(`[bench] ${line}`);
const SEEDING_TIMEOUTS = { connectMs: 10_000, statementMs: 3_600_000, idleInTransactionMs: 3_600_000 };

async function prepare() {
  // Seeding a million entries runs statements far longer than a request's limits.
  const database = await openDatabase({ databaseUrl: databaseUrl!, timeouts: SEEDING_TIMEOUTS });
  const imported = await importCities(database.db);
  if (!imported.skipped) log(`imported ${imported.imported} cities`);
  const names = await importCityNames(database.db);
  if (!names.skipped) log(`imported ${names.imported} city names`);
  const { publisher } = await benchMembers(database.db);
  await seedEntries(database.db, publisher, ENTRIES, log);
  const filters = await typicalFilters(database.db);
  await database.close();
  return filters;
}

/** The first process runs the production defaults; the second has the list cache off, to show the bare SQL path too. */
function startProcess(port: number, index: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      ...(index === 0 ? {} : { LIST_CACHE_MS: '0' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** What members type into the city picker: a local name, an interface-language name, accent-free spellings. */
const CITY_SEARCHES = [
  'country=DE&search=m%C3%BCn&lang=de',
  'country=AT&search=b%C3%A9cs&lang=hu',
  'country=PL&search=warsz&lang=en',
  'country=RO&search=bucur&lang=ro',
  'country=DE&search=koeln&lang=fr',
  'country=IT&search=mila&lang=de',
];

type Load = { name: string; requests: number; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(name: string, options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const summary = {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  log(`${name}: ${summary.rps} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, errors ${summary.errors}, non-2xx ${summary.non2xx}`);
  return summary;
}

async function main() {
  const filters = await prepare();
  const ports = [await freePort(), await freePort()];
  const processes = ports.map((port, index) => startProcess(port, index));
  try {
    await Promise.all(ports.map((port) => waitForHealth(port, 120_000)));
    const base = `http://127.0.0.1:${ports[0]}`;
    const accessOf = async (email: string) => {
      const login = await fetch(`${base}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: BENCH_PASSWORD }),
      });
      return ((await login.json()) as { access: string }).access;
    };
    // The seeded entries are the publisher's; a dispatcher of another company searches them.
    const headers = { authorization: `Bearer ${await accessOf(PUBLISHER_EMAIL)}` };
    const readerHeaders = { authorization: `Bearer ${await accessOf(READER_EMAIL)}` };
    // What a browser sends with every search.
    const searchHeaders = { ...readerHeaders, 'accept-encoding': 'gzip, deflate, br' };

    const bare = await load('bare JSON route', { url: `${base}/bench/bare` });
    const searchesOn = async (origin: string, suffix: string) => [
      await load(`search: country to country${suffix}`, {
        url: `${origin}/api/truck-requests/?${WEB_PAGE}&${filters.countryToCountry}`,
        headers: searchHeaders,
      }),
      await load(`search: city to country, max weight${suffix}`, {
        url: `${origin}/api/truck-requests/?${WEB_PAGE}&${filters.cityToCountryMaxWeight}`,
        headers: searchHeaders,
      }),
      await load(`search: id substring${suffix}`, {
        url: `${origin}/api/truck-requests/?${WEB_PAGE}&${filters.idSubstring}`,
        headers: searchHeaders,
      }),
      await load(`search: loading within 100 km of the largest city${suffix}`, {
        url: `${origin}/api/truck-requests/?${WEB_PAGE}&${filters.loadingWithin100KmOfLargestCity}`,
        headers: searchHeaders,
      }),
    ];
    const searches = await searchesOn(base, '');
    // The city picker as members type (issue 12): local, interface-language and accent-free names, in turn.
    const citySearch = await load('city search, 3–5 letters (names in turn)', {
      url: base,
      headers: readerHeaders,
      requests: CITY_SEARCHES.map((query) => ({ method: 'GET' as const, path: `/api/city-search/?${query}` })),
    });
    const uncached = await searchesOn(`http://127.0.0.1:${ports[1]}`, ' (list cache off)');
    const body = JSON.stringify(listingBody('truck', new Date()));
    const publishing = await load('publish a truck', {
      url: `${base}/api/truck-requests/create/`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });

    const delivery = await measureDelivery({
      wsUrls: ports.map((port) => `ws://127.0.0.1:${port}/ws/updates/`),
      origin: ORIGIN,
      token: readerHeaders.authorization.slice('Bearer '.length),
      clients: WS_CLIENTS,
      publishes: 20,
      publish: async (uid) => {
        const response = await fetch(`${base}/api/truck-requests/create/`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ ...listingBody('truck', new Date()), uid }),
        });
        if (response.status !== 201) throw new Error(`publish answered ${response.status}`);
      },
    });
    log(
      `websocket delivery to ${delivery.clients} clients: p50 ${delivery.p50.toFixed(0)} ms, p95 ${delivery.p95.toFixed(0)} ms, missing ${delivery.missing}`,
    );

    writeResults({ bare, searches, uncached, citySearch, publishing, delivery, filters });
  } finally {
    for (const child of processes) child.kill('SIGTERM');
  }
}

function writeResults(results: {
  bare: Load;
  searches: Load[];
  uncached: Load[];
  citySearch: Load;
  publishing: Load;
  delivery: Awaited<ReturnType<typeof measureDelivery>>;
  filters: Record<string, string>;
}) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const worstShare = Math.min(...results.searches.map((search) => search.rps / results.bare.rps));
  const worstP99 = Math.max(...results.searches.map((search) => search.p99));
  const targets = [
    {
      target: 'search throughput ≥ 25% of the bare route',
      value: `${(worstShare * 100).toFixed(0)}% (lowest of the searches)`,
      met: worstShare >= 0.25,
    },
    { target: 'search p99 < 100 ms', value: `${worstP99} ms (highest of the searches)`, met: worstP99 < 100 },
    { target: 'websocket delivery p95 < 1 s', value: `${results.delivery.p95.toFixed(0)} ms`, met: results.delivery.p95 < 1000 },
  ];
  const json = {
    date: new Date().toISOString(),
    machine,
    entries: ENTRIES,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    ...results,
    targets,
  };
  const rows = [results.bare, ...results.searches, ...results.uncached, results.citySearch, results.publishing]
    .map((row) => `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors + row.non2xx} |`)
    .join('\n');
  const markdown = `# Benchmark ${json.date}

${machine}; PostgreSQL with ${ENTRIES.toLocaleString('en')} live entries; two API processes; autocannon ${CONNECTIONS} connections, ${DURATION_S} s per route.
A dispatcher of another company than the publisher asks for the first page of trucks as the web does (20 entries, newest first, accepting gzip like a browser). The first process runs the defaults (entry-list cache of LIST_CACHE_MS=1000, cleared by
every entry event); the rows marked "list cache off" ran on the second process with LIST_CACHE_MS=0. The targets are read on the defaults.

| Route | req/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|
${rows}

Websocket: ${results.delivery.clients} clients over two processes, ${results.delivery.publishes} publishes on one process:
p50 ${results.delivery.p50.toFixed(0)} ms, p95 ${results.delivery.p95.toFixed(0)} ms, p99 ${results.delivery.p99.toFixed(0)} ms, max ${results.delivery.max.toFixed(0)} ms, ${results.delivery.missing} missing.

| Target | Measured | Met |
|---|---|---|
${targets.map((row) => `| ${row.target} | ${row.value} | ${row.met ? 'yes' : 'no'} |`).join('\n')}

Searches: ${Object.entries(results.filters)
    .map(([name, query]) => `${name} \`${query}\``)
    .join('; ')}.
`;
  const folder = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${stamp}.json`), `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(path.join(folder, `${stamp}.md`), markdown);
  fs.writeFileSync(path.join(folder, 'latest.md'), markdown);
  log(`results written to bench/results/${stamp}.{json,md}`);
}

await main();
