import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registration } from '@freight/shared/accounts';
import { alertQueue } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import en from '../../../locales/en.json';
import ro from '../../../locales/ro.json';
import { setupUser, type User } from '../../../test/user';
import { emptyRegistration, type RegistrationValues } from '../utils/registration-values';
import { RegistrationForm } from './registration-form';

function renderForm(
  language: 'en' | 'ro',
  initialValues: RegistrationValues = emptyRegistration(),
  onSubmit: (data: Registration, documents: File[]) => Promise<void> = async () => undefined,
) {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { en: { translation: en }, ro: { translation: ro } },
    interpolation: { escapeValue: false },
  });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={instance}>
        <RegistrationForm initialValues={initialValues} submitLabel="Register" onSubmit={onSubmit} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
/**
 * The picker's hidden file input, named like its button. The member's file dialog shows all files
 * (user-event would otherwise drop the non-PDFs the picker itself must refuse).
 */
const addFiles = (user: User, files: File[], name = 'Add PDF documents') =>
  user.upload(screen.getByLabelText(name, { selector: 'input' }), files);
/** Required fields carry an asterisk after their label. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** Replaces the field's text (pasted: typing key by key is slow in jsdom), then leaves it, which checks it. */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.paste(value);
  await user.tab();
}
const chosenDocuments = () => within(screen.getByRole('list', { name: 'Chosen documents' })).getAllByRole('listitem');
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

// Tab from a field may land on a Mantine select, whose list scrolls its option into view: jsdom cannot scroll.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

/** A complete Romanian producer: every §5 rule passes. */
const empty = emptyRegistration(12);
const validProducer: RegistrationValues = {
  company: {
    ...empty.company,
    name: 'Transporturi Ardeal SRL',
    type: '2',
    VATNumber: 'RO12345678',
    registry_orderNumber: 'J40',
    registry_uniqueId: '12345',
    registry_year: '2015',
    postal_code: '400001',
    city: 'Cluj-Napoca',
    country: 'RO',
  },
  contact: {
    ...empty.contact,
    first_name: 'Ioana',
    last_name: 'Mureșan',
    email: 'Ioana@Example.com',
    phone_number: '0722 123-456',
    spoken_languages: ['ro', 'en'],
  },
};
/** The empty form with a company type chosen. */
const ofType = (type: string): RegistrationValues => ({ ...emptyRegistration(), company: { ...emptyRegistration().company, type } });

describe('registration form', { timeout: 20_000 }, () => {
  it('shows each field error of the shared schema in English', async () => {
    const user = setupUser();
    renderForm('en');
    await submit(user);

    const errorOf = (label: string) => screen.getByLabelText(label, { exact: false }).getAttribute('aria-describedby') ?? '';
    const describedText = (label: string) =>
      errorOf(label)
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');

    // Fields left empty are required, whatever their minimum length ("at least 5" is for a name typed too short).
    expect(describedText('Company name')).toContain('This field is required');
    expect(describedText('VAT number')).toContain('This field is required');
    expect(describedText('Postal code')).toContain('This field is required');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('E-mail is required')).toBeVisible();
    expect(screen.getByText('Enter 6 to 15 digits.')).toBeVisible();
    expect(screen.getByText('Choose at least one language.')).toBeVisible();
    expect(screen.getByText('Add the required documents.')).toBeVisible();
  });

  it('shows them in Romanian, and asks the trade-register number only for an RO VAT number', async () => {
    const user = setupUser();
    renderForm('ro');
    const registryNumber = /^Registrul comerțului: număr/;
    expect(screen.queryByLabelText(registryNumber)).toBeNull();

    await fill(user, field('Cod de TVA'), 'ro12');
    expect(screen.getByText('Două litere urmate de 6 până la 12 litere sau cifre, de ex. RO12345678.')).toBeVisible();
    expect(screen.getByLabelText(registryNumber)).toBeVisible();

    await fill(user, field('E-mail'), 'ioana@');
    expect(screen.getByText('E-mail invalid')).toBeVisible();
    await fill(user, field('Registrul comerțului: prefix'), 'X1');
    expect(screen.getByText('J sau F urmat de 2 cifre, de ex. J40.')).toBeVisible();

    await fill(user, field('Cod de TVA'), 'DE123456789');
    expect(screen.queryByLabelText(registryNumber)).toBeNull();
    expect(screen.queryByText('Două litere urmate de 6 până la 12 litere sau cifre, de ex. RO12345678.')).toBeNull();
  });

  it('takes PDFs only, ignores a repeated name and hides the file input once the type’s count is reached', async () => {
    const user = setupUser({ applyAccept: false });
    renderForm('en', ofType('2'));
    expect(screen.getByText(/missing\)\.$/)).toHaveTextContent(/^Producer: 2 PDF documents are required \(2 missing\)\.$/);

    await addFiles(user, [pdf('statute.pdf'), new File(['x'], 'photo.png', { type: 'image/png' })]);
    expect(chosenDocuments()).toHaveLength(1);
    expect(screen.getByText('Only PDF files are accepted; other files were left out.')).toBeVisible();

    await addFiles(user, [pdf('statute.pdf')]);
    expect(chosenDocuments()).toHaveLength(1);
    expect(screen.getByText(/missing\)\.$/)).toHaveTextContent('(1 missing)');

    await addFiles(user, [pdf('contract.pdf')]);
    expect(chosenDocuments()).toHaveLength(2);
    expect(screen.queryByLabelText('Add PDF documents', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add PDF documents' })).toBeNull();
    expect(screen.queryByText(/missing\)\.$/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove contract.pdf' }));
    expect(screen.getByRole('button', { name: 'Add PDF documents' })).toBeVisible();
  });

  it('needs three documents from a carrier', async () => {
    const user = setupUser();
    renderForm('ro', ofType('0'));
    await addFiles(user, [pdf('a.pdf'), pdf('b.pdf')], 'Adăugați documente PDF');
    expect(screen.getByText(/lipsesc: 1\)\.$/)).toHaveTextContent(/^Transportator: sunt necesare 3 documente PDF \(lipsesc: 1\)\.$/);
    await addFiles(user, [pdf('c.pdf')], 'Adăugați documente PDF');
    expect(screen.queryByLabelText('Adăugați documente PDF', { selector: 'input' })).toBeNull();
  });

  it('sends the parsed payload and puts server errors on their fields, the first also as an alert', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, {
        code: 'registry_combination_exists',
        detail: 'exists',
        fields: { 'company.registry_uniqueId': ['registry_combination_exists'], 'contact.email': ['email_exists'] },
      });
    });
    const user = setupUser();
    renderForm('en', validProducer, onSubmit);
    await addFiles(user, [pdf('a.pdf'), pdf('b.pdf')]);
    await submit(user);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [data, documents] = onSubmit.mock.calls[0] as unknown as [Registration, File[]];
    expect(data.contact).toMatchObject({ email: 'ioana@example.com', phone_number: '722123456', phone_prefix: '+40' });
    expect(data.company).toMatchObject({ type: 2, subscription_months: 12, registry_orderNumber: 'J40', country: 'RO' });
    expect(documents.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);

    await waitFor(() => expect(screen.getByText('A company with this trade-register number already exists.')).toBeVisible());
    const uniqueId = field('Trade register: number');
    expect(uniqueId).toHaveAttribute('aria-invalid', 'true');
    expect(uniqueId).toHaveAccessibleDescription(/trade-register number already exists/);
    expect(screen.getByText('This email address is already in use.')).toBeVisible();
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'errors.registry_combination_exists' });
    // The first field with an error, in the order shown, has the focus.
    expect(uniqueId).toHaveFocus();
  });

  it('keeps a server error on its field until that field changes', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, { code: 'email_exists', detail: 'exists', fields: { 'contact.email': ['email_exists'] } });
    });
    const user = setupUser();
    renderForm('en', validProducer, onSubmit);
    await addFiles(user, [pdf('a.pdf'), pdf('b.pdf')]);
    await submit(user);
    await waitFor(() => expect(screen.getByText('This email address is already in use.')).toBeVisible());
    const email = field('E-mail');
    expect(email).toHaveFocus();

    // Leaving the field unchanged, or changing another field, keeps it.
    await user.tab();
    expect(email).not.toHaveFocus();
    await fill(user, field('First name'), 'Ioana Maria');
    expect(screen.getByText('This email address is already in use.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    // A change removes it; leaving the changed field checks it with the schema again.
    await fill(user, email, 'ioana@');
    expect(screen.queryByText('This email address is already in use.')).toBeNull();
    expect(screen.getByText('Invalid e-mail')).toBeVisible();
    await fill(user, email, 'ioana.maria@example.com');
    expect(screen.queryByText('Invalid e-mail')).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the first invalid field in the order shown after a failed submit', async () => {
    const user = setupUser();
    renderForm('en', {
      ...validProducer,
      company: { ...validProducer.company, city: 'X' },
      contact: { ...validProducer.contact, email: 'x' },
    });
    await submit(user);
    expect(field('City')).toHaveFocus();
  });

  it('does not send while a rule fails', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = setupUser();
    renderForm('en', { ...validProducer, company: { ...validProducer.company, website: 'not a url' } }, onSubmit);
    await addFiles(user, [pdf('a.pdf'), pdf('b.pdf')]);
    await submit(user);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
  });

  it('takes an optional bank account, refuses a mistyped IBAN and sends a valid one spaced out and upper case', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = setupUser();
    renderForm('en', validProducer, onSubmit);
    await addFiles(user, [pdf('a.pdf'), pdf('b.pdf')]);
    const iban = field('Bank account \\(IBAN\\)');
    // One digit off: the mod-97 check fails.
    await fill(user, iban, 'RO49 AAAA 1B31 0075 9384 0001');
    expect(screen.getByText('Enter a valid IBAN.')).toBeVisible();
    await submit(user);
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, iban, 'ro49 aaaa 1b31 0075 9384 0000');
    await submit(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [data] = onSubmit.mock.calls[0] as unknown as [Registration];
    expect(data.company.bank_account).toBe('RO49AAAA1B31007593840000');
  });
});
