import { desc, inArray } from 'drizzle-orm';
import type { IncidentStatus } from '@freight/shared/incidents';
import type { Database } from '../../db/client';
import { paymentIncidents } from '../../db/schema-incidents';

/**
 * The latest payment incident filed from a deal (decision 067), on the payment_incidents_deal index. Only a
 * declined incident can be followed by another, so when any is open it is this one.
 */
export async function selectLatestPaymentIncidentOfDeal(db: Database, dealId: number) {
  return (await selectLatestPaymentIncidentsOfDeals(db, [dealId])).get(dealId);
}

/** The latest payment incident of each of these deals (a page of the deal list), by deal. */
export async function selectLatestPaymentIncidentsOfDeals(db: Database, dealIds: number[]) {
  if (dealIds.length === 0) return new Map<number, { id: number; status: IncidentStatus; createdAt: Date }>();
  const rows = await db
    .selectDistinctOn([paymentIncidents.dealId], {
      dealId: paymentIncidents.dealId,
      id: paymentIncidents.id,
      status: paymentIncidents.status,
      createdAt: paymentIncidents.createdAt,
    })
    .from(paymentIncidents)
    .where(inArray(paymentIncidents.dealId, dealIds))
    .orderBy(paymentIncidents.dealId, desc(paymentIncidents.id));
  return new Map(rows.map(({ dealId, ...incident }) => [dealId!, incident]));
}
