import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_NOTES_COUNTER_FROM, EMPLOYEE_NOTES_MAX } from '@freight/shared/employees';

/** §5 notes: at most 150 characters; a counter appears above 75. */
export function NotesInput(props: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | undefined;
  id?: string;
  onBlur?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const long = props.value.length > EMPLOYEE_NOTES_COUNTER_FROM;
  return (
    <TextInput
      id={props.id}
      label={t('employees.form.notes')}
      value={props.value}
      maxLength={EMPLOYEE_NOTES_MAX}
      disabled={props.disabled}
      error={props.error}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onBlur={props.onBlur}
      description={long ? t('employees.form.notesCounter', { length: props.value.length, max: EMPLOYEE_NOTES_MAX }) : undefined}
      data-testid={props.testId}
    />
  );
}
