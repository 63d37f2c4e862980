import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onboardingDataSchema } from '@freight/shared/accounts';
import { companies, companyDocuments, onboardingInvitations, users } from '../../db/schema';
import { pdfBytes, pngBytes, registrationData, registrationForm, storedFiles, uniqueIp, type UploadFile } from '../../test/factories';
import { captureLogs, testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe('company onboarding (/registration-initialized)', () => {
  const config = testConfig({ logLevel: 'info' });
  const logs = captureLogs();
  const ctx = useTestApp({ config, logStream: logs.stream });

  /** A registered (pending) company and an invitation as staff would create it. */
  async function invitedCompany(overrides: Parameters<typeof registrationData>[0] = {}) {
    const data = registrationData(overrides);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationForm(data),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    const companyId = response.json().company_id as number;
    const tid = crypto.randomBytes(24).toString('base64url');
    await ctx.database.db.insert(onboardingInvitations).values({ tid, companyId });
    return { data, companyId, tid };
  }

  const getOnboarding = (tid: string) => ctx.app.inject({ method: 'GET', url: `/api/company-onboarding/${tid}/` });
  const update = (tid: string, data: unknown, files: UploadFile[] = []) =>
    ctx.app.inject({ method: 'POST', url: `/api/company/${tid}/pending-update/`, payload: registrationForm(data, files) });

  it('answers 404 not_found for an unknown invitation, on GET and POST', async () => {
    const get = await getOnboarding('unknown-tid');
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ request_id: expect.any(String), code: 'not_found', detail: expect.any(String) });
    const post = await update('unknown-tid', registrationData());
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('not_found');
  });

  it('shows the registration in the shape of the registration payload', async () => {
    const { data, tid } = await invitedCompany({ contact: { phone_number: '0722-111 222' } });
    const response = await getOnboarding(tid);
    expect(response.statusCode).toBe(200);
    const body = onboardingDataSchema.parse(response.json());
    expect(body.company).toEqual({ ...data.company, VATNumber: data.company.VATNumber });
    expect(body.contact).toEqual({ ...data.contact, phone_number: '722111222' });
    expect(body.documents.map((document) => document.name).sort()).toEqual(['certificat.pdf', 'licenta.pdf', 'statut.pdf']);
    for (const document of body.documents) expect(document.id).toEqual(expect.any(Number));
  });

  it('updates the company and its administrator, keeps it pending and spends the invitation', async () => {
    const { data, companyId, tid } = await invitedCompany();
    const corrected = registrationData({
      company: { ...data.company, name: 'Trans Carpați Logistic SRL', type: 1, subscription_months: 12 },
      contact: { ...data.contact, first_name: 'Mihaela', email: `new.${data.contact.email}` },
    });
    const response = await update(tid, corrected);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ company_id: companyId, status: 'pending' });

    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({ name: 'Trans Carpați Logistic SRL', type: 1, subscriptionMonths: 12, status: 'pending' });
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.companyId, companyId));
    expect(admin).toMatchObject({ firstName: 'Mihaela', email: `new.${data.contact.email}`, role: 'admin', passwordHash: null });
    const [invitation] = await ctx.database.db.select().from(onboardingInvitations).where(eq(onboardingInvitations.tid, tid));
    expect(invitation?.usedAt).toBeInstanceOf(Date);

    expect((await getOnboarding(tid)).statusCode).toBe(404);
    expect((await update(tid, corrected)).statusCode).toBe(404);
  });

  it('adds further PDFs, ignoring names already stored, and checks the count against the new type', async () => {
    const { data, companyId, tid } = await invitedCompany({ company: { type: 2 } });
    // Registered as producer with 3 files; now a carrier: 3 stored + 1 new distinct name = 4.
    const files = [
      { name: 'statut.pdf', bytes: pdfBytes('again') },
      { name: 'asigurare.pdf', bytes: pdfBytes('insurance') },
    ];
    const response = await update(tid, { ...data, company: { ...data.company, type: 0 } }, files);
    expect(response.statusCode).toBe(200);
    const documents = await ctx.database.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId));
    expect(documents.map((document) => document.originalName).sort()).toEqual([
      'asigurare.pdf',
      'certificat.pdf',
      'licenta.pdf',
      'statut.pdf',
    ]);
  });

  it('checks files, rules and conflicts like the registration, excluding the company itself', async () => {
    const other = await invitedCompany();
    const { data, companyId, tid } = await invitedCompany();
    const filesBefore = storedFiles(config.dataDir).length;

    const png = await update(tid, data, [{ name: 'scan.pdf', bytes: pngBytes() }]);
    expect(png.json().code).toBe('unsupported_file');
    const invalid = await update(tid, { ...data, company: { ...data.company, name: 'Abc' } });
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', fields: { 'company.name': ['name_too_short'] } });
    const extra = await update(tid, { ...data, company: { ...data.company, status: 'active' } });
    expect(extra.json()).toMatchObject({ code: 'validation_failed', fields: { 'company.status': ['unrecognized_key'] } });
    const taken = await update(tid, { ...data, contact: { ...data.contact, email: other.data.contact.email } }, [
      { name: 'new.pdf', bytes: pdfBytes() },
    ]);
    expect(taken.json()).toMatchObject({ code: 'email_exists', fields: { 'contact.email': ['email_exists'] } });
    const takenVat = await update(tid, { ...data, company: { ...data.company, VATNumber: other.data.company.VATNumber } });
    expect(takenVat.json().code).toBe('vat_number_exists');
    expect(storedFiles(config.dataDir).length).toBe(filesBefore);

    // Its own VAT number, registry number and e-mail are no conflict.
    expect((await update(tid, data)).statusCode).toBe(200);
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company?.status).toBe('pending');
  });

  it('does not open an invitation of a company that is no longer pending', async () => {
    const { companyId, tid } = await invitedCompany();
    await ctx.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, companyId));
    expect((await getOnboarding(tid)).statusCode).toBe(404);
  });

  it('keeps the invitation id (a capability) out of the request log', async () => {
    const { data, tid } = await invitedCompany();
    await getOnboarding(tid);
    await update(tid, data);
    const log = logs.lines.join('\n');
    expect(log).toContain('/api/company-onboarding/[redacted]/');
    expect(log).not.toContain(tid);
  });
});
