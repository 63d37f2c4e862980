import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { DEAL_COUNTERS_PER_HOUR, DEAL_OFFERS_PER_COMPANY_PER_HOUR, DEAL_OFFERS_PER_ENTRY_PER_HOUR } from './deals.service';
import { act, as, company, offer, terms, ware, useDealSides } from './deals.test-helpers';

/**
 * A member of one company attacking the negotiation: every offer and counter is a permanent event and audit
 * row, announced live to the other side, and the deal's page answers all its events at once. Without a limit
 * one side could grow the other's deal page and history without bound, or bury an entry's owner under offers.
 */
describe('deals under attack: offers and counters are limited per side', () => {
  const ctx = useTestApp();
  const sides = useDealSides(() => ctx.database.db, 'Attack');

  it('refuses a side’s counters past its hourly allowance with 429, without holding an outsider’s tries or the other side against it', async () => {
    const deal = (await offer(ctx.app, sides.bidder.admin, (await ware(ctx.database.db, sides.owner)).uid)).body;
    // An outsider gets the 404 of a missing deal and spends nobody's allowance.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await act(ctx.app, sides.outsider.admin, deal.id, 'counter', terms({ price: 1 }))).status).toBe(404);
    }
    // Both members of the bidder's company share their side's allowance.
    for (let sent = 0; sent < DEAL_COUNTERS_PER_HOUR; sent += 1) {
      const answer = await act(
        ctx.app,
        sent % 2 === 0 ? sides.bidder.admin : sides.bidder.employee,
        deal.id,
        'counter',
        terms({ price: 1000 + sent }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const refused = await act(ctx.app, sides.bidder.employee, deal.id, 'counter', terms({ price: 1 }));
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
    // The other side still answers, and may accept the last terms that were kept.
    expect((await act(ctx.app, sides.owner.employee, deal.id, 'counter', terms({ price: 2000 }))).status).toBe(200);
    const read = await as(ctx.app, sides.owner.admin, { method: 'GET', url: `/api/deals/${deal.id}/` });
    expect(read.body.events).toHaveLength(1 + DEAL_COUNTERS_PER_HOUR + 1);
    expect(read.body.terms.price).toBe(2000);
  });

  it('refuses a withdraw-and-offer-again loop on one entry past its hourly allowance, not offers on another entry', async () => {
    const entry = await ware(ctx.database.db, sides.owner);
    for (let made = 0; made < DEAL_OFFERS_PER_ENTRY_PER_HOUR; made += 1) {
      const answer = await offer(ctx.app, sides.outsider.admin, entry.uid, { price: 500 + made });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect((await act(ctx.app, sides.outsider.employee, answer.body.id, 'withdraw', { reason: 'Again.' })).status).toBe(200);
    }
    const refused = await offer(ctx.app, sides.outsider.employee, entry.uid);
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
    // Another company's offer on the entry and the same company's offer on another entry are not held against it.
    expect((await offer(ctx.app, sides.bidder.admin, entry.uid)).status).toBe(201);
    expect((await offer(ctx.app, sides.outsider.admin, (await ware(ctx.database.db, sides.owner)).uid)).status).toBe(201);
    const incoming = await as(ctx.app, sides.owner.admin, { method: 'GET', url: '/api/deals/?role=incoming&limit=200' });
    const onEntry = (incoming.body as unknown as { results: { entry: { uid: string } }[] }).results.filter(
      (deal) => deal.entry.uid === entry.uid,
    );
    expect(onEntry).toHaveLength(DEAL_OFFERS_PER_ENTRY_PER_HOUR + 1);
  });
  it('refuses a company’s offers past its hourly allowance on any entries, while other companies still offer', async () => {
    const db = ctx.database.db;
    const mailer = await company(db, 'Attack Offer Mailer BV');
    const entries = [];
    for (let made = 0; made <= DEAL_OFFERS_PER_COMPANY_PER_HOUR; made += 1) entries.push(await ware(db, sides.owner));
    // One offer on each of as many entries as the hour allows, from both members of the company.
    for (const [index, entry] of entries.slice(0, DEAL_OFFERS_PER_COMPANY_PER_HOUR).entries()) {
      const answer = await offer(ctx.app, index % 2 === 0 ? mailer.admin : mailer.employee, entry.uid);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const last = entries[DEAL_OFFERS_PER_COMPANY_PER_HOUR]!;
    const refused = await offer(ctx.app, mailer.employee, last.uid);
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
    expect((await offer(ctx.app, sides.bidder.employee, last.uid)).status).toBe(201);
  }, 120_000);
});
