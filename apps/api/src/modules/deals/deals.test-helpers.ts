import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { DealDetail, DealTermsInput } from '@freight/shared/deals';
import type { Database } from '../../db/client';
import { createCompany, createEntry, createUser } from '../../test/factories';
import { bearer } from '../entries/entries.test-helpers';

export { bearer };

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Terms that fit an entry made by createEntry (loading and unloading tomorrow). */
export const terms = (overrides: Partial<DealTermsInput> = {}): DealTermsInput => ({
  price: 1250.5,
  price_unit: 'total',
  currency: 'EUR',
  payment_term_days: 30,
  loading_date: tomorrow(),
  unloading_date: tomorrow(),
  note: 'Tarpaulin, two straps per pallet.',
  ...overrides,
});

/** A company with an admin and an employee (both able to log in). */
export async function company(db: Database, name: string, language = 'en') {
  const row = await createCompany(db, { name });
  const admin = await createUser(db, { companyId: row.id, role: 'admin', language, firstName: 'Ana', lastName: `Admin ${name}` });
  const employee = await createUser(db, { companyId: row.id, role: 'employee', language, firstName: 'Emil', lastName: `Employee ${name}` });
  return { id: row.id, name, admin: admin.id, employee: employee.id, adminEmail: admin.email, employeeEmail: employee.email };
}

export type DealCompany = Awaited<ReturnType<typeof company>>;

/**
 * The three companies of a file's deals, made once before its tests: the entries' owner, a bidder, and one
 * outside every deal (whose tries must be refused and count against nobody). Read them inside the tests.
 */
export function useDealSides(db: () => Database, prefix: string) {
  const sides = {} as { owner: DealCompany; bidder: DealCompany; outsider: DealCompany };
  beforeAll(async () => {
    sides.owner = await company(db(), `${prefix} Owner SRL`);
    sides.bidder = await company(db(), `${prefix} Bidder GmbH`);
    sides.outsider = await company(db(), `${prefix} Outsider Kft`);
  });
  return sides;
}

export async function ware(
  db: Database,
  owner: { id: number; admin: number },
  overrides: Parameters<typeof createEntry>[1] extends infer T ? Partial<T> : never = {},
) {
  return createEntry(db, { formType: 'ware', companyId: owner.id, userId: owner.admin, ...overrides });
}

type Call = { method: 'GET' | 'POST'; url: string; payload?: unknown };

/** A call as a member (by user id), answering status and body. */
export async function as(app: FastifyInstance, userId: number, call: Call) {
  const response = await app.inject({ ...call, headers: await bearer(app, userId) } as never);
  return {
    status: response.statusCode,
    body: response.json() as DealDetail & { code?: string; fields?: Record<string, string[]> } & Record<string, unknown>,
  };
}

export const offer = (app: FastifyInstance, userId: number, entryUid: string, overrides: Partial<DealTermsInput> = {}) =>
  as(app, userId, { method: 'POST', url: '/api/deals/', payload: { entry_uid: entryUid, ...terms(overrides) } });

export const act = (app: FastifyInstance, userId: number, dealId: number, action: string, payload: unknown = {}) =>
  as(app, userId, { method: 'POST', url: `/api/deals/${dealId}/${action}/`, payload });
