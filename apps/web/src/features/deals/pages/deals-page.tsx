import { Alert, Anchor, Badge, Box, Button, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEAL_ROLES, type DealRole } from '@freight/shared/deals';
import { useDealList } from '../api/deals';
import { DealSummary } from '../components/deal-summary';

function DealList({ role }: { role: DealRole }) {
  const { t } = useTranslation();
  const query = useDealList(role);
  if (query.isPending) return <Loader role="status" aria-label={t('common.loading')} data-testid="deals-loading" />;
  if (query.isError) {
    return (
      <Alert color="red" data-testid="deals-error">
        {t('deals.errors.list')}{' '}
        <Button size="xs" variant="subtle" onClick={() => void query.refetch()}>
          {t('deals.actions.retry')}
        </Button>
      </Alert>
    );
  }
  const deals = query.data.pages.flatMap((page) => page.results);
  if (deals.length === 0) return <Text data-testid="deals-empty">{t(`deals.empty.${role}`)}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {deals.map((deal) => (
        <Card key={deal.id} withBorder padding="sm" component="li" data-testid="deal-card" data-deal-id={deal.id}>
          {/* The badges keep their size: at phone width they go under the summary rather than being squeezed to nothing. */}
          <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
            <Box style={{ flex: '1 1 20rem', minWidth: 0 }}>
              <DealSummary deal={deal} />
            </Box>
            <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
              {deal.aftermath?.overdue && (
                <Badge color="red" variant="filled" data-testid="deal-overdue">
                  {t('deals.after.overdueBadge', { count: deal.aftermath.overdue_days })}
                </Badge>
              )}
              {deal.unread > 0 && (
                <Badge color="red" data-testid="deal-unread" aria-label={t('deals.unreadCount', { count: deal.unread })}>
                  {deal.unread}
                </Badge>
              )}
              <Anchor component={Link} to={`/dashboard/deals/${deal.id}`} data-testid="deal-open">
                {t('deals.open')}
              </Anchor>
            </Group>
          </Group>
          {deal.payment_incident && (
            // The overdue invoice already reported (decision 069): its incident and where staff stand on it, on a
            // line of its own so that it wraps at phone width.
            <Text size="sm" fw={600} mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="deal-incident">
              {t('deals.after.incidentLine', {
                id: deal.payment_incident.id,
                status: t(`incidents.status.${deal.payment_incident.status}`),
              })}
            </Text>
          )}
        </Card>
      ))}
      {query.hasNextPage && (
        <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('deals.actions.more')}
        </Button>
      )}
    </Stack>
  );
}

/** Deals (issue 31 item 2): offers on the company's entries (incoming) and its offers on others' (outgoing). */
export function DealsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role: DealRole = params.get('role') === 'outgoing' ? 'outgoing' : 'incoming';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('deals.title')}
      </Title>
      <Tabs value={role} onChange={(value) => setParams(value === 'outgoing' ? { role: 'outgoing' } : {})} keepMounted={false}>
        <Tabs.List>
          {DEAL_ROLES.map((item) => (
            <Tabs.Tab key={item} value={item} data-testid={`deals-tab-${item}`}>
              {t(`deals.role.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DEAL_ROLES.map((item) => (
          <Tabs.Panel key={item} value={item} pt="sm">
            <DealList role={item} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

export const Component = DealsPage;
