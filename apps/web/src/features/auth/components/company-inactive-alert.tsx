import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';

/** The API's answer for a member whose company may not use the exchange (DESIGN §3 `company_inactive`). */
export const isCompanyInactive = (error: unknown) =>
  error instanceof ApiRequestError && (error.code === 'company_inactive' || error.status === 403);

/** Issue 13 item 10: the company is inactive, not the session expired; the way back is the subscription. */
export function CompanyInactiveAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" role="alert" title={t('login.companyInactiveTitle')} data-testid="login-company-inactive">
      <Text size="sm">{t('login.companyInactive')}</Text>
      <Anchor component={Link} to="/prices" size="sm" fw={600}>
        {t('login.companyInactivePrices')}
      </Anchor>
    </Alert>
  );
}
