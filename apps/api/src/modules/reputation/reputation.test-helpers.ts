import type { Database } from '../../db/client';
import { dealRatings, deals } from '../../db/schema-deals';

/** A deal already through its transitions, written as the deals module leaves it (tests arrange state directly). */
export type DealFacts = {
  /** The company that pays (owner of a ware request) and the one that carries (the bidder). */
  payer: number;
  carrier: number;
  agreedAt: Date;
  status?: 'agreed' | 'cancelled';
  delivery?: 'reported' | 'confirmed' | 'disputed' | null;
  termDays?: number;
  invoiceDate?: string | null;
  paidDate?: string | null;
};

/** Inserts an agreed deal on a ware request (its owner pays, the bidder carries) with the given facts. */
export async function insertDeal(db: Database, facts: DealFacts): Promise<number> {
  const day = facts.agreedAt.toISOString().slice(0, 10);
  const [row] = await db
    .insert(deals)
    .values({
      entryUid: crypto.randomUUID(),
      formType: 'ware',
      entrySnapshot: {},
      ownerCompanyId: facts.payer,
      bidderCompanyId: facts.carrier,
      status: facts.status ?? 'agreed',
      priceMinor: 100_000,
      priceUnit: 'total',
      currency: 'EUR',
      paymentTermDays: facts.termDays ?? 30,
      loadingDate: day,
      unloadingDate: day,
      termsBy: 'bidder',
      number: `R-${crypto.randomUUID().slice(0, 8)}`,
      agreedAt: facts.agreedAt,
      deliveryState: facts.delivery ?? null,
      deliveredAt: facts.delivery ? facts.agreedAt : null,
      invoiceDate: facts.invoiceDate ?? null,
      paidDate: facts.paidDate ?? null,
      createdAt: facts.agreedAt,
      updatedAt: facts.agreedAt,
    })
    .returning({ id: deals.id });
  return row!.id;
}

/** A rating of `rated` by the deal's other side. */
export async function insertRating(
  db: Database,
  rating: { dealId: number; rater: number; rated: number; punctuality: number; communication: number; payment?: number | null },
): Promise<void> {
  await db.insert(dealRatings).values({
    dealId: rating.dealId,
    raterCompanyId: rating.rater,
    ratedCompanyId: rating.rated,
    punctuality: rating.punctuality,
    communication: rating.communication,
    payment: rating.payment ?? null,
  });
}
