import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DealPage } from '@freight/shared/deals';
import type { Incident, IncidentPage } from '@freight/shared/incidents';
import { paymentIncidents } from '../../db/schema-incidents';
import { createUser, storedFiles } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { connect, wsUrlOf } from '../agents/agents.test-helpers';
import { bearer } from '../entries/entries.test-helpers';
import { agreedDeal, budapest, dateIn, dealCompanies, deliver, plusDays, testClock } from '../deals/deal-aftermath.test-helpers';
import { act, as } from '../deals/deals.test-helpers';
import { fourPdfs, incidentForm, paymentFields } from './incidents.test-helpers';

type Company = Awaited<ReturnType<typeof dealCompanies>>['shipper'];
type Answer = { status: number; body: Incident & { code?: string; fields?: Record<string, string[]> } };

/** Decision 067: a payment incident filed from an overdue deal, its rights, its one-per-deal rule and what both reads show. */
describe('payment incidents filed from a deal', () => {
  const clock = testClock();
  const config = testConfig();
  let shipper: Company;
  let carrier: Company;
  let other: Company;
  const tomorrow = dateIn(1);
  const dueDate = plusDays(tomorrow, 30);
  const lastDayOfTerm = budapest(dueDate, '23:59');
  const firstDayOverdue = budapest(plusDays(tomorrow, 31), '00:00');

  const ctx = useTestApp({ config, clock: clock.read });
  beforeAll(async () => {
    ({ shipper, carrier, other } = await dealCompanies(ctx.database.db));
  });
  beforeEach(() => clock.set(new Date()));

  /** A ware deal (the shipper pays, the carrier carries), delivered and invoiced tomorrow: due 30 days later. */
  async function invoicedDeal() {
    clock.set(new Date());
    const deal = await agreedDeal(ctx.app, ctx.database.db, shipper, carrier);
    clock.set(budapest(tomorrow));
    expect((await deliver(ctx.app, carrier.admin, deal.id)).status).toBe(200);
    expect((await act(ctx.app, carrier.admin, deal.id, 'invoiced', { invoice_date: tomorrow })).status).toBe(200);
    return deal;
  }

  async function overdueDeal() {
    const deal = await invoicedDeal();
    clock.set(firstDayOverdue);
    return deal;
  }

  async function file(userId: number, dealId: number | undefined, debtorId: number): Promise<Answer> {
    const fields = paymentFields(debtorId, dealId === undefined ? {} : { deal_id: dealId });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-incidents/',
      payload: incidentForm(fields, fourPdfs()),
      headers: await bearer(ctx.app, userId),
    });
    return { status: response.statusCode, body: response.json() };
  }

  const readDeal = (userId: number, id: number) => as(ctx.app, userId, { method: 'GET', url: `/api/deals/${id}/` });

  async function listed(userId: number, url: string, id: number) {
    const response = await ctx.app.inject({ method: 'GET', url, headers: await bearer(ctx.app, userId) });
    return (response.json() as IncidentPage).results.find((incident) => incident.kind === 'payment' && incident.id === id);
  }

  /** Rows and files: a refused submission leaves neither behind. */
  const stored = async () => ({ rows: await ctx.database.db.$count(paymentIncidents), files: storedFiles(config.dataDir).length });

  it('the creditor of an overdue deal files it; both sides see it on the deal, the reporter and staff see the deal on it', async () => {
    const deal = await overdueDeal();
    const filed = await file(carrier.employee, deal.id, shipper.id);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const facts = {
      id: deal.id,
      number: deal.number,
      price: 1250.5,
      price_unit: 'total',
      currency: 'EUR',
      invoice_date: tomorrow,
      due_date: dueDate,
      paid_date: null,
    };
    expect(filed.body).toMatchObject({ kind: 'payment', company: { id: shipper.id }, status: 'pending', deal: facts });

    for (const userId of [carrier.admin, shipper.admin]) {
      const seen = await readDeal(userId, deal.id);
      expect(seen.body.payment_incident).toEqual({ id: filed.body.id, status: 'pending', created_at: firstDayOverdue.toISOString() });
      expect(seen.body.actions).not.toContain('report_payment_incident');
    }
    expect((await readDeal(other.admin, deal.id)).status).toBe(404);

    const staff = await ctx.staff();
    expect(await listed(carrier.admin, '/api/incidents/?scope=by_me', filed.body.id)).toMatchObject({ deal: facts });
    expect(await listed(shipper.admin, '/api/incidents/?scope=against_me', filed.body.id)).toMatchObject({ deal: facts });
    expect(await listed(staff.user.id, '/api/staff/incidents/?status=pending&limit=200', filed.body.id)).toMatchObject({ deal: facts });
    // Another company reads the incident in the other-company list, but not the deal's price.
    expect(await listed(other.admin, `/api/incidents/?company=${shipper.id}`, filed.body.id)).toMatchObject({ deal: null });

    // The carrier records the payment later: every reader of the incident sees it paid.
    expect((await act(ctx.app, carrier.admin, deal.id, 'paid', { paid_date: plusDays(tomorrow, 31) })).status).toBe(200);
    for (const [userId, url] of [
      [carrier.admin, '/api/incidents/?scope=by_me'],
      [staff.user.id, '/api/staff/incidents/?status=pending&limit=200'],
    ] as const) {
      expect(await listed(userId, url, filed.body.id)).toMatchObject({ deal: { ...facts, paid_date: plusDays(tomorrow, 31) } });
    }
  });

  it('the deal list and the deal’s live update name the incident too, and no longer offer to report one', async () => {
    const reported = await overdueDeal();
    const unreported = await overdueDeal();
    const filed = await file(carrier.admin, reported.id, shipper.id);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const incident = { id: filed.body.id, status: 'pending', created_at: firstDayOverdue.toISOString() };
    const listedDeal = async (userId: number, role: string, id: number) => {
      const page = await as(ctx.app, userId, { method: 'GET', url: `/api/deals/?role=${role}&limit=100` });
      expect(page.status).toBe(200);
      return (page.body as unknown as DealPage).results.find((deal) => deal.id === id);
    };
    for (const [userId, role] of [
      [carrier.admin, 'outgoing'],
      [shipper.admin, 'incoming'],
    ] as const) {
      expect(await listedDeal(userId, role, reported.id)).toMatchObject({ payment_incident: incident });
      expect((await listedDeal(userId, role, unreported.id))?.payment_incident).toBeNull();
    }
    // The carrier, who may report, is offered it on the deal not yet reported only (as on the deal's page).
    expect((await listedDeal(carrier.admin, 'outgoing', reported.id))?.actions).not.toContain('report_payment_incident');
    expect((await listedDeal(carrier.admin, 'outgoing', unreported.id))?.actions).toContain('report_payment_incident');

    const socket = await connect(ctx.app, await wsUrlOf(ctx.app), carrier.admin);
    try {
      expect((await act(ctx.app, carrier.admin, reported.id, 'paid', { paid_date: plusDays(tomorrow, 31) })).status).toBe(200);
      const update = () =>
        (socket.messages as unknown as { type: string; deal_id?: number; deal?: DealPage['results'][number] }[]).find(
          (message) => message.type === 'deal_update' && message.deal_id === reported.id,
        );
      for (let waited = 0; !update() && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(update()?.deal).toMatchObject({ id: reported.id, payment_incident: incident });
    } finally {
      socket.socket.close();
    }
  });

  it('an incident filed without a deal carries none, and needs no deal rule', async () => {
    const filed = await file(carrier.admin, undefined, other.id);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({ deal: null });
  });

  it('refused to the debtor, another company, staff, for a mismatching debtor; nothing stored', async () => {
    const deal = await overdueDeal();
    const before = await stored();
    const refusal = async (userId: number, debtorId: number) => {
      const { status, body } = await file(userId, deal.id, debtorId);
      return [status, body.code, body.fields];
    };
    expect(await refusal(shipper.admin, carrier.id)).toEqual([403, 'permission_denied', { deal_id: ['not_deal_creditor'] }]);
    expect(await refusal(other.admin, shipper.id)).toEqual([404, 'not_found', { deal_id: ['deal_not_found'] }]);
    expect(await refusal(carrier.admin, other.id)).toEqual([400, 'validation_failed', { companyId: ['deal_party_mismatch'] }]);
    // Staff act in no deal: neither as themselves nor with the carrier's company on their account.
    const staff = await ctx.staff();
    expect(await refusal(staff.user.id, shipper.id)).toEqual([403, 'permission_denied', undefined]);
    const staffOfCarrier = await createUser(ctx.database.db, { companyId: carrier.id, isSuperuser: true });
    expect(await refusal(staffOfCarrier.id, shipper.id)).toEqual([403, 'permission_denied', undefined]);
    expect((await file(carrier.admin, 2_147_483_648, shipper.id)).body.fields).toEqual({ deal_id: ['number_invalid'] });
    expect(await stored()).toEqual(before);
    expect((await readDeal(carrier.admin, deal.id)).body.payment_incident).toBeNull();
  });

  it('refused until the day after the payment term, and for a paid deal', async () => {
    const deal = await invoicedDeal();
    clock.set(lastDayOfTerm);
    expect((await file(carrier.admin, deal.id, shipper.id)).body.code).toBe('deal_not_overdue');
    clock.set(firstDayOverdue);
    expect((await file(carrier.admin, deal.id, shipper.id)).status).toBe(201);

    const paid = await invoicedDeal();
    clock.set(firstDayOverdue);
    expect((await act(ctx.app, carrier.admin, paid.id, 'paid', { paid_date: plusDays(tomorrow, 31) })).status).toBe(200);
    expect((await file(carrier.admin, paid.id, shipper.id)).body.code).toBe('deal_not_overdue');
  });

  it('one open incident per deal, also when several are sent at once; a declined one lets the creditor file again', async () => {
    const deal = await overdueDeal();
    const before = await stored();
    const answers = await Promise.all([1, 2, 3].map(() => file(carrier.admin, deal.id, shipper.id)));
    expect(answers.map((answer) => answer.body.code ?? answer.status).sort()).toEqual([201, 'incident_exists', 'incident_exists']);
    expect(answers.find((answer) => answer.status === 409)?.status).toBe(409);
    // Only the stored incident's four files are left: the refused ones' files were removed again.
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 4 });
    const first = answers.find((answer) => answer.status === 201)!.body;
    expect((await file(carrier.admin, deal.id, shipper.id)).body.code).toBe('incident_exists');

    const staff = await ctx.staff();
    const declined = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/payment-incidents/${first.id}/`,
      payload: { status: 'declined', reason: 'The invoice was not attached.' },
      headers: await bearer(ctx.app, staff.user.id),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const seen = await readDeal(carrier.admin, deal.id);
    expect(seen.body.payment_incident).toMatchObject({ id: first.id, status: 'declined' });
    expect(seen.body.actions).toContain('report_payment_incident');
    const again = await file(carrier.admin, deal.id, shipper.id);
    expect(again.status).toBe(201);
    expect((await readDeal(shipper.admin, deal.id)).body.payment_incident).toMatchObject({ id: again.body.id, status: 'pending' });
  });
});
