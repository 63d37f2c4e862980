import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, readMails, waitForMail } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import type { TestSocket } from '../../test/ws-client';
import { connect, wsUrlOf } from '../agents/agents.test-helpers';
import { sendDealMails } from './deal-mail.service';
import { act, as, company, offer, terms, ware } from './deals.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;

const waitFor = async (check: () => boolean, what: string) => {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 5000) throw new Error(`${what} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Issue 31 item 5: one conversation per deal, live to both companies only, unread counts, batched mails. */
describe('deals: conversation, live events, unread counts, mails', () => {
  const config = testConfig();
  let url = '';
  let a: Company;
  let b: Company;
  let c: Company;
  let staff: number;
  const sockets: TestSocket[] = [];

  const ctx = useTestApp({ config });
  beforeAll(async () => {
    url = await wsUrlOf(ctx.app);
    const db = ctx.database.db;
    a = await company(db, 'Alpha Spedition SRL', 'de');
    b = await company(db, 'Beta Trans Kft', 'hu');
    c = await company(db, 'Gamma Logistik GmbH');
    staff = (await createUser(db, { companyId: null, isSuperuser: true })).id;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  it('delivers deal updates and messages live to both companies’ members and to no one else', async () => {
    const [ofA, ofB, ofC] = [
      await connect(ctx.app, url, a.employee),
      await connect(ctx.app, url, b.admin),
      await connect(ctx.app, url, c.admin),
    ];
    sockets.push(ofA, ofB, ofC);
    const deal = (await offer(ctx.app, b.admin, (await ware(ctx.database.db, a)).uid)).body;
    const updatesOf = (client: TestSocket) =>
      client.messages.filter((message) => message.type === 'deal_update') as unknown as {
        deal: { id: number; role: string; actions: string[] };
      }[];
    await waitFor(() => updatesOf(ofA).length > 0 && updatesOf(ofB).length > 0, 'deal_update');
    // Each side its own view.
    expect(updatesOf(ofA)[0]?.deal).toMatchObject({ id: deal.id, role: 'incoming', actions: ['counter', 'accept', 'decline', 'message'] });
    expect(updatesOf(ofB)[0]?.deal).toMatchObject({ id: deal.id, role: 'outgoing' });

    const sent = await as(ctx.app, a.employee, {
      method: 'POST',
      url: `/api/deals/${deal.id}/messages/`,
      payload: { text: 'Können Sie um 7 Uhr laden? Größe ß ă ș ț ő ű' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const messagesOf = (client: TestSocket) =>
      client.messages.filter((message) => message.type === 'deal_message') as unknown as {
        deal_id: number;
        message: { text: string; side: string };
      }[];
    await waitFor(() => messagesOf(ofB).length > 0 && messagesOf(ofA).length > 0, 'deal_message');
    expect(messagesOf(ofB)[0]).toMatchObject({
      deal_id: deal.id,
      message: { text: 'Können Sie um 7 Uhr laden? Größe ß ă ș ț ő ű', side: 'owner' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ofC.messages.filter((message) => message.type.startsWith('deal_'))).toEqual([]);
  });

  it('counts unread messages per member until they read the conversation; no edit, no delete', async () => {
    const deal = (await offer(ctx.app, b.admin, (await ware(ctx.database.db, a)).uid)).body;
    const unread = async (userId: number) =>
      (await as(ctx.app, userId, { method: 'GET', url: '/api/deals/unread/' })).body.messages as number;
    const onDeal = async (userId: number) => (await as(ctx.app, userId, { method: 'GET', url: `/api/deals/${deal.id}/` })).body.unread;
    const [beforeA, beforeB] = [await unread(a.admin), await unread(b.admin)];

    for (const text of ['Hello', 'Price includes tolls']) {
      expect((await as(ctx.app, b.employee, { method: 'POST', url: `/api/deals/${deal.id}/messages/`, payload: { text } })).status).toBe(
        201,
      );
    }
    expect(await unread(a.admin)).toBe(beforeA + 2);
    expect(await onDeal(a.admin)).toBe(2);
    // The writer's own side has nothing unread from it.
    expect(await unread(b.admin)).toBe(beforeB);

    const read = await as(ctx.app, a.admin, { method: 'GET', url: `/api/deals/${deal.id}/messages/` });
    expect((read.body.results as { text: string; side: string }[]).map((message) => [message.side, message.text])).toEqual([
      ['bidder', 'Hello'],
      ['bidder', 'Price includes tolls'],
    ]);
    expect(await onDeal(a.admin)).toBe(0);
    expect(await unread(a.admin)).toBe(beforeA);
    // Each member's own marker: the colleague has not read them.
    expect(await onDeal(a.employee)).toBe(2);

    const tooLong = await as(ctx.app, a.admin, {
      method: 'POST',
      url: `/api/deals/${deal.id}/messages/`,
      payload: { text: 'x'.repeat(2001) },
    });
    expect([tooLong.status, tooLong.body.fields]).toEqual([400, { text: ['too_long'] }]);
    expect((await as(ctx.app, staff, { method: 'POST', url: `/api/deals/${deal.id}/messages/`, payload: { text: 'hi' } })).status).toBe(
      403,
    );
    expect((await as(ctx.app, staff, { method: 'GET', url: `/api/deals/${deal.id}/messages/` })).status).toBe(200);
    expect((await as(ctx.app, c.admin, { method: 'GET', url: `/api/deals/${deal.id}/messages/` })).status).toBe(404);
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/deals/${deal.id}/messages/` })).statusCode).toBe(404);
    await expect(ctx.database.db.execute(sql`update deal_messages set text = 'changed'`)).rejects.toThrow();
  });

  it('mails offline members once per run in their language, only what came since their last mail and since they were seen', async () => {
    const db = ctx.database.db;
    const x = await company(db, 'Xenon Spedition GmbH', 'de');
    const y = await company(db, 'Ypsilon Trans SRL', 'ro');
    const deal = (await offer(ctx.app, y.admin, (await ware(db, x)).uid)).body;
    await as(ctx.app, y.admin, { method: 'POST', url: `/api/deals/${deal.id}/messages/`, payload: { text: 'Bună ziua' } });
    await as(ctx.app, y.admin, { method: 'POST', url: `/api/deals/${deal.id}/messages/`, payload: { text: 'Mai sunteți interesați?' } });
    // The employee was seen after the activity: told live, not mailed.
    await db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() + 1000) })
      .where(eq(users.id, x.employee));

    const deps = { db, mail: ctx.app.mail, publicUrl: 'http://localhost:3000' };
    await sendDealMails(deps, new Date(Date.now() + 2000));
    const [mail] = await waitForMail(config.dataDir, x.adminEmail);
    expect(mail?.subject).toBe('Geschäfte: 3 Neuigkeiten');
    expect(mail?.text).toContain(`${deal.entry.identification_id}: ein neues Angebot`);
    expect(mail?.text).toContain(`${deal.entry.identification_id}: 2 neue Nachrichten`);
    expect(mail?.text).toContain('http://localhost:3000/dashboard/deals');
    // The writer's side is not told of its own steps.
    expect(await sendDealMails(deps, new Date(Date.now() + 3000))).toBe(0);
    const mailsTo = async (email: string) => (await readMails(config.dataDir)).filter((message) => message.to === email);
    expect(await mailsTo(x.employeeEmail)).toEqual([]);
    expect(await mailsTo(y.adminEmail)).toEqual([]);

    // The next run tells only what came after the last mail: X's counter, to Y in Romanian.
    await act(ctx.app, x.admin, deal.id, 'counter', terms({ price: 2000 }));
    await db.update(users).set({ lastSeenAt: null }).where(eq(users.id, y.admin));
    expect(await sendDealMails(deps, new Date(Date.now() + 4000))).toBeGreaterThan(0);
    const [romanian] = await waitForMail(config.dataDir, y.adminEmail);
    expect(romanian?.subject).toBe('Tranzacții: 1 noutate');
    expect(romanian?.text).toContain('condiții noi propuse');
    expect(await mailsTo(x.adminEmail)).toHaveLength(1);
  });
});
