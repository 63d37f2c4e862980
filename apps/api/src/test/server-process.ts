import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The entry point of `npm start`, started as a real process by the start-path and scale-out tests. */
const mainFile = path.join(import.meta.dirname, '..', 'main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs main.ts on `port` with DATA_DIR `dataDir` and no web bundle; `env` adds or overrides settings. */
export function startServer(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Answers once the server's health check says 200 (fails after `timeoutMs`). */
export async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

/**
 * A new temporary folder other users may pass through: started as root, the embedded server runs as
 * the `postgres` user, which must reach a DATA_DIR made inside it (mkdtemp makes folders 0700).
 */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o711);
  return dir;
}
