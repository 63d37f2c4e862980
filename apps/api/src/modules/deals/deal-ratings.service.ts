import type { z } from 'zod';
import type { dealRatingInputSchema } from '@freight/shared/deal-aftermath';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import * as throttle from '../../throttle';
import { refreshReputation } from '../reputation/reputation.service';
import { ratingEditableUntil, ratingUntil, roleOf } from './deal-aftermath.present';
import * as aftermath from './deal-aftermath.queries';
import { actorOf, aftermathStep } from './deal-aftermath.step';
import { getDeal } from './deal-detail';
import { mayActInDeals, sideOf, type DealViewer } from './deal-present';
import * as queries from './deals.queries';
import { addEvent, announce } from './deals.service';

type RatingInput = z.output<typeof dealRatingInputSchema>;

/**
 * Every change of a rating is an event both companies see live and keep in the deal's history: enough
 * changes to correct a slip, too few for one side to flood the other's screen and the deal's record.
 */
const RATING_CHANGES_PER_HOUR = 10;

/**
 * POST /api/deals/{id}/rating/ (decision 038): each side rates the other once per delivered deal, within
 * 30 days of the delivery report; the rater may change it for 48 hours, and not once the rated company
 * has replied (the public reply answers the rating as it was). Only the carrier rates payment, and must.
 */
export async function rateDeal(db: Database, viewer: DealViewer, id: number, input: RatingInput, now: Date) {
  // Counted after the rights check, so nobody outside the deal can use up a side's allowance.
  const { actor: rater } = await actorOf(db, viewer, id);
  await throttle.enforce(db, [{ key: `deal-rating:${id}:${rater.companyId}`, limit: RATING_CHANGES_PER_HOUR, windowSeconds: 3600 }], now);
  return aftermathStep(db, viewer, id, now, async (tx, row, actor) => {
    const role = roleOf(row, actor.companyId);
    if (!role) throw new AppError('permission_denied');
    if (role === 'carrier' && (input.payment === null || input.payment === undefined)) {
      throw new AppError('validation_failed', { fields: { payment: ['required'] } });
    }
    if (role === 'payer' && input.payment !== null && input.payment !== undefined) {
      throw new AppError('validation_failed', { fields: { payment: ['payment_by_carrier_only'] } });
    }
    if (row.deliveryState === null || row.deliveredAt === null || now > ratingUntil(row.deliveredAt)) throw new AppError('rating_not_open');
    const values = {
      punctuality: input.punctuality,
      communication: input.communication,
      payment: input.payment ?? null,
      comment: input.comment,
    };
    // The deal row is locked: two ratings of one side at once queue here, the second finds the first.
    const own = await aftermath.selectOwnRating(tx, row.id, actor.companyId);
    if (own) {
      if (own.replyText !== null || now > ratingEditableUntil(own.createdAt)) throw new AppError('rating_locked');
      await aftermath.updateRating(tx, own.id, { ...values, raterUserId: viewer.userId, now });
    } else {
      const rated = actor.companyId === row.ownerCompanyId ? row.bidderCompanyId : row.ownerCompanyId;
      await aftermath.insertRating(tx, {
        ...values,
        dealId: row.id,
        raterCompanyId: actor.companyId,
        ratedCompanyId: rated,
        raterUserId: viewer.userId,
        now,
      });
    }
    await addEvent(tx, {
      dealId: row.id,
      kind: 'rated',
      side: actor.side,
      companyId: actor.companyId,
      userId: viewer.userId,
      terms: null,
      now,
    });
  });
}

/**
 * POST /api/ratings/{id}/reply/: the rated company answers a rating once, publicly. The rater's company
 * gets 403; any other company the 404 of a missing rating.
 */
export async function replyToRating(db: Database, viewer: DealViewer, ratingId: number, text: string, now: Date) {
  const dealId = await db.transaction(async (tx) => {
    const found = await aftermath.selectRating(tx, ratingId);
    if (!found || (found.ratedCompanyId !== viewer.companyId && found.raterCompanyId !== viewer.companyId)) {
      throw new AppError('not_found');
    }
    if (!mayActInDeals(viewer) || found.ratedCompanyId !== viewer.companyId) throw new AppError('permission_denied');
    // The deal first, then the rating: the order every rating step locks in, so they queue and never deadlock.
    const row = await queries.selectDeal(tx, found.dealId, viewer, true);
    const side = row ? sideOf(row, viewer) : null;
    if (!row || !side) throw new AppError('not_found');
    const rating = await aftermath.selectRating(tx, ratingId, true);
    if (rating?.replyText !== null) throw new AppError('reply_exists');
    await aftermath.setReply(tx, ratingId, { text, userId: viewer.userId, now });
    await addEvent(tx, {
      dealId: row.id,
      kind: 'rating_replied',
      side,
      companyId: viewer.companyId,
      userId: viewer.userId,
      terms: null,
      now,
    });
    await refreshReputation(tx, [row.ownerCompanyId, row.bidderCompanyId], now);
    await announce(tx, [row.id], now);
    return row.id;
  });
  return getDeal(db, viewer, dealId, now);
}
