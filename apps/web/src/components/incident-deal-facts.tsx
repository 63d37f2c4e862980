import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncidentDeal } from '@freight/shared/incidents';
import { useFormat } from '../lib/format/use-format';

/**
 * Decision 067: the agreed deal a payment incident was filed from, as the platform recorded it, for the
 * reporter, the reported company and staff deciding it: what tells a checked debt from an unchecked claim.
 */
export function IncidentDealFacts({ deal, testId }: { deal: IncidentDeal; testId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = format.money(deal.price, deal.currency);
  const day = (value: string | null) => (value ? format.day(value) : t('incidents.deal.none'));
  const facts = [
    [t('incidents.deal.price'), deal.price_unit === 'per_km' ? t('incidents.deal.perKm', { price }) : price],
    [t('incidents.deal.invoiceDate'), day(deal.invoice_date)],
    [t('incidents.deal.dueDate'), day(deal.due_date)],
  ] as const;
  return (
    <Stack gap={4} data-testid={testId}>
      <Badge
        // White on teal.9 reads 5:1; the light variant's teal on its tint fell below 4.5:1 (axe).
        color="teal.9"
        variant="filled"
        size="lg"
        radius="sm"
        tt="none"
        h="auto"
        py={4}
        // A deal number and the words around it wrap on a phone instead of being cut at the badge's edge.
        styles={{ root: { alignSelf: 'flex-start', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      >
        {t('incidents.deal.backedBy', { number: deal.number ?? `#${deal.id}` })}
      </Badge>
      <Text size="sm">
        {facts.map(([label, value], index) => (
          <Text span size="sm" key={label}>
            {index > 0 && ' · '}
            <Text span size="sm" fw={600}>
              {label}
            </Text>
            {`: ${value}`}
          </Text>
        ))}
      </Text>
      <Text size="sm" fw={deal.paid_date ? 600 : undefined} data-testid={`${testId}-payment`}>
        {deal.paid_date ? t('incidents.deal.paid', { date: format.day(deal.paid_date) }) : t('incidents.deal.unpaid')}
      </Text>
    </Stack>
  );
}
