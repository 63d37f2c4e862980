import type { DealMessage } from '@freight/shared/deals';
import type { Paginated } from '@freight/shared/pagination';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import * as throttle from '../../throttle';
import * as contactFlags from '../contact-flags/contact-flags.service';
import { notifyDeal } from '../realtime/deal-notices.service';
import { readableDeal } from './deal-detail';
import { mayActInDeals, sideOf, type DealViewer } from './deal-present';
import * as queries from './deal-messages.queries';
import { markRead, updateDeal } from './deals.queries';

/**
 * A message as `companyId` reads it (issue 33 item 4): the other company without the contacts staff have not
 * cleared, the writer's company (and staff, null) as written, each told that some are hidden.
 */
const present = (row: queries.MessageRow, companyId: number | null): DealMessage => ({
  id: row.id,
  deal_id: row.dealId,
  side: row.side,
  user: row.userId === null || row.firstName === null ? null : { id: row.userId, first_name: row.firstName, last_name: row.lastName ?? '' },
  text: row.textMasked !== null && companyId !== null && companyId !== row.companyId ? row.textMasked : row.text,
  ...(row.textMasked !== null ? { contacts_hidden: true } : {}),
  created_at: row.createdAt.toISOString(),
});

/** Staff cleared contacts in a message: the text the other company sees from now (null: as written). */
export const setMessageTextMasked = (tx: Database, id: number, masked: string | null) => queries.updateTextMasked(tx, id, masked);

/**
 * GET /api/deals/{id}/messages/: the conversation, oldest first, paged after the last id read. A member
 * of either company who reads it moves their read marker (staff read without a marker).
 */
export async function listMessages(
  db: Database,
  viewer: DealViewer,
  dealId: number,
  page: { limit: number; cursor?: string },
): Promise<Paginated<DealMessage>> {
  const deal = await readableDeal(db, viewer, dealId);
  const after = page.cursor === undefined ? 0 : Number(page.cursor);
  if (!Number.isSafeInteger(after) || after < 0) throw new AppError('validation_failed', { fields: { cursor: ['cursor_invalid'] } });
  const rows = await queries.selectMessages(db, dealId, after, page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  if (last && sideOf(deal, viewer)) await markRead(db, dealId, viewer.userId, last.id);
  const reader = viewer.isSuperuser ? null : viewer.companyId;
  return { results: shown.map((row) => present(row, reader)), next: rows.length > page.limit && last ? String(last.id) : null };
}

/**
 * Messages one side may write in one deal in an hour: far more than a conversation about a transport takes,
 * few enough that one side cannot bury the other's screen and the deal's kept record under a flood.
 */
export const DEAL_MESSAGES_PER_HOUR = 120;

/**
 * POST /api/deals/{id}/messages/: a message of a member with the right, kept as evidence (no edit, no
 * delete), live to both companies' members; the writer has read it.
 */
export async function postMessage(db: Database, viewer: DealViewer, dealId: number, text: string, now: Date): Promise<DealMessage> {
  const deal = await readableDeal(db, viewer, dealId);
  const side = sideOf(deal, viewer);
  if (!side || !mayActInDeals(viewer)) throw new AppError('permission_denied');
  // Counted after the rights check: nobody outside the deal can use up a side's allowance.
  const key = `deal-messages:${dealId}:${viewer.companyId}`;
  await throttle.enforce(db, [{ key, limit: DEAL_MESSAGES_PER_HOUR, windowSeconds: 3600 }], now);
  return db.transaction(async (tx) => {
    const writer = viewer.companyId!;
    const found = await contactFlags.detect(tx, writer, text);
    const values = { dealId, side, companyId: writer, userId: viewer.userId, text, textMasked: found.masked, createdAt: now };
    const row = await queries.insertMessage(tx, values);
    if (found.contacts.length > 0) {
      await contactFlags.flagMessage(tx, row.id, { companyId: writer, label: String(dealId), text, now }, found.contacts);
    }
    await updateDeal(tx, dealId, { updatedAt: now });
    await markRead(tx, dealId, viewer.userId, row.id);
    const noticeFor = (companyId: number) => ({ type: 'deal_message', deal_id: dealId, message: present(row, companyId) }) as const;
    await notifyDeal(tx, {
      [deal.ownerCompanyId]: noticeFor(deal.ownerCompanyId),
      [deal.bidderCompanyId]: noticeFor(deal.bidderCompanyId),
    });
    return present(row, writer);
  });
}
