import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './test/server-process';

/** The start path of `npm start`: a real process on a fresh DATA_DIR, as a user would run it. */

describe('npm start path', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freight-start-')), 'data');
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

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(first.output()).toContain('shutting down');
  }, 180_000);

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
