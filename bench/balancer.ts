import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, warmUp, type Row } from './load';
import { freePort, startServer, stopServer, waitForHealth } from './processes';
import { log } from './settings';

/** What the balancer phase measures: the same routes as the direct phases, each through haproxy. */
export type BalancedRoute = { key: string; name: string; path: string | (() => string); tokens?: () => Promise<string[]> };

/** Debian's haproxy (`apt-get install haproxy`), or an error that says how to get it. */
function haproxyProgram(): string {
  const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('the balancer phase needs haproxy (Debian: apt-get install -y haproxy)');
  return found;
}

/** Round robin over the processes with health checks, as README "Run on several machines" shows. */
function haproxyConfig(port: number, serverPorts: number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health/',
    '  http-check expect status 200',
    '  retries 2',
    '  option redispatch 1',
    ...serverPorts.map((serverPort, index) => `  server api${index + 1} 127.0.0.1:${serverPort} check inter 2s`),
    '',
  ].join('\n');
}

async function balancerReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy ended with ${child.exitCode}`);
    const status = await fetch(`${url}/api/health/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('haproxy did not answer within 20 s');
}

/**
 * Issue 16 item 7: two API processes with the shipped settings behind haproxy, on the bench's database,
 * and the given routes measured through the balancer (keys `balancer-<key>`). Everything started here is
 * stopped before it answers.
 */
export async function measureThroughBalancer(databaseUrl: string, routes: BalancedRoute[]): Promise<(Row & { key: string })[]> {
  const haproxy = haproxyProgram();
  const ports = [await freePort(), await freePort()];
  const children = ports.map((port) => startServer(port, { DATABASE_URL: databaseUrl }));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-balancer-'));
  let balancer: ChildProcess | undefined;
  try {
    await Promise.all(ports.map((port, index) => waitForHealth(port, children[index]!)));
    const port = await freePort();
    const configFile = path.join(folder, 'haproxy.cfg');
    fs.writeFileSync(configFile, haproxyConfig(port, ports));
    balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    await balancerReady(base, balancer);
    log(`balancer: haproxy on ${port} over processes on ${ports.join(', ')}`);
    const rows: (Row & { key: string })[] = [];
    for (const route of routes) {
      const tokens = route.tokens ? await route.tokens() : undefined;
      if (typeof route.path === 'string') await warmUp(base, route.path, tokens?.[0]);
      const row = await load(`${route.name}, through haproxy over 2 processes`, { base, path: route.path, tokens });
      rows.push({ ...row, key: `balancer-${route.key}` });
    }
    return rows;
  } finally {
    if (balancer && balancer.exitCode === null) {
      const exited = new Promise((resolve) => balancer!.once('exit', resolve));
      balancer.kill('SIGTERM');
      await exited;
    }
    await Promise.all(children.map(stopServer));
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
