import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanySignals, SignalKind } from '@freight/shared/signals';
import { companyDocuments } from '../../db/schema';
import { sha256 } from '../../storage/sha256';
import { createCompany, createUser, pdfBytes } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from './staff.test-helpers';

const IBAN = 'RO49AAAA1B31007593840000';

describe('registration signals for staff (issue 33)', () => {
  let now = new Date('2026-03-01T10:00:00Z');
  const ctx = useTestApp({ clock: () => now });
  let staff: { authorization: string };

  beforeAll(async () => {
    staff = await bearer(ctx.app, (await createUser(ctx.database.db, { isSuperuser: true, companyId: null })).id);
  });

  async function signalsOf(companyId: number): Promise<CompanySignals> {
    staff = await bearer(ctx.app, (await createUser(ctx.database.db, { isSuperuser: true, companyId: null })).id);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/staff/companies/${companyId}/signals/`, headers: staff });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CompanySignals;
  }
  const kinds = (signals: CompanySignals) => signals.signals.map((signal) => signal.kind).sort();
  const ofKind = (signals: CompanySignals, kind: SignalKind) => signals.signals.find((signal) => signal.kind === kind);

  async function addDocument(companyId: number, bytes: Buffer, name: string) {
    await ctx.database.db.insert(companyDocuments).values({
      companyId,
      kind: 'registration',
      originalName: name,
      storageKey: `k-${name}-${companyId}`,
      sizeBytes: bytes.length,
      sha256: sha256(bytes),
    });
  }

  it('shows a re-registration every shared identifier of a refused company, with its evidence', async () => {
    const banned = await createCompany(ctx.database.db, {
      status: 'inactive',
      name: 'Phantom Cargo SRL',
      vatNumber: 'BG11112222',
      registryCombination: '',
      registryUniqueId: '4321',
      registryYear: '2019',
      bankAccount: IBAN,
      website: 'https://www.phantom-cargo.example/contact',
    });
    await createUser(ctx.database.db, { companyId: banned.id, phone: '722333444', email: 'boss@phantom-cargo.example' });
    const papers = pdfBytes('statute of Phantom Cargo');
    await addDocument(banned.id, papers, 'statut.pdf');
    // An active company with the same phone is no signal: only refused and deactivated ones are.
    const honest = await createCompany(ctx.database.db);
    await createUser(ctx.database.db, { companyId: honest.id, phone: '722333444' });

    const again = await createCompany(ctx.database.db, {
      status: 'pending',
      name: 'Phoenix Logistic SRL',
      vatNumber: 'RO11112222',
      registryOrderNumber: 'J12',
      registryUniqueId: '4321',
      registryYear: '2019',
      registryCombination: 'J12/4321/2019',
      bankAccount: IBAN,
      website: 'phantom-cargo.example',
    });
    await createUser(ctx.database.db, { companyId: again.id, phone: '722333444', email: 'office@phantom-cargo.example' });
    await addDocument(again.id, papers, 'act-constitutiv.pdf');
    await addDocument(again.id, pdfBytes('something else'), 'licence.pdf');

    const signals = await signalsOf(again.id);
    expect(kinds(signals)).toEqual([
      'same_bank_account',
      'same_document',
      'same_email_domain',
      'same_phone',
      'same_registry',
      'same_vat',
      'same_web_domain',
    ]);
    const evidence = { id: banned.id, name: 'Phantom Cargo SRL', status: 'inactive' };
    expect(ofKind(signals, 'same_vat')).toEqual({
      kind: 'same_vat',
      value: 'RO11112222',
      basis: '',
      companies: [{ ...evidence, detail: 'BG11112222' }],
    });
    expect(ofKind(signals, 'same_registry')?.companies).toEqual([{ ...evidence, detail: '' }]);
    expect(ofKind(signals, 'same_bank_account')?.companies).toEqual([{ ...evidence, detail: IBAN }]);
    expect(ofKind(signals, 'same_phone')).toMatchObject({ value: '+40 722333444', companies: [{ ...evidence, detail: '+40 722333444' }] });
    expect(ofKind(signals, 'same_email_domain')).toMatchObject({
      value: 'phantom-cargo.example',
      companies: [{ ...evidence, detail: 'boss@phantom-cargo.example' }],
    });
    expect(ofKind(signals, 'same_web_domain')).toMatchObject({
      value: 'phantom-cargo.example',
      companies: [{ ...evidence, detail: 'https://www.phantom-cargo.example/contact' }],
    });
    expect(ofKind(signals, 'same_document')).toEqual({
      kind: 'same_document',
      value: 'act-constitutiv.pdf',
      basis: '',
      companies: [{ ...evidence, detail: 'statut.pdf' }],
    });
  });

  it('finds nothing for a company that shares nothing with a refused one', async () => {
    await createCompany(ctx.database.db, {
      status: 'inactive',
      vatNumber: 'RO99990001',
      bankAccount: 'DE89370400440532013000',
      website: 'https://other.example',
    });
    const clean = await createCompany(ctx.database.db, {
      status: 'pending',
      vatNumber: 'RO99990002',
      registryUniqueId: '7777',
      registryYear: '2015',
      bankAccount: IBAN.replace('RO49', 'RO50'),
      website: 'https://clean-transport.example',
    });
    await createUser(ctx.database.db, { companyId: clean.id, phone: '799000111', email: 'office@clean-transport.example' });
    await addDocument(clean.id, pdfBytes('clean papers'), 'statut.pdf');
    expect((await signalsOf(clean.id)).signals).toEqual([]);
  });

  it('flags a freemail administrator and does not compare the freemail domain', async () => {
    const other = await createCompany(ctx.database.db, { status: 'inactive' });
    await createUser(ctx.database.db, { companyId: other.id, email: 'someone.else@gmail.com' });
    const company = await createCompany(ctx.database.db, { status: 'pending', registryYear: '2015' });
    await createUser(ctx.database.db, { companyId: company.id, email: 'fast.loads@gmail.com', phone: '788111222' });
    const signals = await signalsOf(company.id);
    expect(signals.signals).toEqual([{ kind: 'freemail_admin', value: 'fast.loads@gmail.com', basis: '', companies: [] }]);
  });

  it('reads the age from the trade-register year, else the establishment year, and says when it cannot', async () => {
    now = new Date('2026-03-01T10:00:00Z');
    const registered2025 = await createCompany(ctx.database.db, { status: 'pending', registryYear: '2025' });
    expect(ofKind(await signalsOf(registered2025.id), 'young_company')).toEqual({
      kind: 'young_company',
      value: '2025',
      basis: 'registry_year',
      companies: [],
    });
    const registered2024 = await createCompany(ctx.database.db, { status: 'pending', registryYear: '2024' });
    expect(await signalsOf(registered2024.id)).toMatchObject({ signals: [] });
    // At 1 July 2026 the last day of 2025 is more than 6 months ago.
    now = new Date('2026-07-01T00:00:01Z');
    expect((await signalsOf(registered2025.id)).signals).toEqual([]);
    now = new Date('2026-03-01T10:00:00Z');

    const foreign = await createCompany(ctx.database.db, {
      status: 'pending',
      vatNumber: 'DE123456789',
      registryYear: '',
      registryUniqueId: '',
      registryCombination: '',
      establishmentYear: 2026,
    });
    expect(ofKind(await signalsOf(foreign.id), 'young_company')).toMatchObject({ value: '2026', basis: 'establishment_year' });
    const unknown = await createCompany(ctx.database.db, {
      status: 'pending',
      vatNumber: 'FR12345678901',
      registryYear: '',
      registryUniqueId: '',
      registryCombination: '',
    });
    expect((await signalsOf(unknown.id)).signals).toEqual([{ kind: 'age_unknown', value: '', basis: 'none', companies: [] }]);
  });

  it('stores the SHA-256 of uploaded documents', async () => {
    const member = await createUser(ctx.database.db);
    const bytes = pdfBytes('uploaded');
    const body = new FormData();
    body.append('documents', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'licence.pdf');
    const request = new Request('http://x/', { method: 'POST', body });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/companies/${member.companyId}/documents/`,
      headers: { ...(await bearer(ctx.app, member.id)), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, member.companyId!));
    expect(row?.sha256).toBe(sha256(bytes));
  });

  it('is for staff only', async () => {
    const member = await createUser(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/companies/${member.companyId}/signals/`,
      headers: await bearer(ctx.app, member.id),
    });
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/companies/2147483647/signals/', headers: staff })).statusCode).toBe(404);
  });
});
