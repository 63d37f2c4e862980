import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { passwordFormSchema } from '@freight/shared/accounts';
import { PasswordField } from '../../../components/password-field';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { issueCodes, REPORT_INPUT } from '../../../lib/forms/issue-codes';
import { useFieldEvents } from '../../../lib/forms/use-field-events';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordRules } from '../components/password-rules';
import { apiErrorKey } from '../utils/alert-key';
import { fieldId } from '../utils/field-id';
import { passwordRules } from '../utils/password-rules';

type Values = { password: string; confirm: string };
const validate = (values: Values) => {
  const parsed = passwordFormSchema.safeParse(values, REPORT_INPUT);
  return parsed.success ? {} : issueCodes(parsed.error.issues, '', { lengths: true });
};

function TokenProblem({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t(messageKey)} data-testid="reset-token-invalid">
      <Anchor component={Link} to="/request-reset-password" data-testid="reset-request-new">
        {t('resetPassword.requestNew')}
      </Anchor>
    </Alert>
  );
}

/** §2 /reset-password/{token?} (guests only); the token may also come as `?token=`. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useParams().token ?? params.get('token') ?? '';
  const reset = useResetPassword();
  const schemaForm = useSchemaForm<Values>({ initialValues: { password: '', confirm: '' }, validate, fieldId });
  const { form, fieldError, submit } = schemaForm;
  // The API's objection to the new password stays under it until the password changes.
  const { leave, showServerErrors } = useFieldEvents(schemaForm);
  const [tokenInvalid, setTokenInvalid] = useState(false);
  const valid = useMemo(() => Object.keys(validate(form.values)).length === 0, [form.values]);
  const rules = useMemo(() => passwordRules(form.values.password), [form.values.password]);
  const confirmRules = [
    { key: 'resetPassword.rules.match', met: form.values.confirm !== '' && form.values.confirm === form.values.password },
  ];

  const inputProps = (field: keyof Values) => ({
    ...form.getInputProps(field),
    onBlur: () => leave(field),
    id: fieldId(field),
    error: fieldError(field),
    withAsterisk: true,
    autoComplete: 'new-password',
  });

  const onSubmit = submit((values) => {
    reset.mutate(
      { token, new_password: values.password },
      {
        onSuccess: () => {
          alert.success('resetPassword.success');
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          const fields = error instanceof ApiRequestError ? error.fields : undefined;
          if (fields?.token?.length) return setTokenInvalid(true);
          const code = fields?.new_password?.[0];
          if (code && showServerErrors({ password: [code] })) return;
          alert.danger(apiErrorKey(error, ['rate_limited', 'network_error'], 'resetPassword.failed'), { details: error });
        },
      },
    );
  });

  if (!token)
    return (
      <AuthCard title={t('resetPassword.title')}>
        <TokenProblem messageKey="resetPassword.tokenMissing" />
      </AuthCard>
    );

  return (
    <AuthCard title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      {tokenInvalid && <TokenProblem messageKey="resetPassword.tokenInvalid" />}
      <form onSubmit={onSubmit} noValidate aria-label={t('resetPassword.title')}>
        <Stack gap="md">
          <PasswordField
            {...inputProps('password')}
            label={t('resetPassword.password')}
            visibilityToggleButtonProps={{ 'aria-label': t('resetPassword.togglePassword') }}
            data-testid="reset-password"
          />
          <PasswordRules rules={rules} testId="reset-password-rules" />
          <PasswordField
            {...inputProps('confirm')}
            label={t('resetPassword.confirm')}
            visibilityToggleButtonProps={{ 'aria-label': t('resetPassword.toggleConfirm') }}
            data-testid="reset-confirm"
          />
          <PasswordRules rules={confirmRules} testId="reset-confirm-rules" />
          <Button type="submit" fullWidth disabled={!valid || tokenInvalid} loading={reset.isPending} data-testid="reset-submit">
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('resetPassword.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
