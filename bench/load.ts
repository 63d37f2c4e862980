import http from 'node:http';
import autocannon from 'autocannon';
import { CONNECTIONS, log, settings } from './settings';

/** A measured route: throughput, latency, failures; `ratio` to the bare route of the same run; the publishing that ran meanwhile. */
export type Row = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  ratio?: number;
  publishing?: PublishStats;
  /** Entry-list answers the server computed during the row (a cached row's misses). */
  listCacheMisses?: number;
};

export type PublishStats = { published: number; perSecond: number; p50: number; p99: number; errors: number };

export const oneOf = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
export const round = (ms: number) => Math.round(ms * 10) / 10;

/** What a browser sends with every request. */
export const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * autocannon against `base` for BENCH_DURATION seconds with 32 connections: one fixed `path`, or a
 * new `path()` per request; with `tokens`, each request carries a token drawn at random (a random
 * member), otherwise `headers` as given. gzip is accepted like a browser.
 */
export async function load(
  name: string,
  options: {
    base: string;
    path: string | (() => string);
    tokens?: string[];
    headers?: Record<string, string>;
    connections?: number;
    /** A path and the token of the member who may read it, drawn together per request (a member's own deal); overrides path and tokens. */
    request?: () => { path: string; token: string };
  },
): Promise<Row> {
  const { path, tokens, request: pair } = options;
  const dynamic = pair !== undefined || typeof path === 'function' || (tokens !== undefined && tokens.length > 1);
  const headers = {
    ...BROWSER,
    ...options.headers,
    ...(tokens?.length === 1 ? { authorization: `Bearer ${tokens[0]}` } : {}),
  };
  const result = await autocannon({
    url: options.base,
    connections: options.connections ?? CONNECTIONS,
    duration: settings.durationSeconds,
    headers,
    requests: [
      dynamic
        ? {
            method: 'GET',
            setupRequest: (request) => {
              if (pair) {
                const drawn = pair();
                return { ...request, path: drawn.path, headers: { ...request.headers, authorization: `Bearer ${drawn.token}` } };
              }
              return {
                ...request,
                path: typeof path === 'function' ? path() : path,
                headers: { ...request.headers, ...(tokens && tokens.length > 1 ? { authorization: `Bearer ${oneOf(tokens)}` } : {}) },
              };
            },
          }
        : { method: 'GET', path: path as string },
    ],
  });
  // No answer within the run: no latency to show (and no target met), rather than autocannon's 0.
  const answered = result.requests.total > 0;
  const row: Row = {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: answered ? result.latency.p50 : Number.NaN,
    p99: answered ? result.latency.p99 : Number.NaN,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${code}×${(stats as { count: number }).count}`);
  log(
    `${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}${statuses.length ? ` (${statuses.join(', ')})` : ''}`,
  );
  return row;
}

/** A second of load on a new process's route, not recorded: the first requests meet code not yet optimised by V8. */
export async function warmUp(base: string, path: string, token?: string) {
  await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: 1,
    headers: { ...BROWSER, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Keep-alive connections for the publishing clients (one pool per process is enough: at most 64 at once). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON; answers the status (0 when the connection failed), the answer read and dropped. */
export function postJson(url: string, token: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** Who publishes where: a member's token and the create URL of the process they use. */
export type Publisher = { url: (formType: 'truck' | 'ware') => string; token: () => string };

function stats(latencies: number[], errors: number, seconds: number): PublishStats {
  latencies.sort((a, b) => a - b);
  return {
    published: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}

/**
 * Publishing throughput: each publisher is one client publishing in a tight loop (the next create as
 * soon as the last answered) for BENCH_DURATION seconds; latency measured per request here, over all.
 */
export async function publishAsFastAsPossible(
  publishers: Publisher[],
  bodyOf: (formType: 'truck' | 'ware') => string,
): Promise<PublishStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + settings.durationSeconds * 1000;
  await Promise.all(
    publishers.map(async (publisher, index) => {
      for (let n = index; performance.now() < deadline; n += 1) {
        const formType = n % 2 === 0 ? 'truck' : 'ware';
        const sent = performance.now();
        const status = await postJson(publisher.url(formType), publisher.token(), bodyOf(formType));
        if (status === 201) latencies.push(performance.now() - sent);
        else errors += 1;
      }
    }),
  );
  return stats(latencies, errors, (performance.now() - started) / 1000);
}

/**
 * Continuous publishing at `perSecond` entries a second, whatever the creates take (a create is sent
 * on schedule, not after the previous answer), in turn by `publishers`. `stop()` ends it and answers
 * the publishes' figures.
 */
export function publishContinuously(
  publishers: Publisher[],
  perSecond: number,
  bodyOf: (formType: 'truck' | 'ware') => string,
  formTypes: readonly ('truck' | 'ware')[] = ['truck', 'ware'],
): { stop: () => Promise<PublishStats> } {
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let errors = 0;
  let stopped = false;
  const started = performance.now();
  const loop = (async () => {
    for (let n = 0; !stopped; n += 1) {
      const wait = started + (n * 1000) / perSecond - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      const publisher = publishers[n % publishers.length]!;
      const formType = formTypes[n % formTypes.length]!;
      const sent = performance.now();
      const publish = postJson(publisher.url(formType), publisher.token(), bodyOf(formType)).then((status) => {
        if (status === 201) latencies.push(performance.now() - sent);
        else errors += 1;
        inFlight.delete(publish);
      });
      inFlight.add(publish);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      return stats(latencies, errors, seconds);
    },
  };
}

/** Runs `measure` while `perSecond` entries a second are published; the row gets the publishing figures. */
export async function whilePublishing(
  publishers: Publisher[],
  perSecond: number,
  bodyOf: (formType: 'truck' | 'ware') => string,
  measure: () => Promise<Row>,
  formTypes?: readonly ('truck' | 'ware')[],
): Promise<Row> {
  const publishing = publishContinuously(publishers, perSecond, bodyOf, formTypes);
  // A second of publishing first, so the measured searches meet the steady state (caches cleared at the rate).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const row = await measure();
  row.publishing = await publishing.stop();
  log(
    `  meanwhile ${row.publishing.perSecond} publishes/s, p50 ${row.publishing.p50} ms, p99 ${row.publishing.p99} ms, errors ${row.publishing.errors}`,
  );
  return row;
}
