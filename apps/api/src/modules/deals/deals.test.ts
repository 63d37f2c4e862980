import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals as dealsTable } from '../../db/schema-deals';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { agentEntryUids, createAgentAs } from '../agents/agents.test-helpers';
import { act, as, company, offer, terms, ware } from './deals.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;

/** Issue 31 items 1–3 and 6: every transition and refusal of a deal, on PostgreSQL. */
describe('deals: offers, counters, acceptance, closing', () => {
  const ctx = useTestApp();
  let a: Company;
  let b: Company;
  let c: Company;
  let staff: number;

  beforeAll(async () => {
    const db = ctx.database.db;
    a = await company(db, 'Alpha Spedition SRL');
    b = await company(db, 'Beta Trans Kft');
    c = await company(db, 'Gamma Logistik GmbH');
    staff = (await createUser(db, { companyId: null, isSuperuser: true })).id;
  });

  it('B offers on A’s ware: an open deal with exact terms, an offer event, and each side’s actions', async () => {
    const entry = await ware(ctx.database.db, a);
    const made = await offer(ctx.app, b.employee, entry.uid, { price: 1234.56, currency: 'HUF' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      status: 'open',
      number: null,
      role: 'outgoing',
      terms_by: 'bidder',
      owner_company: { id: a.id, name: a.name },
      bidder_company: { id: b.id, name: b.name },
      terms: { price: 1234.56, currency: 'HUF', price_unit: 'total', payment_term_days: 30 },
      entry: { uid: entry.uid, identification_id: entry.identificationId, form_type: 'ware' },
      actions: ['counter', 'decline', 'withdraw', 'message'],
    });
    expect(made.body.events.map((event) => [event.kind, event.side, event.user?.id])).toEqual([['offer', 'bidder', b.employee]]);
    // Minor units in the table, never a float.
    const [stored] = await ctx.database.db
      .select({ price: dealsTable.priceMinor })
      .from(dealsTable)
      .where(sql`id = ${made.body.id}`);
    expect(stored?.price).toBe(123456);

    const seen = await as(ctx.app, a.admin, { method: 'GET', url: `/api/deals/${made.body.id}/` });
    expect(seen.body).toMatchObject({ role: 'incoming', actions: ['counter', 'accept', 'decline', 'message'] });
    expect(seen.body.owner_party).toMatchObject({ name: a.name, contact: { name: expect.stringContaining('Admin') } });
  });

  it('refuses a second open offer of the same company, an offer on an own entry, on an expired or unknown entry, and dates outside the windows', async () => {
    const db = ctx.database.db;
    const entry = await ware(db, a);
    expect((await offer(ctx.app, b.admin, entry.uid)).status).toBe(201);
    const second = await offer(ctx.app, b.employee, entry.uid, { price: 900 });
    expect([second.status, second.body.code]).toEqual([409, 'offer_exists']);
    // Two at once: the partial unique index decides, one wins.
    const fresh = await ware(db, a);
    const both = await Promise.all([offer(ctx.app, c.admin, fresh.uid), offer(ctx.app, c.employee, fresh.uid)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);

    const own = await offer(ctx.app, a.employee, entry.uid);
    expect([own.status, own.body.code]).toEqual([400, 'own_entry']);
    const expired = await ware(db, a, { validUntil: new Date(Date.now() - 60_000) });
    const late = await offer(ctx.app, b.admin, expired.uid);
    expect([late.status, late.body.code]).toEqual([409, 'entry_expired']);
    expect((await offer(ctx.app, b.admin, 'no-such-entry')).status).toBe(404);
    const outside = await offer(ctx.app, c.admin, entry.uid, { loading_date: '2020-01-01', unloading_date: '2020-01-02' });
    expect([outside.status, outside.body.fields]).toEqual([400, { loading_date: ['outside_window'], unloading_date: ['outside_window'] }]);
    const cents = await offer(ctx.app, c.admin, entry.uid, { price: 10.001 });
    expect(cents.body.fields).toEqual({ price: ['too_many_decimals'] });
  });

  it('A counters, cannot accept its own terms; B accepts: a numbered order, other offers declined, the entry taken', async () => {
    const db = ctx.database.db;
    const entry = await ware(db, a);
    const deal = (await offer(ctx.app, b.admin, entry.uid)).body;
    const rival = (await offer(ctx.app, c.admin, entry.uid)).body;
    const agent = await createAgentAs(ctx.app, c.employee, { name: 'All wares', form_type: 'ware' });
    expect(await agentEntryUids(ctx.app, c.employee, agent.id)).toContain(entry.uid);

    const countered = await act(
      ctx.app,
      a.employee,
      deal.id,
      'counter',
      terms({ price: 1400, price_unit: 'per_km', payment_term_days: 45 }),
    );
    expect(countered.status, JSON.stringify(countered.body)).toBe(200);
    expect(countered.body).toMatchObject({ terms_by: 'owner', terms: { price: 1400, price_unit: 'per_km', payment_term_days: 45 } });
    const ownTerms = await act(ctx.app, a.admin, deal.id, 'accept');
    expect([ownTerms.status, ownTerms.body.code]).toEqual([409, 'own_terms']);

    const accepted = await act(ctx.app, b.employee, deal.id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('agreed');
    expect(accepted.body.number).toMatch(new RegExp(`^FX-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(accepted.body.agreed_at).not.toBeNull();
    expect(accepted.body.events.map((event) => event.kind)).toEqual(['offer', 'counter', 'accept']);
    expect(accepted.body.events[2]?.terms).toMatchObject({ price: 1400, price_unit: 'per_km' });
    // (After the unloading date the carrier also gets `deliver`: the unloading place's day may already be tomorrow's.)
    expect(accepted.body.actions.slice(0, 2)).toEqual(['cancel', 'message']);

    const declined = (await as(ctx.app, c.admin, { method: 'GET', url: `/api/deals/${rival.id}/` })).body;
    expect(declined).toMatchObject({ status: 'declined', closed_reason: 'entry_taken' });
    expect(declined.events.at(-1)).toMatchObject({ kind: 'decline', side: null, user: null, reason: 'entry_taken' });

    // Taken: gone from the third company's search, on the owner's list as taken, no more offers, edits or refreshes.
    const search = await as(ctx.app, c.admin, { method: 'GET', url: '/api/ware-requests/?limit=200' });
    expect((search.body.results as { uid: string }[]).map((item) => item.uid)).not.toContain(entry.uid);
    expect(await agentEntryUids(ctx.app, c.employee, agent.id)).not.toContain(entry.uid);
    const mine = await as(ctx.app, a.admin, { method: 'GET', url: '/api/ware-requests/?my=true&limit=200' });
    expect((mine.body.results as { uid: string; status?: string }[]).find((item) => item.uid === entry.uid)?.status).toBe('taken');
    const again = await offer(ctx.app, c.employee, entry.uid);
    expect([again.status, again.body.code]).toEqual([409, 'entry_taken']);
    const refresh = await as(ctx.app, a.admin, { method: 'POST', url: `/api/ware-requests/${entry.uid}/refresh/` });
    expect(refresh.body.code).toBe('entry_taken');
    // The same realtime path as a delete.
    const events = await db.execute(sql`select type, entry_data from entry_events where entry_uid = ${entry.uid}`);
    expect((events as unknown as { rows: unknown[] }).rows).toEqual([
      { type: 'delete', entry_data: expect.objectContaining({ uid: entry.uid, status: 'taken' }) },
    ]);

    // Nothing changes an agreed deal but a cancellation with a reason.
    for (const action of ['counter', 'decline', 'withdraw', 'accept']) {
      const late = await act(ctx.app, b.admin, deal.id, action, action === 'counter' ? terms() : {});
      expect([action, late.status, late.body.code]).toEqual([action, 409, 'deal_not_open']);
    }
    expect((await act(ctx.app, a.admin, deal.id, 'cancel', {})).body.fields).toEqual({ reason: ['required'] });
    const cancelled = await act(ctx.app, a.admin, deal.id, 'cancel', { reason: 'Truck broke down before loading.' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', closed_reason: 'Truck broke down before loading.' });
    expect(cancelled.body.events.at(-1)).toMatchObject({ kind: 'cancel', side: 'owner', reason: 'Truck broke down before loading.' });
  });

  it('declines and withdraws: only the bidder withdraws, and a closed deal takes no step; a cancel needs an agreed deal', async () => {
    const db = ctx.database.db;
    const first = (await offer(ctx.app, b.admin, (await ware(db, a)).uid)).body;
    expect((await act(ctx.app, b.admin, first.id, 'cancel', { reason: 'x' })).body.code).toBe('deal_not_open');
    const declined = await act(ctx.app, a.admin, first.id, 'decline', { reason: 'Price too low' });
    expect(declined.body).toMatchObject({ status: 'declined', closed_reason: 'Price too low', actions: ['message'] });
    expect((await act(ctx.app, b.admin, first.id, 'accept')).body.code).toBe('deal_not_open');

    const second = (await offer(ctx.app, b.admin, (await ware(db, a)).uid)).body;
    const ownerWithdraws = await act(ctx.app, a.admin, second.id, 'withdraw');
    expect([ownerWithdraws.status, ownerWithdraws.body.code]).toEqual([403, 'permission_denied']);
    expect((await act(ctx.app, b.employee, second.id, 'withdraw')).body.status).toBe('withdrawn');
  });

  it('rights: another company sees nothing, staff read every deal but act in none, both roles of a party act', async () => {
    const deal = (await offer(ctx.app, b.employee, (await ware(ctx.database.db, a)).uid)).body;
    expect((await as(ctx.app, c.admin, { method: 'GET', url: `/api/deals/${deal.id}/` })).status).toBe(404);
    expect((await act(ctx.app, c.admin, deal.id, 'decline')).status).toBe(404);

    const read = await as(ctx.app, staff, { method: 'GET', url: `/api/deals/${deal.id}/` });
    expect([read.status, read.body.role, read.body.actions]).toEqual([200, null, []]);
    expect((await act(ctx.app, staff, deal.id, 'decline')).status).toBe(403);
    expect((await offer(ctx.app, staff, deal.entry.uid)).status).toBe(403);
    const all = await as(ctx.app, staff, { method: 'GET', url: '/api/deals/?limit=200' });
    expect((all.body.results as { id: number }[]).map((item) => item.id)).toContain(deal.id);

    expect((await act(ctx.app, a.employee, deal.id, 'counter', terms({ price: 99 }))).status).toBe(200);
    expect((await act(ctx.app, b.admin, deal.id, 'counter', terms({ price: 98 }))).status).toBe(200);
  });

  it('lists by role and status, paged in SQL', async () => {
    const db = ctx.database.db;
    const d = await company(db, 'Delta Cargo SA');
    const e = await company(db, 'Epsilon Fret SARL');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await offer(ctx.app, e.admin, (await ware(db, d)).uid)).body.id);
    const outgoing = (await offer(ctx.app, d.admin, (await ware(db, e)).uid)).body.id;
    await act(ctx.app, d.admin, ids[0]!, 'decline');

    const list = async (query: string) => {
      const ids: number[] = [];
      let url = `/api/deals/?${query}&limit=1`;
      for (;;) {
        const page = await as(ctx.app, d.employee, { method: 'GET', url });
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        ids.push(...(page.body.results as { id: number }[]).map((item) => item.id));
        if (!page.body.next) return ids;
        url = `/api/deals/?${query}&limit=1&cursor=${String(page.body.next)}`;
      }
    };
    expect(await list('role=incoming')).toEqual([ids[0], ids[2], ids[1]]);
    expect(await list('role=incoming&status=open')).toEqual([ids[2], ids[1]]);
    expect(await list('role=incoming&status=closed')).toEqual([ids[0]]);
    expect(await list('role=outgoing')).toEqual([outgoing]);
    expect(await list('status=agreed')).toEqual([]);
    // Both sides in one list: each side's page read on its own index, merged by last activity, paged across both.
    expect(await list('')).toEqual([ids[0], outgoing, ids[2], ids[1]]);
    expect(await list('status=open')).toEqual([outgoing, ids[2], ids[1]]);
  });

  it('a deactivated company cannot act, and its open deals close with the reason on both sides', async () => {
    const db = ctx.database.db;
    const f = await company(db, 'Phi Transport SRL');
    const onA = (await offer(ctx.app, f.admin, (await ware(db, a)).uid)).body;
    const onF = (await offer(ctx.app, b.admin, (await ware(db, f)).uid)).body;
    const deactivated = await as(ctx.app, staff, { method: 'POST', url: `/api/staff/companies/${f.id}/deactivate/` });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);

    expect((await act(ctx.app, f.admin, onA.id, 'counter', terms())).status).toBe(401);
    const withdrawn = (await as(ctx.app, a.admin, { method: 'GET', url: `/api/deals/${onA.id}/` })).body;
    expect(withdrawn).toMatchObject({ status: 'withdrawn', closed_reason: 'company_deactivated' });
    expect(withdrawn.events.at(-1)).toMatchObject({ kind: 'withdraw', side: null, reason: 'company_deactivated' });
    expect((await as(ctx.app, b.admin, { method: 'GET', url: `/api/deals/${onF.id}/` })).body).toMatchObject({
      status: 'declined',
      closed_reason: 'company_deactivated',
    });
  });

  it('writes every deal state change to the audit log in its transaction, and a refused step writes none (issue 33 item 7)', async () => {
    const db = ctx.database.db;
    const entry = await ware(db, a);
    const deal = (await offer(ctx.app, b.employee, entry.uid)).body;
    expect((await act(ctx.app, a.admin, deal.id, 'counter', terms({ price: 999 }))).status).toBe(200);
    expect((await act(ctx.app, a.admin, deal.id, 'accept')).status).toBe(409);
    expect((await act(ctx.app, b.admin, deal.id, 'accept')).status).toBe(200);
    const rows = (await db.execute(
      sql`select action, actor_user_id as actor, company_id as company, details->>'event' as event, details->>'side' as side
          from audit_log where target_type = 'deal' and target_id = ${String(deal.id)} order by id`,
    )) as unknown as { rows: { action: string; actor: number; company: number; event: string; side: string }[] };
    expect(rows.rows.map((row) => [row.action, row.event, row.side, row.actor, row.company])).toEqual([
      ['deal_state_changed', 'offer', 'bidder', b.employee, b.id],
      ['deal_state_changed', 'counter', 'owner', a.admin, a.id],
      ['deal_state_changed', 'accept', 'bidder', b.admin, b.id],
    ]);
    const listed = await as(ctx.app, staff, { method: 'GET', url: `/api/staff/audit-log/?action=deal_state_changed&company=${b.id}` });
    expect(listed.status).toBe(200);
    const listedRows = (listed.body as unknown as { results: { target_id: string; details: { event: string } }[] }).results;
    expect(listedRows.filter((row) => row.target_id === String(deal.id)).map((row) => row.details.event)).toEqual(['accept', 'offer']);
  });

  it('keeps events as evidence: PostgreSQL refuses to change one', async () => {
    await expect(ctx.database.db.execute(sql`update deal_events set reason = 'changed'`)).rejects.toThrow();
  });
});
