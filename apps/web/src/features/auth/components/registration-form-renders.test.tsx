import { MantineProvider } from '@mantine/core';
import type * as MantineCore from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { setupUser } from '../../../test/user';
import { emptyRegistration } from '../utils/registration-values';
import { RegistrationForm } from './registration-form';

/** How often each input of the form rendered, by its label. */
const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('@mantine/core', async (importOriginal) => {
  const core = await importOriginal<typeof MantineCore>();
  const counted = <P extends object>(Input: ComponentType<P>) =>
    function Counted(props: P) {
      const label = String((props as { label?: unknown }).label ?? '');
      renders.set(label, (renders.get(label) ?? 0) + 1);
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
  it('re-renders only the field typed in, and the field left', async () => {
    const user = setupUser();
    renderForm();
    expect(renders.get('Spoken languages')).toBeGreaterThan(0);
    // Required fields carry an asterisk after their label.
    const companyName = screen.getByRole('textbox', { name: /^Company name/ });

    renders.clear();
    await user.type(companyName, 'Tran');
    expect([...renders.keys()]).toEqual(['Company name']);

    renders.clear();
    // A click beside the fields: tabbing would focus the next field, whose focus is not under test.
    await user.click(document.body);
    expect(companyName).not.toHaveFocus();
    expect([...renders.keys()]).toEqual(['Company name']);
    expect(screen.getByText('Enter at least 5 characters.')).toBeVisible();
  });
});
