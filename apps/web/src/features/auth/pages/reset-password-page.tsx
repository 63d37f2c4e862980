import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { passwordFormSchema, passwordSchema } from '@freight/shared/accounts';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordRules } from '../components/password-rules';
import { fieldId, useFormState } from '../hooks/use-form-state';
import { apiErrorKey } from '../utils/alert-key';
import { fieldErrorText, issuesToErrors } from '../utils/field-errors';
import { PasswordField } from '../../../components/password-field';

const initial = { password: '', confirm: '' };
const validate = (values: typeof initial) => {
  const parsed = passwordFormSchema.safeParse(values);
  return parsed.success ? {} : issuesToErrors(parsed.error.issues);
};

/** The §5 password rules as a checklist, from the same schema the API applies. */
function passwordRules(password: string) {
  const result = passwordSchema.safeParse(password);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  const met = (code: string) => password !== '' && !failed.has(code);
  return [
    { key: 'resetPassword.rules.length', met: met('password_too_short') && met('password_too_long') },
    { key: 'resetPassword.rules.notNumeric', met: met('password_entirely_numeric') },
    { key: 'resetPassword.rules.notCommon', met: met('password_too_common') },
  ];
}

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
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useParams().token ?? params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useFormState(initial, validate);
  const [tokenInvalid, setTokenInvalid] = useState(false);
  const rules = useMemo(() => passwordRules(form.values.password), [form.values.password]);
  const confirmRules = [
    { key: 'resetPassword.rules.match', met: form.values.confirm !== '' && form.values.confirm === form.values.password },
  ];

  const submit = form.handleSubmit((values) => {
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
          if (code) return form.setServerErrors({ password: { code } });
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
      <form onSubmit={submit} noValidate aria-label={t('resetPassword.title')}>
        <Stack gap="md">
          <PasswordField
            id={fieldId('password')}
            label={t('resetPassword.password')}
            autoComplete="new-password"
            withAsterisk
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.currentTarget.value)}
            onBlur={() => form.touch('password')}
            error={fieldErrorText(t, i18n, form.errorOf('password'))}
            visibilityToggleButtonProps={{ 'aria-label': t('resetPassword.togglePassword') }}
            data-testid="reset-password"
          />
          <PasswordRules rules={rules} testId="reset-password-rules" />
          <PasswordField
            id={fieldId('confirm')}
            label={t('resetPassword.confirm')}
            autoComplete="new-password"
            withAsterisk
            value={form.values.confirm}
            onChange={(event) => form.setValue('confirm', event.currentTarget.value)}
            onBlur={() => form.touch('confirm')}
            error={fieldErrorText(t, i18n, form.errorOf('confirm'))}
            visibilityToggleButtonProps={{ 'aria-label': t('resetPassword.toggleConfirm') }}
            data-testid="reset-confirm"
          />
          <PasswordRules rules={confirmRules} testId="reset-confirm-rules" />
          <Button type="submit" fullWidth disabled={!form.isValid || tokenInvalid} loading={reset.isPending} data-testid="reset-submit">
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
