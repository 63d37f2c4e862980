import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopServer, waitForHealth } from './processes';
import { log } from './settings';

export type StartupTimes = { firstMs: number; laterMs: number };

const mainFile = path.join(import.meta.dirname, '..', 'apps', 'api', 'src', 'main.ts');

/** main.ts (what `npm start` runs once the web app is built) on `dataDir`: milliseconds until health answers 200. */
async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(port, child, 300_000);
    return Date.now() - started;
  } finally {
    await stopServer(child);
  }
}

/**
 * Issue 28 goal 6: a first start on an empty DATA_DIR (the embedded server created, migrations, every
 * European city imported, demo data) and a later start on the same folder, as a user runs them.
 */
export async function startupPhase(): Promise<StartupTimes> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-bench-startup-'));
  // Started as root, the embedded server runs as `postgres`, which must pass through this folder.
  fs.chmodSync(root, 0o711);
  try {
    const dataDir = path.join(root, 'data');
    const firstMs = await timedStart(dataDir);
    log(`first start on an empty DATA_DIR: ${(firstMs / 1000).toFixed(1)} s`);
    const laterMs = await timedStart(dataDir);
    log(`later start: ${(laterMs / 1000).toFixed(1)} s`);
    return { firstMs, laterMs };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
