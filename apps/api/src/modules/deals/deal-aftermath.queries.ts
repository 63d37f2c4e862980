import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealRatings, deals } from '../../db/schema-deals';

/**
 * Decision 038: deliveries the payer left unanswered for 7 days are confirmed by silence, settled at
 * delivered_at + 7 days (not at the sweep's hour), on the deals_delivery_reported partial index.
 */
export async function confirmSilentDeliveries(tx: Database, now: Date, confirmDays: number) {
  return tx
    .update(deals)
    .set({
      deliveryState: 'confirmed',
      deliverySettledAt: sql`${deals.deliveredAt} + make_interval(days => ${confirmDays})`,
      updatedAt: now,
    })
    .where(
      and(
        eq(deals.deliveryState, 'reported'),
        sql`${deals.deliveredAt} < ${now.toISOString()}::timestamptz - make_interval(days => ${confirmDays})`,
      ),
    )
    .returning({
      id: deals.id,
      ownerCompanyId: deals.ownerCompanyId,
      bidderCompanyId: deals.bidderCompanyId,
      settledAt: deals.deliverySettledAt,
    });
}

export async function selectProof(db: Database, dealId: number) {
  const [row] = await db.select({ key: deals.deliveryProofKey, name: deals.deliveryProofName }).from(deals).where(eq(deals.id, dealId));
  return row ?? null;
}

export type RatingValues = { punctuality: number; communication: number; payment: number | null; comment: string };

export async function selectOwnRating(tx: Database, dealId: number, raterCompanyId: number) {
  const [row] = await tx
    .select()
    .from(dealRatings)
    .where(and(eq(dealRatings.dealId, dealId), eq(dealRatings.raterCompanyId, raterCompanyId)))
    .for('update');
  return row ?? null;
}

export async function insertRating(
  tx: Database,
  values: RatingValues & { dealId: number; raterCompanyId: number; ratedCompanyId: number; raterUserId: number; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(dealRatings)
    .values({
      dealId: values.dealId,
      raterCompanyId: values.raterCompanyId,
      ratedCompanyId: values.ratedCompanyId,
      raterUserId: values.raterUserId,
      punctuality: values.punctuality,
      communication: values.communication,
      payment: values.payment,
      comment: values.comment,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: dealRatings.id });
  return row!.id;
}

export async function updateRating(tx: Database, id: number, values: RatingValues & { raterUserId: number; now: Date }): Promise<void> {
  await tx
    .update(dealRatings)
    .set({
      punctuality: values.punctuality,
      communication: values.communication,
      payment: values.payment,
      comment: values.comment,
      raterUserId: values.raterUserId,
      updatedAt: values.now,
    })
    .where(eq(dealRatings.id, id));
}

export async function selectRating(tx: Database, id: number, lock = false) {
  const query = tx.select().from(dealRatings).where(eq(dealRatings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setReply(tx: Database, id: number, values: { text: string; userId: number; now: Date }): Promise<void> {
  await tx
    .update(dealRatings)
    .set({ replyText: values.text, replyUserId: values.userId, repliedAt: values.now })
    .where(eq(dealRatings.id, id));
}
