import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { DbHandle } from '../db/client';
import { seedTestCities } from '../test/fixtures/seed-cities';
import { freePort, startServer, waitForHealth, type Started } from '../test/server-process';
import { createPostgresTestDatabase } from '../test/test-app';

const TOKEN = 'scrape-token-0123456789abcdef';

type Series = { metric: Record<string, string>; value: [number, string] };

/**
 * Issue 34 item 1: Debian's Prometheus scrapes two API processes, one on the main port with the
 * bearer token, one on its loopback METRICS_PORT, and the series are read back through Prometheus'
 * HTTP API. PostgreSQL only (two processes on one database).
 */
describe('metrics scraped by a real Prometheus', () => {
  let database: DbHandle;
  const apis: (Started & { port: number })[] = [];
  let metricsPort = 0;
  let prometheus: ChildProcess | undefined;
  let prometheusOutput = '';
  let promUrl = '';
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-prometheus-'));

  const query = async (promql: string): Promise<Series[]> => {
    const response = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await response.json()) as { status: string; data: { result: Series[] } };
    if (body.status !== 'success') throw new Error(`query ${promql}: ${JSON.stringify(body)}`);
    return body.data.result;
  };

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    database = created.handle;
    await seedTestCities(database.db);
    metricsPort = await freePort();
    const env = {
      DATABASE_URL: created.url,
      MAIL_OUTBOX: '1',
      JWT_SECRET: 'metrics-secret-metrics-secret-0123456789',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      APP_VERSION: 'test-1.2.3',
    };
    for (const extra of [{ METRICS_TOKEN: TOKEN }, { METRICS_PORT: String(metricsPort) }]) {
      const port = await freePort();
      apis.push({ ...startServer(fs.mkdtempSync(path.join(folder, 'api-')), port, { ...env, ...extra }), port });
    }
    await Promise.all(
      apis.map((api) =>
        waitForHealth(api.port, 90_000).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${api.output()}`))),
      ),
    );

    const promPort = await freePort();
    promUrl = `http://127.0.0.1:${promPort}`;
    const config = [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: freight-token',
      '    authorization:',
      `      credentials: ${TOKEN}`,
      '    static_configs:',
      `      - targets: ['127.0.0.1:${apis[0]!.port}']`,
      '  - job_name: freight-loopback',
      '    static_configs:',
      `      - targets: ['127.0.0.1:${metricsPort}']`,
      '',
    ].join('\n');
    fs.writeFileSync(path.join(folder, 'prometheus.yml'), config);
    prometheus = spawn(
      '/usr/bin/prometheus',
      [
        `--config.file=${path.join(folder, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(folder, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (prometheusOutput += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (prometheusOutput += chunk.toString()));
  }, 150_000);

  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    for (const api of apis) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is never public: the main port without a token answers 404 (no METRICS_TOKEN) or 401 (wrong or missing bearer)', async () => {
    const withoutToken = apis[1]!;
    expect((await fetch(`http://127.0.0.1:${withoutToken.port}/metrics`)).status).toBe(404);
    const withToken = apis[0]!;
    expect((await fetch(`http://127.0.0.1:${withToken.port}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`http://127.0.0.1:${withToken.port}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401);
    const scraped = await fetch(`http://127.0.0.1:${withToken.port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('freight_http_request_duration_seconds_bucket');
  });

  it('Prometheus scrapes both processes and answers their series through its HTTP API', async () => {
    onTestFailed(() => console.error(prometheusOutput.slice(-4000), apis.map((api) => api.output().slice(-2000)).join('\n')));
    // Traffic on both: answered requests and a 404, each under its route pattern.
    for (const api of apis) {
      for (let index = 0; index < 3; index++) await fetch(`http://127.0.0.1:${api.port}/api/health/`);
      await fetch(`http://127.0.0.1:${api.port}/api/truck-requests/${'x'.repeat(8)}/`);
    }
    await expect
      .poll(async () => (await query('up == 1')).map((series) => series.metric.job).sort(), { timeout: 30_000, interval: 500 })
      .toEqual(['freight-loopback', 'freight-token']);

    const health = await query('sum by (job) (freight_http_request_duration_seconds_count{route="/api/health/",status_class="2xx"})');
    expect(health.map((series) => series.metric.job).sort()).toEqual(['freight-loopback', 'freight-token']);
    for (const series of health) expect(Number(series.value[1])).toBeGreaterThanOrEqual(3);
    // A route pattern, never the raw path of one entry.
    const unknownEntry = await query('freight_http_request_duration_seconds_count{status_class="4xx"}');
    expect(unknownEntry.length).toBeGreaterThan(0);
    for (const series of unknownEntry) expect(series.metric.route).not.toContain('xxxxxxxx');

    for (const name of [
      'freight_db_pool_clients{state="idle"}',
      'freight_db_statement_duration_seconds_count{kind="select"}',
      'freight_websocket_sockets',
      'freight_jobs_queued{queue="mail"}',
      'freight_jobs_oldest_age_seconds{queue="mail"}',
      'freight_mails_sent_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'freight_build_info{version="test-1.2.3"}',
    ]) {
      // A gauge read from the job queue or the pool has its first value after a scrape of its own: wait for it.
      await expect
        .poll(async () => (await query(name)).map((series) => series.metric.job).sort(), { message: name, timeout: 30_000, interval: 500 })
        .toEqual(['freight-loopback', 'freight-token']);
    }
  }, 180_000);
});
