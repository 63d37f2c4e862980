import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyDocuments, users } from '../../db/schema';
import {
  pdfBytes,
  pngBytes,
  registrationData,
  registrationForm,
  storedFiles,
  threePdfs,
  uniqueIp,
  type UploadFile,
  waitForMail,
} from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { BANK_DETAILS } from './bank-details';
import { REGISTRATION_ATTEMPTS_PER_IP_PER_HOUR } from './registration-limit';

describe('POST /api/auth/register/', () => {
  const config = testConfig();
  const ctx = useTestApp({ config });

  const register = (data: unknown, files?: UploadFile[], options: { query?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/auth/register/${options.query ?? ''}`,
      payload: registrationForm(data, files),
      headers: options.headers,
      remoteAddress: uniqueIp(),
    });

  async function countRows() {
    const { db } = ctx.database;
    return { companies: await db.$count(companies), users: await db.$count(users), documents: await db.$count(companyDocuments) };
  }

  it('registers a pending company, its administrator without password and its documents', async () => {
    const data = registrationData({ contact: { position: 'Manager', phone_number: '0744-55 66 77' } });
    const response = await register(data, undefined, { query: '?lang=ro' });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { company_id: number; status: string };
    expect(body).toEqual({ company_id: expect.any(Number), status: 'pending' });

    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, body.company_id));
    expect(company).toMatchObject({
      name: data.company.name,
      status: 'pending',
      vatNumber: data.company.VATNumber,
      registryCombination: `J12/${data.company.registry_uniqueId}/2015`,
      subscriptionMonths: 6,
      country: 'RO',
    });
    expect(company?.paymentReference).toMatch(/^FX-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const [admin] = await ctx.database.db.select().from(users).where(eq(users.companyId, body.company_id));
    expect(admin).toMatchObject({
      email: data.contact.email,
      role: 'admin',
      isSuperuser: false,
      passwordHash: null,
      language: 'ro',
      jobTitle: 'Manager',
      phonePrefix: '+40',
      phone: '744556677',
      spokenLanguages: ['ro', 'en'],
    });

    const documents = await ctx.database.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, body.company_id));
    expect(documents.map((document) => [document.kind, document.originalName]).sort()).toEqual([
      ['registration', 'certificat.pdf'],
      ['registration', 'licenta.pdf'],
      ['registration', 'statut.pdf'],
    ]);
    for (const document of documents) {
      const bytes = Buffer.concat((await (await ctx.app.storage.open(document.storageKey)).stream.toArray()) as Buffer[]);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(document.sizeBytes);
    }
  });

  it('mails the applicant in the chosen language with amount, bank details and payment reference', async () => {
    const data = registrationData({ company: { subscription_months: 12 } });
    const response = await register(data, undefined, { query: '?lang=de' });
    expect(response.statusCode).toBe(201);
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, response.json().company_id));
    // Mail is a job, sent just after the answer (issue 16).
    const [mail] = await waitForMail(config.dataDir, data.contact.email);
    expect(mail?.subject).toBe(`Wir haben die Registrierung von ${data.company.name} erhalten`);
    expect(mail?.text).toContain('Guten Tag Andrei Ionescu');
    expect(mail?.text).toContain('12 Monate, 168 EUR');
    expect(mail?.text).toContain(`Verwendungszweck: ${company?.paymentReference}`);
    expect(mail?.text).toContain(`IBAN: ${BANK_DETAILS.iban}`);
    expect(mail?.text).toContain(`Empfänger: ${BANK_DETAILS.beneficiary}`);
    expect(mail?.text).toContain(BANK_DETAILS.bank);
    expect(mail?.html).toContain(company?.paymentReference);
  });

  it('takes the mail language from Accept-Language without ?lang and falls back to English', async () => {
    const hungarian = registrationData({ contact: { first_name: 'Gábor', last_name: 'Kovács' } });
    expect((await register(hungarian, undefined, { headers: { 'accept-language': 'xx, hu-HU;q=0.9, en;q=0.5' } })).statusCode).toBe(201);
    const [huMail] = await waitForMail(config.dataDir, hungarian.contact.email);
    expect(huMail?.text).toContain('Tisztelt Kovács Gábor!');
    expect(huMail?.text).toContain('6 hónap, 84 EUR');

    const unknown = registrationData();
    expect((await register(unknown, undefined, { query: '?lang=xx', headers: { 'accept-language': 'es' } })).statusCode).toBe(201);
    const [enMail] = await waitForMail(config.dataDir, unknown.contact.email);
    expect(enMail?.text).toContain('Your subscription: 6 months, 84 EUR');
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.email, unknown.contact.email));
    expect(admin?.language).toBe('en');
  });

  it.each([
    ['company name under 5 characters', { company: { name: 'Abcd' } }, 'company.name', 'name_too_short'],
    ['VAT without country letters', { company: { VATNumber: '12345678' } }, 'company.VATNumber', 'vat_invalid'],
    ['VAT too short', { company: { VATNumber: 'DE12345' } }, 'company.VATNumber', 'vat_invalid'],
    ['VAT too long', { company: { VATNumber: 'DE1234567890123' } }, 'company.VATNumber', 'vat_invalid'],
    ['RO VAT without order number', { company: { registry_orderNumber: '' } }, 'company.registry_orderNumber', 'registry_order_invalid'],
    [
      'RO VAT with bad order number',
      { company: { registry_orderNumber: 'X12' } },
      'company.registry_orderNumber',
      'registry_order_invalid',
    ],
    ['RO VAT with bad unique id', { company: { registry_uniqueId: '12a' } }, 'company.registry_uniqueId', 'registry_unique_invalid'],
    ['RO VAT without year', { company: { registry_year: '' } }, 'company.registry_year', 'registry_year_invalid'],
    ['RO VAT with a 2-digit year', { company: { registry_year: '19' } }, 'company.registry_year', 'registry_year_invalid'],
    ['city of 2 characters', { company: { city: 'Ab' } }, 'company.city', 'too_short'],
    ['postal code of 2 characters', { company: { postal_code: '12' } }, 'company.postal_code', 'too_short'],
    ['unknown country', { company: { country: 'US' } }, 'company.country', 'required'],
    ['website that is no URL', { company: { website: 'not a url' } }, 'company.website', 'url_invalid'],
    ['subscription of 7 months', { company: { subscription_months: 7 } }, 'company.subscription_months', 'subscription_invalid'],
    ['unknown company type', { company: { type: 3 } }, 'company.type', 'required'],
    ['first name under 3 characters', { contact: { first_name: 'Al' } }, 'contact.first_name', 'name_too_short'],
    ['last name under 3 characters', { contact: { last_name: 'Li' } }, 'contact.last_name', 'name_too_short'],
    ['bad email', { contact: { email: 'andrei@example' } }, 'contact.email', 'email_invalid'],
    ['phone of 5 digits', { contact: { phone_number: '12 345' } }, 'contact.phone_number', 'phone_invalid'],
    ['phone of 16 digits', { contact: { phone_number: '1234567890123456' } }, 'contact.phone_number', 'phone_invalid'],
    ['phone with letters', { contact: { phone_number: '0722abc123' } }, 'contact.phone_number', 'phone_invalid'],
  ])('refuses a %s with validation_failed', async (_name, overrides, field, code) => {
    const data = registrationData(overrides as Parameters<typeof registrationData>[0]);
    const response = await register(data);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('validation_failed');
    expect(body.fields[field]).toContain(code);
  });

  it('accepts a foreign company without registry number, a 6-digit phone after stripping, and defaults to 6 months', async () => {
    const data = registrationData({
      company: {
        VATNumber: 'de 123456789',
        registry_orderNumber: '',
        registry_uniqueId: '',
        registry_year: '',
        country: 'DE',
        website: '',
      },
      contact: { phone_number: '00-123 456', phone_prefix: '+49' },
    });
    delete (data.company as Partial<typeof data.company>).subscription_months;
    const response = await register(data);
    expect(response.statusCode).toBe(201);
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, response.json().company_id));
    expect(company).toMatchObject({ vatNumber: 'DE123456789', registryCombination: '', subscriptionMonths: 6 });
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.companyId, response.json().company_id));
    expect(admin?.phone).toBe('123456');
  });

  it('refuses a payload that tries to set status, role or superuser', async () => {
    const before = await countRows();
    const data = registrationData();
    const response = await register({
      ...data,
      company: { ...data.company, status: 'active' },
      contact: { ...data.contact, role: 'superuser', is_superuser: true },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(['company.status', 'contact.is_superuser', 'contact.role']);
    const topLevel = await register({ ...data, is_superuser: true });
    expect(topLevel.json().fields).toEqual({ is_superuser: ['unrecognized_key'] });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a request without data or with data that is no JSON', async () => {
    const form = new FormData();
    form.append('documents', new Blob([new Uint8Array(pdfBytes())]), 'a.pdf');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/register/', payload: form, remoteAddress: uniqueIp() });
    expect(missing.json()).toMatchObject({ code: 'validation_failed', fields: { data: ['required'] } });

    const broken = new FormData();
    broken.append('data', '{"company":');
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/auth/register/', payload: broken, remoteAddress: uniqueIp() });
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', fields: { data: ['invalid_json'] } });

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationData(),
      remoteAddress: uniqueIp(),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('validation_failed');
  });

  it('needs 3 PDFs from a carrier or forwarder and 2 from a producer', async () => {
    const two = threePdfs().slice(0, 2);
    for (const type of [0, 1] as const) {
      const response = await register(registrationData({ company: { type } }), two);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'insufficient_documents', fields: { documents: ['insufficient_documents'] } });
    }
    const producer = await register(registrationData({ company: { type: 2 } }), two);
    expect(producer.statusCode).toBe(201);
    const oneForProducer = await register(registrationData({ company: { type: 2 } }), two.slice(0, 1));
    expect(oneForProducer.json().code).toBe('insufficient_documents');
  });

  it('counts files with the same name once', async () => {
    const sameName = [1, 2, 3].map((n) => ({ name: 'contract.pdf', bytes: pdfBytes(`copy ${n}`) }));
    const response = await register(registrationData(), sameName);
    expect(response.json().code).toBe('insufficient_documents');
  });

  it('checks the bytes, not the name or declared type: a PNG named .pdf is refused', async () => {
    const before = storedFiles(config.dataDir).length;
    const files = [...threePdfs(), { name: 'scan.pdf', bytes: pngBytes(), type: 'application/pdf' }];
    const response = await register(registrationData(), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unsupported_file', fields: { documents: ['unsupported_file'] } });
    const empty = await register(registrationData(), [...threePdfs(), { name: 'empty.pdf', bytes: Buffer.alloc(0) }]);
    expect(empty.json().code).toBe('unsupported_file');
    expect(storedFiles(config.dataDir).length).toBe(before);
  });

  it('refuses a file over 10 MB with file_too_large', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await register(registrationData(), [...threePdfs(), { name: 'big.pdf', bytes: big }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'file_too_large', fields: { documents: ['file_too_large'] } });
  });

  it('refuses more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, n) => ({ name: `doc${n}.pdf`, bytes: pdfBytes(String(n)) }));
    const response = await register(registrationData(), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { documents: ['too_many_files'] } });
  });

  it('answers each conflict under its field, the first one as the code', async () => {
    const first = registrationData();
    expect((await register(first)).statusCode).toBe(201);

    const sameVat = registrationData({ company: { VATNumber: first.company.VATNumber.toLowerCase() } });
    expect((await register(sameVat)).json()).toEqual({
      request_id: expect.any(String),
      code: 'vat_number_exists',
      detail: expect.any(String),
      fields: { 'company.VATNumber': ['vat_number_exists'] },
    });

    const sameRegistry = registrationData({ company: { registry_uniqueId: first.company.registry_uniqueId } });
    expect((await register(sameRegistry)).json()).toMatchObject({
      code: 'registry_combination_exists',
      fields: { 'company.registry_uniqueId': ['registry_combination_exists'] },
    });

    const sameEmail = registrationData({ contact: { email: first.contact.email.toUpperCase() } });
    expect((await register(sameEmail)).json()).toMatchObject({ code: 'email_exists', fields: { 'contact.email': ['email_exists'] } });

    const all = registrationData({
      company: { VATNumber: first.company.VATNumber, registry_uniqueId: first.company.registry_uniqueId },
      contact: { email: first.contact.email },
    });
    expect((await register(all)).json()).toMatchObject({
      code: 'vat_number_exists',
      fields: {
        'company.VATNumber': ['vat_number_exists'],
        'company.registry_uniqueId': ['registry_combination_exists'],
        'contact.email': ['email_exists'],
      },
    });
  });

  it('stores nothing of a failed registration: no company, user, document row or file', async () => {
    const before = await countRows();
    const filesBefore = storedFiles(config.dataDir).length;
    const failures = [
      await register(registrationData({ company: { name: 'Abc' } })),
      await register(registrationData(), threePdfs().slice(0, 1)),
      await register(registrationData(), [...threePdfs(), { name: 'x.pdf', bytes: pngBytes() }]),
    ];
    for (const failure of failures) expect(failure.statusCode).toBe(400);
    expect(await countRows()).toEqual(before);
    expect(storedFiles(config.dataDir).length).toBe(filesBefore);
  });

  it('removes the written files and rolls back every row when the database refuses one', async () => {
    // A trigger makes the last insert of the transaction (the document rows) fail after the files were written.
    await ctx.database.db.execute(sql`
      CREATE FUNCTION refuse_document() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.original_name = 'refused.pdf' THEN RAISE EXCEPTION 'refused by test'; END IF;
        RETURN NEW;
      END $$`);
    await ctx.database.db.execute(
      sql`CREATE TRIGGER refuse_document BEFORE INSERT ON company_documents FOR EACH ROW EXECUTE FUNCTION refuse_document()`,
    );
    try {
      const before = await countRows();
      const filesBefore = storedFiles(config.dataDir).length;
      const response = await register(registrationData(), [...threePdfs(), { name: 'refused.pdf', bytes: pdfBytes('refused') }]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'server_error', detail: expect.any(String), request_id: expect.any(String) });
      expect(await countRows()).toEqual(before);
      expect(storedFiles(config.dataDir).length).toBe(filesBefore);
    } finally {
      await ctx.database.db.execute(sql`DROP TRIGGER refuse_document ON company_documents`);
      await ctx.database.db.execute(sql`DROP FUNCTION refuse_document()`);
    }
  });

  it('lets only one of two parallel registrations with the same VAT number in', async () => {
    const before = await countRows();
    const filesBefore = storedFiles(config.dataDir).length;
    const data = registrationData();
    const twin = { ...data, contact: { ...data.contact, email: `other.${data.contact.email}` } };
    const responses = await Promise.all([register(data), register(twin)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((response) => response.statusCode === 400)?.json().code).toBe('vat_number_exists');
    expect(await countRows()).toEqual({ companies: before.companies + 1, users: before.users + 1, documents: before.documents + 3 });
    expect(storedFiles(config.dataDir).length).toBe(filesBefore + 3);
  });

  it('counts accepted registrations only: typos from one address do not lock it out, the 11th accepted one is refused', async () => {
    const ip = '192.0.2.77';
    const attempt = (data: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/register/', payload: registrationForm(data), remoteAddress: ip });
    // One office correcting its form many times: each attempt is refused for a field error, none counts.
    for (let n = 0; n < 15; n++) expect((await attempt(registrationData({ company: { name: 'Abc' } }))).statusCode).toBe(400);
    for (let n = 0; n < 10; n++) expect((await attempt(registrationData())).statusCode).toBe(201);

    const limited = await attempt(registrationData());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await attempt(registrationData({ company: { name: 'Abc' } }))).statusCode).toBe(429);
  });

  it('still stops a flood of refused attempts from one address', async () => {
    const ip = '192.0.2.78';
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: registrationForm(registrationData({ company: { name: 'Abc' } })),
        remoteAddress: ip,
      });
    for (let n = 0; n < REGISTRATION_ATTEMPTS_PER_IP_PER_HOUR; n++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
