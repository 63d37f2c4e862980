import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema-deals';

/** The agreed facts of deals that payment incidents were filed from (decision 067), by id. */
export function selectIncidentDealFacts(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: deals.id,
      number: deals.number,
      priceMinor: deals.priceMinor,
      priceUnit: deals.priceUnit,
      currency: deals.currency,
      paymentTermDays: deals.paymentTermDays,
      invoiceDate: deals.invoiceDate,
      paidDate: deals.paidDate,
    })
    .from(deals)
    .where(inArray(deals.id, ids));
}
