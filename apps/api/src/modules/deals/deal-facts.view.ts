import { readView } from '../../db/read-view';
import { dealRatings, deals } from '../../db/schema-deals';

/**
 * What other modules may read of deals (decision 030): the facts a company's reputation is computed
 * from (issue 32 item 3), as read-only subqueries the reputation module joins under its own aliases.
 * Columns keep their SQL names (agreed_at, payer_company_id…) inside the view.
 */
export const dealFactsView = readView(deals, {
  id: deals.id,
  status: deals.status,
  agreedAt: deals.agreedAt,
  carrierCompanyId: deals.carrierCompanyId,
  payerCompanyId: deals.payerCompanyId,
  deliveryState: deals.deliveryState,
  paymentTermDays: deals.paymentTermDays,
  invoiceDate: deals.invoiceDate,
  paidDate: deals.paidDate,
});

/** The scores a company received, by deal (the rater's identity and comment are not part of reputation). */
export const dealRatingFactsView = readView(dealRatings, {
  dealId: dealRatings.dealId,
  ratedCompanyId: dealRatings.ratedCompanyId,
  punctuality: dealRatings.punctuality,
  communication: dealRatings.communication,
  payment: dealRatings.payment,
});
