import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RegistrationField, RegistrationFieldValue } from '../utils/registration-values';

/** One titled group of the registration form (company, contact, subscription, documents). */
export function RegistrationSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}

/** The plain props of one field of the form: name, label, value, error text and the two stable handlers. */
export type RegistrationFieldProps<K extends RegistrationField> = {
  name: K;
  label: string;
  required: boolean;
  value: RegistrationFieldValue<K>;
  error: string | undefined;
  onValue: (name: string, value: unknown) => void;
  onLeave: (name: string) => void;
};

/** The form's props of a field by its name, the catalogue key of its label and whether it is required. */
export type FieldOf = <K extends RegistrationField>(name: K, labelKey: string, required?: boolean) => RegistrationFieldProps<K>;
