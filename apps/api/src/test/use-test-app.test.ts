import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client';
import { withClient } from '../db/embedded-database';
import { companies } from '../db/schema';
import { createCompany } from './factories';
import { testConfig } from './test-app';
import { useTestApp } from './use-test-app';

const databaseName = async (db: Database) =>
  ((await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]?.name;

const databaseExists = (name: string) =>
  withClient(inject('testServerUrl'), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  });

/** Two describe blocks stand for two test files: each calls the fixture, as a file does at its top. */
describe('useTestApp', () => {
  let first: { name: string; vatNumber: string; dataDir: string } | undefined;

  describe('a first file', () => {
    const ctx = useTestApp();
    let early: unknown;
    try {
      void ctx.app;
    } catch (error) {
      early = error;
    }

    it('refuses to be read while the tests are collected', () => {
      expect(early).toBeInstanceOf(Error);
      expect((early as Error).message).toMatch(/before its beforeAll/);
    });

    it('opens the app on a fresh clone of the template, with a config of its own', async () => {
      const name = await databaseName(ctx.db);
      expect(name).toMatch(/^test_\d+_[0-9a-f]{8}$/);
      expect(await databaseExists(name!)).toBe(true);
      expect(ctx.database.db).toBe(ctx.db);
      expect(fs.existsSync(ctx.config.dataDir)).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      const company = await createCompany(ctx.db);
      first = { name: name!, vatNumber: company.vatNumber, dataDir: ctx.config.dataDir };
    });

    it('logs in members and staff through the real endpoint', async () => {
      const member = await ctx.member({ role: 'employee' });
      expect(member.user).toMatchObject({ role: 'employee', companyId: member.companyId });
      const colleague = await ctx.member({ companyId: member.companyId });
      expect(colleague.companyId).toBe(member.companyId);
      const staff = await ctx.staff();
      expect(staff.user).toMatchObject({ companyId: null, isSuperuser: true });

      const system = (access: string) =>
        ctx.app.inject({ method: 'GET', url: '/api/staff/system/', headers: { authorization: `Bearer ${access}` } });
      expect((await system(member.access)).statusCode).toBe(403);
      expect((await system(staff.access)).statusCode).toBe(200);
      await expect(ctx.member({ companyId: null })).rejects.toThrow(/needs a company/);
      await expect(ctx.member({ password: null })).rejects.toThrow(/cannot log in/);
    });
  });

  describe('a second file', () => {
    let version = '';
    beforeAll(() => {
      version = 'v-fixture-options';
    });
    const ctx = useTestApp(() => ({ config: testConfig({ version }) }));

    it('builds its options after the hooks registered before it', () => {
      expect(ctx.config.version).toBe('v-fixture-options');
    });

    it('has a database of its own: the first file’s is dropped and its rows are nowhere here', async () => {
      expect(first).toBeDefined();
      const name = await databaseName(ctx.db);
      expect(name).not.toBe(first!.name);
      expect(await databaseExists(first!.name)).toBe(false);
      expect(await ctx.db.select().from(companies).where(eq(companies.vatNumber, first!.vatNumber))).toEqual([]);
      expect(ctx.config.dataDir).not.toBe(first!.dataDir);
    });
  });
});
