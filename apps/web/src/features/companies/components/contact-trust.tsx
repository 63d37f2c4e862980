import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyTrust } from '@freight/shared/change-requests';
import { useFormat } from '../../../lib/format/use-format';

/**
 * Issue 33 item 2: beside a company's phone, e-mail and bank account, since when staff vouch for it, and
 * for 30 days after an approved change a warning with its date (a changed account is how cloned firms are paid).
 */
export function ContactTrust({ trust, testId }: { trust: CompanyTrust[keyof CompanyTrust]; testId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {trust.verified_since && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-verified`}>
          {t('companies.trust.verifiedSince', { date: format.date(trust.verified_since) })}
        </Text>
      )}
      {trust.changed_at && (
        <Text size="xs" c="red.9" fw={600} role="note" data-testid={`${testId}-changed`}>
          {t('companies.trust.changedOn', { date: format.date(trust.changed_at) })}
        </Text>
      )}
    </>
  );
}
