import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-trust';
import { createCompany, createUser } from '../../test/factories';
import { operationsOf, type OpenApiDocument, type Operation } from '../../test/fuzz/fuzz-requests';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from '../entries/entries.test-helpers';

/**
 * An attacker with a member account (admin or employee) or with a deactivated company's account: every staff
 * route of the OpenAPI document refuses them, whatever the route, so a staff route added later is covered too.
 */
describe('staff routes: attacks by members', () => {
  const ctx = useTestApp();
  let operations: Operation[];

  beforeAll(async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    operations = operationsOf(document).filter((op) => op.path.startsWith('/api/staff/'));
  });

  it('answers 403 to an admin and an employee of an active company, 401 to a deactivated company’s, changing nothing', async () => {
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/staff/audit-log/',
        'GET /api/staff/contact-flags/',
        'POST /api/staff/change-requests/{id}/approve/',
        'PATCH /api/staff/payment-incidents/{id}/',
        'GET /api/staff/system/',
      ]),
    );
    const db = ctx.database.db;
    const active = await createCompany(db);
    const inactive = await createCompany(db, { status: 'inactive' });
    const pending = await createCompany(db, { status: 'pending' });
    const callers = {
      admin: (await createUser(db, { companyId: active.id, role: 'admin' })).id,
      employee: (await createUser(db, { companyId: active.id, role: 'employee' })).id,
      inactive: (await createUser(db, { companyId: inactive.id, role: 'admin' })).id,
      pending: (await createUser(db, { companyId: pending.id, role: 'admin' })).id,
    };
    const auditBefore = await db.$count(auditLog);
    const wrong: string[] = [];
    for (const op of operations) {
      // Real ids of real rows, and a body as staff would send it: only the caller is wrong.
      const url = op.path.replace(/\{[^}]+\}/g, String(pending.id));
      const payload =
        op.method === 'GET' || op.method === 'DELETE' ? undefined : { status: 'approved', reason: 'Looks fine to me.', type: 'major' };
      for (const [who, userId] of Object.entries(callers)) {
        const response = await ctx.app.inject({
          method: op.method as InjectOptions['method'],
          url,
          headers: await bearer(ctx.app, userId),
          ...(payload ? { payload } : {}),
        });
        const expected = who === 'admin' || who === 'employee' ? [403, 'permission_denied'] : [401, 'token_not_valid'];
        const got = [response.statusCode, (response.json() as { code?: string }).code];
        if (got[0] !== expected[0] || got[1] !== expected[1]) wrong.push(`${who} ${op.method} ${op.path} -> ${got.join(' ')}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await db.$count(auditLog)).toBe(auditBefore);
  });
});
