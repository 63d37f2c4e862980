import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT } from '@freight/shared/contact-in-text';
import type { ContactFlag, ContactFlagPage } from '@freight/shared/contact-flags';
import type { Entry } from '@freight/shared/entries';
import { contactFlags } from '../../db/schema-contact-flags';
import { auditLog } from '../../db/schema-trust';
import { createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import type { TestSocket } from '../../test/ws-client';
import { connect, wsUrlOf } from '../agents/agents.test-helpers';
import { as, company, offer, ware } from '../deals/deals.test-helpers';
import { bearer, entryBody } from '../entries/entries.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;

const waitFor = async (check: () => boolean, what: string) => {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 5000) throw new Error(`${what} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Issue 33 item 4: contacts in entries' notes and deal messages that the company never registered. */
describe('contacts in texts: flagged to staff, hidden from other companies until cleared', () => {
  let url = '';
  let poster: Company;
  let reader: Company;
  let staff: number;
  const sockets: TestSocket[] = [];

  // The list cache on: a search answer is shared by every company, whoever asked first.
  const ctx = useTestApp({ config: testConfig({ listCacheMs: 60_000 }) });
  beforeAll(async () => {
    url = await wsUrlOf(ctx.app);
    const db = ctx.database.db;
    await seedTestCities(db);
    poster = await company(db, 'Carpați Trans SRL', 'ro');
    reader = await company(db, 'Donau Spedition GmbH', 'de');
    // The poster's registered contacts: its admin's phone and an employee with an extra e-mail.
    await createUser(db, {
      companyId: poster.id,
      role: 'employee',
      phonePrefix: '+40',
      phone: '722123456',
      email: 'dispecerat@carpati.example',
      altEmails: [{ email: 'office@carpati.example', notes: '' }],
    });
    staff = (await createUser(db, { companyId: null, isSuperuser: true })).id;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, userId: number, payload?: object) => {
    const response = await ctx.app.inject({ method, url: path, headers: await bearer(ctx.app, userId), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const publish = async (notes: string) => {
    const response = await call('POST', '/api/ware-requests/create/', poster.admin, entryBody('ware', new Date(), { notes }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as unknown as Entry;
  };
  const read = async (uid: string, userId: number) => (await call('GET', `/api/ware-requests/${uid}/`, userId)).body as unknown as Entry;
  const openFlags = async () => ((await call('GET', '/api/staff/contact-flags/', staff)).body as unknown as ContactFlagPage).results;
  const auditRows = (flagId: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'contact_flag'), eq(auditLog.targetId, String(flagId))));

  it("leaves the company's registered contacts alone, however they are written", async () => {
    const entry = await publish('Sunați la 0722 123 456 sau scrieți la Office@Carpati.example');
    expect(entry.notes_contacts_hidden).toBeUndefined();
    expect((await read(entry.uid, reader.admin)).notes).toBe('Sunați la 0722 123 456 sau scrieți la Office@Carpati.example');
    expect((await openFlags()).filter((flag) => flag.source_label === entry.identification_id)).toEqual([]);
  });

  it('flags a foreign phone, hides it from other companies (list, read and live) and shows it to its own company', async () => {
    const live = await connect(ctx.app, url, reader.admin);
    sockets.push(live);
    const notes = 'Rampa 2, sunați la +40 733 999 888 (Ion)';
    const entry = await publish(notes);
    expect(entry).toMatchObject({ notes, notes_contacts_hidden: true });

    const masked = `Rampa 2, sunați la ${HIDDEN_CONTACT} (Ion)`;
    expect(await read(entry.uid, reader.admin)).toMatchObject({ notes: masked, notes_contacts_hidden: true });
    const list = (await call('GET', '/api/ware-requests/', reader.admin)).body as unknown as { results: Entry[] };
    expect(list.results.find((row) => row.uid === entry.uid)).toMatchObject({ notes: masked });
    expect(await read(entry.uid, poster.employee)).toMatchObject({ notes, notes_contacts_hidden: true });

    const created = () => live.messages.find((message) => (message.entry_data as { uid?: string } | undefined)?.uid === entry.uid);
    await waitFor(() => created() !== undefined, 'the create event');
    expect(created()!.entry_data).toMatchObject({ notes: masked, notes_contacts_hidden: true });
    expect(created()!.entry_data).not.toHaveProperty('notes_for_others');

    const [flag] = (await openFlags()).filter((row) => row.source_label === entry.identification_id);
    expect(flag).toMatchObject({
      company: { id: poster.id, name: 'Carpați Trans SRL' },
      source: 'entry',
      text: notes,
      kind: 'phone',
      contact: '+40 733 999 888',
      status: 'open',
    });
    expect(flag!.registered.phones).toContain('+40 722123456');
    expect(flag!.registered.emails).toEqual(expect.arrayContaining(['dispecerat@carpati.example', 'office@carpati.example']));
  });

  it('hides the contact in a search answer shared by every company, even when the writer’s company asked first', async () => {
    const notes = 'Noapte: 0744 000 111';
    const entry = await publish(notes);
    const search = async (userId: number) =>
      ((await call('GET', '/api/ware-requests/', userId)).body as unknown as { results: Entry[] }).results.find(
        (row) => row.uid === entry.uid,
      );
    expect(await search(poster.employee)).toMatchObject({ notes, is_own: true, notes_contacts_hidden: true });
    expect(await search(reader.admin)).toMatchObject({ notes: `Noapte: ${HIDDEN_CONTACT}`, is_own: false });
    expect(await search(poster.admin)).toMatchObject({ notes, is_own: true });
  });

  it('shows the contact once staff clear it, live too, remembers it for the company, and audits the decision', async () => {
    const live = await connect(ctx.app, url, reader.admin);
    sockets.push(live);
    const notes = 'Dispo: 0151/23456789';
    const entry = await publish(notes);
    const [flag] = (await openFlags()).filter((row) => row.source_label === entry.identification_id);
    live.messages.length = 0;

    const cleared = await call('POST', `/api/staff/contact-flags/${flag!.id}/clear/`, staff);
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((cleared.body as unknown as ContactFlag).status).toBe('cleared');
    const shown = await read(entry.uid, reader.admin);
    expect(shown.notes).toBe(notes);
    expect(shown.notes_contacts_hidden).toBeUndefined();
    // The entry's create may reach the socket late under load: the update is the message to read.
    const updated = () =>
      live.messages.find(
        (message) => message.type === 'ware_update' && (message.entry_data as { uid?: string } | undefined)?.uid === entry.uid,
      );
    await waitFor(() => updated() !== undefined, 'the update event');
    expect(updated()).toMatchObject({ type: 'ware_update', entry_data: { notes } });

    // The same number, written otherwise, is the company's now: not flagged again.
    const again = await publish('Dispo +49 151 23456789');
    expect(again.notes_contacts_hidden).toBeUndefined();
    expect((await openFlags()).some((row) => row.source_label === again.identification_id)).toBe(false);

    const rows = await auditRows(flag!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'contact_flag_cleared', actorUserId: staff, companyId: poster.id });
    // A second decision on a decided flag changes nothing and writes no row.
    expect((await call('POST', `/api/staff/contact-flags/${flag!.id}/reject/`, staff)).status).toBe(400);
    expect(await auditRows(flag!.id)).toHaveLength(1);
  });

  it('keeps a contact hidden when staff keep it hidden, also after an edit that leaves it in', async () => {
    const notes = 'Write to phantom.cargo@gmail.com';
    const entry = await publish(notes);
    const [flag] = (await openFlags()).filter((row) => row.source_label === entry.identification_id);
    const rejected = await call('POST', `/api/staff/contact-flags/${flag!.id}/reject/`, staff);
    expect(rejected.status).toBe(200);
    expect((await read(entry.uid, reader.admin)).notes).toBe(`Write to ${HIDDEN_CONTACT}`);
    expect(await auditRows(flag!.id)).toEqual([expect.objectContaining({ action: 'contact_flag_rejected', actorUserId: staff })]);

    const edited = await call('PATCH', `/api/ware-requests/${entry.uid}/`, poster.admin, {
      ...entryBody('ware', new Date(), { notes: `${notes}, thanks` }),
      uid: undefined,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await read(entry.uid, reader.admin)).notes).toBe(`Write to ${HIDDEN_CONTACT}, thanks`);
    // Not asked again: staff already kept it hidden in this entry.
    expect((await openFlags()).some((row) => row.source_label === entry.identification_id)).toBe(false);
  });

  it('finds an e-mail address written round a filter, and hides all of it', async () => {
    const entry = await publish('Írjon: iroda (kukac) fantom-fuvar [pont] hu');
    expect(entry.notes_contacts_hidden).toBe(true);
    expect((await read(entry.uid, reader.admin)).notes).toBe(`Írjon: ${HIDDEN_CONTACT}`);
    expect((await openFlags()).find((row) => row.source_label === entry.identification_id)).toMatchObject({ kind: 'email' });
  });

  it('flags a foreign contact in a deal message: the other company reads it masked (live too), the writer as written', async () => {
    const deal = (await offer(ctx.app, reader.admin, (await ware(ctx.database.db, poster)).uid)).body;
    const live = await connect(ctx.app, url, reader.employee);
    sockets.push(live);
    const text = 'Call my driver on 06-30-123-4567';
    const sent = await as(ctx.app, poster.admin, { method: 'POST', url: `/api/deals/${deal.id}/messages/`, payload: { text } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ text, contacts_hidden: true });

    const masked = `Call my driver on ${HIDDEN_CONTACT}`;
    const theirs = await as(ctx.app, reader.admin, { method: 'GET', url: `/api/deals/${deal.id}/messages/` });
    expect((theirs.body as unknown as { results: { text: string }[] }).results.at(-1)).toMatchObject({
      text: masked,
      contacts_hidden: true,
    });
    const notice = () => live.messages.find((message) => message.type === 'deal_message') as { message?: { text: string } } | undefined;
    await waitFor(() => notice() !== undefined, 'deal_message');
    expect(notice()!.message!.text).toBe(masked);

    const [flag] = (await openFlags()).filter((row) => row.source === 'deal_message' && row.source_label === String(deal.id));
    expect(flag).toMatchObject({ text, contact: '06-30-123-4567', company: { id: poster.id } });
    const clearing = await call('POST', `/api/staff/contact-flags/${flag!.id}/clear/`, staff);
    expect(clearing.status, JSON.stringify(clearing.body)).toBe(200);
    const after = await as(ctx.app, reader.admin, { method: 'GET', url: `/api/deals/${deal.id}/messages/` });
    expect((after.body as unknown as { results: { text: string; contacts_hidden?: boolean }[] }).results.at(-1)).toEqual(
      expect.objectContaining({ text }),
    );
    const [stored] = await ctx.database.db.select().from(contactFlags).where(eq(contactFlags.id, flag!.id));
    expect(stored).toMatchObject({ status: 'cleared', decidedByUserId: staff });
    // The message itself stays evidence: only what the other company sees of it follows staff.
    await expect(ctx.database.db.execute(sql`update deal_messages set text = 'changed' where deal_id = ${deal.id}`)).rejects.toThrow();
  });

  it('answers the staff routes to staff only, and 404 for an unknown flag', async () => {
    for (const member of [poster.admin, reader.admin]) {
      expect((await call('GET', '/api/staff/contact-flags/', member)).status).toBe(403);
      expect((await call('POST', '/api/staff/contact-flags/1/clear/', member)).status).toBe(403);
      expect((await call('POST', '/api/staff/contact-flags/1/reject/', member)).status).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/contact-flags/' })).statusCode).toBe(401);
    expect((await call('POST', '/api/staff/contact-flags/999999/clear/', staff)).status).toBe(404);
    expect((await call('GET', '/api/staff/contact-flags/?status=cleared', staff)).body).toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ status: 'cleared' })]),
    });
  });
});
