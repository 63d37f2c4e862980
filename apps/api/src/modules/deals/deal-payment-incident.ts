import type { DealDetail } from '@freight/shared/deals';
import { isOpenIncident } from '@freight/shared/incidents';
import type { Database } from '../../db/client';
import { selectLatestPaymentIncidentOfDeal } from '../incidents/incident-deals.queries';

/**
 * Decision 067: the deal's read names the payment incident filed from it (for both sides and staff), and while
 * that incident is open the creditor is no longer offered to report one: the API would refuse a second.
 */
export async function withPaymentIncident(db: Database, deal: Omit<DealDetail, 'payment_incident'>): Promise<DealDetail> {
  const row = await selectLatestPaymentIncidentOfDeal(db, deal.id);
  const incident = row ? { id: row.id, status: row.status, created_at: row.createdAt.toISOString() } : null;
  const open = incident !== null && isOpenIncident(incident.status);
  return {
    ...deal,
    payment_incident: incident,
    actions: open ? deal.actions.filter((action) => action !== 'report_payment_incident') : deal.actions,
  };
}
