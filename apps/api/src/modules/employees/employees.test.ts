import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Employee, EmployeeCreated, EmployeeList } from '@freight/shared/employees';
import { refreshTokens, users } from '../../db/schema';
import { entries } from '../../db/schema-entries';
import { createCompany, createEntry, createUser, loginAs, pdfBytes, pngBytes, storedFiles, waitForMail } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { bearer, employeeForm, userRow } from './employees.test-helpers';

const PUBLIC_URL = 'https://exchange.example';
type Headers = { authorization: string };

describe('employees API', () => {
  const config = testConfig({ publicUrl: PUBLIC_URL });
  const ctx = useTestApp({ config });
  let companyA: number;
  let companyB: number;
  let adminA: { id: number; headers: Headers };
  let employeeA: { id: number; headers: Headers };
  let employeeA2: { id: number; headers: Headers };
  let adminB: { id: number; headers: Headers };
  let employeeB: { id: number; headers: Headers };

  const member = async (companyId: number, role: 'admin' | 'employee', extra: Partial<typeof users.$inferInsert> = {}) => {
    const user = await createUser(ctx.database.db, { companyId, role, password: null, ...extra });
    return { id: user.id, headers: await bearer(ctx.app, user.id) };
  };

  beforeAll(async () => {
    const db = ctx.database.db;
    companyA = (await createCompany(db, { name: 'Alpha Trans SRL' })).id;
    companyB = (await createCompany(db, { name: 'Beta Spedition GmbH', country: 'DE' })).id;
    adminA = await member(companyA, 'admin', { firstName: 'Andrei', lastName: 'Popescu' });
    employeeA = await member(companyA, 'employee', { firstName: 'Ioana', lastName: 'Dumitrescu' });
    employeeA2 = await member(companyA, 'employee');
    adminB = await member(companyB, 'admin');
    employeeB = await member(companyB, 'employee');
  });

  const get = (url: string, headers?: Headers) => ctx.app.inject({ method: 'GET', url, headers });
  const patch = (id: number, payload: object, headers: Headers) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/employees/${id}/`, payload, headers });
  const remove = (id: number, headers: Headers) => ctx.app.inject({ method: 'DELETE', url: `/api/employees/${id}/`, headers });
  const create = (form: FormData, headers: Headers) => ctx.app.inject({ method: 'POST', url: '/api/employees/', payload: form, headers });
  const proof = () => ({ name: 'contract.pdf', bytes: pdfBytes('hiring') });

  describe('reading', () => {
    it('lists the own company by default and another active company read-only', async () => {
      const own = await get('/api/employees/', employeeA.headers);
      expect(own.statusCode).toBe(200);
      const list = own.json() as EmployeeList;
      expect(list.results.map((row) => row.id)).toEqual(expect.arrayContaining([adminA.id, employeeA.id, employeeA2.id]));
      expect(list.results.every((row) => row.company === companyA)).toBe(true);
      const ioana = list.results.find((row) => row.id === employeeA.id);
      expect(ioana).toMatchObject({
        first_name: 'Ioana',
        last_name: 'Dumitrescu',
        role: 'employee',
        company: companyA,
        has_hiring_proof: false,
      });
      expect(Object.keys(ioana!).sort()).toEqual(
        [
          'id',
          'first_name',
          'last_name',
          'job_title',
          'email',
          'phone_prefix',
          'phone',
          'phones',
          'alt_emails',
          'hasSignalApp',
          'hasWhatsApp',
          'should_receive_truck_emails',
          'should_receive_ware_emails',
          'spoken_languages',
          'role',
          'company',
          'has_hiring_proof',
        ].sort(),
      );

      const other = await get(`/api/employees/?company=${companyB}`, employeeA.headers);
      expect(other.statusCode).toBe(200);
      expect((other.json() as EmployeeList).results.map((row) => row.id)).toEqual([adminB.id, employeeB.id]);
      expect((await get(`/api/employees/${employeeB.id}/`, adminA.headers)).json()).toMatchObject({ id: employeeB.id, company: companyB });
    });

    it('never lists staff, hides inactive companies (404) and refuses guests', async () => {
      const db = ctx.database.db;
      await createUser(db, { companyId: null, isSuperuser: true, password: null });
      const inactive = await createCompany(db, { status: 'inactive' });
      const hidden = await member(inactive.id, 'admin');
      expect((await get(`/api/employees/?company=${inactive.id}`, adminA.headers)).statusCode).toBe(404);
      expect((await get(`/api/employees/${hidden.id}/`, adminA.headers)).statusCode).toBe(404);
      expect((await get('/api/employees/999999/', adminA.headers)).statusCode).toBe(404);
      expect((await get('/api/employees/')).statusCode).toBe(401);
    });

    it('pages with limit and cursor', async () => {
      const first = (await get('/api/employees/?limit=2', adminA.headers)).json() as EmployeeList;
      expect(first.results).toHaveLength(2);
      expect(first.next).not.toBeNull();
      const second = (await get(`/api/employees/?limit=2&cursor=${first.next}`, adminA.headers)).json() as EmployeeList;
      expect(second.results[0]!.id).toBeGreaterThan(first.results[1]!.id);
    });
  });

  describe('creating', () => {
    it('lets the admin add an employee; the answer and a mail in their language carry a reset link that sets a password', async () => {
      const form = employeeForm(
        {
          'phones[0].prefix': '+49',
          'phones[0].number': '0151 2345-6789',
          'phones[0].notes': 'Night shift',
          'phones[0].has_whatsapp': 'true',
          'phones[1].prefix': '+40',
          'phones[1].number': '',
          'alt_emails[0].email': 'Dispatch@Example.com',
          'alt_emails[0].notes': 'Shared inbox',
          'alt_emails[1].email': '',
          'alt_emails[1].notes': 'incomplete, dropped',
        },
        proof(),
      );
      const email = form.get('email') as string;
      const response = await create(form, adminA.headers);
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json() as EmployeeCreated;
      expect(created).toMatchObject({
        first_name: 'Elena',
        email,
        role: 'employee',
        company: companyA,
        phone: '722123456',
        phone_prefix: '+40',
        hasSignalApp: true,
        hasWhatsApp: false,
        should_receive_truck_emails: true,
        spoken_languages: ['de', 'ro'],
        has_hiring_proof: true,
        phones: [{ prefix: '+49', number: '15123456789', notes: 'Night shift', has_whatsapp: true, has_signal: false }],
        alt_emails: [{ email: 'dispatch@example.com', notes: 'Shared inbox' }],
      });
      expect(created.reset_link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]+$`));

      // Mail is a job, sent just after the answer (issue 16).
      const [mail] = await waitForMail(config.dataDir, email);
      expect(mail?.subject).toContain('Alpha Trans SRL');
      expect(mail?.text).toContain('Andrei Popescu hat Sie als Mitarbeiter'); // German: the first spoken language the site speaks
      expect(mail?.text).toContain(created.reset_link);
      const row = await userRow(ctx.database.db, created.id);
      expect(row).toMatchObject({ passwordHash: null, language: 'de', role: 'employee' });

      const token = decodeURIComponent(created.reset_link.split('/').pop()!);
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/',
        payload: { token, new_password: 'Neues-Passwort-2026' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const session = await loginAs(ctx.app, email, 'Neues-Passwort-2026');
      expect(session.user).toMatchObject({ id: created.id, role: 'employee', company: companyA });

      const download = await get(`/api/employees/${created.id}/hiring-proof/`, adminA.headers);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.rawPayload.equals(pdfBytes('hiring'))).toBe(true);
      expect((await get(`/api/employees/${created.id}/hiring-proof/`, adminB.headers)).statusCode).toBe(403);
      expect((await get(`/api/employees/${created.id}/hiring-proof/`, employeeA.headers)).statusCode).toBe(403);
    });

    it('accepts a PNG hiring proof', async () => {
      const response = await create(employeeForm({}, { name: 'proof.png', bytes: pngBytes(), type: 'image/png' }), adminA.headers);
      expect(response.statusCode, response.body).toBe(201);
    });

    describe('refusals change nothing', () => {
      let before: number;
      let filesBefore: number;
      const countCompanyA = async () => (await ctx.database.db.select().from(users).where(eq(users.companyId, companyA))).length;
      beforeEach(async () => {
        before = await countCompanyA();
        filesBefore = storedFiles(config.dataDir).length;
      });
      const expectUnchanged = async () => {
        expect(await countCompanyA()).toBe(before);
        expect(storedFiles(config.dataDir)).toHaveLength(filesBefore);
      };

      it('only an admin adds employees, and only to their own company', async () => {
        for (const headers of [employeeA.headers, adminB.headers, employeeB.headers]) {
          const response = await create(employeeForm({ company: String(companyA) }, proof()), headers);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({ code: 'permission_denied' });
        }
        const foreign = await create(employeeForm({ company: String(companyB) }, proof()), adminA.headers);
        expect(foreign.statusCode).toBe(403);
        const promoted = await create(employeeForm({ role: 'admin' }, proof()), adminA.headers);
        expect(promoted.statusCode).toBe(400);
        expect((await ctx.app.inject({ method: 'POST', url: '/api/employees/', payload: employeeForm({}, proof()) })).statusCode).toBe(401);
        await expectUnchanged();
      });

      it('requires a hiring proof that is a PDF, JPG or PNG by its bytes', async () => {
        const missing = await create(employeeForm(), adminA.headers);
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({ code: 'validation_failed', fields: { hiring_proof: ['required'] } });
        const fake = await create(employeeForm({}, { name: 'proof.pdf', bytes: Buffer.from('MZ not a pdf') }), adminA.headers);
        expect(fake.statusCode).toBe(400);
        expect(fake.json()).toMatchObject({ code: 'unsupported_file' });
        await expectUnchanged();
      });

      it('validates the §5 rules', async () => {
        const cases: [Record<string, string>, string, string][] = [
          [{ first_name: 'E' }, 'first_name', 'name_too_short'],
          [{ last_name: ' ' }, 'last_name', 'name_too_short'],
          [{ email: 'not-an-email' }, 'email', 'email_invalid'],
          [{ phone: '0722 12-34' }, 'phone', 'employee_phone_invalid'],
          [{ phone: '07221234ab' }, 'phone', 'employee_phone_invalid'],
          [{ phone_prefix: '+999' }, 'phone_prefix', 'phone_prefix_invalid'],
          [{ job_title: '' }, 'job_title', 'required'],
          [{ 'alt_emails[0].email': 'a@b.example', 'alt_emails[0].notes': 'x'.repeat(151) }, 'alt_emails.0.notes', 'too_long'],
          [{ 'phones[0].prefix': '+40', 'phones[0].number': '12' }, 'phones.0.number', 'employee_phone_invalid'],
        ];
        for (const [fields, field, code] of cases) {
          const response = await create(employeeForm(fields, proof()), adminA.headers);
          expect(response.statusCode, JSON.stringify(fields)).toBe(400);
          expect(response.json().fields?.[field], JSON.stringify(fields)).toContain(code);
        }
        await expectUnchanged();
      });

      it('refuses an e-mail already in use (email_exists)', async () => {
        const taken = (await userRow(ctx.database.db, employeeB.id))!.email;
        const response = await create(employeeForm({ email: taken.toUpperCase() }, proof()), adminA.headers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'email_exists', fields: { email: ['email_exists'] } });
        await expectUnchanged();
      });
    });
  });

  describe('editing (§6)', () => {
    const expectRefused = async (id: number, payload: object, headers: Headers, status = 403) => {
      const before = await userRow(ctx.database.db, id);
      const response = await patch(id, payload, headers);
      expect(response.statusCode, `${JSON.stringify(payload)} ${response.body}`).toBe(status);
      if (status === 403) expect(response.json()).toMatchObject({ code: 'permission_denied' });
      expect(await userRow(ctx.database.db, id)).toEqual(before);
    };

    it('an admin of the company changes names, job title and e-mail of an employee', async () => {
      const email = `renamed.${Date.now()}@example.com`;
      const response = await patch(employeeA2.id, { first_name: 'Radu', last_name: 'Ene', job_title: 'contabil', email }, adminA.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ first_name: 'Radu', last_name: 'Ene', job_title: 'contabil', email });
    });

    it("an admin may not change another employee's own contact settings", async () => {
      await expectRefused(employeeA.id, { phone: '0744555666' }, adminA.headers);
      await expectRefused(employeeA.id, { should_receive_truck_emails: true }, adminA.headers);
      await expectRefused(employeeA.id, { first_name: 'Ok', phones: [] }, adminA.headers);
    });

    it('an admin editing themselves changes both sets, but not the phone partners call (issue 33: a change request)', async () => {
      const response = await patch(adminA.id, { job_title: 'Director', spoken_languages: ['ro'] }, adminA.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ job_title: 'Director', spoken_languages: ['ro'] });
      const phone = await patch(adminA.id, { job_title: 'Owner', phone: '0733 111 222' }, adminA.headers);
      expect([phone.statusCode, phone.json().code]).toEqual([403, 'change_request_required']);
    });

    it('an employee edits only their own phones, extra e-mails, flags, messaging apps and languages', async () => {
      const changes = {
        phone_prefix: '+36',
        phone: '06 30 123 4567',
        phones: [
          { prefix: '+40', number: '0722000111', notes: 'home', has_whatsapp: true, has_signal: true },
          { prefix: '+40', number: '', notes: 'incomplete: dropped' },
        ],
        alt_emails: [{ email: 'ioana.private@example.com', notes: '' }],
        hasWhatsApp: true,
        hasSignalApp: true,
        should_receive_ware_emails: true,
        spoken_languages: ['ro', 'hu'],
      };
      const response = await patch(employeeA.id, changes, employeeA.headers);
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json() as Employee;
      expect(updated).toMatchObject({ phone_prefix: '+36', phone: '6301234567', hasWhatsApp: true, should_receive_ware_emails: true });
      expect(updated.phones).toEqual([{ prefix: '+40', number: '722000111', notes: 'home', has_whatsapp: true, has_signal: true }]);
      expect(updated.alt_emails).toEqual([{ email: 'ioana.private@example.com', notes: '' }]);
      expect((await userRow(ctx.database.db, employeeA.id))!.wareDigestSentAt).not.toBeNull();

      for (const field of [
        { first_name: 'Ioanna' },
        { last_name: 'Other' },
        { job_title: 'Boss' },
        { email: 'new@example.com' },
        { role: 'admin' },
      ]) {
        await expectRefused(employeeA.id, field, employeeA.headers);
      }
    });

    it('an employee cannot edit a colleague; other companies edit nothing', async () => {
      await expectRefused(employeeA2.id, { phone: '0744555666' }, employeeA.headers);
      for (const headers of [adminB.headers, employeeB.headers]) {
        await expectRefused(employeeA.id, { first_name: 'Hacked' }, headers);
        await expectRefused(employeeA.id, { phone: '0744555666' }, headers);
        await expectRefused(adminA.id, { role: 'employee' }, headers);
      }
    });

    it('refuses unknown fields and invalid values (400) and e-mails in use', async () => {
      await expectRefused(employeeA.id, { company: companyB }, adminA.headers, 400);
      await expectRefused(employeeA.id, { is_superuser: true }, employeeA.headers, 400);
      await expectRefused(employeeA.id, { phone: '123' }, employeeA.headers, 400);
      const taken = (await userRow(ctx.database.db, adminB.id))!.email;
      const before = await userRow(ctx.database.db, employeeA2.id);
      const conflict = await patch(employeeA2.id, { email: taken }, adminA.headers);
      expect(conflict.statusCode).toBe(400);
      expect(conflict.json()).toMatchObject({ code: 'email_exists' });
      expect(await userRow(ctx.database.db, employeeA2.id)).toEqual(before);
    });

    it('promotes and demotes, but never the last admin', async () => {
      await expectRefused(adminA.id, { role: 'employee' }, adminA.headers);
      const promoted = await patch(employeeA2.id, { role: 'admin' }, adminA.headers);
      expect(promoted.json()).toMatchObject({ role: 'admin' });
      const demoted = await patch(employeeA2.id, { role: 'employee' }, adminA.headers);
      expect(demoted.json()).toMatchObject({ role: 'employee' });
    });
  });

  describe('deleting', () => {
    it('only an admin of the company deletes, never the last admin', async () => {
      const expectKept = async (id: number, headers: Headers, status: number) => {
        const response = await remove(id, headers);
        expect(response.statusCode).toBe(status);
        expect(await userRow(ctx.database.db, id)).toBeDefined();
      };
      await expectKept(employeeA2.id, employeeA.headers, 403);
      await expectKept(employeeA.id, employeeA.headers, 403);
      await expectKept(employeeA2.id, adminB.headers, 403);
      await expectKept(employeeA2.id, employeeB.headers, 403);
      await expectKept(adminA.id, adminA.headers, 403);
    });

    it('ends the sessions of the deleted user and keeps their entries, attributed to the company', async () => {
      const db = ctx.database.db;
      const leaving = await createUser(db, { companyId: companyA, role: 'employee' });
      const session = await loginAs(ctx.app, leaving.email);
      const entry = await createEntry(db, { companyId: companyA, userId: leaving.id });
      const response = await remove(leaving.id, adminA.headers);
      expect(response.statusCode).toBe(204);

      expect(await userRow(db, leaving.id)).toBeUndefined();
      expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, leaving.id))).toEqual([]);
      const [kept] = await db.select().from(entries).where(eq(entries.id, entry.id));
      expect(kept).toMatchObject({ companyId: companyA, userId: null });
      const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: session.refresh } });
      expect(refresh.statusCode).toBe(401);
      const access = await get('/api/employees/', { authorization: `Bearer ${session.access}` });
      expect(access.statusCode).toBe(401);
      expect((await remove(leaving.id, adminA.headers)).statusCode).toBe(404);
    });
  });
});
