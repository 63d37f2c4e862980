import type { DealMessage } from '@freight/shared/deals';
import type { Paginated } from '@freight/shared/pagination';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { notifyDeal } from '../realtime/realtime.service';
import { readableDeal } from './deal-detail';
import { mayActInDeals, sideOf, type DealViewer } from './deal-present';
import * as queries from './deal-messages.queries';
import { markRead, updateDeal } from './deals.queries';

const present = (row: queries.MessageRow): DealMessage => ({
  id: row.id,
  deal_id: row.dealId,
  side: row.side,
  user: row.userId === null || row.firstName === null ? null : { id: row.userId, first_name: row.firstName, last_name: row.lastName ?? '' },
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

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
  return { results: shown.map(present), next: rows.length > page.limit && last ? String(last.id) : null };
}

/**
 * POST /api/deals/{id}/messages/: a message of a member with the right, kept as evidence (no edit, no
 * delete), live to both companies' members; the writer has read it.
 */
export async function postMessage(db: Database, viewer: DealViewer, dealId: number, text: string, now: Date): Promise<DealMessage> {
  const deal = await readableDeal(db, viewer, dealId);
  const side = sideOf(deal, viewer);
  if (!side || !mayActInDeals(viewer)) throw new AppError('permission_denied');
  return db.transaction(async (tx) => {
    const row = await queries.insertMessage(tx, { dealId, side, companyId: viewer.companyId, userId: viewer.userId, text, createdAt: now });
    await updateDeal(tx, dealId, { updatedAt: now });
    await markRead(tx, dealId, viewer.userId, row.id);
    const message = present(row);
    const notice = { type: 'deal_message', deal_id: dealId, message } as const;
    await notifyDeal(tx, { [deal.ownerCompanyId]: notice, [deal.bidderCompanyId]: notice });
    return message;
  });
}
