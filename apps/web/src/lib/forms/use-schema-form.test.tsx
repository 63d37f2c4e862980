import { TextInput } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useSchemaForm, type ErrorCodes } from './use-schema-form';

type Values = { first: string; second: string; third: string };

const fieldId = (path: string) => `test-${path}`;

/** Three fields on screen in the order first, second, third; the check answers its errors backwards. */
function TestForm({ onServerErrors }: { onServerErrors?: (show: ReturnType<typeof useSchemaForm<Values>>['showServerErrors']) => void }) {
  const schemaForm = useSchemaForm<Values>({
    initialValues: { first: '', second: '', third: '' },
    validate: (values) => {
      const errors: ErrorCodes = {};
      for (const path of ['third', 'second', 'first'] as const) if (!values[path]) errors[path] = 'required';
      return errors;
    },
    fieldId,
  });
  const { form, submit } = schemaForm;
  onServerErrors?.(schemaForm.showServerErrors);
  return (
    <form onSubmit={submit(() => undefined)} aria-label="Test form">
      {(['first', 'second', 'third'] as const).map((path) => (
        <TextInput key={path} id={fieldId(path)} label={path} {...form.getInputProps(path)} />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('focuses the invalid field first on screen, whatever order the check answers in', () => {
    renderWithProviders(<TestForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'first' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'second' })).toHaveFocus();
  });

  it('puts the API’s errors on the fields on screen and focuses the first of them there', () => {
    let show: ((fields: Record<string, string[]>) => boolean) | undefined;
    renderWithProviders(<TestForm onServerErrors={(showServerErrors) => (show = showServerErrors)} />);
    let shown: boolean | undefined;
    act(() => {
      shown = show?.({ third: ['too_long'], second: ['invalid_value'] });
    });
    expect(shown).toBe(true);
    expect(screen.getByRole('textbox', { name: 'second' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'third' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('answers that no error names a field on screen, so the caller alerts instead', () => {
    let show: ((fields: Record<string, string[]>) => boolean) | undefined;
    renderWithProviders(<TestForm onServerErrors={(showServerErrors) => (show = showServerErrors)} />);
    expect(show?.({ company: ['not_found'] })).toBe(false);
    expect(document.body).toHaveFocus();
  });
});
