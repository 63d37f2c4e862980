import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEntry, createUser, pdfBytes } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from '../entries/entries.test-helpers';
import { confirmSilentDeliveries } from './deal-aftermath.service';
import { agreedDeal, budapest, dateIn, deliver, plusDays, testClock } from './deal-aftermath.test-helpers';
import { act, as, company, offer } from './deals.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;
const DAY = 86_400_000;

/** Issue 32 item 1 (decision 038): delivery, dispute, invoice and payment, their rights and their date boundaries. */
describe('deals after the transport: delivery, invoice, payment', () => {
  const clock = testClock();
  let shipper: Company;
  let carrier: Company;
  let other: Company;
  const tomorrow = dateIn(1);

  const ctx = useTestApp({ clock: clock.read });
  beforeAll(async () => {
    const db = ctx.database.db;
    shipper = await company(db, 'Carpați Marfă SRL');
    carrier = await company(db, 'Duna Fuvar Kft');
    other = await company(db, 'Rhein Logistik GmbH');
  });
  beforeEach(() => clock.set(new Date()));

  /** A ware deal: the shipper (owner) pays, the carrier (bidder) carries; unloading tomorrow in Budapest. */
  const deal = () => agreedDeal(ctx.app, ctx.database.db, shipper, carrier);

  it('the carrier reports the delivery from the unloading date on (at the unloading place); nobody else, once', async () => {
    const { id } = await deal();
    clock.set(new Date(budapest(tomorrow, '00:00').getTime() - 1000));
    expect((await deliver(ctx.app, carrier.admin, id)).body.code).toBe('delivery_too_early');
    clock.set(budapest(tomorrow, '00:00'));
    expect((await deliver(ctx.app, shipper.admin, id)).status).toBe(403);
    expect((await deliver(ctx.app, other.admin, id)).status).toBe(404);
    const delivered = await deliver(ctx.app, carrier.employee, id);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.aftermath).toMatchObject({
      delivery_state: 'reported',
      delivered_at: clock.read().toISOString(),
      confirm_until: new Date(clock.read().getTime() + 7 * DAY).toISOString(),
      proof_name: null,
    });
    expect(delivered.body.actions).toEqual(['message', 'invoice', 'rate']);
    const payerView = await as(ctx.app, shipper.admin, { method: 'GET', url: `/api/deals/${id}/` });
    expect(payerView.body.actions).toEqual(['message', 'confirm_delivery', 'dispute_delivery', 'rate']);
    expect(payerView.body.events.at(-1)).toMatchObject({ kind: 'delivered', side: 'bidder' });
    expect((await deliver(ctx.app, carrier.admin, id)).body.code).toBe('delivery_state_conflict');
    // Delivered: no more cancellation.
    expect((await act(ctx.app, shipper.admin, id, 'cancel', { reason: 'Changed our mind.' })).body.code).toBe('deal_delivered');
  });

  it('a truck offer is carried by its owner; an open deal has no after-transport step', async () => {
    const truck = await agreedDeal(ctx.app, ctx.database.db, carrier, shipper, 'truck');
    clock.set(budapest(tomorrow));
    expect((await deliver(ctx.app, shipper.admin, truck.id)).status).toBe(403);
    expect((await deliver(ctx.app, carrier.admin, truck.id)).status).toBe(200);
    const entry = await createEntry(ctx.database.db, { formType: 'ware', companyId: shipper.id, userId: shipper.admin });
    clock.set(new Date());
    const open = await offer(ctx.app, carrier.admin, entry.uid);
    clock.set(budapest(tomorrow));
    expect((await deliver(ctx.app, carrier.admin, open.body.id)).body.code).toBe('deal_not_agreed');
  });

  it('the proof of delivery is a PDF by its bytes, downloadable by both sides only', async () => {
    const { id } = await deal();
    clock.set(budapest(tomorrow));
    const fake = await deliver(ctx.app, carrier.admin, id, { name: 'cmr.pdf', bytes: Buffer.from('<html>not a pdf</html>') });
    expect([fake.status, fake.body.code]).toEqual([400, 'unsupported_file']);
    const huge = Buffer.concat([pdfBytes('big'), Buffer.alloc(4 * 1024 * 1024)]);
    const tooLarge = await deliver(ctx.app, carrier.admin, id, { name: 'cmr.pdf', bytes: huge });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([400, 'file_too_large']);
    const bytes = pdfBytes('signed CMR');
    const delivered = await deliver(ctx.app, carrier.admin, id, { name: 'CMR 4711.pdf', bytes });
    expect(delivered.body.aftermath.proof_name).toBe('CMR 4711.pdf');
    for (const userId of [carrier.employee, shipper.employee]) {
      const download = await ctx.app.inject({
        method: 'GET',
        url: `/api/deals/${id}/delivery-proof/`,
        headers: await bearer(ctx.app, userId),
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    }
    expect((await as(ctx.app, other.admin, { method: 'GET', url: `/api/deals/${id}/delivery-proof/` })).status).toBe(404);
  });

  it('the proof is saved by the other side with the .pdf ending its bytes were checked as, whatever the sender named it', async () => {
    const { id } = await deal();
    clock.set(budapest(tomorrow));
    const delivered = await deliver(ctx.app, carrier.admin, id, { name: 'CMR 4711.html', bytes: pdfBytes('<script>alert(1)</script>') });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.aftermath.proof_name).toBe('CMR 4711.html.pdf');
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/deals/${id}/delivery-proof/`,
      headers: await bearer(ctx.app, shipper.admin),
    });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="CMR 4711.html.pdf"; filename*=UTF-8''CMR%204711.html.pdf`);
  });

  it('every after-transport step: another company gets the 404 of a missing deal, staff 403, the sides nothing changed', async () => {
    const { id } = await deal();
    clock.set(budapest(tomorrow));
    const staff = await createUser(ctx.database.db, { companyId: null, isSuperuser: true });
    const steps: [string, Record<string, unknown>][] = [
      ['delivered', {}],
      ['confirm-delivery', {}],
      ['dispute-delivery', { reason: 'Not delivered.' }],
      ['invoiced', { invoice_date: tomorrow }],
      ['paid', { paid_date: tomorrow }],
      ['rating', { punctuality: 1, communication: 1 }],
    ];
    for (const [step, body] of steps) {
      expect([step, (await act(ctx.app, other.admin, id, step, body)).status]).toEqual([step, 404]);
      expect([step, (await act(ctx.app, staff.id, id, step, body)).status]).toEqual([step, 403]);
    }
    expect((await as(ctx.app, staff.id, { method: 'GET', url: `/api/deals/${id}/delivery-proof/` })).status).toBe(404);
    const seen = await as(ctx.app, shipper.admin, { method: 'GET', url: `/api/deals/${id}/` });
    expect(seen.body.aftermath).toMatchObject({ delivery_state: null, invoice_date: null, paid_date: null, ratings: [] });
    expect(seen.body.events.at(-1)?.kind).toBe('accept');
  });

  it('identical steps sent at once take effect once: one delivery, one invoice, one payment', async () => {
    const { id } = await deal();
    clock.set(budapest(tomorrow));
    const twice = async (send: () => Promise<{ status: number; body: { code?: string } }>) =>
      (await Promise.all([send(), send(), send()])).map((answer) => answer.body.code ?? answer.status).sort();
    expect(await twice(() => deliver(ctx.app, carrier.admin, id))).toEqual([200, 'delivery_state_conflict', 'delivery_state_conflict']);
    expect(await twice(() => act(ctx.app, carrier.admin, id, 'invoiced', { invoice_date: tomorrow }))).toEqual([
      200,
      'invoice_recorded',
      'invoice_recorded',
    ]);
    expect(await twice(() => act(ctx.app, carrier.admin, id, 'paid', { paid_date: tomorrow }))).toEqual([
      200,
      'payment_recorded',
      'payment_recorded',
    ]);
    const seen = await as(ctx.app, shipper.admin, { method: 'GET', url: `/api/deals/${id}/` });
    expect(seen.body.events.map((event) => event.kind).filter((kind) => ['delivered', 'invoiced', 'paid'].includes(kind))).toEqual([
      'delivered',
      'invoiced',
      'paid',
    ]);
  });

  it('the payer confirms or disputes within 7 days; the carrier cannot; silence confirms at day 7 + 1 s', async () => {
    const disputed = await deal();
    const confirmed = await deal();
    const silent = await deal();
    const late = await deal();
    const reported = budapest(tomorrow);
    clock.set(reported);
    for (const { id } of [disputed, confirmed, silent, late]) expect((await deliver(ctx.app, carrier.admin, id)).status).toBe(200);

    expect((await act(ctx.app, carrier.admin, disputed.id, 'dispute-delivery', { reason: 'x' })).status).toBe(403);
    expect((await act(ctx.app, shipper.admin, disputed.id, 'dispute-delivery', {})).body.fields).toEqual({ reason: ['required'] });
    expect((await act(ctx.app, shipper.admin, disputed.id, 'dispute-delivery', { reason: 'x'.repeat(1001) })).body.fields).toEqual({
      reason: ['too_long'],
    });
    const sevenDays = new Date(reported.getTime() + 7 * DAY);
    clock.set(sevenDays);
    const d = await act(ctx.app, shipper.employee, disputed.id, 'dispute-delivery', { reason: 'Two pallets damaged.' });
    expect(d.body.aftermath).toMatchObject({
      delivery_state: 'disputed',
      dispute_reason: 'Two pallets damaged.',
      delivery_settled_at: sevenDays.toISOString(),
    });
    expect(d.body.events.at(-1)).toMatchObject({ kind: 'delivery_disputed', side: 'owner', reason: 'Two pallets damaged.' });
    expect((await act(ctx.app, shipper.admin, disputed.id, 'confirm-delivery')).body.code).toBe('delivery_state_conflict');
    expect((await act(ctx.app, shipper.admin, confirmed.id, 'confirm-delivery')).body.aftermath).toMatchObject({
      delivery_state: 'confirmed',
    });

    // Day 7 exactly: the sweep leaves it; the payer may still answer until then.
    // (Deliveries of the tests above, reported earlier, may go now: this deal may not.)
    await confirmSilentDeliveries(ctx.database.db, sevenDays);
    const stateOf = async (id: number) => (await as(ctx.app, shipper.admin, { method: 'GET', url: `/api/deals/${id}/` })).body.aftermath;
    expect(await stateOf(silent.id)).toMatchObject({ delivery_state: 'reported', delivery_settled_at: null });
    const oneSecondLater = new Date(sevenDays.getTime() + 1000);
    clock.set(oneSecondLater);
    expect((await act(ctx.app, shipper.admin, late.id, 'dispute-delivery', { reason: 'Too late.' })).body.code).toBe(
      'confirm_window_closed',
    );
    expect(await confirmSilentDeliveries(ctx.database.db, oneSecondLater)).toBeGreaterThanOrEqual(2);
    expect(await stateOf(late.id)).toMatchObject({ delivery_state: 'confirmed' });
    const swept = await as(ctx.app, shipper.admin, { method: 'GET', url: `/api/deals/${silent.id}/` });
    expect(swept.body.aftermath).toMatchObject({ delivery_state: 'confirmed', delivery_settled_at: sevenDays.toISOString() });
    expect(swept.body.events.at(-1)).toMatchObject({ kind: 'delivery_confirmed', side: null, user: null, reason: 'silence' });
    expect(await confirmSilentDeliveries(ctx.database.db, oneSecondLater)).toBe(0);
  });

  it('invoice and payment: the carrier only, in order, dates within today and the loading date; days to pay against the term', async () => {
    const onTime = await deal();
    const late = await deal();
    clock.set(budapest(tomorrow));
    expect((await act(ctx.app, carrier.admin, onTime.id, 'invoiced', { invoice_date: tomorrow })).body.code).toBe(
      'delivery_state_conflict',
    );
    for (const { id } of [onTime, late]) await deliver(ctx.app, carrier.admin, id);
    expect((await act(ctx.app, carrier.admin, onTime.id, 'paid', { paid_date: tomorrow })).body.code).toBe('invoice_missing');
    expect((await act(ctx.app, shipper.admin, onTime.id, 'invoiced', { invoice_date: tomorrow })).status).toBe(403);
    expect((await act(ctx.app, carrier.admin, onTime.id, 'invoiced', { invoice_date: plusDays(tomorrow, 1) })).body.fields).toEqual({
      invoice_date: ['date_in_future'],
    });
    expect((await act(ctx.app, carrier.admin, onTime.id, 'invoiced', { invoice_date: plusDays(tomorrow, -1) })).body.fields).toEqual({
      invoice_date: ['invoice_before_loading'],
    });
    expect((await act(ctx.app, carrier.admin, onTime.id, 'invoiced', { invoice_date: '2026-02-30' })).status).toBe(400);
    for (const { id } of [onTime, late]) {
      const invoiced = await act(ctx.app, carrier.admin, id, 'invoiced', { invoice_date: tomorrow });
      expect(invoiced.body.aftermath).toMatchObject({ invoice_date: tomorrow, due_date: plusDays(tomorrow, 30), overdue: false });
    }
    expect((await act(ctx.app, carrier.admin, onTime.id, 'invoiced', { invoice_date: tomorrow })).body.code).toBe('invoice_recorded');

    // Day 30 after the invoice is its due date: not overdue yet; day 31 it is, to both sides, with its days.
    clock.set(budapest(plusDays(tomorrow, 30), '23:59'));
    expect((await as(ctx.app, shipper.admin, { method: 'GET', url: `/api/deals/${late.id}/` })).body.aftermath).toMatchObject({
      overdue: false,
      overdue_days: 0,
    });
    clock.set(budapest(plusDays(tomorrow, 31), '00:00'));
    for (const userId of [shipper.admin, carrier.admin]) {
      const seen = await as(ctx.app, userId, { method: 'GET', url: `/api/deals/${late.id}/` });
      expect(seen.body.aftermath).toMatchObject({ overdue: true, overdue_days: 1, due_date: plusDays(tomorrow, 30) });
      expect(seen.body.actions.includes('report_payment_incident')).toBe(userId === carrier.admin);
    }
    const listed = await as(ctx.app, shipper.admin, { method: 'GET', url: '/api/deals/?status=agreed&limit=100' });
    expect(
      (listed.body.results as { id: number; aftermath: { overdue: boolean } }[]).find((row) => row.id === late.id)?.aftermath.overdue,
    ).toBe(true);

    expect((await act(ctx.app, carrier.admin, onTime.id, 'paid', { paid_date: plusDays(tomorrow, -1) })).body.fields).toEqual({
      paid_date: ['paid_before_invoice'],
    });
    expect((await act(ctx.app, carrier.admin, onTime.id, 'paid', { paid_date: plusDays(tomorrow, 32) })).body.fields).toEqual({
      paid_date: ['date_in_future'],
    });
    expect((await act(ctx.app, shipper.admin, onTime.id, 'paid', { paid_date: tomorrow })).status).toBe(403);
    const paidOnTerm = await act(ctx.app, carrier.admin, onTime.id, 'paid', { paid_date: plusDays(tomorrow, 30) });
    expect(paidOnTerm.body.aftermath).toMatchObject({ days_to_pay: 30, late: false, overdue: false });
    const paidLate = await act(ctx.app, carrier.admin, late.id, 'paid', { paid_date: plusDays(tomorrow, 31) });
    expect(paidLate.body.aftermath).toMatchObject({ days_to_pay: 31, late: true, overdue: false, overdue_days: 0 });
    expect(paidLate.body.events.at(-1)).toMatchObject({ kind: 'paid', reason: plusDays(tomorrow, 31) });
    expect((await act(ctx.app, carrier.admin, late.id, 'paid', { paid_date: plusDays(tomorrow, 31) })).body.code).toBe('payment_recorded');
  });
});
