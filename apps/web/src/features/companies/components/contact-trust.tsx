import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyTrust } from '@freight/shared/change-requests';
import { formatDate } from '../utils/format';

/**
 * Issue 33 item 2: beside a company's phone, e-mail and bank account, since when staff vouch for it, and
 * for 30 days after an approved change a warning with its date (a changed account is how cloned firms are paid).
 */
export function ContactTrust({ trust, testId }: { trust: CompanyTrust[keyof CompanyTrust]; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {trust.verified_since && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-verified`}>
          {t('companies.trust.verifiedSince', { date: formatDate(trust.verified_since, i18n.language) })}
        </Text>
      )}
      {trust.changed_at && (
        <Text size="xs" c="red.9" fw={600} role="note" data-testid={`${testId}-changed`}>
          {t('companies.trust.changedOn', { date: formatDate(trust.changed_at, i18n.language) })}
        </Text>
      )}
    </>
  );
}
