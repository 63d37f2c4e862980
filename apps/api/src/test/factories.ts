import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RegistrationInput, SessionUser } from '@freight/shared/accounts';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import { entries } from '../db/schema-entries';
import { readOutbox } from '../mail/mailer';
import { parseMail, type ReadMail } from './mail-reader';
import { hashPassword } from '../modules/auth/passwords.service';

/**
 * Test data with overrides (DESIGN §5: factories, never a shared mutable fixture). Unique values
 * (VAT numbers, e-mails, references) come from a counter plus randomness, so factories can be
 * called any number of times in one database.
 */
let sequence = 0;
const next = () => `${++sequence}${crypto.randomInt(1000, 9999)}`;

export const DEFAULT_PASSWORD = 'Correct-Horse-42';

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** An approved company by default (status active, 12 months from now). */
export async function createCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}): Promise<CompanyRow> {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      name: `Test Transport ${n} SRL`,
      type: 0,
      vatNumber: `RO${n.padStart(8, '0')}`,
      registryOrderNumber: 'J40',
      registryUniqueId: n.slice(-5),
      registryYear: '2019',
      registryCombination: `J40/${n}/2019`,
      street: 'Strada Exemplu',
      number: '1',
      postalCode: '010101',
      city: 'București',
      country: 'RO',
      subscriptionMonths: 12,
      status: 'active',
      paymentReference: `FX-TEST-${n}`,
      ...overrides,
      // A company made "months ago" started its paid period then, as a registration would have.
      subscriptionStartedAt: overrides.subscriptionStartedAt ?? overrides.createdAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('createCompany: no row');
  return row;
}

/**
 * A user with a password (DEFAULT_PASSWORD unless `password` is given). Without `companyId` a new
 * active company is created for them; pass `companyId: null` (with `isSuperuser: true`) for staff.
 */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
): Promise<UserRow & { password: string | null }> {
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const companyId = 'companyId' in values ? values.companyId : (await createCompany(db)).id;
  const [row] = await db
    .insert(users)
    .values({
      email: `user${next()}@example.com`,
      firstName: 'Maria',
      lastName: 'Popescu',
      role: 'admin',
      passwordHash: password === null ? null : await hashPassword(password),
      ...values,
      companyId,
    })
    .returning();
  if (!row) throw new Error('createUser: no row');
  return { ...row, password };
}

/** A client address of its own, so per-IP limits of one test never meet those of another. */
export function uniqueIp(): string {
  return `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
}

/** Asks for a password reset through the real endpoint, from a client address of its own unless `ip` is given. */
export function requestPasswordReset(app: FastifyInstance, email: string, headers: Record<string, string> = {}, ip = uniqueIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/request-password-reset/', payload: { email }, headers, remoteAddress: ip });
}

export type Session = { access: string; refresh: string; user: SessionUser };

/** Logs in through the real endpoint and answers the session (fails the test on any other answer). */
export async function loginAs(app: FastifyInstance, email: string, password: string = DEFAULT_PASSWORD): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress: uniqueIp() });
  if (response.statusCode !== 200) throw new Error(`loginAs ${email}: ${response.statusCode} ${response.body}`);
  return response.json() as Session;
}

/** A tiny but valid PDF (one empty page). `label` makes the bytes of two files differ. */
export function pdfBytes(label = 'test'): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
  ];
  let body = `%PDF-1.4\n% ${label}\n`;
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += object;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 transparent PNG. */
export function pngBytes(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
}

/** A §3 registration payload that passes every §5 rule; unique VAT, registry number and e-mail. */
export function registrationData(
  overrides: { company?: Partial<RegistrationInput['company']>; contact?: Partial<RegistrationInput['contact']> } = {},
): RegistrationInput {
  const n = next();
  return {
    company: {
      name: `Trans Carpați ${n} SRL`,
      type: 0,
      VATNumber: `RO${n.padStart(8, '0')}`,
      registry_orderNumber: 'J12',
      registry_uniqueId: n.slice(-5),
      registry_year: '2015',
      street: 'Strada Memorandumului',
      number: '28',
      postal_code: '400114',
      city: 'Cluj-Napoca',
      country: 'RO',
      fax: '',
      website: 'https://trans-carpati.example',
      subscription_months: 6,
      ...overrides.company,
    },
    contact: {
      first_name: 'Andrei',
      last_name: 'Ionescu',
      email: `admin${n}@trans-carpati.example`,
      position: 'Director',
      phone_prefix: '+40',
      phone_number: '0722 123-456',
      spoken_languages: ['ro', 'en'],
      ...overrides.contact,
    },
  };
}

export type UploadFile = { name: string; bytes: Buffer; type?: string };

/** Three distinct PDFs, enough for any company type. */
export function threePdfs(): UploadFile[] {
  return ['statut.pdf', 'certificat.pdf', 'licenta.pdf'].map((name) => ({ name, bytes: pdfBytes(name) }));
}

/** A real multipart body: the `data` JSON part and one `documents` part per file. */
export function registrationForm(data: unknown, files: UploadFile[] = threePdfs()): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) {
    form.append('documents', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  }
  return form;
}

export type { ReadMail } from './mail-reader';

/** Parsed outbox files by name and length: each file is parsed once, however often a test polls. */
const parsedOutbox = new Map<string, Promise<ReadMail>>();

/** The mails of the outbox (DATA_DIR/outbox), oldest first, parsed by mailparser. */
export async function readMails(dataDir: string): Promise<ReadMail[]> {
  return Promise.all(
    readOutbox(path.join(dataDir, 'outbox'))
      .reverse()
      .map(({ file, content }) => {
        const key = `${file}:${content.length}`;
        let mail = parsedOutbox.get(key);
        if (!mail) parsedOutbox.set(key, (mail = parseMail(content)));
        return mail;
      }),
  );
}

/** Waits for a mail to `to` (mails of the reset flow are sent without holding the answer back). */
export async function waitForMail(dataDir: string, to: string, count = 1, timeoutMs = 5000): Promise<ReadMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readMails(dataDir)).filter((mail) => mail.to === to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every file stored under DATA_DIR/files (to prove failed uploads leave nothing behind). */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/**
 * An entry row straight in the table (for list, filter and pagination tests): a truck offer of
 * `companyId`/`userId`, valid for 45 days, loading tomorrow. Override any column.
 */
export async function createEntry(
  db: Database,
  overrides: Partial<typeof entries.$inferInsert> & { companyId: number; userId: number },
): Promise<typeof entries.$inferSelect> {
  const [row] = await db.insert(entries).values(entryValues(overrides)).returning();
  if (!row) throw new Error('createEntry: no row');
  return row;
}

/** The values createEntry inserts, for bulk inserts of many entries in one statement. */
export function entryValues(
  overrides: Partial<typeof entries.$inferInsert> & { companyId: number; userId: number },
): typeof entries.$inferInsert {
  const n = next();
  const now = Date.now();
  const tomorrow = new Date(now + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const formType = overrides.formType ?? 'truck';
  return {
    uid: crypto.randomUUID(),
    identificationId: `${formType === 'truck' ? 'TR' : 'WR'}-T${n}`,
    formType,
    validUntil: new Date(now + 45 * 24 * 60 * 60 * 1000),
    loadingEndsAt: new Date(`${tomorrow}T23:59:00Z`),
    loadingCountry: 'RO',
    loadingCityName: 'Timișoara',
    loadingPostalCode: '300001',
    loadingDateStart: tomorrow,
    loadingDateEnd: tomorrow,
    unloadingCountry: 'HU',
    unloadingCityName: 'Budapest',
    unloadingPostalCode: '1011',
    unloadingDateStart: tomorrow,
    unloadingDateEnd: tomorrow,
    truckType: formType === 'truck' ? 5 : null,
    platformTypes: formType === 'ware' ? [1] : [],
    weight: 10,
    mdp: 6,
    ...overrides,
  };
}
