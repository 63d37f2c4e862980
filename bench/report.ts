import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AgentsResult } from './agents';
import type { DealsResult } from './deals';
import type { Row } from './load';
import { lastMeasurements } from './last-measured';
import type { StartupTimes } from './startup';
import { SHAPE_LIMIT_MS, type Plan } from './plans';
import { CONNECTIONS, log, PACED_RATES, PUBLISH_RATE, settings, WS_SUBSCRIBED_COUNTRIES } from './settings';

/** One websocket fan-out measurement (bench/ws-fanout.ts answers more; the JSON keeps all of it). */
export type Fanout = {
  sockets: number;
  eventsPerSecond: number;
  events: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  missing: number;
  publishP99: number;
  /** Each socket showed one filtered list (issue 30 item 1) rather than taking every event. */
  subscribed?: boolean;
};

/** A measured row with the key the targets read it by. */
export type KeyedRow = Row & { key: string };

export type Results = {
  rows: KeyedRow[];
  plans: Plan[];
  fanout: Fanout[];
  cursorPages: number;
  /** The PostgreSQL server's version and the settings the figures depend on. */
  server?: string;
  embeddedEntries?: number;
  /** Issue 28: `npm start`'s first start on an empty DATA_DIR and a later one, in ms. */
  startup?: StartupTimes;
  /** Issue 17: publishing with and without search agents, and the agent_match delay. */
  agents?: AgentsResult;
  /** Issue 31: the deal list, a deal's page, offers and messages a second, and a message's delivery to the other side. */
  deals?: DealsResult;
};

export type Target = { goal: string; target: string; value: string; met: boolean | null };

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const number = (value: number) => (Number.isFinite(value) ? String(value) : '–');
const percent = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '–' : `${(value * 100).toFixed(1)}%`);

/** The goals of issue 15, each with the measured value; `met: null` when its phase did not run. */
function targetsOf(results: Results): Target[] {
  const row = (key: string) => results.rows.find((candidate) => candidate.key === key);
  const notMeasured = (goal: string, target: string): Target => ({ goal, target, value: 'not measured', met: null });
  const targets: Target[] = [];

  if (results.plans.length > 0) {
    const worst = results.plans.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
    const over = results.plans.filter((plan) => !plan.met);
    targets.push({
      goal: '1',
      target: `every search shape executes in ≤ ${SHAPE_LIMIT_MS} ms (EXPLAIN ANALYZE, ${settings.entries.toLocaleString('en')} entries, ${settings.companies.toLocaleString('en')} companies)`,
      value: `worst ${worst.executionMs.toFixed(2)} ms (${worst.shape}); ${over.length} of ${results.plans.length} over${over.length ? `: ${over.map((plan) => plan.shape).join('; ')}` : ''}`,
      met: over.length === 0,
    });
  } else targets.push(notMeasured('1', `every search shape executes in ≤ ${SHAPE_LIMIT_MS} ms`));

  const quietAndBusy = (key: string, label: string) => {
    const quiet = row(key);
    targets.push(
      quiet
        ? {
            goal: '2',
            target: `${label}: ≥ 5% of the bare route, p99 ≤ 100 ms`,
            value: `${percent(quiet.ratio)}, p99 ${ms(quiet.p99)}, ${quiet.errors} errors`,
            met: (quiet.ratio ?? 0) >= 0.05 && quiet.p99 <= 100 && quiet.errors === 0,
          }
        : notMeasured('2', `${label}: ≥ 5% of the bare route, p99 ≤ 100 ms`),
    );
    const busy = row(`${key}@publishing`);
    targets.push(
      busy
        ? {
            goal: '2',
            target: `${label} while ${PUBLISH_RATE} entries/s are published: p99 ≤ 150 ms`,
            value: `p99 ${ms(busy.p99)} (${busy.publishing?.perSecond ?? '–'} publishes/s), ${busy.errors} errors`,
            met: busy.p99 <= 150 && busy.errors === 0,
          }
        : notMeasured('2', `${label} while ${PUBLISH_RATE} entries/s are published: p99 ≤ 150 ms`),
    );
  };
  quietAndBusy('mix', 'random filter mix, 1,000 readers, cache as shipped');
  quietAndBusy('own', 'own lists (my=true)');
  quietAndBusy('company', 'company search (page + count)');

  /** Issue 30 items 2–4 and 31: a latency goal at the stated loads of the paced rows, the saturated row beside it. */
  const atStatedLoad = (goal: string, label: string, saturatedKey: string, pacedKeys: string[], limitMs: number) => {
    const saturated = row(saturatedKey);
    const pacedRows = pacedKeys.map(row).filter((found) => found !== undefined);
    const target = `${label}: p99 ≤ ${limitMs} ms at a stated load (${PACED_RATES.join(' and ')} req/s, open loop)`;
    if (pacedRows.length === 0) {
      targets.push(notMeasured(goal, target));
      return;
    }
    const paced = pacedRows.map((found) => `${found.name.replace(/.*paced at /, '')}: p99 ${ms(found.p99)}`).join('; ');
    targets.push({
      goal,
      target,
      value: `${paced}${saturated ? `; saturated (${CONNECTIONS} connections): p99 ${ms(saturated.p99)} at ${saturated.rps} req/s` : ''}`,
      met: pacedRows.every((found) => found.p99 <= limitMs && found.errors === 0),
    });
  };
  const pacedKeys = (key: string) => PACED_RATES.map((rate) => `${key}-paced-${rate}`);
  atStatedLoad('2', 'random filter mix, 1,000 readers, cache as shipped', 'mix', pacedKeys('mix'), 100);
  atStatedLoad('30.2', 'city type-ahead, random 3–5 letter prefixes', 'cities-random', pacedKeys('cities-random'), 50);
  atStatedLoad('30.3', 'company picker, random 3–6 character fragments', 'company-fragments', pacedKeys('company-fragments'), 100);
  atStatedLoad('30.4', 'own lists, 1,000 members', 'own', pacedKeys('own'), 100);

  /** The control row beside a cached row's share: the same publishing, wares only, so the cached truck answer never changes. */
  const controlOf = (key: string, quietRps: number) => {
    const control = row(`${key}@publishing-wares`);
    return control
      ? `; publishing wares only, which never changes this answer: ${percent(control.rps / quietRps)} (${control.rps} req/s)`
      : '';
  };
  for (const [key, label] of [
    ['cached-1', 'cached search, 1 reader'],
    ['cached-1000', 'cached search, 1,000 readers'],
  ] as const) {
    const quiet = row(key);
    const busy = row(`${key}@publishing`);
    const target = `${label}: ≥ 80% of its quiet throughput while ${PUBLISH_RATE} entries/s are published`;
    targets.push(
      quiet && busy
        ? {
            goal: '3',
            target,
            value: `${percent(busy.rps / quiet.rps)} (${busy.rps} of ${quiet.rps} req/s)${controlOf(key, quiet.rps)}`,
            met: busy.rps >= 0.8 * quiet.rps && busy.errors === 0,
          }
        : notMeasured('3', target),
    );
  }

  const fanout50 = results.fanout.find((run) => run.eventsPerSecond === 50 && !run.subscribed);
  const fanoutTarget = `websocket delivery p95 ≤ 250 ms at 50 events/s, ${settings.wsSockets.toLocaleString('en')} sockets over 2 processes`;
  targets.push(
    fanout50
      ? {
          goal: '4',
          target: fanoutTarget,
          value: `p95 ${ms(fanout50.p95)}, ${fanout50.missing} missing`,
          met: fanout50.p95 <= 250 && fanout50.missing === 0,
        }
      : notMeasured('4', fanoutTarget),
  );

  const publish = row('publish');
  targets.push(
    publish
      ? {
          goal: '5',
          target: 'publishing ≥ 1,000 entries/s from 32 concurrent members, p99 ≤ 100 ms',
          value: `${publish.rps} entries/s, p99 ${ms(publish.p99)}, ${publish.errors} errors`,
          met: publish.rps >= 1000 && publish.p99 <= 100 && publish.errors === 0,
        }
      : notMeasured('5', 'publishing ≥ 1,000 entries/s from 32 concurrent members, p99 ≤ 100 ms'),
  );

  const agentsTarget = `publishing with ${settings.agents.toLocaleString('en')} active search agents ≥ 80% of publishing with none (issue 17)`;
  const agents = results.agents;
  targets.push(
    agents
      ? {
          goal: '17',
          target: agentsTarget,
          value: `${percent(agents.ratio)} (${agents.with.perSecond} vs ${agents.without.map((run) => run.perSecond).join(' and ')} entries/s); agent_match p95 ${ms(agents.latency.p95)}, ${agents.latency.missing} missing`,
          met: agents.ratio >= 0.8 && agents.with.errors === 0 && agents.latency.missing === 0,
        }
      : notMeasured('17', agentsTarget),
  );

  const deals = results.deals;
  const dealsTarget = `with ${settings.deals.toLocaleString('en')} deals: deal list and a deal's page p99 ≤ 50 ms; a message's delivery to the other side over ${settings.wsSockets.toLocaleString('en')} sockets p95 ≤ 250 ms (issue 31)`;
  targets.push(
    deals
      ? {
          goal: '31',
          target: dealsTarget,
          value: `list p99 ${ms(deals.list.p99)} (${deals.list.rps} req/s), page p99 ${ms(deals.page.p99)} (${deals.page.rps} req/s); delivery p95 ${ms(deals.delivery.p95)}, ${deals.delivery.missing} missing; ${deals.offers.perSecond} offers/s, ${deals.messages.perSecond} messages/s`,
          met:
            deals.list.p99 <= 50 &&
            deals.page.p99 <= 50 &&
            deals.list.errors + deals.page.errors === 0 &&
            deals.delivery.p95 <= 250 &&
            deals.delivery.missing === 0,
        }
      : notMeasured('31', dealsTarget),
  );

  const dealsPacedTarget = `with ${settings.deals.toLocaleString('en')} deals: deal list and a deal's page p99 ≤ 50 ms at a stated load (${PACED_RATES.join(' and ')} req/s each, open loop; issue 31)`;
  targets.push(
    deals && deals.paced.length > 0
      ? {
          goal: '31',
          target: dealsPacedTarget,
          value: deals.paced
            .map((found) => `${found.name.replace(/, 1,000 members|, [\d,]+ members/, '')}: p99 ${ms(found.p99)}`)
            .join('; '),
          met: deals.paced.every((found) => found.p99 <= 50 && found.errors === 0),
        }
      : notMeasured('31', dealsPacedTarget),
  );

  const readsTarget = `with ${settings.deals.toLocaleString('en')} deals, a company's reputation read and a lane price read each ≤ ${SHAPE_LIMIT_MS} ms (EXPLAIN ANALYZE, issue 32)`;
  targets.push(
    deals
      ? {
          goal: '32',
          target: readsTarget,
          value: deals.plans.map((plan) => `${plan.shape} ${plan.executionMs} ms`).join('; '),
          met: deals.plans.every((plan) => plan.met),
        }
      : notMeasured('32', readsTarget),
  );

  const embedded = row('embedded-mix');
  const embeddedTarget = `embedded PostgreSQL, ${settings.embeddedEntries.toLocaleString('en')} entries: random-filter search p99 ≤ 100 ms`;
  targets.push(
    embedded
      ? {
          goal: '7',
          target: embeddedTarget,
          value: `p99 ${ms(embedded.p99)} (${embedded.rps} req/s), ${embedded.errors} errors`,
          met: embedded.p99 <= 100 && embedded.errors === 0,
        }
      : notMeasured('7', embeddedTarget),
  );
  atStatedLoad(
    '7',
    `embedded PostgreSQL, ${settings.embeddedEntries.toLocaleString('en')} entries: random-filter search`,
    'embedded-mix',
    pacedKeys('embedded-mix'),
    100,
  );
  const startTarget = 'embedded: first start on an empty DATA_DIR (city import included) ≤ 30 s, a later start ≤ 5 s (issue 28)';
  const startup = results.startup;
  targets.push(
    startup
      ? {
          goal: '28',
          target: startTarget,
          value: `first ${(startup.firstMs / 1000).toFixed(1)} s, later ${(startup.laterMs / 1000).toFixed(1)} s`,
          met: startup.firstMs <= 30_000 && startup.laterMs <= 5_000,
        }
      : notMeasured('28', startTarget),
  );
  return targets;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function markdownOf(json: { date: string; machine: string }, results: Results, targets: Target[]) {
  const rows = results.rows
    .map(
      (row) =>
        `| ${cell(row.name)}${row.listCacheMisses === undefined ? '' : ` (${row.listCacheMisses.toLocaleString('en')} answers computed)`} | ${row.rps} | ${percent(row.ratio)} | ${number(row.p50)} | ${number(row.p99)} | ${row.errors} | ${
          row.publishing ? `${row.publishing.perSecond}/s, p99 ${ms(row.publishing.p99)}, ${row.publishing.errors} errors` : ''
        } |`,
    )
    .join('\n');
  const fanout = results.fanout
    .map(
      (run) =>
        `| ${run.subscribed ? 'one country each' : 'every event'} | ${run.eventsPerSecond} | ${run.sockets} | ${run.events} | ${ms(run.p50)} | ${ms(run.p95)} | ${ms(run.p99)} | ${ms(run.max)} | ${run.missing} | ${ms(run.publishP99)} |`,
    )
    .join('\n');
  const plans = results.plans
    .map(
      (plan) => `| ${cell(plan.shape)} | ${plan.executionMs.toFixed(2)} | ${plan.planningMs.toFixed(2)} | ${plan.met ? 'yes' : '**no**'} |`,
    )
    .join('\n');
  const planDetails = results.plans
    .map(
      (plan) =>
        `<details><summary>${plan.shape}: ${plan.executionMs.toFixed(2)} ms</summary>\n\n\`${plan.query}\`\n\n\`\`\`\n${plan.plan}\n\`\`\`\n\n</details>`,
    )
    .join('\n');
  const targetRows = targets
    .map(
      (target) =>
        `| ${target.goal} | ${cell(target.target)} | ${cell(target.value)} | ${target.met === null ? '–' : target.met ? 'yes' : '**no**'} |`,
    )
    .join('\n');
  return `# Benchmark ${json.date}

${json.machine}; ${results.server ?? 'PostgreSQL'} with ${settings.entries.toLocaleString('en')} entries of ${settings.companies.toLocaleString('en')} companies; two API
processes (the first with the shipped defaults, list cache on; the second with LIST_CACHE_MS=0); autocannon ${CONNECTIONS} connections,
${settings.durationSeconds} s per row; requests accept gzip like a browser. Readers: ${settings.readers.toLocaleString('en')} members of
distinct companies, each request with a random one's token. Phases: ${[...settings.phases].join(', ')}.

## Targets (issue 15)

| Goal | Target | Measured | Met |
|---|---|---|---|
${targetRows}

## Routes

"× bare" is the row's throughput as a share of the bare JSON route measured in the same run (the embedded rows: of the
embedded server's bare route). Rows marked "while publishing" ran with ${PUBLISH_RATE} entries/s published meanwhile
(by 32 members over both processes); the last column gives that publishing's rate and latency.

| Route | req/s | × bare | p50 ms | p99 ms | errors | publishing meanwhile |
|---|---|---|---|---|---|---|
${rows}

${
  results.fanout.length > 0
    ? `## Websocket fan-out

Sockets over both processes; events published on both in turn at a fixed rate for ${settings.durationSeconds} s; delay from the
publish request's start to the event's arrival, over every (socket, event) pair the socket should get. "Every event":
the sockets never subscribe and take every entry event (the worst case); "one country each": each socket shows the
trucks loading in one of ${WS_SUBSCRIBED_COUNTRIES.length} countries (issue 30 item 1), which the entries are published in by turns.

| sockets show | events/s | sockets | events | p50 | p95 | p99 | max | missing | publish p99 |
|---|---|---|---|---|---|---|---|---|---|
${fanout}
`
    : ''
}
${
  results.agents
    ? `## Search agents (issue 17)

Publishing as fast as possible (32 members over both processes, ${settings.durationSeconds} s each) with no search agent, with
${results.agents.agents.toLocaleString('en')} active agents (matched by each publish's own transaction), and with none again; then
${results.agents.latency.publishes} publishes, each made to match one listening member's agent, timed from the request's start to
that member's \`agent_match\`.

| run | entries/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|
| no agent | ${results.agents.without[0]?.perSecond} | ${results.agents.without[0]?.p50} | ${results.agents.without[0]?.p99} | ${results.agents.without[0]?.errors} |
| ${results.agents.agents.toLocaleString('en')} agents | ${results.agents.with.perSecond} | ${results.agents.with.p50} | ${results.agents.with.p99} | ${results.agents.with.errors} |
| no agent, again | ${results.agents.without[1]?.perSecond} | ${results.agents.without[1]?.p50} | ${results.agents.without[1]?.p99} | ${results.agents.without[1]?.errors} |

With agents: ${percent(results.agents.ratio)} of the mean without. In the database, matching takes ${results.agents.matching.msPerWrite} ms a
write (${results.agents.matching.matchesPerWrite} matches a write; the same write without it: ${results.agents.matching.writeWithoutMatchingMs} ms). agent_match delay: p50 ${ms(results.agents.latency.p50)}, p95
${ms(results.agents.latency.p95)}, p99 ${ms(results.agents.latency.p99)}, max ${ms(results.agents.latency.max)}; ${results.agents.latency.missing} of
${results.agents.latency.publishes} not delivered.

A member's reads, one request at a time, ${results.agents.reads.agentList.requests} members whose agents were last opened a day ago:

| Read | p50 ms | p95 ms | errors |
|---|---|---|---|
| agents with their new-match counts | ${results.agents.reads.agentList.p50} | ${results.agents.reads.agentList.p95} | ${results.agents.reads.agentList.errors} |
| first page of a broad agent (read from the entries) | ${results.agents.reads.broadPage.p50} | ${results.agents.reads.broadPage.p95} | ${results.agents.reads.broadPage.errors} |
| first page of a country-pair agent (stored matches) | ${results.agents.reads.storedPage.p50} | ${results.agents.reads.storedPage.p95} | ${results.agents.reads.storedPage.errors} |
`
    : ''
}
${
  results.deals
    ? `## Deals (issue 31)

${results.deals.deals.toLocaleString('en')} deals between the ${settings.readers.toLocaleString('en')} reading members' companies (bench/deals-seed.ts). Reads by
autocannon (32 connections, a random member each request; a deal's page is always one of the member's own deals); offers
(on live entries of other companies) and messages from 32 clients in tight loops over both processes; then
${results.deals.delivery.messages} messages at 50 a second, each timed from its request's start to its arrival on each of the other
side's sockets (${results.deals.delivery.sockets} sockets open, five per member, over both processes).

| Row | per s | p50 ms | p99 ms | errors |
|---|---|---|---|---|
| deal list | ${results.deals.list.rps} | ${results.deals.list.p50} | ${results.deals.list.p99} | ${results.deals.list.errors} |
| a deal's page | ${results.deals.page.rps} | ${results.deals.page.p50} | ${results.deals.page.p99} | ${results.deals.page.errors} |
${results.deals.paced.map((found) => `| ${cell(found.name)} | ${found.rps} | ${found.p50} | ${found.p99} | ${found.errors} |`).join('\n')}
| offers | ${results.deals.offers.perSecond} | ${results.deals.offers.p50} | ${results.deals.offers.p99} | ${results.deals.offers.errors} |
| messages | ${results.deals.messages.perSecond} | ${results.deals.messages.p50} | ${results.deals.messages.p99} | ${results.deals.messages.errors} |

Reads in the database (EXPLAIN ANALYZE, median of three warm runs):

| Read | execution ms | planning ms | ≤ ${SHAPE_LIMIT_MS} ms |
|---|---|---|---|
${results.deals.plans.map((plan) => `| ${plan.shape} | ${plan.executionMs} | ${plan.planningMs} | ${plan.met ? 'yes' : 'no'} |`).join('\n')}

Delivery to the other side: p50 ${ms(results.deals.delivery.p50)}, p95 ${ms(results.deals.delivery.p95)}, p99 ${ms(results.deals.delivery.p99)};
${results.deals.delivery.delivered} of ${results.deals.delivery.expected} arrivals, ${results.deals.delivery.missing} missing.
`
    : ''
}
${
  results.plans.length > 0
    ? `## Search shapes (EXPLAIN ANALYZE)

Execution time of each shape's statement as the API builds it (median of three warm runs), at
${settings.entries.toLocaleString('en')} entries; deep pages walked over ${results.cursorPages} cursors.

| Shape | execution ms | planning ms | ≤ ${SHAPE_LIMIT_MS} ms |
|---|---|---|---|
${plans}

### Plans

${planDetails}
`
    : ''
}`;
}

/** Writes bench/results/<time>.json and .md, and latest.md. */
export function writeResults(results: Results) {
  const date = new Date().toISOString();
  const stamp = date.replace(/[:.]/g, '-');
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const targets = targetsOf(results);
  const json = {
    date,
    machine,
    settings: {
      entries: settings.entries,
      companies: settings.companies,
      readers: settings.readers,
      publishers: settings.publishers,
      durationSeconds: settings.durationSeconds,
      connections: CONNECTIONS,
      wsSockets: settings.wsSockets,
      embeddedEntries: settings.embeddedEntries,
      agents: settings.agents,
      deals: settings.deals,
      phases: [...settings.phases],
    },
    targets,
    ...results,
  };
  const folder = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${stamp}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const markdown = markdownOf(json, results, targets);
  fs.writeFileSync(path.join(folder, `${stamp}.md`), markdown);
  // A run of some phases (BENCH_ONLY) leaves most goals "not measured": latest.md adds each goal's last measured value.
  fs.writeFileSync(path.join(folder, 'latest.md'), `${markdown}\n${lastMeasurements(folder, targets)}`);
  for (const target of targets)
    log(
      `goal ${target.goal}: ${target.target}: ${target.value} → ${target.met === null ? 'not measured' : target.met ? 'met' : 'NOT met'}`,
    );
  log(`results written to bench/results/${stamp}.{json,md}`);
}
