import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealAftermath } from '@freight/shared/deal-aftermath';
import type { DealDetail } from '@freight/shared/deals';
import { useFormat } from '../../../lib/format/use-format';

/**
 * Decision 067: the payment incident filed from this deal, in place of the step that files one. The carrier
 * reads "Payment incident #N opened on …: status"; the payer that the carrier opened it (staff read the former).
 * Both find it in My incidents (filed by us / against us).
 */
export function DealPaymentIncident({ deal, after }: { deal: DealDetail; after: DealAftermath }) {
  const { t } = useTranslation();
  const format = useFormat();
  const incident = deal.payment_incident;
  if (!incident) return null;
  const payer =
    deal.role !== null && (deal.role === 'incoming' ? deal.owner_company.id : deal.bidder_company.id) === after.payer_company_id;
  const values = { id: incident.id, date: format.date(incident.created_at), status: t(`incidents.status.${incident.status}`) };
  return (
    <Group gap="xs" wrap="wrap" data-testid="after-incident">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="after-incident-state">
        {t(payer ? 'deals.after.incident.openedAgainst' : 'deals.after.incident.opened', values)}
      </Text>
      <Anchor component={Link} to="/dashboard/my-incidents" size="sm" data-testid="after-incident-link">
        {t('deals.after.incident.link')}
      </Anchor>
    </Group>
  );
}
