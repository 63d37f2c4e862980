import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// Issue 28 item 4: without the browser the journeys stop at once, with one line that names the install command.
it('stops the journeys with one line naming the install command when the browser is missing', () => {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--list'], {
    cwd: root,
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    encoding: 'utf8',
    timeout: 25_000,
  });
  expect(run.status).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('/nonexistent/chromium');
  expect(lines[0]).toContain('apt-get install chromium-headless-shell');
  // Nothing was listed, started or waited for.
  expect(run.stdout).not.toMatch(/spec\.ts/);
});
