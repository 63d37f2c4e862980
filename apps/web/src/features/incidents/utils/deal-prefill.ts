import type { TFunction } from 'i18next';
import { incidentPrefillSchema } from '@freight/shared/deal-aftermath';
import { INCIDENT_CURRENCIES, type IncidentCurrency } from '@freight/shared/incidents';
import { formatDay } from '../../../lib/format/dates';
import type { IncidentFormValues } from './incident-values';

/**
 * Issue 32 item 1: the payment-incident form opened from an overdue deal starts with the debtor, the amount
 * (a deal's total; none for a price per km) and currency, the due date as the deadline and a description naming the order and its dates. The query
 * is checked by the shared schema first: anything that does not pass leaves the form empty, as before.
 */
export function prefillFromDeal(params: URLSearchParams, t: TFunction, language: string): Partial<IncidentFormValues> | undefined {
  if (!params.has('deal')) return undefined;
  const parsed = incidentPrefillSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return undefined;
  const deal = parsed.data;
  const currency = (INCIDENT_CURRENCIES as readonly string[]).includes(deal.currency) ? (deal.currency as IncidentCurrency) : undefined;
  return {
    company: { id: deal.company, name: deal.company_name },
    ...(deal.amount === undefined ? {} : { pendingValue: deal.amount.toFixed(2) }),
    ...(currency ? { currency } : {}),
    deadline: deal.due_date,
    // Decision 067: the API links the incident to the deal and checks it is this creditor's overdue deal.
    deal: { id: deal.deal, number: deal.order },
    description: t('deals.after.incidentDescription', {
      order: deal.order,
      invoice: formatDay(deal.invoice_date, language),
      due: formatDay(deal.due_date, language),
    }),
  };
}
