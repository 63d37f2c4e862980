import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { needsPaymentWarning, type CompactReputation } from '@freight/shared/reputation';
import { useCompanyReputation } from '../lib/companies/companies-api';

/**
 * Issue 32 item 4: before a member offers to a company with overdue invoices or payment incidents staff
 * decided against it, the offer dialog says so with the numbers (not a colour alone). The entry's own
 * compact reputation is used when it carries one; otherwise it is asked for.
 */
export function OfferPaymentWarning({ companyId, reputation }: { companyId: number; reputation?: CompactReputation }) {
  const { t } = useTranslation();
  const query = useCompanyReputation(reputation ? null : companyId);
  const figures = reputation ?? query.data?.compact;
  if (!figures || !needsPaymentWarning(figures)) return null;
  const parts = [
    ...(figures.overdue_now > 0 ? [t('reputation.warning.overdue', { count: figures.overdue_now })] : []),
    ...(figures.payment_incidents_decided > 0 ? [t('reputation.warning.incidents', { count: figures.payment_incidents_decided })] : []),
  ];
  return (
    <Alert color="orange" role="alert" mb="md" title={t('reputation.warning.title')} data-testid="offer-payment-warning">
      {t('reputation.warning.text', { figures: parts.join(', ') })}
    </Alert>
  );
}
