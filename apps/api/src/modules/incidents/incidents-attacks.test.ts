import { beforeAll, describe, expect, it } from 'vitest';
import type { IncidentPage } from '@freight/shared/incidents';
import { paymentIncidents, transportIncidents } from '../../db/schema-incidents';
import { createCompany, createUser, readMails, type UploadFile } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fourPdfs, incidentForm, insertIncident, postIncident, transportFields } from './incidents.test-helpers';

/**
 * An attacker with a member account: a company that is not on the exchange (an applicant staff have not approved,
 * a company staff deactivated) is not found through incidents either, as its details page answers (decision 014).
 */
describe('incidents: attacks', () => {
  const config = testConfig();
  const ctx = useTestApp({ config });
  let access: string;
  let reporterCompanyId: number;

  beforeAll(async () => {
    const reporter = await ctx.member();
    access = reporter.access;
    reporterCompanyId = reporter.companyId;
  });

  const stored = async () => (await ctx.database.db.$count(paymentIncidents)) + (await ctx.database.db.$count(transportIncidents));
  const hidden = async () => ({
    pending: await createCompany(ctx.database.db, { name: 'Applicant Not Yet Approved SRL', status: 'pending' }),
    inactive: await createCompany(ctx.database.db, { name: 'Deactivated By Staff SRL', status: 'inactive' }),
  });

  it('files no incident against a company that is not on the exchange, learns nothing of it and mails nobody', async () => {
    const { pending, inactive } = await hidden();
    const pendingAdmin = await createUser(ctx.database.db, { companyId: pending.id, role: 'admin', password: null });
    const before = await stored();
    for (const target of [pending, inactive]) {
      const response = await postIncident(
        ctx.app,
        'transport',
        access,
        incidentForm(transportFields(target.id), [fourPdfs()[0] as UploadFile]),
      );
      expect([response.statusCode, response.json().code]).toEqual([404, 'company_not_found']);
      expect(response.body).not.toContain(target.name);
    }
    expect(await stored()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readMails(config.dataDir)).filter((mail) => mail.to === pendingAdmin.email)).toEqual([]);
  });

  it('lists no incidents of a company that is not on the exchange; the own incidents against it stay on the own list', async () => {
    const { pending, inactive } = await hidden();
    const other = await createCompany(ctx.database.db);
    for (const target of [pending, inactive]) {
      await insertIncident(ctx.database.db, 'payment', { companyId: target.id, createdByCompanyId: other.id });
      await insertIncident(ctx.database.db, 'transport', { companyId: target.id, createdByCompanyId: reporterCompanyId });
      for (const url of [`/api/incidents/?company=${target.id}`, `/api/payment-incidents/?company=${target.id}`]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
        expect([response.statusCode, response.json().code]).toEqual([404, 'company_not_found']);
        expect(response.body).not.toContain(target.name);
      }
    }
    const own = await ctx.app.inject({ method: 'GET', url: '/api/incidents/?scope=by_me', headers: { authorization: `Bearer ${access}` } });
    const targets = (own.json() as IncidentPage).results.map((incident) => incident.company.id);
    expect(targets).toEqual(expect.arrayContaining([pending.id, inactive.id]));
  });

  it('a member of the company itself still reads the incidents against it by its id', async () => {
    const target = await ctx.member();
    await insertIncident(ctx.database.db, 'payment', { companyId: target.companyId, createdByCompanyId: reporterCompanyId });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/incidents/?company=${target.companyId}`,
      headers: { authorization: `Bearer ${target.access}` },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as IncidentPage).results).toHaveLength(1);
  });
});
