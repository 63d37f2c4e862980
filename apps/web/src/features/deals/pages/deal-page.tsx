import { Alert, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DealDetail, DealParty } from '@freight/shared/deals';
import { useFormat } from '../../../lib/format/use-format';
import { useDeal } from '../api/deals';
import { AfterTransportPanel } from '../components/after-transport-panel';
import { DealActions } from '../components/deal-actions';
import { DealConversation } from '../components/deal-conversation';
import { DealStatusBadge, DealSummary, formatPrice } from '../components/deal-summary';

function Party({ title, party }: { title: string; party: DealParty }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text fw={600}>{party.name}</Text>
      <Text size="sm">
        {t('deals.vat')}: {party.VATNumber}
      </Text>
      <Text size="sm">
        {party.address}, {party.country}
      </Text>
      {party.contact && (
        <Text size="sm">
          {party.contact.name} · {party.contact.phone} · {party.contact.email}
        </Text>
      )}
    </Card>
  );
}

function History({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="deal-history-title">
        {t('deals.history')}
      </Title>
      {/* On a phone the table scrolls sideways: its viewport is the history's region, which the keyboard can reach and scroll. */}
      <Table.ScrollContainer
        minWidth={320}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': 'deal-history-title' } }}
      >
        <Table data-testid="deal-events">
          <Table.Tbody>
            {deal.events.map((event) => (
              <Table.Tr key={event.id} data-testid="deal-event">
                <Table.Td>{format.dateTime(event.created_at)}</Table.Td>
                {/* Who under what: three columns leave a phone's price its line ("1,25 EUR km-enként" took four). */}
                <Table.Td>
                  {t(`deals.event.${event.kind}`)}
                  {event.side ? ` · ${t(`deals.side.${event.side}`)}` : ''}
                  <Text size="xs" c="dimmed" data-testid="deal-event-user">
                    {event.user ? `${event.user.first_name} ${event.user.last_name}` : t('deals.system')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {event.terms ? (
                    <Text span inherit style={{ whiteSpace: 'nowrap' }} data-testid="deal-event-price">
                      {formatPrice({ terms: event.terms }, i18n.language, t)}
                    </Text>
                  ) : (
                    ''
                  )}
                  {event.reason
                    ? ` ${i18n.exists(`deals.reasons.${event.reason}`) ? t(`deals.reasons.${event.reason}`) : event.reason}`
                    : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A deal (issue 31): its terms, both parties, the steps open to the caller, its history and its conversation. */
export function DealPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = Number(useParams().id);
  const query = useDeal(id);
  if (query.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (query.isError) return <Alert color="red">{t('deals.errors.deal')}</Alert>;
  const deal = query.data;
  const { terms } = deal;
  return (
    <Stack gap="md" data-testid="deal-page" data-deal-id={deal.id}>
      <Title order={1} size="h2">
        {deal.number ? t('deals.orderTitle', { number: deal.number }) : t('deals.dealTitle', { id: deal.entry.identification_id })}{' '}
        <DealStatusBadge status={deal.status} />
      </Title>
      <DealSummary deal={deal} titled />
      <Card withBorder padding="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">
            {t('deals.terms.loadingDate')}: {format.day(terms.loading_date)}
          </Text>
          <Text size="sm">
            {t('deals.terms.unloadingDate')}: {format.day(terms.unloading_date)}
          </Text>
          <Text size="sm">
            {t('deals.terms.paymentTerm')}: {terms.payment_term_days}
          </Text>
          <Text size="sm">
            {t(deal.terms_by === (deal.role === 'incoming' ? 'owner' : 'bidder') ? 'deals.yourTerms' : 'deals.theirTerms')}
          </Text>
          {terms.note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('deals.terms.note')}: {terms.note}
            </Text>
          )}
          {deal.closed_reason && (
            <Text size="sm">
              {t('deals.reason')}: {t(`deals.reasons.${deal.closed_reason}`, { defaultValue: deal.closed_reason })}
            </Text>
          )}
        </SimpleGrid>
      </Card>
      <DealActions deal={deal} />
      <AfterTransportPanel deal={deal} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Party title={t('deals.side.owner')} party={deal.owner_party} />
        <Party title={t('deals.side.bidder')} party={deal.bidder_party} />
      </SimpleGrid>
      <History deal={deal} />
      <DealConversation deal={deal} />
    </Stack>
  );
}

export const Component = DealPage;
