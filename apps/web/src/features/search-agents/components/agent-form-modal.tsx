import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_AGENT_NAME_MAX } from '@freight/shared/agents';
import { Dialog } from '../../../components/dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { errorKey, errorText } from '../../../lib/forms/error-text';
import { EmailChoiceFields, type EmailChoice } from './email-choice-fields';

export type AgentFormValues = { name: string } & EmailChoice;

type Props = {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: AgentFormValues;
  /** A note above the fields (what is saved). */
  intro?: string;
  onClose(): void;
  /** Rejects with the API's error, shown in the form. */
  onSubmit(values: AgentFormValues): Promise<unknown>;
};

type Errors = { name?: string; email_hour?: string; form?: string };

/** The API's refusal as texts: field errors under their fields, the rest (the 20-agent limit…) above the buttons. */
function apiErrors(
  error: unknown,
  t: (key: string) => string,
  fieldText: (code: string) => string | undefined,
  key: (code: string) => string | null,
): Errors {
  if (!(error instanceof ApiRequestError)) return { form: t('common.unexpectedError') };
  const fields = error.fields ?? {};
  const out: Errors = {};
  if (fields.name?.[0]) out.name = fieldText(fields.name[0]);
  if (fields.email_hour?.[0]) out.email_hour = fieldText(fields.email_hour[0]);
  if (fields.search_agents?.includes('limit_reached')) out.form = t('searchAgents.errors.limitReached');
  else if (Object.keys(fields).some((field) => field.startsWith('filters'))) out.form = t('searchAgents.errors.filters');
  else if (!out.name && !out.email_hour) out.form = t(key(error.code) ?? 'common.unexpectedError');
  return out;
}

/** Name and e-mail choice of a search agent: saving a search, and editing one on the agents page. */
export function AgentFormModal({ opened, title, submitLabel, initial, intro, onClose, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    const local: Errors = {};
    if (name === '') local.name = errorText(t, i18n, 'required');
    else if (name.length > SEARCH_AGENT_NAME_MAX) local.name = t('validation.maxLength', { count: SEARCH_AGENT_NAME_MAX });
    if (values.email_alerts === 'daily' && values.email_hour === null) local.email_hour = errorText(t, i18n, 'required');
    setErrors(local);
    if (local.name || local.email_hour) return;
    setBusy(true);
    try {
      await onSubmit({ ...values, name });
      onClose();
    } catch (error) {
      setErrors(
        apiErrors(
          error,
          t,
          (code) => errorText(t, i18n, code),
          (code) => errorKey(i18n, code),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={title} testId="agent-form-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {intro && <Alert color="blue">{intro}</Alert>}
          <TextInput
            label={t('searchAgents.form.name')}
            placeholder={t('searchAgents.form.namePlaceholder')}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
            error={errors.name}
            required
            maxLength={SEARCH_AGENT_NAME_MAX + 20}
            data-autofocus
            data-testid="agent-name"
          />
          <EmailChoiceFields value={values} onChange={(next) => setValues({ ...values, ...next })} error={errors.email_hour} />
          {errors.form && (
            <Alert color="red" role="alert" data-testid="agent-form-error">
              {errors.form}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="agent-form-submit">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
