import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../app';
import type { AppConfig } from '../config';
import type { Database, DbHandle } from '../db/client';
import { createUser, loginAs, type UserRow } from './factories';
import { createTestApp, testConfig, type TestContext } from './test-app';

type UserOverrides = Parameters<typeof createUser>[1];

/** As createTestApp: `config` is a whole config (testConfig({...}) for overrides), testConfig() when absent. */
export type TestAppOptions = Partial<Omit<BuildOptions, 'database'>>;

/** A logged-in user: the row (with its password), the company and a fresh access token. */
export type TestMember = { user: UserRow & { password: string | null }; companyId: number; access: string };
export type TestStaff = { user: UserRow & { password: string | null }; access: string };

export type TestApp = {
  readonly app: FastifyInstance;
  readonly database: DbHandle;
  readonly db: Database;
  readonly config: AppConfig;
  /** A company user, logged in through the real endpoint. A new company unless `companyId` is given. */
  member: (overrides?: UserOverrides) => Promise<TestMember>;
  /** A staff user (superuser of no company), logged in through the real endpoint. */
  staff: (overrides?: UserOverrides) => Promise<TestStaff>;
};

/**
 * The real app on a database of its own for the describe block (or file) that calls it: built in a
 * beforeAll and closed in an afterAll that it registers itself. Hooks the caller registers after it
 * run once the app is up and before it is closed. Options that exist only once other hooks ran (a
 * port, a server's URL) come from a function, called in the beforeAll.
 *
 * The answer's properties are read inside hooks and tests, never while the tests are collected.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {}): TestApp {
  let context: (TestContext & { config: AppConfig }) | undefined;
  const current = () => {
    if (!context) throw new Error('useTestApp: the app is read before its beforeAll ran (read it inside a hook or a test)');
    return context;
  };

  beforeAll(async () => {
    const resolved = typeof options === 'function' ? await options() : options;
    const config = resolved.config ?? testConfig();
    context = { ...(await createTestApp({ ...resolved, config })), config };
  });
  afterAll(async () => {
    await context?.close();
  });

  const login = async (overrides: UserOverrides) => {
    const user = await createUser(current().database.db, overrides);
    if (user.password === null) throw new Error('useTestApp: a user without a password cannot log in');
    const { access } = await loginAs(current().app, user.email, user.password);
    return { user, access };
  };

  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get db() {
      return current().database.db;
    },
    get config() {
      return current().config;
    },
    member: async (overrides = {}) => {
      if (overrides.companyId === null) throw new Error('useTestApp: a member needs a company (staff logs in through staff)');
      const { user, access } = await login(overrides);
      return { user, companyId: user.companyId!, access };
    },
    staff: (overrides = {}) => login({ companyId: null, isSuperuser: true, ...overrides }),
  };
}
