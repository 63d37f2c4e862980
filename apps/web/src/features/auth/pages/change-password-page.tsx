import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@freight/shared/accounts';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { PasswordRules } from '../components/password-rules';
import { fieldErrorText, issuesToErrors } from '../utils/field-errors';
import { passwordRules } from '../utils/password-rules';
import { PasswordField } from '../../../components/password-field';

const FIELDS = ['current_password', 'new_password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Error codes (not texts) per field, so the texts follow a language switch. */
function validate(values: Values): Partial<Record<Field, string>> {
  const parsed = changePasswordFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors = issuesToErrors(parsed.error.issues);
  return Object.fromEntries(FIELDS.flatMap((field) => (errors[field] ? [[field, errors[field].code]] : [])));
}

/**
 * /dashboard/change-password (issue 13 item 9): the current password, a new one with the §5 rules
 * shown as they are met, and its confirmation. The API ends the member's other sessions.
 */
export function ChangePasswordPage() {
  const { t, i18n } = useTranslation();
  const mutation = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate,
    validateInputOnBlur: true,
  });
  const errorText = (field: Field) => {
    const code = form.errors[field];
    return typeof code === 'string' ? fieldErrorText(t, i18n, { code }) : undefined;
  };
  const inputProps = (field: Field) => ({
    ...form.getInputProps(field),
    id: `change-password-${field}`,
    error: errorText(field),
    withAsterisk: true,
    visibilityToggleButtonProps: { 'aria-label': t('changePassword.togglePassword') },
    'data-testid': `change-password-${field}`,
  });

  const submit = form.onSubmit((values) => {
    setChanged(false);
    mutation.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          form.reset();
          setChanged(true);
        },
        onError: (error) => {
          // Field errors of the API (a wrong current password) go under their field.
          const fields = error instanceof ApiRequestError ? error.fields : undefined;
          const known = FIELDS.filter((field) => fields?.[field]?.[0]);
          if (known.length > 0) return form.setErrors(Object.fromEntries(known.map((field) => [field, fields![field]![0]])));
          alert.danger(error instanceof ApiRequestError && error.status === 429 ? 'errors.rate_limited' : 'changePassword.failed', {
            details: error,
          });
        },
      },
    );
  });

  return (
    <Stack gap="md" maw={520}>
      <Title order={1} size="h2">
        {t('changePassword.title')}
      </Title>
      <Text c="dimmed">{t('changePassword.intro')}</Text>
      {changed && (
        <Alert color="green" role="status" title={t('changePassword.successTitle')} data-testid="change-password-success">
          {t('changePassword.successText')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
          <Stack gap="md">
            <PasswordField {...inputProps('current_password')} label={t('changePassword.current')} autoComplete="current-password" />
            <PasswordField {...inputProps('new_password')} label={t('changePassword.new')} autoComplete="new-password" />
            <PasswordRules rules={passwordRules(form.values.new_password)} testId="change-password-rules" />
            <PasswordField {...inputProps('confirm')} label={t('changePassword.confirm')} autoComplete="new-password" />
            <Button type="submit" loading={mutation.isPending} data-testid="change-password-submit">
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

export { ChangePasswordPage as Component };
