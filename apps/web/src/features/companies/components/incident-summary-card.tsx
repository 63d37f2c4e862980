import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyDetails } from '@freight/shared/companies';
import { DetailsCard } from './company-cards';
import { OfferAccuracyLine } from './offer-accuracy-line';

const KINDS = ['payment', 'transport'] as const;
const STATUS_COLOURS = { pending: 'yellow', approved: 'green', declined: 'red' } as const;

/** §2 incident summary: counts by status per kind; each row opens that company's incidents of the kind. */
export function IncidentSummaryCard({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  return (
    <DetailsCard title={t('companies.incidents.title')} testId="company-incidents-card">
      <Stack gap="xs">
        {/* Issue 33: the offer accuracy stands beside the reputation figures. */}
        <OfferAccuracyLine accuracy={company.offer_accuracy} />
        {KINDS.map((kind) => {
          const counts = company.incident_summary[kind];
          return (
            <UnstyledButton
              key={kind}
              component={Link}
              to={`/dashboard/other-company-incidents?companyId=${company.id}&type=${kind}`}
              data-testid={`incident-summary-${kind}`}
              aria-label={t('companies.incidents.open', {
                kind: t(`companies.incidents.${kind}`),
                pending: counts.pending,
                approved: counts.approved,
                declined: counts.declined,
              })}
              p="xs"
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600} size="sm">
                  {t(`companies.incidents.${kind}`)}
                </Text>
                <Group gap={6}>
                  {(['pending', 'approved', 'declined'] as const).map((status) => (
                    <Badge key={status} color={STATUS_COLOURS[status]} variant="dot" data-testid={`incident-summary-${kind}-${status}`}>
                      {t(`companies.incidents.${status}`, { count: counts[status] })}
                    </Badge>
                  ))}
                </Group>
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </DetailsCard>
  );
}
