import { MantineProvider } from '@mantine/core';
import type * as MantineCore from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { emptyRegistration } from '../utils/registration-values';
import { RegistrationForm } from './registration-form';

/** How often each input of the form rendered, by its test id. */
const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('@mantine/core', async (importOriginal) => {
  const core = await importOriginal<typeof MantineCore>();
  const counted = <P extends object>(Input: ComponentType<P>) =>
    function Counted(props: P) {
      const id = (props as { 'data-testid'?: string })['data-testid'] ?? '';
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return <Input {...props} />;
    };
  return {
    ...core,
    TextInput: counted(core.TextInput as ComponentType<object>),
    Select: counted(core.Select as ComponentType<object>),
    MultiSelect: counted(core.MultiSelect as ComponentType<object>),
  };
});

function renderForm() {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={instance}>
        <RegistrationForm initialValues={emptyRegistration()} submitLabel="Register" onSubmit={async () => undefined} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('registration form rendering (decision 006)', () => {
  it('re-renders only the field typed in, and the field left', () => {
    renderForm();
    expect(renders.get('register-contact-spoken_languages')).toBeGreaterThan(0);

    renders.clear();
    fireEvent.change(screen.getByTestId('register-company-name'), { target: { value: 'Tran' } });
    expect([...renders.keys()]).toEqual(['register-company-name']);

    renders.clear();
    fireEvent.blur(screen.getByTestId('register-company-name'));
    expect([...renders.keys()]).toEqual(['register-company-name']);
    expect(screen.getByText('Enter at least 5 characters.')).toBeVisible();
  });
});
