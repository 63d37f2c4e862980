import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../db/client';
import { instrumentPool } from '../metrics/db-pool';
import { createMetrics, type Metrics } from '../metrics/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (issue 34); modules count their own events here. */
    metrics: Metrics;
  }
}

export type MetricsOptions = {
  database: DbHandle;
  /** METRICS_TOKEN: the scraper's bearer token on the main port; without it /metrics is not served there. */
  token: string | undefined;
  /** METRICS_PORT: a loopback-only port serving /metrics without a token. */
  port: number | undefined;
  version: string;
};

/** Both sides hashed first: equal lengths for timingSafeEqual, and the comparison time says nothing of the token. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** The status class label: 2xx, 3xx, 4xx, 5xx (a few series per route, whatever the exact code). */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Prometheus metrics (issue 34): request durations by route pattern, the pool and its statements, and
 * gauges read at scrape time from the realtime hub and the job queue (registered after this plugin:
 * they are looked up when scraped). `GET /metrics` is never public: it needs the bearer token, or the
 * scraper uses METRICS_PORT on 127.0.0.1.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const metrics = createMetrics(opts.version);
  app.decorate('metrics', metrics);
  instrumentPool(opts.database, metrics);

  (metrics.wsSockets as unknown as { collect: () => void }).collect = () => {
    metrics.wsSockets.set(app.hasDecorator('realtime') ? app.realtime.socketCount() : 0);
  };
  (metrics.jobsQueued as unknown as { collect: () => Promise<void> }).collect = async () => {
    if (!app.hasDecorator('jobs')) return;
    // A database away for a moment leaves these series out of one scrape rather than failing the others.
    const stats = await app.jobs.stats().catch(() => []);
    metrics.jobsQueued.reset();
    metrics.jobsOldestAge.reset();
    for (const queue of stats) {
      metrics.jobsQueued.set({ queue: queue.queue }, queue.queued);
      metrics.jobsOldestAge.set({ queue: queue.queue }, queue.oldestAgeSeconds);
    }
  };

  // Route patterns only (`/api/truck-requests/:uid/`): a raw path would make a series per entry.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.hourly.count(reply.statusCode);
    metrics.httpDuration.observe({ method: request.method, route, status_class: statusClass(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const exposition = async () => ({ type: metrics.registry.contentType, body: await metrics.registry.metrics() });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Without a token the route does not exist for anybody; with one, a wrong or missing bearer is 401.
    if (!opts.token) return reply.status(404).send({ code: 'not_found', detail: 'Not found.' });
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!sent || !sameToken(sent, opts.token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'not_authenticated', detail: 'Authentication is required.' });
    }
    const { type, body } = await exposition();
    return reply.type(type).send(body);
  });

  if (opts.port !== undefined) {
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      exposition().then(
        ({ type, body }) => response.writeHead(200, { 'content-type': type }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    // Loopback only, whatever HOST is: the port has no token.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, '127.0.0.1', () => resolve());
    });
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
});
