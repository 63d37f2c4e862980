import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, serverBinaries } from '../db/embedded-postgres';

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, its own port), so a fault
 * test can stop or freeze it without touching the test run's shared server (issue 14). It uses the
 * embedded server's binaries (decision 032); as root they run as the `postgres` user, as PostgreSQL requires.
 */
export type ThrowawayCluster = {
  url: string;
  stop(): void;
  start(): void;
  /** Stops every process of the server (SIGSTOP): connections are accepted by the kernel, nothing answers. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
};

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = path.dirname((await serverBinaries()).pg_ctl);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-pg-'));
  const data = path.join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', folder]);
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  const processes = () => {
    const postmaster = fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    const children = execFileSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).split('\n').filter(Boolean);
    return [Number(postmaster), ...children.map(Number)];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, name);
      } catch (error) {
        // A backend that ended between the entry and the signal (seen in CI as ESRCH) needs none.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    destroy: () => {
      try {
        signal('SIGCONT');
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
