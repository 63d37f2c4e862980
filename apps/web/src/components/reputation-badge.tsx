import { Loader, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompactReputation } from '@freight/shared/reputation';
import { useCompanyReputation } from '../lib/companies/companies-api';
import { useFormat } from '../lib/format/use-format';

/**
 * Issue 32 item 4: a company's compact reputation beside its name: "★ 4.6 (12) · 92 % paid on time",
 * and, in words with their numbers, overdue invoices and decided payment incidents. A figure below its
 * threshold is left out; with none to show it says "not enough data", never a number. `dense` (the entry
 * table's company cell) shows the figures without words, "☆" when there are none and "⚠" for warnings;
 * the words, with each figure's basis, are in its title and read out.
 */
export function ReputationBadge({
  reputation,
  testId,
  dense = false,
}: {
  reputation: CompactReputation;
  testId?: string;
  dense?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const decimal = (value: number) => format.number(value, { min: 1, max: 1 });
  const { rating, paid_on_time: paid } = reputation;
  const parts: string[] = [];
  if (rating.value !== null) parts.push(t('reputation.badge.rating', { value: decimal(rating.value), count: rating.count }));
  if (paid.value !== null) {
    const share = format.percent(paid.value / 100);
    parts.push(dense ? share : t('reputation.badge.paidOnTime', { percent: share }));
  }
  if (parts.length === 0) parts.push(dense ? '☆' : t('reputation.badge.notEnough'));
  const warnings: string[] = [];
  if (reputation.overdue_now > 0) warnings.push(t('reputation.badge.overdue', { count: reputation.overdue_now }));
  if (reputation.payment_incidents_decided > 0)
    warnings.push(t('reputation.badge.incidents', { count: reputation.payment_incidents_decided }));
  // Screen readers get the whole sentence with each figure's basis; the short form is for the eye.
  const spoken = [
    rating.value === null
      ? t('reputation.badge.ratingNotEnoughSpoken', { count: rating.count })
      : t('reputation.badge.ratingSpoken', { value: decimal(rating.value), count: rating.count }),
    paid.value === null
      ? t('reputation.badge.paidNotEnoughSpoken', { count: paid.count })
      : t('reputation.badge.paidSpoken', { percent: format.percent(paid.value / 100), count: paid.count }),
    ...warnings,
  ].join('; ');
  return (
    <Text span size="xs" data-testid={testId}>
      <span aria-hidden="true" title={spoken}>
        <Text span size="xs" c="dimmed" inherit>
          {parts.join(' · ')}
        </Text>
        {warnings.length > 0 && (
          // red.9: red.8 falls below 4.5:1 on a row tinted as it arrives live (axe, with the demo's overdue payer).
          <Text span size="xs" c="red.9" fw={600} inherit>
            {' · '}
            {dense ? '⚠' : warnings.join(' · ')}
          </Text>
        )}
      </span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Text>
  );
}

/** The badge of a company known by id only (the companies of deals and offers): its reputation is fetched once per company. */
export function CompanyReputationBadge({ companyId, testId }: { companyId: number; testId?: string }) {
  const { t } = useTranslation();
  const query = useCompanyReputation(companyId);
  if (query.isPending) return <Loader size="xs" role="status" aria-label={t('reputation.loading')} />;
  if (query.isError) return null;
  return <ReputationBadge reputation={query.data.compact} testId={testId} />;
}
