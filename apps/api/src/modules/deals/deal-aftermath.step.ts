import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { refreshReputation } from '../reputation/reputation.service';
import { getDeal } from './deal-detail';
import { mayActInDeals, sideOf, type DealViewer } from './deal-present';
import * as queries from './deals.queries';
import { announce } from './deals.service';

export type AftermathActor = { side: 'owner' | 'bidder'; companyId: number };

/**
 * The caller's side of a deal it may act in: another company (and staff reading it) get the 404 of a
 * missing deal, a member without the right or staff acting get 403 (as for every deal step).
 */
export async function actorOf(db: Database, viewer: DealViewer, id: number): Promise<{ row: queries.DealRow; actor: AftermathActor }> {
  const row = await queries.selectDeal(db, id, viewer);
  const side = row ? sideOf(row, viewer) : null;
  if (!row || (!side && !viewer.isSuperuser)) throw new AppError('not_found');
  if (!mayActInDeals(viewer) || viewer.companyId === null) throw new AppError('permission_denied');
  if (!side) throw new AppError('not_found');
  return { row, actor: { side, companyId: viewer.companyId } };
}

/**
 * One after-transport step on the locked row of an agreed deal, in one transaction with its event, its
 * audit row (the step writes them), the reputation refresh of both companies and the announcement to them.
 */
export async function aftermathStep(
  db: Database,
  viewer: DealViewer,
  id: number,
  now: Date,
  act: (tx: Database, row: queries.DealRow, actor: AftermathActor) => Promise<void>,
) {
  const { actor } = await actorOf(db, viewer, id);
  await db.transaction(async (tx) => {
    const row = await queries.selectDeal(tx, id, viewer, true);
    if (!row) throw new AppError('not_found');
    if (row.status !== 'agreed') throw new AppError('deal_not_agreed');
    await act(tx, row, actor);
    await refreshReputation(tx, [row.ownerCompanyId, row.bidderCompanyId], now);
    await announce(tx, [row.id], now);
  });
  return getDeal(db, viewer, id, now);
}
