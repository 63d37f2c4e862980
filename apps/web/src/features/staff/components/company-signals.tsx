import { Alert, Badge, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanySignals } from '../api/company-signals';

/**
 * Issue 33 item 3: every registration signal with its evidence, beside the company staff decide on.
 * Nothing here decides: staff read it and approve or deactivate as before.
 */
export function CompanySignals({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const query = useCompanySignals(companyId);
  if (query.isPending) return <Loader size="xs" role="status" aria-label={t('staff.signals.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {t('staff.signals.loadFailed')}
      </Alert>
    );
  const { signals } = query.data;
  return (
    <Stack gap={4} component="section" aria-label={t('staff.signals.title')} data-testid={`staff-signals-${companyId}`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('staff.signals.title')}
      </Text>
      {signals.length === 0 ? (
        <Text size="sm" data-testid={`staff-signals-none-${companyId}`}>
          {t('staff.signals.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {signals.map((signal) => (
            <li key={`${signal.kind}-${signal.value}`} data-testid={`staff-signal-${signal.kind}`}>
              <Badge color="red.9" autoContrast mr="xs">
                {t(`staff.signals.kinds.${signal.kind}`)}
              </Badge>
              <Text span size="sm">
                {signal.basis && signal.basis !== 'none' ? t(`staff.signals.basis.${signal.basis}`, { value: signal.value }) : signal.value}
              </Text>
              {signal.companies.map((company) => (
                <Text size="xs" key={company.id}>
                  {t('staff.signals.evidence', {
                    name: company.name,
                    id: company.id,
                    status: t(`staff.status.${company.status}`),
                    detail: company.detail || '—',
                  })}
                </Text>
              ))}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
