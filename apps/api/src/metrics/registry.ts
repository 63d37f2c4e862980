import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HourlyCounts } from './hourly-counts';

/** Seconds buckets for requests and statements: most answer in milliseconds, a slow one is visible up to 10 s. */
const FAST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Fan-out lag and agent matching: from a millisecond to a few seconds. */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Every metric of one API process (issue 34), in a registry of its own: tests build several apps in
 * one Node process, each with its own numbers. Names are listed in the README ("Operate it").
 * Gauges read at scrape time (pool, sockets, job queue) get their `collect` from plugins/metrics.ts.
 */
export function createMetrics(version: string) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    /** Requests and 5xx of the last hour, for the System page. */
    hourly: new HourlyCounts(),
    buildInfo: new Gauge({ name: 'freight_build_info', help: 'Always 1; the version of this process', labelNames: ['version'], registers }),
    httpDuration: new Histogram({
      name: 'freight_http_request_duration_seconds',
      help: 'HTTP requests by route pattern (never the raw path) and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: FAST_BUCKETS,
      registers,
    }),
    dbPool: new Gauge({
      name: 'freight_db_pool_clients',
      help: 'Database pool connections: in_use, idle, waiting',
      labelNames: ['state'],
      registers,
    }),
    dbStatementDuration: new Histogram({
      name: 'freight_db_statement_duration_seconds',
      help: 'Statements on the pool by kind (select, insert, update, delete, transaction, other)',
      labelNames: ['kind'],
      buckets: FAST_BUCKETS,
      registers,
    }),
    wsSockets: new Gauge({ name: 'freight_websocket_sockets', help: 'Authenticated websockets open on this process', registers }),
    fanoutLag: new Histogram({
      name: 'freight_websocket_fanout_lag_seconds',
      help: 'From an entry event reaching this process to its write to the last socket',
      buckets: LAG_BUCKETS,
      registers,
    }),
    jobsQueued: new Gauge({ name: 'freight_jobs_queued', help: 'Jobs waiting to run, by queue', labelNames: ['queue'], registers }),
    jobsOldestAge: new Gauge({
      name: 'freight_jobs_oldest_age_seconds',
      help: 'Age of the oldest job due to run, by queue',
      labelNames: ['queue'],
      registers,
    }),
    jobFailures: new Counter({
      name: 'freight_job_failures_total',
      help: 'Failed job attempts on this process, by queue',
      labelNames: ['queue'],
      registers,
    }),
    mailsSent: new Counter({ name: 'freight_mails_sent_total', help: 'Mails handed to SMTP or the outbox', registers }),
    mailsFailed: new Counter({ name: 'freight_mails_failed_total', help: 'Attempts to send a mail that failed', registers }),
    listCache: new Counter({
      name: 'freight_list_cache_requests_total',
      help: 'Entry-list answers from the cache (hit) or the database (miss)',
      labelNames: ['result'],
      registers,
    }),
    memberLimitRefusals: new Counter({
      name: 'freight_member_limit_refusals_total',
      help: 'Requests refused by the per-member limits (decision 071): reads of the exchange, publishes',
      labelNames: ['limit'],
      registers,
    }),
    agentMatchDuration: new Histogram({
      name: 'freight_search_agent_match_duration_seconds',
      help: "Looking up the matches of a batch of entry writes for this process's connected members",
      buckets: LAG_BUCKETS,
      registers,
    }),
    deals: new Counter({ name: 'freight_deals_total', help: 'Deal events (offer, counter, accept …)', labelNames: ['event'], registers }),
    dealMessages: new Counter({ name: 'freight_deal_messages_total', help: 'Messages written in deals', registers }),
  };
  metrics.buildInfo.set({ version }, 1);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
