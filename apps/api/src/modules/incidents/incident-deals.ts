import { isOpenIncident, type PaymentIncidentFields } from '@freight/shared/incidents';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { overdueDealOfCreditor } from '../deals/deal-incident.service';
import type { DealViewer } from '../deals/deals.service';
import { selectLatestPaymentIncidentOfDeal } from './incident-deals.queries';

/** The partial unique index of migration 0034: one open payment incident per deal. */
const ONE_OPEN_PER_DEAL = 'payment_incidents_deal_open';

/** True when `error` broke the one-open-incident-per-deal index (another submission for the deal was stored first). */
export const isOpenIncidentConflict = (error: unknown) => isUniqueViolation(error, ONE_OPEN_PER_DEAL);

/**
 * Decision 067: the deal a payment incident is filed from, checked before anything is stored. The deals module
 * judges the caller and the deal (creditor, overdue); the incident's debtor must be the deal's payer; a deal
 * with an open incident gets no second one (the index refuses one sent at the same moment). Null: no deal.
 */
export async function dealToLink(db: Database, viewer: DealViewer, fields: PaymentIncidentFields, now: Date): Promise<number | null> {
  if (fields.deal_id === undefined) return null;
  const deal = await overdueDealOfCreditor(db, viewer, fields.deal_id, now);
  if (deal.debtorCompanyId !== fields.companyId) {
    throw new AppError('validation_failed', {
      detail: 'The company reported is not the payer of this deal.',
      fields: { companyId: ['deal_party_mismatch'] },
    });
  }
  const latest = await selectLatestPaymentIncidentOfDeal(db, deal.id);
  if (latest && isOpenIncident(latest.status)) throw new AppError('incident_exists');
  return deal.id;
}
