import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DealRating } from '@freight/shared/deal-aftermath';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from '../entries/entries.test-helpers';
import { agreedDeal, budapest, dateIn, deliver, testClock } from './deal-aftermath.test-helpers';
import { act, as, company } from './deals.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Issue 32 item 2 (decision 038): ratings of delivered deals, their window, single use, lock, and one reply. */
describe('deal ratings and replies', () => {
  const clock = testClock();
  let shipper: Company;
  let carrier: Company;
  let other: Company;
  const tomorrow = dateIn(1);
  const delivered = budapest(tomorrow);

  const ctx = useTestApp({ clock: clock.read });
  beforeAll(async () => {
    const db = ctx.database.db;
    shipper = await company(db, 'Carpați Marfă SRL');
    carrier = await company(db, 'Duna Fuvar Kft');
    other = await company(db, 'Rhein Logistik GmbH');
  });
  beforeEach(() => clock.set(new Date()));

  /** A ware deal (the shipper pays, the carrier carries), delivered tomorrow at noon in Budapest. */
  async function deliveredDeal() {
    const deal = await agreedDeal(ctx.app, ctx.database.db, shipper, carrier);
    clock.set(delivered);
    expect((await deliver(ctx.app, carrier.admin, deal.id)).status).toBe(200);
    return deal;
  }
  const rate = (userId: number, dealId: number, body: Record<string, unknown>) => act(ctx.app, userId, dealId, 'rating', body);
  const ratingsOf = (body: { aftermath: { ratings: DealRating[] } | null }) => body.aftermath?.ratings ?? [];

  it('no rating before the delivery report; 30 days after it, not a second later', async () => {
    const deal = await agreedDeal(ctx.app, ctx.database.db, shipper, carrier);
    expect((await rate(shipper.admin, deal.id, { punctuality: 5, communication: 5 })).body.code).toBe('rating_not_open');
    clock.set(delivered);
    await deliver(ctx.app, carrier.admin, deal.id);
    clock.set(new Date(delivered.getTime() + 30 * DAY + 1000));
    expect((await rate(shipper.admin, deal.id, { punctuality: 5, communication: 5 })).body.code).toBe('rating_not_open');
    clock.set(new Date(delivered.getTime() + 30 * DAY));
    const rated = await rate(shipper.admin, deal.id, { punctuality: 4, communication: 5, comment: 'On time, good contact.' });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    expect(ratingsOf(rated.body)).toEqual([
      expect.objectContaining({
        rater_company: { id: shipper.id, name: shipper.name },
        rated_company_id: carrier.id,
        rater_role: 'payer',
        punctuality: 4,
        payment: null,
        reply: null,
      }),
    ]);
    expect(rated.body.events.at(-1)).toMatchObject({ kind: 'rated', side: 'owner' });
  });

  it('payment is rated by the carrier only, and must be; scores 1–5; other companies cannot rate', async () => {
    const deal = await deliveredDeal();
    expect((await rate(carrier.admin, deal.id, { punctuality: 5, communication: 4 })).body.fields).toEqual({ payment: ['required'] });
    expect((await rate(shipper.admin, deal.id, { punctuality: 5, communication: 4, payment: 3 })).body.fields).toEqual({
      payment: ['payment_by_carrier_only'],
    });
    expect((await rate(shipper.admin, deal.id, { punctuality: 6, communication: 4 })).body.fields).toEqual({
      punctuality: ['rating_range'],
    });
    expect((await rate(other.admin, deal.id, { punctuality: 5, communication: 4 })).status).toBe(404);
    expect((await rate(shipper.admin, deal.id, { punctuality: 5, communication: 4, comment: 'x'.repeat(1001) })).body.fields).toEqual({
      comment: ['too_long'],
    });
    const byCarrier = await rate(carrier.employee, deal.id, {
      punctuality: 5,
      communication: 4,
      payment: 2,
      comment: 'Paid after reminders.',
    });
    expect(ratingsOf(byCarrier.body)).toEqual([
      expect.objectContaining({ rater_role: 'carrier', rated_company_id: shipper.id, payment: 2 }),
    ]);
  });

  it('once per side: a second rating changes the first within 48 hours, then it is locked', async () => {
    const deal = await deliveredDeal();
    const given = new Date(delivered.getTime() + HOUR);
    clock.set(given);
    await rate(shipper.admin, deal.id, { punctuality: 2, communication: 3 });
    clock.set(new Date(given.getTime() + 48 * HOUR));
    const changed = await rate(shipper.employee, deal.id, { punctuality: 3, communication: 3, comment: 'Changed after a call.' });
    expect(ratingsOf(changed.body)).toEqual([
      expect.objectContaining({
        punctuality: 3,
        comment: 'Changed after a call.',
        created_at: given.toISOString(),
        editable_until: new Date(given.getTime() + 48 * HOUR).toISOString(),
      }),
    ]);
    clock.set(new Date(given.getTime() + 48 * HOUR + 1000));
    expect((await rate(shipper.admin, deal.id, { punctuality: 1, communication: 1 })).body.code).toBe('rating_locked');
    const seen = await as(ctx.app, carrier.admin, { method: 'GET', url: `/api/deals/${deal.id}/` });
    expect(ratingsOf(seen.body)).toHaveLength(1);
    expect(seen.body.actions).toContain('reply_rating');
    expect((await as(ctx.app, shipper.admin, { method: 'GET', url: `/api/deals/${deal.id}/` })).body.actions).not.toContain('rate');
  });

  it('two identical first ratings sent at once make one rating, and two replies at once one reply', async () => {
    const deal = await deliveredDeal();
    const answers = await Promise.all([1, 2, 3].map(() => rate(shipper.admin, deal.id, { punctuality: 4, communication: 4 })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const seen = await as(ctx.app, carrier.admin, { method: 'GET', url: `/api/deals/${deal.id}/` });
    expect(ratingsOf(seen.body)).toHaveLength(1);
    const rating = ratingsOf(seen.body)[0]!;
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        as(ctx.app, carrier.admin, { method: 'POST', url: `/api/ratings/${rating.id}/reply/`, payload: { text: 'Thanks.' } }),
      ),
    );
    expect(replies.map((answer) => answer.body.code ?? answer.status).sort()).toEqual([200, 'reply_exists', 'reply_exists']);
  });

  it('the rated company replies once, publicly; the rater and others cannot', async () => {
    const deal = await deliveredDeal();
    const rated = await rate(carrier.admin, deal.id, { punctuality: 5, communication: 5, payment: 1 });
    const rating = ratingsOf(rated.body)[0]!;
    const reply = (userId: number, text: string) =>
      as(ctx.app, userId, { method: 'POST', url: `/api/ratings/${rating.id}/reply/`, payload: { text } });
    expect((await reply(carrier.admin, 'Self reply')).status).toBe(403);
    expect((await reply(other.admin, 'Not mine')).status).toBe(404);
    expect((await reply(shipper.admin, '   ')).body.fields).toEqual({ text: ['required'] });
    expect((await reply(shipper.admin, 'x'.repeat(1001))).body.fields).toEqual({ text: ['too_long'] });
    const replied = await reply(shipper.employee, 'The invoice reached us three weeks late.');
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(ratingsOf(replied.body)[0]?.reply).toEqual({
      text: 'The invoice reached us three weeks late.',
      replied_at: clock.read().toISOString(),
    });
    expect(replied.body.events.at(-1)).toMatchObject({ kind: 'rating_replied', side: 'owner' });
    expect((await reply(shipper.admin, 'Again')).body.code).toBe('reply_exists');
    const carrierView = await as(ctx.app, carrier.admin, { method: 'GET', url: `/api/deals/${deal.id}/` });
    expect(ratingsOf(carrierView.body)[0]?.reply?.text).toBe('The invoice reached us three weeks late.');
  });

  it('a replied rating is final: within its 48 hours the rater can no longer change what the reply answers', async () => {
    const deal = await deliveredDeal();
    const rated = await rate(shipper.admin, deal.id, { punctuality: 1, communication: 1, comment: 'Arrived a day late.' });
    const rating = ratingsOf(rated.body)[0]!;
    clock.set(new Date(delivered.getTime() + HOUR));
    const reply = await as(ctx.app, carrier.admin, {
      method: 'POST',
      url: `/api/ratings/${rating.id}/reply/`,
      payload: { text: 'The loading place kept us waiting for six hours.' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.actions).not.toContain('reply_rating');
    expect((await as(ctx.app, shipper.admin, { method: 'GET', url: `/api/deals/${deal.id}/` })).body.actions).not.toContain('rate');
    const changed = await rate(shipper.employee, deal.id, { punctuality: 5, communication: 5, comment: 'Perfect in every way.' });
    expect([changed.status, changed.body.code]).toEqual([409, 'rating_locked']);
    const seen = await as(ctx.app, carrier.admin, { method: 'GET', url: `/api/deals/${deal.id}/` });
    expect(ratingsOf(seen.body)[0]).toMatchObject({ punctuality: 1, comment: 'Arrived a day late.' });
  });

  it('changes of a rating are counted per side and deal: the eleventh within an hour answers 429, the other side is not held', async () => {
    const deal = await deliveredDeal();
    for (let change = 1; change <= 10; change += 1) {
      const given = await rate(shipper.admin, deal.id, { punctuality: 1 + (change % 5), communication: 3 });
      expect(given.status, JSON.stringify(given.body)).toBe(200);
    }
    const flooded = await ctx.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/rating/`,
      payload: { punctuality: 2, communication: 2 },
      headers: await bearer(ctx.app, shipper.employee),
    });
    expect([flooded.statusCode, (flooded.json() as { code: string }).code]).toEqual([429, 'rate_limited']);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    // An outsider's attempts count for nobody: the carrier still rates.
    expect((await rate(other.admin, deal.id, { punctuality: 5, communication: 4 })).status).toBe(404);
    expect((await rate(carrier.admin, deal.id, { punctuality: 5, communication: 4, payment: 4 })).status).toBe(200);
    const seen = await as(ctx.app, carrier.admin, { method: 'GET', url: `/api/deals/${deal.id}/` });
    expect(seen.body.events.filter((event) => event.kind === 'rated')).toHaveLength(11);
    // The next hour the payer may change its rating again.
    clock.set(new Date(delivered.getTime() + HOUR));
    expect((await rate(shipper.admin, deal.id, { punctuality: 2, communication: 2 })).status).toBe(200);
  });
});
