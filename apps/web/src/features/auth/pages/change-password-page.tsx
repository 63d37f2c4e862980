import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@freight/shared/accounts';
import { FormActions } from '../../../components/form-actions';
import { PasswordField } from '../../../components/password-field';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { issueCodes, REPORT_INPUT } from '../../../lib/forms/issue-codes';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { PasswordRules } from '../components/password-rules';
import { passwordRules } from '../utils/password-rules';

const FIELDS = ['current_password', 'new_password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const fieldId = (field: string) => `change-password-${field}`;
const validate = (values: Values) => {
  const parsed = changePasswordFormSchema.safeParse(values, REPORT_INPUT);
  return parsed.success ? {} : issueCodes(parsed.error.issues, '', { lengths: true });
};

/**
 * /dashboard/change-password (issue 13 item 9): the current password, a new one with the §5 rules
 * shown as they are met, and its confirmation. The API ends the member's other sessions.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const [changed, setChanged] = useState(false);
  const { form, fieldError, submit, showServerErrors } = useSchemaForm<Values>({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate,
    fieldId,
  });
  const inputProps = (field: Field) => ({
    ...form.getInputProps(field),
    id: fieldId(field),
    error: fieldError(field),
    withAsterisk: true,
    visibilityToggleButtonProps: { 'aria-label': t('changePassword.togglePassword') },
    'data-testid': fieldId(field),
  });

  const onSubmit = submit((values) => {
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
          if (showServerErrors(fields, (path) => (FIELDS as readonly string[]).includes(path))) return;
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
        <form onSubmit={onSubmit} noValidate aria-label={t('changePassword.title')}>
          <Stack gap="md">
            <PasswordField {...inputProps('current_password')} label={t('changePassword.current')} autoComplete="current-password" />
            <PasswordField {...inputProps('new_password')} label={t('changePassword.new')} autoComplete="new-password" />
            <PasswordRules rules={passwordRules(form.values.new_password)} testId="change-password-rules" />
            <PasswordField {...inputProps('confirm')} label={t('changePassword.confirm')} autoComplete="new-password" />
            {/* In the header, or the bar at the bottom of a phone's screen, like every dashboard form's. */}
            <FormActions>
              <Button onClick={() => onSubmit()} loading={mutation.isPending} data-testid="change-password-submit">
                {t('changePassword.submit')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

export { ChangePasswordPage as Component };
