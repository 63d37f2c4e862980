import type { Deal } from '@freight/shared/deals';
import { isOpenIncident } from '@freight/shared/incidents';
import type { Database } from '../../db/client';
import { selectLatestPaymentIncidentsOfDeals } from '../incidents/incident-deals.queries';

/**
 * Decision 067: every read of a deal (its page, a page of the list, its live update) names the payment incident
 * filed from it, for both sides and staff, in one query for all of them; and while that incident is open the
 * creditor is no longer offered to report one: the API would refuse a second.
 */
export async function withPaymentIncidents<T extends Omit<Deal, 'payment_incident'>>(
  db: Database,
  deals: T[],
): Promise<(T & Pick<Deal, 'payment_incident'>)[]> {
  const latest = await selectLatestPaymentIncidentsOfDeals(
    db,
    // Only an agreed deal can have become overdue and had an incident filed from it.
    deals.filter((deal) => deal.aftermath !== null).map((deal) => deal.id),
  );
  return deals.map((deal) => {
    const row = latest.get(deal.id);
    const incident = row ? { id: row.id, status: row.status, created_at: row.createdAt.toISOString() } : null;
    const open = incident !== null && isOpenIncident(incident.status);
    return {
      ...deal,
      payment_incident: incident,
      actions: open ? deal.actions.filter((action) => action !== 'report_payment_incident') : deal.actions,
    };
  });
}
