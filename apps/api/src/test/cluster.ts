import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DbHandle } from '../db/client';
import { startS3Server, type S3TestServer } from './s3-server';
import { freePort, startServer, waitForHealth } from './server-process';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createPostgresTestDatabase } from './test-app';
import { TEST_ORIGIN } from './ws-client';

/**
 * A small real cluster on one machine (issue 16 item 6), as a deployment on several machines would
 * be: Debian's haproxy (HTTP mode, round robin, websocket tunnels, health checks on /api/health/,
 * X-Forwarded-For) in front of `processes` API processes (main.ts, each with a DATA_DIR of its own),
 * Debian's pgbouncer in transaction mode in front of the test's own database for the processes'
 * main pool (DATABASE_URL), PostgreSQL itself for LISTEN, advisory locks and migrations
 * (DATABASE_DIRECT_URL), an s3rver bucket for files and an smtp-server for mail.
 *
 * Every haproxy answer names the process that served it in `X-Server` (`api1`, `api2`, …).
 * `close()` stops everything started, drops the database and removes the temp folders; when start
 * fails half-way, what was started is stopped before the error is thrown.
 */
export type Cluster = {
  /** The balancer, `http://127.0.0.1:<port>`: the only address a test should talk to. */
  url: string;
  /** The balancer's websocket address of /ws/updates/. */
  wsUrl: string;
  /** The test's own connection to the database (direct, not through pgbouncer), for factories and checks. */
  database: DbHandle;
  /** The database through pgbouncer (what the processes' DATABASE_URL is) and directly (DATABASE_DIRECT_URL). */
  poolerUrl: string;
  directUrl: string;
  smtp: SmtpSink;
  s3: S3TestServer;
  /** The API processes, by the name haproxy gives them (and sends in X-Server). */
  servers: { name: string; port: number; output: () => string }[];
  /** Ends an API process at once (SIGKILL: no shutdown hooks, jobs left running), as a crashed machine would. */
  kill(name: string): Promise<void>;
  /** Starts a killed API process again on its port and folder, and waits until the balancer routes to it. */
  restart(name: string): Promise<void>;
  /**
   * A rolling deploy's step (issue 34): SIGTERM (the process drains: not ready, SHUTDOWN_DELAY_MS, 1012
   * to its sockets, requests finish), waits for it to exit with 0, starts it again, waits until routed to.
   */
  roll(name: string): Promise<void>;
  /** pgbouncer's `SHOW STATS` line of the test database (total_xact_count, total_query_count, …). */
  poolerStats(): Promise<Record<string, string>>;
  /** Every process's output (pgbouncer, haproxy, the API processes), for a failing test's message. */
  logs(): string;
  close(): Promise<void>;
};

export type ClusterOptions = {
  processes?: number;
  /** Settings added to (or overriding) every API process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Runs on the new database before any process starts (reference data, so no process imports it). */
  prepare?: (database: DbHandle) => Promise<void>;
  /** How long the API processes may take to become healthy. */
  startTimeoutMs?: number;
};

/** The JWT_SECRET every process of the cluster shares (a token from one is valid on the other). */
export const CLUSTER_JWT_SECRET = 'cluster-secret-cluster-secret-0123456789abcdef';

type Owned = { name: string; child: ChildProcess; output: () => string; exited: Promise<unknown> };

/** Starts a system program in the foreground, collecting its output; `user` runs it as that system user. */
function startProgram(name: string, command: string, args: string[], user?: { uid: number; gid: number }): Owned {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => {
    child.on('exit', resolve);
    // A missing program (ENOENT) never exits: report it as the program's output.
    child.on('error', (error) => {
      output += `\n${name} could not start: ${error.message}`;
      resolve(undefined);
    });
  });
  return { name, child, output: () => output, exited };
}

function systemUser(name: string): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no system user ${name}`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function findProgram(name: string): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed (Debian: apt-get install -y ${name}; .ci/run installs it)`);
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, details: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${timeoutMs} ms\n${details()}`);
}

/** Stops a process: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
async function stop(owned: { child: ChildProcess; exited: Promise<unknown> }, graceMs = 3000): Promise<void> {
  if (owned.child.exitCode !== null || owned.child.signalCode !== null || owned.child.pid === undefined) return;
  owned.child.kill('SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs));
  if ((await Promise.race([owned.exited, timer])) === 'late') {
    owned.child.kill('SIGKILL');
    await owned.exited;
  }
}

function pgbouncerConfig(folder: string, port: number, directUrl: string): string {
  // Connection strings name the database; pgbouncer forwards it to the test run's PostgreSQL server, with its password if any.
  const server = new URL(directUrl);
  const database = server.pathname.slice(1);
  const password = server.password ? ` password=${decodeURIComponent(server.password)}` : '';
  return [
    '[databases]',
    `${database} = host=${server.hostname} port=${server.port || '5432'} dbname=${database} user=${decodeURIComponent(server.username || 'postgres')}${password}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(folder, 'userlist.txt')}`,
    'admin_users = postgres',
    // Transaction mode: each transaction may run on any server connection (no session state, no named statements).
    'pool_mode = transaction',
    'max_client_conn = 200',
    'default_pool_size = 10',
    'server_check_delay = 0',
    // SHOW STATS totals are refreshed once per period: every second, so a test sees its own traffic.
    'stats_period = 1',
    'log_stats = 0',
    // No ignore_startup_parameters: a process that sent `options` or another server setting is refused, as in production.
    'log_connections = 0',
    'log_disconnections = 0',
    '',
  ].join('\n');
}

function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 512',
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    // An upgraded (websocket) connection lives as long as its members' sessions.
    '  timeout tunnel 1h',
    '',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    // A request that cannot reach a process (it died, its check has not noticed yet) goes to another one;
    // only connection failures are retried, never a request a process may have started on.
    '  retries 2',
    '  option redispatch 1',
    // Readiness (issue 34): a process draining for a deploy answers 503 there and is taken out before it stops.
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    // A loaded machine (one process carrying all traffic while the other restarts) may take over the
    // 500 ms interval to answer: a slow answer is not a dead process. A draining one answers 503 at once.
    '  timeout check 3s',
    '  default-server inter 500ms fastinter 250ms rise 1 fall 2',
    // Which process answered, so a test can prove a request crossed to the other one.
    '  http-response set-header X-Server %s',
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    '',
  ].join('\n');
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.processes ?? 2;
  const cleanups: (() => Promise<void> | void)[] = [];
  const owned: Owned[] = [];
  const apiOutputs: { name: string; output: () => string }[] = [];
  const logs = () => [...owned, ...apiOutputs].map((entry) => `--- ${entry.name} ---\n${entry.output().slice(-4000)}`).join('\n');
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      // Last started, first stopped: balancer, API processes, pooler, then database, bucket, mail, folders.
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch {
          // Keep stopping the rest: a test's afterAll must leave nothing behind.
        }
      }
    })());

  try {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-cluster-'));
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));

    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());

    const created = await createPostgresTestDatabase();
    cleanups.push(() => created.handle.close());
    const directUrl = created.url;
    await options.prepare?.(created.handle);
    const databaseName = new URL(directUrl).pathname.slice(1);

    // pgbouncer refuses to run as root: as root it runs as the `postgres` user, as PostgreSQL does.
    const bouncerDir = path.join(folder, 'pgbouncer');
    fs.mkdirSync(bouncerDir);
    const bouncerPort = await freePort();
    fs.writeFileSync(path.join(bouncerDir, 'userlist.txt'), '"postgres" ""\n');
    fs.writeFileSync(path.join(bouncerDir, 'pgbouncer.ini'), pgbouncerConfig(bouncerDir, bouncerPort, directUrl));
    const asUser = process.getuid?.() === 0 ? systemUser('postgres') : undefined;
    if (asUser) {
      fs.chmodSync(folder, 0o755);
      for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) fs.chownSync(path.join(bouncerDir, file), asUser.uid, asUser.gid);
    }
    const bouncer = startProgram('pgbouncer', findProgram('pgbouncer'), [path.join(bouncerDir, 'pgbouncer.ini')], asUser);
    owned.push(bouncer);
    cleanups.push(() => stop(bouncer));
    const poolerUrl = `postgres://postgres@127.0.0.1:${bouncerPort}/${databaseName}`;
    const adminUrl = `postgres://postgres@127.0.0.1:${bouncerPort}/pgbouncer`;
    await until(
      'pgbouncer did not answer',
      async () => {
        const client = new pg.Client({ connectionString: poolerUrl, connectionTimeoutMillis: 1000 });
        await client.connect();
        try {
          await client.query('select 1');
        } finally {
          await client.end();
        }
        return true;
      },
      10_000,
      logs,
    );

    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: poolerUrl,
      DATABASE_DIRECT_URL: directUrl,
      DB_POOL_SIZE: '4',
      JWT_SECRET: CLUSTER_JWT_SECRET,
      PUBLIC_URL: TEST_ORIGIN,
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      LOG_LEVEL: 'warn',
      // The balancer takes a process out after two failed checks 500 ms apart (haproxyConfig): a second is enough.
      SHUTDOWN_DELAY_MS: '2000',
      // The cluster's load is a few members searching and publishing without pause (decision 071 limits a person's pace).
      MEMBER_READS_PER_MINUTE: '0',
      COMPANY_PUBLISHES_PER_HOUR: '0',
      ...options.env,
    };
    // Settings of the test runner's own environment must not leak into the processes.
    for (const name of ['MAIL_OUTBOX', 'TEST_DATABASE_URL', 'TEST_DB_KIND']) if (!(name in (options.env ?? {}))) env[name] = undefined;

    // One after the other, as a rolling deployment starts them (scale-out.test.ts covers two starting at once).
    const servers: Cluster['servers'] = [];
    const running = new Map<string, { port: number; dataDir: string; current?: Owned; earlier: string }>();
    const startTimeoutMs = options.startTimeoutMs ?? 60_000;
    const launch = async (name: string) => {
      const api = running.get(name)!;
      const started = startServer(api.dataDir, api.port, env);
      api.current = { name, child: started.child, output: started.output, exited: started.exited };
      await waitForHealth(api.port, startTimeoutMs).catch((error: Error) =>
        Promise.reject(new Error(`${name}: ${error.message}\n${logs()}`)),
      );
    };
    for (let index = 1; index <= count; index++) {
      const name = `api${index}`;
      const port = await freePort();
      const dataDir = path.join(folder, name);
      fs.mkdirSync(dataDir);
      const api = { port, dataDir, current: undefined as Owned | undefined, earlier: '' };
      running.set(name, api);
      // A restarted process's output follows what its killed predecessor wrote.
      const output = () => api.earlier + (api.current?.output() ?? '');
      apiOutputs.push({ name, output });
      cleanups.push(() => (api.current ? stop(api.current) : undefined));
      servers.push({ name, port, output });
      await launch(name);
    }

    const balancerPort = await freePort();
    const haproxyFile = path.join(folder, 'haproxy.cfg');
    fs.writeFileSync(haproxyFile, haproxyConfig(balancerPort, servers));
    const haproxy = findProgram('haproxy');
    // -c: the configuration is checked first, so a mistake in it is a clear error, not a silent stop.
    const check = startProgram('haproxy -c', haproxy, ['-c', '-q', '-f', haproxyFile]);
    const checkCode = await check.exited;
    if (checkCode !== 0) throw new Error(`haproxy refused its configuration:\n${check.output()}`);
    const balancer = startProgram('haproxy', haproxy, ['-db', '-f', haproxyFile]);
    owned.push(balancer);
    cleanups.push(() => stop(balancer));
    const url = `http://127.0.0.1:${balancerPort}`;

    // Ready once the balancer's checks have put every process in rotation: each answers in turn.
    const seen = new Set<string>();
    await until(
      'haproxy did not route to every API process',
      async () => {
        const response = await fetch(`${url}/api/health/`);
        const server = response.headers.get('x-server');
        if (response.status === 200 && server) seen.add(server);
        return seen.size === count;
      },
      15_000,
      logs,
    );

    const restart = async (name: string) => {
      await launch(name);
      await until(
        `haproxy did not route to ${name} again`,
        async () => (await fetch(`${url}/api/health/`)).headers.get('x-server') === name,
        15_000,
        logs,
      );
    };

    return {
      url,
      wsUrl: `${url.replace(/^http/, 'ws')}/ws/updates/`,
      database: created.handle,
      poolerUrl,
      directUrl,
      smtp,
      s3,
      servers,
      async poolerStats() {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        try {
          const { rows } = await admin.query<Record<string, string>>('SHOW STATS');
          const row = rows.find((entry) => entry.database === databaseName);
          if (!row) throw new Error(`pgbouncer has no statistics for ${databaseName}`);
          return row;
        } finally {
          await admin.end();
        }
      },
      async kill(name) {
        const api = running.get(name);
        if (!api?.current) throw new Error(`no API process ${name}`);
        api.current.child.kill('SIGKILL');
        await api.current.exited;
        api.earlier += `${api.current.output()}\n--- killed (SIGKILL) ---\n`;
      },
      async roll(name) {
        const api = running.get(name);
        if (!api?.current) throw new Error(`no API process ${name}`);
        api.current.child.kill('SIGTERM');
        const code = await api.current.exited;
        api.earlier += `${api.current.output()}\n--- stopped (SIGTERM, exit ${String(code)}) ---\n`;
        if (code !== 0) throw new Error(`${name} did not stop cleanly on SIGTERM (exit ${String(code)})\n${logs()}`);
        await restart(name);
      },
      restart,
      logs,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
