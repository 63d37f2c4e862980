import pg from 'pg';
import WebSocket from 'ws';
import { entryBody } from './entry-body';
import { percentile, postJson, publishAsFastAsPossible, type Publisher, type PublishStats } from './load';
import type { PoolCity } from './seed';
import { log, ORIGIN, settings } from './settings';
import { accessTokens } from './tokens';

/** Agents per member, as the API allows (issue 17). */
const AGENTS_PER_MEMBER = 20;
/** Members listening on a socket for the latency measurement, and the rate of their matching publishes. */
const LISTENERS = 100;
const LATENCY_PUBLISHES_PER_SECOND = 20;

export type AgentsResult = {
  agents: number;
  /** Publishing with no agent, before and after the run with agents (the machine's drift shows between them). */
  without: PublishStats[];
  with: PublishStats;
  /** Publishes/s with agents as a share of the mean without. */
  ratio: number;
  /**
   * The matching statement's own time per entry write in the database (EXPLAIN ANALYZE of 200 entries'
   * modified_at moved in a rolled-back transaction: the trigger's time per call), and matches per write.
   */
  matching: { msPerWrite: number; matchesPerWrite: number; writeWithoutMatchingMs: number };
  latency: { publishes: number; delivered: number; missing: number; p50: number; p95: number; p99: number; max: number };
  /**
   * What a member reads, one request at a time, agents last opened a day ago: the agents with their new-match
   * counts, and the first page of one agent's matches, broad (read from the entries) or stored.
   */
  reads: { agentList: ReadTimes; broadPage: ReadTimes; storedPage: ReadTimes };
};

export type ReadTimes = { requests: number; p50: number; p95: number; errors: number };

type Options = {
  databaseUrl: string;
  publishing: Publisher[];
  publisherCompanyIds: number[];
  refreshPublishers: () => Promise<void>;
  bodyOf: (formType: 'truck' | 'ware') => string;
  cities: readonly PoolCity[];
  bases: string[];
  wsUrls: string[];
  publisherTokens: () => string[];
};

/**
 * `agents` agents of members of the seeded companies (not the publishers'), 20 each, spread evenly over the
 * countries and cities of the city pool: 60 % a country pair, 15 % an exact loading city and an unloading
 * country, 15 % a radius (25–200 km) around a loading city and an unloading country, 5 % an unloading country
 * alone, 5 % a loading country alone; a third with a weight bound; trucks and wares alike. (The entries load
 * and unload in the pool's cities by population, so busy routes meet more agents.) E-mail off: the phase
 * measures matching, not mail.
 */
export async function seedAgents(client: pg.Client, agents: number, cities: readonly PoolCity[], publisherCompanyIds: number[]) {
  await client.query('truncate search_agents, agent_matches cascade');
  const owners = Math.ceil(agents / AGENTS_PER_MEMBER);
  const pool = cities.map((city, index) => ({ n: index, id: city.id, country: city.country }));
  await client.query(
    `with pool as (select * from jsonb_to_recordset($1::jsonb) as p(n int, id int, country text)),
    countries as (select (row_number() over (order by country)) - 1 as n, country from (select distinct country from pool) as c),
    owners as (
      select u.id as user_id, u.company_id, (row_number() over (order by u.id)) - 1 as k
      from users u join companies c on c.id = u.company_id
      where c.payment_reference like 'BENCH-%' and not (c.id = any ($2::int[]))
      order by u.id limit $3
    ),
    picks as (
      select g, g % 20 as kind, (g / ${AGENTS_PER_MEMBER}) % (select count(*) from owners) as owner_k,
        (g * 7919) % ${pool.length} as city, (g * 7919) % (select count(*) from countries) as lc,
        ((g / (select count(*) from countries)) * 104729 + 13) % (select count(*) from countries) as uc
      from generate_series(0::bigint, $4::bigint - 1) as g
    )
    insert into search_agents (user_id, company_id, name, form_type, loading_country, loading_city_id, loading_radius_km,
      loading_latitude, loading_longitude, unloading_country, max_weight, mailed_until, opened_at, created_at, updated_at)
    select o.user_id, o.company_id, 'bench agent ' || picks.g, case when picks.g % 2 = 0 then 'truck' else 'ware' end,
      case when picks.kind between 12 and 17 then city.country when picks.kind < 12 or picks.kind = 19 then l.country end,
      case when picks.kind between 12 and 17 then city.id end,
      case when picks.kind between 15 and 17 then (array[25, 50, 100, 200])[1 + picks.g % 4] end,
      case when picks.kind between 15 and 17 then c.latitude end,
      case when picks.kind between 15 and 17 then c.longitude end,
      case when picks.kind < 19 then u.country end,
      case when picks.g % 3 = 0 then 12 + picks.g % 13 end,
      now(), now(), now(), now()
    from picks join owners o on o.k = picks.owner_k
      join countries l on l.n = picks.lc join countries u on u.n = picks.uc
      join pool city on city.n = picks.city join cities c on c.id = city.id`,
    [JSON.stringify(pool), publisherCompanyIds, owners, agents],
  );
  await client.query('analyze search_agents');
  const [row] = (await client.query<{ n: string }>('select count(*) as n from search_agents')).rows;
  return Number(row?.n ?? 0);
}

type Listener = { user_id: number; agent_id: number; form_type: 'truck' | 'ware'; lc: string | null; uc: string | null };

/**
 * Members with agents, each with one agent a matching entry is easy to make for: half of them a country pair
 * (its matches stored by the write), half a broad one, one country on one side (read from the entries, migration 0018).
 */
async function listenersOf(client: pg.Client, count: number): Promise<Listener[]> {
  const { rows } = await client.query<Listener & { broad: boolean }>(
    `select * from (select distinct on (user_id) user_id, id as agent_id, form_type, loading_country as lc, unloading_country as uc, broad
      from search_agents where loading_city_id is null and loading_radius_km is null and (loading_country is not null or unloading_country is not null)
      order by user_id, broad = (user_id % 2 = 0), id) as picked
    order by user_id limit $1`,
    [count],
  );
  return rows;
}

type Explained = [{ 'Execution Time': number; Triggers?: { 'Trigger Name': string; Time: number; Calls: number }[] }];

/** See AgentsResult.matching: 200 writes of sampled entries, measured by the database, then rolled back. */
export async function matchingCost(client: pg.Client): Promise<AgentsResult['matching']> {
  const explain = async () => {
    const { rows } = await client.query<{ 'QUERY PLAN': Explained }>(
      `explain (analyze, format json) update entries set modified_at = modified_at + interval '1 millisecond'
       where id in (select id from bench_agents_sample)`,
    );
    return rows[0]!['QUERY PLAN'][0];
  };
  try {
    await client.query('begin');
    await client.query(
      `create temp table bench_agents_sample on commit drop as select id from entries tablesample system (10) where notes = '' limit 200`,
    );
    const plan = await explain();
    const trigger = plan.Triggers?.find((one) => one['Trigger Name'] === 'entries_agent_matches');
    const [written] = (
      await client.query<{ n: string }>('select count(*) as n from agent_matches where entry_id in (select id from bench_agents_sample)')
    ).rows;
    await client.query('alter table entries disable trigger entries_agent_matches');
    const bare = await explain();
    await client.query('rollback');
    const calls = trigger?.Calls ?? 1;
    const round = (value: number) => Math.round(value * 1000) / 1000;
    return {
      msPerWrite: round((trigger?.Time ?? Number.NaN) / calls),
      matchesPerWrite: round(Number(written?.n ?? 0) / calls),
      // The second pass moves the same rows again, without the trigger.
      writeWithoutMatchingMs: round(bare['Execution Time'] / calls),
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens an authenticated socket; resolves once the server said ready. */
function openSocket(url: string, token: string, onAgentMatch: (uid: string, arrived: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin: ORIGIN });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('{"type":"ready"')) resolve(socket);
      else if (text.startsWith('{"type":"agent_match"')) {
        const message = JSON.parse(text) as { entry_data: { uid: string } };
        onAgentMatch(message.entry_data.uid, performance.now());
      }
    });
    socket.on('error', reject);
  });
}

/**
 * Delay from a publish request's start to the agent_match on the socket of the member whose agent it was
 * made to match: LISTENERS members on sockets spread over both processes, LATENCY_PUBLISHES_PER_SECOND
 * matching publishes a second for BENCH_DURATION.
 */
async function measureLatency(client: pg.Client, options: Options): Promise<AgentsResult['latency']> {
  const listeners = await listenersOf(client, LISTENERS);
  const tokens = await accessTokens(listeners.map((listener) => ({ userId: listener.user_id })));
  const sent = new Map<string, { at: number; userId: number }>();
  const delays: number[] = [];
  // A member with several matching agents gets one message per agent: the first one counts.
  const delivered = new Set<string>();
  const sockets = await Promise.all(
    listeners.map((listener, index) =>
      openSocket(options.wsUrls[index % options.wsUrls.length]!, tokens[index]!, (uid, arrived) => {
        const publish = sent.get(uid);
        if (publish?.userId !== listener.user_id || delivered.has(uid)) return;
        delivered.add(uid);
        delays.push(arrived - publish.at);
      }),
    ),
  );
  const byCountry = new Map<string, PoolCity[]>();
  for (const city of options.cities) byCountry.set(city.country, [...(byCountry.get(city.country) ?? []), city]);
  // A broad agent's other side is anywhere.
  const cityIn = (country: string | null) => {
    const found = country === null ? options.cities : (byCountry.get(country) ?? []);
    return found[Math.floor(Math.random() * found.length)]!;
  };
  const publisherTokens = options.publisherTokens();
  const total = settings.durationSeconds * LATENCY_PUBLISHES_PER_SECOND;
  const started = performance.now();
  const requests: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / LATENCY_PUBLISHES_PER_SECOND - performance.now();
    if (wait > 0) await sleep(wait);
    const listener = listeners[n % listeners.length]!;
    const uid = crypto.randomUUID();
    const body = entryBody(listener.form_type, [cityIn(listener.lc)], new Date(), uid);
    body.unloading_location = entryBody(listener.form_type, [cityIn(listener.uc)], new Date()).unloading_location;
    // Light enough for any weight bound the agent may have.
    body.info = { ...body.info, weight: 1 };
    sent.set(uid, { at: performance.now(), userId: listener.user_id });
    requests.push(
      postJson(
        `${options.bases[n % options.bases.length]}/api/${listener.form_type}-requests/create/`,
        publisherTokens[n % publisherTokens.length]!,
        JSON.stringify(body),
      ).then((status) => {
        if (status !== 201) throw new Error(`publish answered ${status}`);
      }),
    );
  }
  await Promise.all(requests);
  await sleep(3000);
  for (const socket of sockets) socket.close();
  delays.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    publishes: total,
    delivered: delays.length,
    missing: total - delays.length,
    p50: round(percentile(delays, 50)),
    p95: round(percentile(delays, 95)),
    p99: round(percentile(delays, 99)),
    max: round(delays.at(-1) ?? Number.NaN),
  };
}

const READ_SAMPLES = 100;

/** GETs `url` `times` times, one after the other, as the member of `token`. */
async function timeReads(urls: { url: string; token: string }[]): Promise<ReadTimes> {
  const took: number[] = [];
  let errors = 0;
  for (const { url, token } of urls) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    took.push(performance.now() - started);
    if (response.status !== 200) errors += 1;
  }
  took.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { requests: took.length, p50: round(percentile(took, 50)), p95: round(percentile(took, 95)), errors };
}

/** See AgentsResult.reads: READ_SAMPLES members, each with a broad and a stored agent. */
async function measureReads(client: pg.Client, bases: string[]): Promise<AgentsResult['reads']> {
  const { rows } = await client.query<{ user_id: number; broad_id: number; stored_id: number }>(
    `select user_id, min(id) filter (where broad) as broad_id, min(id) filter (where not broad and loading_city_id is null) as stored_id
    from search_agents group by user_id having bool_or(broad) and bool_or(not broad) order by user_id limit $1`,
    [READ_SAMPLES],
  );
  await client.query(`update search_agents set opened_at = now() - interval '1 day' where user_id = any ($1::int[])`, [
    rows.map((row) => row.user_id),
  ]);
  const tokens = await accessTokens(rows.map((row) => ({ userId: row.user_id })));
  const base = (index: number) => bases[index % bases.length]!;
  const agentList = await timeReads(rows.map((_, index) => ({ url: `${base(index)}/api/search-agents/`, token: tokens[index]! })));
  const page = (id: 'broad_id' | 'stored_id') =>
    rows.map((row, index) => ({ url: `${base(index)}/api/search-agents/${row[id]}/entries/?limit=20`, token: tokens[index]! }));
  return { agentList, broadPage: await timeReads(page('broad_id')), storedPage: await timeReads(page('stored_id')) };
}

/**
 * Issue 17 item 4: publish throughput with no agent, with BENCH_AGENTS active agents, and with none again;
 * then, with the agents, the delay from publish to agent_match. The agents are removed at the end, so the
 * next seed's bulk inserts meet none.
 */
export async function agentsPhase(options: Options): Promise<AgentsResult> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const publish = async (label: string) => {
    await options.refreshPublishers();
    const stats = await publishAsFastAsPossible(options.publishing, options.bodyOf);
    log(`publishing, ${label}: ${stats.perSecond} entries/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, errors ${stats.errors}`);
    return stats;
  };
  try {
    await client.query('truncate search_agents, agent_matches cascade');
    const first = await publish('no search agent');
    const agents = await seedAgents(client, settings.agents, options.cities, options.publisherCompanyIds);
    log(`seeded ${agents.toLocaleString('en')} search agents`);
    const withAgents = await publish(`${agents.toLocaleString('en')} search agents`);
    const matching = await matchingCost(client);
    log(
      `matching in the write: ${matching.msPerWrite} ms a write for ${matching.matchesPerWrite} matches (the write alone: ${matching.writeWithoutMatchingMs} ms)`,
    );
    const latency = await measureLatency(client, options);
    log(
      `agent_match latency over ${latency.delivered} of ${latency.publishes}: p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms`,
    );
    const reads = await measureReads(client, options.bases);
    log(
      `reads, one at a time: agents with counts p50 ${reads.agentList.p50} ms, a broad agent's page p50 ${reads.broadPage.p50} ms, a stored one's p50 ${reads.storedPage.p50} ms`,
    );
    await client.query('truncate search_agents, agent_matches cascade');
    const again = await publish('no search agent, again');
    const without = [first, again];
    const ratio = withAgents.perSecond / ((first.perSecond + again.perSecond) / 2);
    log(`publishing with ${agents.toLocaleString('en')} agents: ${(ratio * 100).toFixed(1)}% of the throughput without`);
    return { agents, without, with: withAgents, ratio, matching, latency, reads };
  } finally {
    await client.query('truncate search_agents, agent_matches cascade').catch(() => undefined);
    await client.end();
  }
}
