import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../apps/api/src/db/client';
import { selectDeal, selectDeals } from '../apps/api/src/modules/deals/deals.queries';
import { selectCompactFigures, selectFigures, selectMonths } from '../apps/api/src/modules/reputation/reputation.queries';
import { getLanePrice, rebuildLanePrices } from '../apps/api/src/modules/lane-prices/lane-prices.service';
import { refreshReputation } from '../apps/api/src/modules/reputation/reputation.service';
import { dealsByOwner, OFFER_NOTE, offerTargets, seedDeals } from './deals-seed';
import { load, oneOf, percentile, postJson, type Row } from './load';
import { paced as pacedLoad } from './paced';
import { explainReads, type Plan } from './plans';
import type { Member } from './seed';
import { CONNECTIONS, log, ORIGIN, PACED_RATES, settings } from './settings';
import { accessTokens } from './tokens';

/** Messages a second during the delivery measurement (each to one deal's other side). */
const DELIVERY_RATE = 50;
/** Deals per owning company drawn from for reads and messages. */
const DEALS_PER_OWNER = 20;

export type DealsResult = {
  deals: number;
  /** EXPLAIN ANALYZE of the reads behind a deal list, a deal's page, a company's reputation and a page's badges. */
  plans: Plan[];
  list: Row;
  page: Row;
  /** The list and a deal's page at the stated loads of PACED_RATES (open loop), beside the saturated rows above. */
  paced: Row[];
  offers: WriteStats;
  messages: WriteStats;
  delivery: {
    sockets: number;
    messages: number;
    expected: number;
    delivered: number;
    missing: number;
    p50: number;
    p95: number;
    p99: number;
  };
};

type WriteStats = { perSecond: number; p50: number; p99: number; errors: number; requests: number };

type Options = { databaseUrl: string; readers: Member[]; bases: string[]; wsUrls: string[] };

const round = (value: number) => Math.round(value * 10) / 10;

/** `loops` clients, each sending its next request as soon as the last answered, for BENCH_DURATION seconds. */
async function asFastAsPossible(loops: number, send: () => Promise<number>, ok: number): Promise<WriteStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + settings.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const status = await send();
        if (status === ok) latencies.push(performance.now() - sent);
        else errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
    requests: latencies.length + errors,
  };
}

/**
 * Issue 31's bench (a deals phase at the seeded million entries): `BENCH_DEALS` deals between the reading
 * members' companies; the deal list and a deal's page read by 1,000 members (each their own company's
 * deal), offers and messages a second from them on both processes, and the delivery of a message to the
 * other side's sockets among 5,000 (five per member), from the request's start to the frame's arrival.
 */
const listPath = () =>
  `/api/deals/?limit=20${oneOf(['', '&role=incoming', '&role=outgoing'])}${oneOf(['', '&status=open', '&status=agreed', '&status=closed'])}`;

export async function dealsPhase(options: Options): Promise<DealsResult> {
  const { readers, bases } = options;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let byOwner: Map<number, { id: number; bidder: number }[]>;
  let targets: Awaited<ReturnType<typeof offerTargets>>;
  try {
    const started = performance.now();
    await seedDeals(client, settings.deals, readers);
    log(`seeded ${settings.deals.toLocaleString('en')} deals in ${Math.round((performance.now() - started) / 1000)} s`);
    await figuresOf(options.databaseUrl, readers);
    byOwner = await dealsByOwner(client, DEALS_PER_OWNER);
    targets = await offerTargets(client, readers, 20_000);
  } finally {
    await client.end();
  }

  const plans = await explainDealReads(options.databaseUrl, readers, byOwner);
  const tokens = await accessTokens(readers);
  const tokenOfCompany = new Map(readers.map((reader, index) => [reader.companyId, tokens[index]!]));
  const owners = readers.filter((reader) => (byOwner.get(reader.companyId)?.length ?? 0) > 0);
  const ownDeal = () => {
    const owner = oneOf(owners);
    return { deal: oneOf(byOwner.get(owner.companyId)!), token: tokenOfCompany.get(owner.companyId)! };
  };

  const list = await load(`deal list, ${readers.length.toLocaleString('en')} members`, {
    base: bases[0]!,
    path: listPath,
    tokens,
  });
  const page = await load(`a deal's page, ${readers.length.toLocaleString('en')} members`, {
    base: bases[0]!,
    path: '',
    request: () => {
      const { deal, token } = ownDeal();
      return { path: `/api/deals/${deal.id}/`, token };
    },
  });

  const paced: Row[] = [];
  for (const rate of PACED_RATES) {
    paced.push(
      await pacedLoad(`deal list, ${readers.length.toLocaleString('en')} members`, {
        base: bases[0]!,
        rate,
        request: () => ({ path: listPath(), token: oneOf(tokens) }),
      }),
    );
    paced.push(
      await pacedLoad(`a deal's page, ${readers.length.toLocaleString('en')} members`, {
        base: bases[0]!,
        rate,
        request: () => {
          const { deal, token } = ownDeal();
          return { path: `/api/deals/${deal.id}/`, token };
        },
      }),
    );
  }

  let n = 0;
  const offers = await asFastAsPossible(
    CONNECTIONS,
    () => {
      const index = n++;
      const target = targets[index % targets.length]!;
      const body = JSON.stringify({
        entry_uid: target.uid,
        price: 1000 + (index % 500),
        price_unit: 'total',
        currency: 'EUR',
        payment_term_days: 30,
        loading_date: target.loading,
        unloading_date: target.unloading,
        note: OFFER_NOTE,
      });
      return postJson(`${bases[index % bases.length]}/api/deals/`, tokens[index % tokens.length]!, body);
    },
    201,
  );
  log(
    `offers, ${readers.length} members on ${bases.length} processes: ${offers.perSecond}/s, p50 ${offers.p50} ms, p99 ${offers.p99} ms, errors ${offers.errors}`,
  );
  const messages = await asFastAsPossible(
    CONNECTIONS,
    () => {
      const { deal, token } = ownDeal();
      return postJson(
        `${bases[n++ % bases.length]}/api/deals/${deal.id}/messages/`,
        token,
        JSON.stringify({ text: 'Confirmed for Tuesday.' }),
      );
    },
    201,
  );
  log(`messages: ${messages.perSecond}/s, p50 ${messages.p50} ms, p99 ${messages.p99} ms, errors ${messages.errors}`);

  const delivery = await measureDelivery(options, tokens, ownDeal);
  return { deals: settings.deals, plans, list, page, paced, offers, messages, delivery };
}

/**
 * The figures the product keeps as deals change (issue 32: each company's reputation, each lane's prices), computed once for
 * the seeded deals as the API would have on each step, so the reads measure what a member meets.
 */
async function figuresOf(databaseUrl: string, readers: Member[]) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl });
  try {
    const companies = readers.map((reader) => reader.companyId);
    for (let from = 0; from < companies.length; from += 50) {
      await database.db.transaction((tx) => refreshReputation(tx, companies.slice(from, from + 50), new Date()));
    }
    await rebuildLanePrices(database.db, new Date());
  } finally {
    await database.close();
  }
  log(`reputation of ${readers.length} companies and the lane prices computed in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** The reads' statements as the API's query functions build them, for a reading member's company. */
function explainDealReads(databaseUrl: string, readers: Member[], byOwner: Map<number, { id: number; bidder: number }[]>) {
  const reader = readers.find((candidate) => byOwner.has(candidate.companyId))!;
  const deal = byOwner.get(reader.companyId)![0]!;
  const viewer = { userId: reader.userId, companyId: reader.companyId };
  const now = new Date();
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  return explainReads(databaseUrl, [
    { name: 'deal list, first page', run: (db) => selectDeals(db, { ...viewer, limit: 21 }) },
    { name: 'deal list, incoming agreed', run: (db) => selectDeals(db, { ...viewer, role: 'incoming', status: 'agreed', limit: 21 }) },
    { name: "a deal's page (the deal)", run: (db) => selectDeal(db, deal.id, viewer) },
    {
      name: "a company's reputation (figures and 12 months)",
      run: async (db) => {
        await selectFigures(db, deal.bidder);
        await selectMonths(db, deal.bidder, firstMonth);
      },
    },
    {
      // As a member reads it: the privacy checks (the lane without the reader's own deals, the wider lanes) included.
      name: 'a lane price as a member reads it (RO → DE, trucks, one vehicle type)',
      run: (db) =>
        getLanePrice(db, { form_type: 'truck', loading_country: 'RO', unloading_country: 'DE', truck_type: 1 }, now, reader.companyId),
    },
    {
      name: "a page's badges (20 companies)",
      run: (db) =>
        selectCompactFigures(
          db,
          readers.slice(0, 20).map((member) => member.companyId),
        ),
    },
  ]);
}

/** Opens five sockets per member (spread over the processes), sends DELIVERY_RATE messages a second, and times their arrival on the other side. */
async function measureDelivery(options: Options, tokens: string[], ownDeal: () => { deal: { id: number; bidder: number }; token: string }) {
  const { readers, wsUrls, bases } = options;
  const socketsOf = new Map<number, WebSocket[]>();
  const sent = new Map<string, { at: number; to: number }>();
  const delays: number[] = [];
  const perSocket = Math.max(1, Math.round(settings.wsSockets / readers.length));
  const open = (reader: Member, token: string, index: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(wsUrls[index % wsUrls.length]!, { origin: ORIGIN });
      const timer = setTimeout(() => reject(new Error('socket not ready within 60 s')), 60_000);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.on('message', (data: Buffer) => {
        const text = data.toString();
        if (text.startsWith('{"type":"ready"')) {
          clearTimeout(timer);
          resolve(socket);
          return;
        }
        if (!text.includes('"deal_message"')) return;
        const match = /"text":"(dm-[\w-]+)"/.exec(text);
        // The sender's own company hears of its message too: only the other side's arrivals count.
        const message = match ? sent.get(match[1]!) : undefined;
        if (message && message.to === reader.companyId) delays.push(performance.now() - message.at);
      });
      socket.on('error', reject);
    });
  let index = 0;
  for (let from = 0; from < readers.length; from += 50) {
    await Promise.all(
      readers.slice(from, from + 50).flatMap((reader, offset) =>
        Array.from({ length: perSocket }, async () => {
          const socket = await open(reader, tokens[from + offset]!, index++);
          socketsOf.set(reader.companyId, [...(socketsOf.get(reader.companyId) ?? []), socket]);
        }),
      ),
    );
  }
  const sockets = [...socketsOf.values()].reduce((sum, list) => sum + list.length, 0);
  log(`opened ${sockets} deal sockets`);

  let expected = 0;
  let count = 0;
  const started = performance.now();
  const inFlight: Promise<number>[] = [];
  for (let n = 0; performance.now() - started < settings.durationSeconds * 1000; n += 1) {
    const wait = started + (n * 1000) / DELIVERY_RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { deal, token } = ownDeal();
    const text = `dm-${n}-${Math.random().toString(36).slice(2, 10)}`;
    expected += socketsOf.get(deal.bidder)?.length ?? 0;
    sent.set(text, { at: performance.now(), to: deal.bidder });
    count += 1;
    inFlight.push(postJson(`${bases[n % bases.length]}/api/deals/${deal.id}/messages/`, token, JSON.stringify({ text })));
  }
  await Promise.all(inFlight);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (const list of socketsOf.values()) for (const socket of list) socket.terminate();
  delays.sort((a, b) => a - b);
  const delivered = delays.length;
  const result = {
    sockets,
    messages: count,
    expected,
    delivered,
    missing: Math.max(0, expected - delivered),
    p50: round(percentile(delays, 50)),
    p95: round(percentile(delays, 95)),
    p99: round(percentile(delays, 99)),
  };
  log(
    `deal message delivery over ${sockets} sockets, ${DELIVERY_RATE}/s: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, missing ${result.missing}`,
  );
  return result;
}
