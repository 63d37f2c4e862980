import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyDetails } from '../lib/companies/companies-api';
import { useFormat } from '../lib/format/use-format';

const CONTACTS = ['phone', 'email', 'bank_account'] as const;

/**
 * Issue 33 item 2: where a member is about to call, offer or pay another company (an entry's contacts,
 * the offer form), the contacts staff approved a change of in the last 30 days, each with its date. A
 * changed phone or bank account is how a cloned firm takes loads and payments, so the dates are shown
 * in words, not only as a colour. Nothing shows while the company is read or when nothing changed.
 */
export function CompanyChangeWarning({ companyId, testId }: { companyId: number; testId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const trust = useCompanyDetails(companyId).data?.trust;
  const changed = trust
    ? CONTACTS.flatMap((contact) => (trust[contact].changed_at ? [{ contact, at: trust[contact].changed_at }] : []))
    : [];
  if (changed.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('companyWarning.title')} data-testid={testId}>
      <List size="sm" spacing={2}>
        {changed.map(({ contact, at }) => (
          <List.Item key={contact}>
            {t('companyWarning.changed', { contact: t(`companyWarning.contacts.${contact}`), date: format.date(at) })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={4}>
        {t('companyWarning.advice')}
      </Text>
    </Alert>
  );
}
