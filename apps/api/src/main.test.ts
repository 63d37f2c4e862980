import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, scratchDir, startServer, waitForHealth } from './test/server-process';

/** The start path of `npm start`: a real process on a fresh DATA_DIR, as a user would run it. */

/** Processes whose command line names this cluster: the embedded PostgreSQL server and its own workers. */
function clusterProcesses(clusterDir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(clusterDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Children of a process (the embedded server's guard shell is one of the API's). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('npm start path', () => {
  const dataDir = path.join(scratchDir('freight-start-'), 'data');
  const running: ChildProcess[] = [];
  afterAll(() => {
    running.forEach((child) => child.kill('SIGKILL'));
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('creates DATA_DIR, migrates, answers health, refuses a second server and stops gracefully', async () => {
    // A first start imports every European city: about 35 s on a quiet 2-core machine, more beside
    // the other test workers. The test checks the start path, not its speed (that is the bench's).
    const port = await freePort();
    const first = startServer(dataDir, port);
    running.push(first.child);
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 150_000, interval: 250 },
      )
      .toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const terms = (await (await fetch(`http://127.0.0.1:${port}/api/terms-and-conditions/?lang=fr`)).json()) as unknown[];
    expect(terms.length).toBeGreaterThan(0);

    const second = startServer(dataDir, await freePort());
    running.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another running server');

    const clusterDir = path.join(dataDir, 'postgres');
    expect(clusterProcesses(clusterDir).length).toBeGreaterThan(0);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(first.output()).toContain('shutting down');
    // The embedded server stopped with its API.
    expect(clusterProcesses(clusterDir)).toEqual([]);
  }, 180_000);

  it('leaves no embedded server behind when the API is killed, and starts over a stale pid file and an orphaned server', async () => {
    const clusterDir = path.join(dataDir, 'postgres');
    const start = async () => {
      const port = await freePort();
      const started = startServer(dataDir, port, { DEMO_DATA: '0' });
      running.push(started.child);
      await waitForHealth(port, 120_000);
      return started;
    };

    // kill -9 of the API: its guard shell sees the pipe close and stops the server.
    const killed = await start();
    killed.child.kill('SIGKILL');
    await killed.exited;
    await expect.poll(() => clusterProcesses(clusterDir), { timeout: 30_000, interval: 200 }).toEqual([]);

    // A power cut leaves postmaster.pid naming a process that no longer exists.
    fs.writeFileSync(path.join(clusterDir, 'postmaster.pid'), `999999\n${clusterDir}\n`);
    const afterPowerCut = await start();

    // The API and its guard die together (kill -9 of both): the server is orphaned, and the next start stops it.
    const guards = childrenOf(afterPowerCut.child.pid!);
    expect(guards.length).toBeGreaterThan(0);
    for (const pid of [afterPowerCut.child.pid!, ...guards]) process.kill(pid, 'SIGKILL');
    await afterPowerCut.exited;
    const orphans = clusterProcesses(clusterDir);
    expect(orphans.length).toBeGreaterThan(0);
    const next = await start();
    expect(orphans.every((pid) => !fs.existsSync(`/proc/${pid}`))).toBe(true);
    next.child.kill('SIGTERM');
    expect(await next.exited, next.output()).toBe(0);
    expect(clusterProcesses(clusterDir)).toEqual([]);
  }, 400_000);

  it('refuses to start on DATABASE_URL without SMTP_URL unless MAIL_OUTBOX=1 asks for the outbox', async () => {
    // Refused before any connection: the database address need not exist.
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', SMTP_URL: undefined, MAIL_OUTBOX: undefined };
    const refused = startServer(path.join(path.dirname(dataDir), 'mail'), await freePort(), env);
    running.push(refused.child);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('SMTP_URL is required with DATABASE_URL');
    expect(refused.output()).toContain('MAIL_OUTBOX=1');
  }, 30_000);
});
