import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { users } from './db/schema';
import { verifyPassword } from './modules/auth/passwords.service';
import { scratchDir } from './test/server-process';

const cliFile = path.join(import.meta.dirname, 'cli.ts');

function runCli(args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', cliFile, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

// `npm run cli` as a user runs it, on the embedded database (the PostgreSQL path is the same service,
// covered by the staff tests on both databases). One test: each process start costs seconds.
describe('npm run cli -- create-superuser', () => {
  const root = scratchDir('freight-cli-');
  const dataDir = path.join(root, 'data');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('checks its input, respects the data-folder lock, and creates a superuser who can log in', async () => {
    const weak = await runCli(['create-superuser', '--email', 'boss@exchange.example', '--password', '12345678'], dataDir);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('--password: the password cannot be entirely numeric');
    expect(weak.stderr).toContain('Usage: npm run cli -- <command>');
    expect(fs.existsSync(dataDir)).toBe(false);

    const release = lockDataDir(dataDir);
    const locked = await runCli(['create-superuser', '--email', 'boss@exchange.example', '--password', 'Staff-Pass-2026'], dataDir);
    release();
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain('is already in use by another running server');

    const created = await runCli(['create-superuser', '--email', 'Boss@Exchange.example', '--password', 'Staff-Pass-2026'], dataDir);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Superuser boss@exchange.example created.');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const handle = await openDatabase({ embeddedDataDir: dataDir });
    try {
      const [row] = await handle.db.select().from(users).where(eq(users.email, 'boss@exchange.example'));
      expect(row).toMatchObject({ isSuperuser: true, companyId: null, role: 'admin', isActive: true });
      expect(await verifyPassword(row?.passwordHash ?? null, 'Staff-Pass-2026')).toBe(true);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
