import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { DEAL_MESSAGES_PER_HOUR } from './deal-messages.service';
import { as, offer, ware, useDealSides } from './deals.test-helpers';

/** A deal's conversation is kept as evidence and pushed live: one side cannot flood it (issue 31 item 5). */
describe('deal messages: at most DEAL_MESSAGES_PER_HOUR per side and deal', () => {
  const ctx = useTestApp();
  const sides = useDealSides(() => ctx.database.db, 'Limit');

  const post = (userId: number, dealId: number, text: string) =>
    as(ctx.app, userId, { method: 'POST', url: `/api/deals/${dealId}/messages/`, payload: { text } });

  it('refuses the next message of a side past its allowance with 429, and holds neither the other side nor an outsider’s tries against it', async () => {
    const deal = (await offer(ctx.app, sides.bidder.admin, (await ware(ctx.database.db, sides.owner)).uid)).body;
    // An outsider's tries answer 404 and are not counted against the owner's side.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post(sides.outsider.admin, deal.id, 'spam')).status).toBe(404);
    // Both members of the owner's company share their side's allowance.
    for (let sent = 0; sent < DEAL_MESSAGES_PER_HOUR; sent += 1) {
      const answer = await post(sent % 2 === 0 ? sides.owner.admin : sides.owner.employee, deal.id, `Message ${sent}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const refused = await post(sides.owner.employee, deal.id, 'One too many');
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
    expect((await post(sides.bidder.employee, deal.id, 'We are still here.')).status).toBe(201);

    const read = await as(ctx.app, sides.bidder.admin, { method: 'GET', url: `/api/deals/${deal.id}/messages/?limit=200` });
    const texts = (read.body as unknown as { results: { text: string }[] }).results.map((message) => message.text);
    expect(texts).toHaveLength(DEAL_MESSAGES_PER_HOUR + 1);
    expect(texts).not.toContain('One too many');
  });
});
