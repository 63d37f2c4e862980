import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys against the real server (the `npm start` path) on a fresh DATA_DIR and its own port,
 * driven by Debian's Chromium (never a downloaded browser). The config is evaluated again in each
 * worker, so the chosen port and folder travel through the environment.
 */
// Debian's old headless shell (package chromium-headless-shell), which Playwright itself uses for headless
// runs: the same Blink and V8 as /usr/bin/chromium without the full browser around them, and a fifth less
// machine time on the journeys (decision 063). The full browser serves where only it is installed.
const BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromium = process.env.CHROMIUM_PATH ?? BROWSERS.find((browser) => fs.existsSync(browser)) ?? BROWSERS[0]!;
if (!fs.existsSync(chromium)) {
  // One line instead of every journey timing out on a browser that is not there.
  console.error(
    `Playwright journeys need Debian's Chromium at ${chromium}: run \`sudo apt-get install chromium-headless-shell\` (or chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
// A port the system says is free (a random one once met NATS on 4222); synchronous, as the config is.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'freight-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  // Two cores run the browser, the server and the runner: a dashboard page has taken over 10 s to draw there.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // A trace records every action's page and a screencast, about a quarter of the journeys' time on two cores:
    // under CI a failed journey is run again with one, locally every failed journey keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx apps/api/src/main.ts',
    url: `${baseURL}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Journeys register their own companies (e2e/fixtures/own-company.ts), each from its own office
      // address in X-Forwarded-For, as behind a load balancer; one address allows 10 registrations an hour.
      TRUST_PROXY: '1',
      // Agent mails are looked for every 5 s instead of every minute, so the agent journey waits seconds for
      // its mail, not up to a minute with a worker idle.
      ENTRY_DIGEST_INTERVAL_MS: '5000',
    },
  },
});
