import http from 'node:http';
import { BROWSER, percentile, round, type Row } from './load';
import { log, settings } from './settings';

/** A member's GET: the path and the token it carries. */
export type PacedRequest = () => { path: string; token: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(url: string, token: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { ...BROWSER, authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
  });
}

/**
 * A route under a stated load: `rate` requests a second, evenly spaced, for BENCH_DURATION seconds, each
 * sent on its schedule whether or not earlier ones have answered (an open loop, as members' clicks arrive).
 * A closed loop of 32 connections measures a saturated server, whose p99 is its queue (connections ÷
 * throughput) rather than what a member waits at a given load; this row states the load with the latency.
 * A latency counts from the request's scheduled time, so a load generator that falls behind shows as
 * latency rather than as a lower rate.
 */
export async function paced(name: string, options: { base: string; rate: number; request: PacedRequest; seconds?: number }): Promise<Row> {
  const { base, rate, request } = options;
  const total = Math.round(rate * (options.seconds ?? settings.durationSeconds));
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { path, token } = request();
    pending.push(
      get(`${base}${path}`, token).then((status) => {
        if (status >= 200 && status < 300) latencies.push(performance.now() - due);
        else errors += 1;
      }),
    );
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const row: Row = {
    name: `${name}, paced at ${rate} req/s`,
    requests: latencies.length + errors,
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
  if (options.seconds === undefined) log(`${row.name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`);
  return row;
}
