import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentIncidents } from '../../db/schema-incidents';

/**
 * The latest payment incident filed from a deal (decision 067), on the payment_incidents_deal index. Only a
 * declined incident can be followed by another, so when any is open it is this one.
 */
export function selectLatestPaymentIncidentOfDeal(db: Database, dealId: number) {
  return db
    .select({ id: paymentIncidents.id, status: paymentIncidents.status, createdAt: paymentIncidents.createdAt })
    .from(paymentIncidents)
    .where(eq(paymentIncidents.dealId, dealId))
    .orderBy(desc(paymentIncidents.id))
    .limit(1)
    .then((rows) => rows[0]);
}
