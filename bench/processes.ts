import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { JWT_SECRET, METRICS_TOKEN, ORIGIN, settings } from './settings';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Answers once the server's health check says 200 (fails after `timeoutMs`, or when the process ends first). */
export async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} ended with ${child.exitCode}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

/** bench/server.ts on `port` with the bench's JWT secret and origin; `env` adds or overrides settings (DATABASE_URL, LIST_CACHE_MS …). */
export function startServer(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  // BENCH_PROFILE_DIR: each server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = settings.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.profileDir}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      METRICS_TOKEN,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      // The bench measures what the server can answer: its 1,000 reader tokens and 32 publishers stand for many
      // more members each than one person's reads a minute (decision 071), so the per-member limits are off here.
      MEMBER_READS_PER_MINUTE: '0',
      COMPANY_PUBLISHES_PER_HOUR: '0',
      // The bench sends no mail on purpose; on DATABASE_URL a server needs SMTP_URL or this (config.ts).
      ...(process.env.SMTP_URL ? {} : { MAIL_OUTBOX: '1' }),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Ends the process (SIGTERM, graceful) and answers once it is gone; SIGKILL after 15 s. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
