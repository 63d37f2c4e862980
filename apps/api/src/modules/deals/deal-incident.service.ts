import { fromMinorUnits } from '@freight/shared/deals';
import type { IncidentDeal } from '@freight/shared/incidents';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { dueDateOf, invoiceOverdue, roleOf } from './deal-aftermath.present';
import { selectIncidentDealFacts } from './deal-incident.queries';
import { mayActInDeals, sideOf, type DealViewer } from './deal-present';
import * as queries from './deals.queries';

/**
 * Decision 067: a payment incident may be filed from a deal only by that deal's creditor (the carrier, who
 * records invoice and payment), against its payer, while the invoice is overdue (the rule the deal page shows).
 * Checked on the server from the stored deal, never from what the form says. Answers the debtor's company.
 */
export async function overdueDealOfCreditor(
  db: Database,
  viewer: DealViewer,
  dealId: number,
  now: Date,
): Promise<{ id: number; debtorCompanyId: number }> {
  const row = await queries.selectDeal(db, dealId, viewer);
  // Another company learns nothing of the deal: the same answer as for a missing one.
  if (!row || !sideOf(row, viewer)) throw new AppError('not_found', { fields: { deal_id: ['deal_not_found'] } });
  if (!mayActInDeals(viewer)) throw new AppError('permission_denied');
  if (roleOf(row, viewer.companyId) !== 'carrier') throw new AppError('permission_denied', { fields: { deal_id: ['not_deal_creditor'] } });
  if (!invoiceOverdue(row, now) || row.payerCompanyId === null) throw new AppError('deal_not_overdue');
  return { id: row.id, debtorCompanyId: row.payerCompanyId };
}

/** What an incident's readers see of the deal it was filed from: number, agreed price, invoice, due and paid dates. */
export async function incidentDealFacts(db: Database, dealIds: number[]): Promise<Map<number, IncidentDeal>> {
  const rows = await selectIncidentDealFacts(db, [...new Set(dealIds)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        number: row.number,
        price: fromMinorUnits(row.priceMinor),
        price_unit: row.priceUnit,
        currency: row.currency,
        invoice_date: row.invoiceDate,
        due_date: dueDateOf(row),
        paid_date: row.paidDate,
      },
    ]),
  );
}
