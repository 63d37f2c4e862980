import pg from 'pg';
import { agentsPhase } from './agents';
import { measureThroughBalancer } from './balancer';
import { dealsPhase } from './deals';
import { embeddedPhase } from './embedded';
import { startupPhase } from './startup';
import {
  cityPrefixSearch,
  companyFragmentSearch,
  companySearch,
  filterMix,
  walkCursors,
  walkedSearches,
  type CursorPage,
} from './filter-mix';
import { getJson } from './http-get';
import { withListCacheMisses } from './list-cache-misses';
import { entryBody } from './entry-body';
import { load, oneOf, postJson, publishAsFastAsPossible, warmUp, whilePublishing, type Publisher, type Row } from './load';
import { paced } from './paced';
import { explainShapes, shapesToExplain } from './plans';
import { prepare } from './prepare';
import { freePort, startServer, stopServer, waitForHealth } from './processes';
import { writeResults, type Results } from './report';
import type { PoolCity } from './seed';
import {
  CONNECTIONS,
  LANGUAGES,
  log,
  ORIGIN,
  PACED_RATES,
  PHASES,
  PUBLISH_RATE,
  runs,
  SEEDING_TIMEOUTS,
  settings,
  WS_RATES,
  WS_SUBSCRIBED_COUNTRIES,
  WS_SUBSCRIBED_RATES,
} from './settings';
import { accessTokens } from './tokens';
import { measureFanout } from './ws-fanout';

/**
 * `npm run bench` (DESIGN §5, issue 15 "Speed under real traffic"): BENCH_ENTRIES live entries of
 * BENCH_COMPANIES companies in the PostgreSQL of DATABASE_URL, two API processes on it, and the phases
 * of settings.ts (BENCH_ONLY picks some): search plans, the random filter mix of 1,000 readers, own
 * lists, deep pages, company and city search, the cached search, all again under continuous publishing,
 * publishing throughput, websocket fan-out, and the embedded mode. Results → bench/results/.
 */
const databaseUrl = settings.databaseUrl;
const postgresPhases = PHASES.filter((phase) => phase !== 'embedded' && runs(phase));
if (!databaseUrl && postgresPhases.length > 0) {
  console.error(
    'npm run bench needs DATABASE_URL (PostgreSQL): two API processes must share the database. Example:\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/freight_bench npm run bench\n(BENCH_ONLY=embedded runs the embedded phase alone, without it.)',
  );
  process.exit(1);
}

/** What members type into the city picker: a local name, an interface-language name, accent-free spellings (issue 12). */
const CITY_SEARCHES = [
  'country=DE&search=m%C3%BCn&lang=de',
  'country=AT&search=b%C3%A9cs&lang=hu',
  'country=PL&search=warsz&lang=en',
  'country=RO&search=bucur&lang=ro',
  'country=DE&search=koeln&lang=fr',
  'country=IT&search=mila&lang=de',
];
/** The same search for everyone: the first page of trucks as the list opens, newest first. */
const citySearch = () => `/api/city-search/?${CITY_SEARCHES[Math.floor(Math.random() * CITY_SEARCHES.length)]}`;
const CACHED_SEARCH = '/api/truck-requests/?ordering=-modified_at&limit=20&lang=en';

/** The server's version and the settings the figures depend on, read once its migrations ran (JIT is a database default). */
async function serverSettings(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; buffers: string; jit: string }>(
      `select current_setting('server_version') as version, current_setting('shared_buffers') as buffers, current_setting('jit') as jit`,
    );
    const [row] = rows;
    return `PostgreSQL ${row!.version} (shared_buffers ${row!.buffers}, JIT ${row!.jit})`;
  } finally {
    await client.end();
  }
}

async function measurePostgres(results: Results) {
  const { readers, publishers, pools } = await prepare({ databaseUrl: databaseUrl!, timeouts: SEEDING_TIMEOUTS }, settings.entries);
  const ports = [await freePort(), await freePort()];
  // The first process runs the shipped defaults (list cache on); the second has the list cache off, to show the bare SQL path.
  const children = [
    startServer(ports[0]!, { DATABASE_URL: databaseUrl }),
    startServer(ports[1]!, { DATABASE_URL: databaseUrl, LIST_CACHE_MS: '0' }),
  ];
  try {
    await Promise.all(ports.map((port, index) => waitForHealth(port, children[index]!)));
    results.server = await serverSettings(databaseUrl!);
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const [first, second] = bases as [string, string];
    const add = (key: string, row: Row) => void results.rows.push({ ...row, key });
    const readerTokens = () => accessTokens(readers);
    const mix = filterMix(pools);

    let cursors: CursorPage[] = [];
    if (runs('plans') || runs('mix') || runs('cursor') || runs('publishing') || runs('balancer')) {
      const [walker] = await accessTokens(readers.slice(0, 1));
      cursors = await walkCursors(walkedSearches(pools), (path) => getJson(`${second}${path}`, walker!));
      mix.setCursors(cursors);
      results.cursorPages = cursors.length;
      log(`walked ${cursors.length} cursors of pages 20–40`);
    }
    if (runs('plans')) {
      const reader = readers[0]!;
      results.plans = await explainShapes(databaseUrl!, shapesToExplain(pools, cursors, mix), {
        userId: reader.userId,
        companyId: reader.companyId,
        role: 'admin',
      });
    }
    if (postgresPhases.every((phase) => phase === 'plans')) return;

    const [warmToken] = await accessTokens(readers.slice(0, 1));
    for (const base of bases) {
      await warmUp(base, '/bench/bare');
      await warmUp(base, CACHED_SEARCH, warmToken);
    }
    add('bare', await load('bare JSON route', { base: first, path: '/bench/bare' }));
    const readersLabel = `${readers.length.toLocaleString('en')} readers`;
    const rows = {
      mix: async () =>
        load(`random filter mix, ${readersLabel} (cache as shipped)`, { base: first, path: mix.any, tokens: await readerTokens() }),
      own: async () => load(`own lists (my=true), ${readersLabel}`, { base: first, path: mix.own, tokens: await readerTokens() }),
      company: async () =>
        load(`company search, page + count, ${readersLabel}`, { base: first, path: companySearch, tokens: await readerTokens() }),
      'cached-1': async () => {
        const tokens = await accessTokens(readers.slice(0, 1));
        return withListCacheMisses(first, () => load('cached search, 1 reader', { base: first, path: CACHED_SEARCH, tokens }));
      },
      'cached-1000': async () => {
        const tokens = await readerTokens();
        return withListCacheMisses(first, () => load(`cached search, ${readersLabel}`, { base: first, path: CACHED_SEARCH, tokens }));
      },
    };
    if (runs('mix')) {
      add('mix', await rows.mix());
      add(
        'mix-uncached',
        await load(`random filter mix, ${readersLabel} (list cache off)`, { base: second, path: mix.any, tokens: await readerTokens() }),
      );
    }
    if (runs('own')) add('own', await rows.own());
    if (runs('cursor')) {
      add('cursor', await load('cursor pages 20–40 (cache as shipped)', { base: first, path: mix.deepPage, tokens: await readerTokens() }));
      add(
        'cursor-uncached',
        await load('cursor pages 20–40 (list cache off)', { base: second, path: mix.deepPage, tokens: await readerTokens() }),
      );
    }
    if (runs('company')) {
      add('company', await rows.company());
      add(
        'company-fragments',
        await load(`company picker, fragments of 3–6 characters, ${readersLabel}`, {
          base: first,
          path: companyFragmentSearch,
          tokens: await readerTokens(),
        }),
      );
    }
    const cityPrefixes = cityPrefixSearch(pools.cities);
    if (runs('cities')) {
      add(
        'cities',
        await load('city search, 3–5 letters (names in turn)', {
          base: first,
          path: citySearch,
          tokens: await readerTokens(),
        }),
      );
      add(
        'cities-random',
        await load('city type-ahead, 3–5 first letters of a random pool city', {
          base: first,
          path: cityPrefixes,
          tokens: await readerTokens(),
        }),
      );
    }
    if (runs('paced')) {
      const tokens = await readerTokens();
      const member = () => oneOf(tokens);
      const routes = [
        ['mix', `random filter mix, ${readersLabel} (cache as shipped)`, mix.any],
        ['own', `own lists (my=true), ${readersLabel}`, mix.own],
        ['company-fragments', `company picker, fragments of 3–6 characters, ${readersLabel}`, companyFragmentSearch],
        ['cities-random', 'city type-ahead, 3–5 first letters of a random pool city', cityPrefixes],
      ] as const;
      for (const [key, name, path] of routes) {
        // Two seconds not recorded: the route's first requests meet code V8 has not optimised yet.
        await paced(name, { base: first, rate: PACED_RATES[0], seconds: 2, request: () => ({ path: path(), token: member() }) });
        for (const rate of PACED_RATES)
          add(`${key}-paced-${rate}`, await paced(name, { base: first, rate, request: () => ({ path: path(), token: member() }) }));
      }
    }
    if (runs('cached')) {
      add('cached-1', await rows['cached-1']());
      add('cached-1000', await rows['cached-1000']());
    }

    // Publishing members: 32, each of a company of their own, on both processes in turn.
    let publisherTokens = await accessTokens(publishers);
    const refreshPublishers = async () => void (publisherTokens = await accessTokens(publishers));
    const publishing: Publisher[] = publishers.map((_, index) => ({
      url: (formType) => `${bases[index % bases.length]}/api/${formType}-requests/create/`,
      token: () => publisherTokens[index]!,
    }));
    const publishCities = pools.cities.slice(0, 200);
    const bodyOf = (formType: 'truck' | 'ware') => JSON.stringify(entryBody(formType, publishCities, new Date()));

    if (runs('publishing')) {
      const keys = ['mix', 'own', 'company', 'cached-1', 'cached-1000'] as const;
      for (const key of keys.filter((key) => settings.publishingRows?.includes(key) ?? true)) {
        await refreshPublishers();
        const row = await whilePublishing(publishing, PUBLISH_RATE, bodyOf, rows[key]);
        add(`${key}@publishing`, { ...row, name: `${row.name}, while publishing` });
        if (key === 'cached-1000') {
          // The control of issue 30 item 5: the same publishing, all of it wares, so the cached truck answer never
          // changes. What the readers lose here is the publishing's own cost to the machine, not the cache's.
          await refreshPublishers();
          const control = await whilePublishing(publishing, PUBLISH_RATE, bodyOf, rows[key], ['ware']);
          add(`${key}@publishing-wares`, { ...control, name: `${control.name}, while publishing wares only (its answer unchanged)` });
        }
      }
    }
    if (runs('publish')) {
      await refreshPublishers();
      const stats = await publishAsFastAsPossible(publishing, bodyOf);
      const row: Row = {
        name: `publishing, ${publishers.length} members (half on each process)`,
        requests: stats.published,
        rps: stats.perSecond,
        p50: stats.p50,
        p99: stats.p99,
        errors: stats.errors,
      };
      log(`${row.name}: ${row.rps} entries/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`);
      add('publish', row);
    }
    if (runs('ws')) {
      const languages = LANGUAGES.flatMap(([lang, weight]) => Array.from({ length: weight / 5 }, () => lang));
      /** One fan-out run: trucks published over both processes, each event's loading place drawn from `citiesOf(event)`. */
      const fanOut = async (
        label: string,
        eventsPerSecond: number,
        citiesOf: (event: number) => readonly PoolCity[],
        subscription?: Pick<Parameters<typeof measureFanout>[0], 'views' | 'wants'>,
      ) => {
        await refreshPublishers();
        const fanout = await measureFanout({
          wsUrls: ports.map((port) => `ws://127.0.0.1:${port}/ws/updates/`),
          origin: ORIGIN,
          tokens: await readerTokens(),
          languages,
          sockets: settings.wsSockets,
          eventsPerSecond,
          durationSeconds: settings.durationSeconds,
          ...subscription,
          publish: async (uid, event) => {
            const status = await postJson(
              `${bases[event % bases.length]}/api/truck-requests/create/`,
              publisherTokens[event % publisherTokens.length]!,
              JSON.stringify(entryBody('truck', citiesOf(event), new Date(), uid)),
            );
            if (status !== 201) throw new Error(`publish answered ${status}`);
          },
        });
        log(
          `websocket fan-out, ${fanout.sockets} sockets${label}, ${eventsPerSecond} events/s: p50 ${fanout.p50.toFixed(0)} ms, p95 ${fanout.p95.toFixed(0)} ms, p99 ${fanout.p99.toFixed(0)} ms, missing ${fanout.missing}, unwanted ${fanout.unwanted}`,
        );
        results.fanout.push(fanout);
      };
      for (const eventsPerSecond of WS_RATES) await fanOut('', eventsPerSecond, () => publishCities);
      // Issue 30 item 1: each socket shows the trucks loading in one country, as dispatchers search.
      const byCountry = WS_SUBSCRIBED_COUNTRIES.map((country) =>
        pools.cities.filter((city) => city.country === country).slice(0, 20),
      ).filter((cities) => cities.length > 0);
      const countryOf = (index: number) => index % byCountry.length;
      for (const eventsPerSecond of byCountry.length > 0 ? WS_SUBSCRIBED_RATES : [])
        await fanOut(` showing one of ${byCountry.length} countries`, eventsPerSecond, (event) => byCountry[countryOf(event)]!, {
          views: (socket) => [
            {
              kind: 'list',
              form_type: 'truck',
              my: false,
              filters: { loading_country: byCountry[countryOf(socket)]![0]!.country },
              uids: [],
            },
          ],
          wants: (socket, event) => countryOf(socket) === countryOf(event),
        });
    }
    if (runs('agents')) {
      results.agents = await agentsPhase({
        databaseUrl: databaseUrl!,
        publishing,
        publisherCompanyIds: publishers.map((member) => member.companyId),
        refreshPublishers,
        bodyOf,
        cities: pools.cities,
        bases,
        wsUrls: ports.map((port) => `ws://127.0.0.1:${port}/ws/updates/`),
        publisherTokens: () => publisherTokens,
      });
    }
    if (runs('deals')) {
      results.deals = await dealsPhase({
        databaseUrl: databaseUrl!,
        readers,
        bases,
        wsUrls: ports.map((port) => `ws://127.0.0.1:${port}/ws/updates/`),
      });
    }
    if (runs('balancer')) {
      const balanced = await measureThroughBalancer(databaseUrl!, [
        { key: 'bare', name: 'bare JSON route', path: '/bench/bare' },
        { key: 'mix', name: `random filter mix, ${readersLabel} (cache as shipped)`, path: mix.any, tokens: readerTokens },
        { key: 'own', name: `own lists (my=true), ${readersLabel}`, path: mix.own, tokens: readerTokens },
        { key: 'cached-1000', name: `cached search, ${readersLabel}`, path: CACHED_SEARCH, tokens: readerTokens },
      ]);
      for (const row of balanced) add(row.key, row);
    }
  } finally {
    await Promise.all(children.map(stopServer));
  }
}

async function main() {
  const results: Results = { rows: [], plans: [], fanout: [], cursorPages: 0 };
  log(`phases: ${[...settings.phases].join(', ')}; ${CONNECTIONS} connections, ${settings.durationSeconds} s per row`);
  if (postgresPhases.length > 0) await measurePostgres(results);
  const bare = results.rows.find((row) => row.key === 'bare');
  for (const row of results.rows) if (bare) row.ratio = row.rps / bare.rps;
  if (runs('embedded')) {
    results.embeddedEntries = settings.embeddedEntries;
    results.rows.push(...(await embeddedPhase()));
    results.startup = await startupPhase();
  }
  writeResults(results);
}

await main();
