import { Button, Checkbox, CloseButton, Fieldset, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyEmail, emptyPhone, employeeFieldId, type EmailRow, type PhoneRow } from '../utils/employee-values';
import { NotesInput } from './notes-input';
import { countryOfPrefix, flagSelectProps } from '../../../components/flag-select';

type ListProps<Row> = {
  rows: Row[];
  /** Sets one value of a row by its path (`phones.0.number`), so only that field's error clears. */
  onField: (path: string, value: unknown) => void;
  onAdd: (row: Row) => void;
  onRemove: (index: number) => void;
  /** Checks a field when it is left (the form layer's rule). */
  onLeave: (path: string) => void;
  disabled: boolean;
  errorOf: (path: string) => string | undefined;
};

const MAX_ROWS = 10;

/** §2 extra phones: prefix, number, notes, WhatsApp and Signal; a row without a number is dropped on save. */
export function ExtraPhones({
  rows,
  onField,
  onAdd,
  onRemove,
  onLeave,
  disabled,
  errorOf,
  prefixes,
}: ListProps<PhoneRow> & { prefixes: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<PhoneRow>) =>
    Object.entries(patch).forEach(([field, value]) => onField(`phones.${index}.${field}`, value));
  const field = (index: number, name: keyof PhoneRow) => ({
    id: employeeFieldId(`phones.${index}.${name}`),
    error: errorOf(`phones.${index}.${name}`),
    onBlur: () => onLeave(`phones.${index}.${name}`),
  });
  return (
    <Fieldset legend={t('employees.form.extraPhones')} disabled={disabled} data-testid="employee-extra-phones">
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="wrap" data-testid={`employee-extra-phone-${index}`}>
            <Select
              label={t('employees.form.prefix')}
              data={prefixes}
              value={row.prefix}
              {...flagSelectProps(countryOfPrefix, row.prefix)}
              onChange={(value) => update(index, { prefix: value ?? '' })}
              searchable
              allowDeselect={false}
              w={130}
              comboboxProps={{ width: 260 }}
              {...field(index, 'prefix')}
            />
            <TextInput
              label={t('employees.form.phone')}
              value={row.number}
              inputMode="tel"
              onChange={(event) => update(index, { number: event.currentTarget.value })}
              {...field(index, 'number')}
              disabled={disabled}
              data-testid={`employee-extra-phone-number-${index}`}
            />
            <NotesInput
              value={row.notes}
              onChange={(notes) => update(index, { notes })}
              {...field(index, 'notes')}
              testId={`employee-extra-phone-notes-${index}`}
            />
            <Checkbox
              label={t('employees.form.whatsapp')}
              checked={row.has_whatsapp}
              onChange={(event) => update(index, { has_whatsapp: event.currentTarget.checked })}
              mb={8}
            />
            <Checkbox
              label={t('employees.form.signal')}
              checked={row.has_signal}
              onChange={(event) => update(index, { has_signal: event.currentTarget.checked })}
              mb={8}
            />
            <CloseButton
              disabled={disabled}
              aria-label={t('employees.form.removePhone', { index: index + 1 })}
              onClick={() => onRemove(index)}
              mb={6}
            />
          </Group>
        ))}
        {!disabled && rows.length < MAX_ROWS && (
          <Button variant="default" size="xs" w="fit-content" onClick={() => onAdd(emptyPhone())} data-testid="employee-add-phone">
            {t('employees.form.addPhone')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}

/** §2 extra e-mails: address and notes; a row without an address is dropped on save. */
export function ExtraEmails({ rows, onField, onAdd, onRemove, onLeave, disabled, errorOf }: ListProps<EmailRow>) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<EmailRow>) =>
    Object.entries(patch).forEach(([field, value]) => onField(`alt_emails.${index}.${field}`, value));
  const field = (index: number, name: keyof EmailRow) => ({
    id: employeeFieldId(`alt_emails.${index}.${name}`),
    error: errorOf(`alt_emails.${index}.${name}`),
    onBlur: () => onLeave(`alt_emails.${index}.${name}`),
  });
  return (
    <Fieldset legend={t('employees.form.extraEmails')} disabled={disabled} data-testid="employee-extra-emails">
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('employees.form.email')}
              type="email"
              value={row.email}
              onChange={(event) => update(index, { email: event.currentTarget.value })}
              {...field(index, 'email')}
              disabled={disabled}
              data-testid={`employee-extra-email-${index}`}
            />
            <NotesInput
              value={row.notes}
              onChange={(notes) => update(index, { notes })}
              {...field(index, 'notes')}
              testId={`employee-extra-email-notes-${index}`}
            />
            <CloseButton
              disabled={disabled}
              aria-label={t('employees.form.removeEmail', { index: index + 1 })}
              onClick={() => onRemove(index)}
              mb={6}
            />
          </Group>
        ))}
        {!disabled && rows.length < MAX_ROWS && (
          <Button variant="default" size="xs" w="fit-content" onClick={() => onAdd(emptyEmail())} data-testid="employee-add-email">
            {t('employees.form.addEmail')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
