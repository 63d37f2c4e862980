import type { CompanyReputation } from '@freight/shared/reputation';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { company } from '../deals/deals.test-helpers';
import { bearer } from '../entries/entries.test-helpers';
import { insertDeal, insertRating } from './reputation.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;
const DAY = 24 * 3600 * 1000;

/** Issue 32 item 3: who may read a company's reputation, and that only agreed deals make it. */
describe('reputation: access and basis', () => {
  const ctx = useTestApp();
  let reader: Company;

  beforeAll(async () => {
    reader = await company(ctx.database.db, 'Access Reader GmbH');
  });

  const get = async (url: string, userId: number | null = reader.admin) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: userId === null ? {} : await bearer(ctx.app, userId) });
    return { status: response.statusCode, body: response.json() as CompanyReputation & { code?: string; fields?: unknown } };
  };

  it('authenticates before validating, refuses a malformed id and hides companies that are not active', async () => {
    expect(await get('/api/companies/abc/reputation/', null)).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999'])
      expect(await get(`/api/companies/${id}/reputation/`), id).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const db = ctx.database.db;
    for (const status of ['pending', 'inactive'] as const) {
      const hidden = await createCompany(db, { status });
      expect(await get(`/api/companies/${hidden.id}/reputation/`), status).toMatchObject({
        status: 404,
        body: { code: 'company_not_found' },
      });
      const staff = await createUser(db, { companyId: null, isSuperuser: true });
      expect((await get(`/api/companies/${hidden.id}/reputation/`, staff.id)).status).toBe(200);
    }
  });

  it('counts neither the deals that were not agreed nor their invoices and ratings', async () => {
    const db = ctx.database.db;
    const payer = await company(db, 'Basis Payer SRL');
    const carrier = await company(db, 'Basis Carrier Kft');
    const agreedAt = new Date(Date.now() - 40 * DAY);
    const invoice = new Date(Date.now() - 35 * DAY).toISOString().slice(0, 10);
    const paid = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
    for (let i = 0; i < 3; i++) {
      const id = await insertDeal(db, {
        payer: payer.id,
        carrier: carrier.id,
        agreedAt,
        status: 'cancelled',
        delivery: 'confirmed',
        invoiceDate: invoice,
        paidDate: i === 0 ? null : paid,
        termDays: 1,
      });
      await insertRating(db, { dealId: id, rater: carrier.id, rated: payer.id, punctuality: 1, communication: 1, payment: 1 });
    }
    const body = (await get(`/api/companies/${payer.id}/reputation/`)).body;
    expect(body.deals).toEqual({ agreed: 0, completed: 0 });
    expect(body.payment).toMatchObject({ overdue_now: 0, paid_on_time_share: { count: 0, value: null } });
    expect(body.ratings.punctuality).toMatchObject({ count: 0, value: null, insufficient_data: true });
    expect(body.trend.every((month) => month.deals === 0 && month.invoices_paid === 0)).toBe(true);
  });
});
