import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetRequestSchema } from '@freight/shared/accounts';
import { alert } from '../../../lib/alerts/alert';
import { issueCodes, REPORT_INPUT } from '../../../lib/forms/issue-codes';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { apiErrorKey } from '../utils/alert-key';
import { fieldId } from '../utils/field-id';

type Values = { email: string };
const validate = (values: Values) => {
  const parsed = resetRequestSchema.safeParse(values, REPORT_INPUT);
  return parsed.success ? {} : issueCodes(parsed.error.issues, '', { lengths: true });
};

/**
 * §2 /request-reset-password (guests only). The answer is the same whether or not the address
 * has an account, so the page never tells who is a member.
 */
export function RequestResetPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { form, fieldError, submit } = useSchemaForm<Values>({ initialValues: { email: '' }, validate, fieldId });

  const onSubmit = submit((values) => {
    request.mutate(values.email.trim(), {
      onError: (error) => alert.danger(apiErrorKey(error, ['rate_limited', 'network_error'], 'requestReset.failed'), { details: error }),
    });
  });

  return (
    <AuthCard title={t('requestReset.title')} intro={t('requestReset.intro')}>
      {request.isSuccess && (
        <Alert color="green" role="status" data-testid="request-reset-sent">
          {t('requestReset.sent')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('requestReset.title')}>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('email')}
            id={fieldId('email')}
            type="email"
            label={t('requestReset.email')}
            autoComplete="email"
            withAsterisk
            error={fieldError('email')}
            data-testid="request-reset-email"
          />
          <Button type="submit" fullWidth loading={request.isPending} data-testid="request-reset-submit">
            {t('requestReset.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center" data-testid="request-reset-back">
        {t('requestReset.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

export { RequestResetPage as Component };
