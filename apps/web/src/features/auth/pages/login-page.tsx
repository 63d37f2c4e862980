import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '@freight/shared/accounts';
import { PasswordField } from '../../../components/password-field';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { issueCodes, REPORT_INPUT } from '../../../lib/forms/issue-codes';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { CompanyInactiveAlert, isCompanyInactive } from '../components/company-inactive-alert';
import { fieldId } from '../utils/field-id';
import { landingAfterLogin } from '../utils/redirect';

type Values = { email: string; password: string };
const validate = (values: Values) => {
  const parsed = loginSchema.safeParse(values, REPORT_INPUT);
  return parsed.success ? {} : issueCodes(parsed.error.issues, '', { lengths: true });
};

/** §8 login errors, each a danger alert of 12 s. */
function loginErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'common.unexpectedError';
  if (error.status === 403) return 'login.companyInactive';
  if (error.status === 400) return 'login.invalid';
  if (error.status === 429) return 'errors.rate_limited';
  if (error.code === 'network_error' || error.code === 'server_error') return `errors.${error.code}`;
  return 'common.unexpectedError';
}

/** §2 /login (guests only): on success to the `redirect` path or the dashboard. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginMutation = useLogin();
  const { form, fieldError, submit } = useSchemaForm<Values>({ initialValues: { email: '', password: '' }, validate, fieldId });
  const inputProps = (field: keyof Values) => ({
    ...form.getInputProps(field),
    id: fieldId(field),
    error: fieldError(field),
    withAsterisk: true,
    'data-testid': `login-${field}`,
  });
  // Issue 13 item 10: said beside the form, with the way back, both after a refused login and
  // when a session ended because the company was deactivated (`?reason=company_inactive`).
  const [inactive, setInactive] = useState(params.get('reason') === 'company_inactive');

  const onSubmit = submit((values) => {
    loginMutation.mutate(values, {
      onSuccess: (session) => void navigate(landingAfterLogin(session.user, params.get('redirect')), { replace: true }),
      onError: (error) => {
        if (isCompanyInactive(error)) return setInactive(true);
        alert.danger(loginErrorKey(error), { details: error });
      },
    });
  });

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      {params.get('update') === '1' && (
        <Alert color="blue" title={t('login.updateTitle')} data-testid="login-update-notice">
          {t('login.updateText')}
        </Alert>
      )}
      {inactive && <CompanyInactiveAlert />}
      <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
        <Stack gap="md">
          <TextInput {...inputProps('email')} type="email" label={t('login.email')} autoComplete="username" />
          <PasswordField
            {...inputProps('password')}
            label={t('login.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/request-reset-password" size="sm" data-testid="login-forgot">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={loginMutation.isPending} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register" data-testid="login-register">
          {t('login.register')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export { LoginPage as Component };
