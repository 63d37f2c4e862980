import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyReputationBadge } from '../../../components/reputation-badge';
import type { Deal } from '@freight/shared/deals';
import { formatNumber } from '../../../lib/format/numbers';

const STATUS_COLORS: Record<Deal['status'], string> = {
  open: 'blue',
  agreed: 'green',
  declined: 'gray',
  withdrawn: 'gray',
  cancelled: 'red',
};

export function DealStatusBadge({ status }: { status: Deal['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="deal-status">
      {t(`deals.status.${status}`)}
    </Badge>
  );
}

/** The price as agreed or proposed, exact to the cent, in the reader's way of writing numbers. */
export function formatPrice(deal: Pick<Deal, 'terms'>, language: string, t: (key: string) => string): string {
  const amount = formatNumber(deal.terms.price, language, { min: 2, max: 2 });
  return `${amount} ${deal.terms.currency} ${t(`deals.priceUnit.${deal.terms.price_unit}`)}`;
}

/**
 * One line of a deal: its status and reference, route, the other company and the current price. `titled`: the
 * page's title already names the reference and the status, which are not said twice.
 */
export function DealSummary({ deal, titled = false }: { deal: Deal; titled?: boolean }) {
  const { t, i18n } = useTranslation();
  const other = deal.role === 'incoming' ? deal.bidder_company : deal.owner_company;
  return (
    <Group gap="xs" wrap="wrap">
      {!titled && <DealStatusBadge status={deal.status} />}
      {!titled && <Text fw={600}>{deal.number ?? deal.entry.identification_id}</Text>}
      <Text size="sm">{`${deal.entry.loading.city} (${deal.entry.loading.country}) → ${deal.entry.unloading.city} (${deal.entry.unloading.country})`}</Text>
      <Text size="sm" c="dimmed">
        {other.name}
      </Text>
      <CompanyReputationBadge companyId={other.id} testId="deal-company-reputation" />
      <Text size="sm" fw={600} data-testid="deal-price-text">
        {formatPrice(deal, i18n.language, t)}
      </Text>
    </Group>
  );
}
