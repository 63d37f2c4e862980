import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput with `aria-invalid` on its field while it shows an error: Mantine marks it
 * only with `data-invalid`, so a screen reader would not hear that the field is wrong (issue 13 item 11).
 */
export function PasswordField(props: PasswordInputProps & { 'data-testid'?: string }) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
