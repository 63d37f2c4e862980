import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Registration } from '@freight/shared/accounts';
import { alertQueue } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import en from '../../../locales/en.json';
import ro from '../../../locales/ro.json';
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
const addFiles = (files: File[]) => fireEvent.change(screen.getByTestId('register-documents-input'), { target: { files } });
const type = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

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
  it('shows each field error of the shared schema in English', () => {
    renderForm('en');
    fireEvent.click(screen.getByTestId('register-submit'));

    const errorOf = (label: string) => screen.getByLabelText(label, { exact: false }).getAttribute('aria-describedby') ?? '';
    const describedText = (label: string) =>
      errorOf(label)
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');

    expect(describedText('Company name')).toContain('Enter at least 5 characters.');
    expect(describedText('VAT number')).toContain('This field is required');
    expect(describedText('Postal code')).toContain('Enter at least 3 characters.');
    expect(screen.getByTestId('register-contact-email')).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByText('E-mail is required')).toBeVisible();
    expect(screen.getByText('Enter 6 to 15 digits.')).toBeVisible();
    expect(screen.getByText('Choose at least one language.')).toBeVisible();
    expect(screen.getByText('Add the required documents.')).toBeVisible();
  });

  it('shows them in Romanian, and asks the trade-register number only for an RO VAT number', () => {
    renderForm('ro');
    expect(screen.queryByTestId('register-company-registry_uniqueId')).toBeNull();

    type('register-company-VATNumber', 'ro12');
    expect(screen.getByText('Două litere urmate de 6 până la 12 litere sau cifre, de ex. RO12345678.')).toBeVisible();
    expect(screen.getByTestId('register-company-registry_uniqueId')).toBeVisible();

    type('register-contact-email', 'ioana@');
    expect(screen.getByText('E-mail invalid')).toBeVisible();
    type('register-company-registry_orderNumber', 'X1');
    expect(screen.getByText('J sau F urmat de 2 cifre, de ex. J40.')).toBeVisible();

    type('register-company-VATNumber', 'DE123456789');
    expect(screen.queryByTestId('register-company-registry_uniqueId')).toBeNull();
    expect(screen.queryByText('Două litere urmate de 6 până la 12 litere sau cifre, de ex. RO12345678.')).toBeNull();
  });

  it('takes PDFs only, ignores a repeated name and hides the file input once the type’s count is reached', () => {
    renderForm('en', ofType('2'));
    expect(screen.getByTestId('register-documents-missing').textContent).toBe('Producer: 2 PDF documents are required (2 missing).');

    addFiles([pdf('statute.pdf'), new File(['x'], 'photo.png', { type: 'image/png' })]);
    expect(screen.getAllByTestId('register-document')).toHaveLength(1);
    expect(screen.getByText('Only PDF files are accepted; other files were left out.')).toBeVisible();

    addFiles([pdf('statute.pdf')]);
    expect(screen.getAllByTestId('register-document')).toHaveLength(1);
    expect(screen.getByTestId('register-documents-missing').textContent).toContain('(1 missing)');

    addFiles([pdf('contract.pdf')]);
    expect(screen.getAllByTestId('register-document')).toHaveLength(2);
    expect(screen.queryByTestId('register-documents-input')).toBeNull();
    expect(screen.queryByTestId('register-documents-button')).toBeNull();
    expect(screen.queryByTestId('register-documents-missing')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove contract.pdf' }));
    expect(screen.getByTestId('register-documents-input')).toBeVisible();
  });

  it('needs three documents from a carrier', () => {
    renderForm('ro', ofType('0'));
    addFiles([pdf('a.pdf'), pdf('b.pdf')]);
    expect(screen.getByTestId('register-documents-missing').textContent).toBe('Transportator: sunt necesare 3 documente PDF (lipsesc: 1).');
    addFiles([pdf('c.pdf')]);
    expect(screen.queryByTestId('register-documents-input')).toBeNull();
  });

  it('sends the parsed payload and puts server errors on their fields, the first also as an alert', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, {
        code: 'registry_combination_exists',
        detail: 'exists',
        fields: { 'company.registry_uniqueId': ['registry_combination_exists'], 'contact.email': ['email_exists'] },
      });
    });
    renderForm('en', validProducer, onSubmit);
    addFiles([pdf('a.pdf'), pdf('b.pdf')]);
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [data, documents] = onSubmit.mock.calls[0] as unknown as [Registration, File[]];
    expect(data.contact).toMatchObject({ email: 'ioana@example.com', phone_number: '722123456', phone_prefix: '+40' });
    expect(data.company).toMatchObject({ type: 2, subscription_months: 12, registry_orderNumber: 'J40', country: 'RO' });
    expect(documents.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);

    await waitFor(() => expect(screen.getByText('A company with this trade-register number already exists.')).toBeVisible());
    const uniqueId = screen.getByTestId('register-company-registry_uniqueId');
    expect(uniqueId.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(uniqueId.closest('.mantine-InputWrapper-root') as HTMLElement).getByText(/trade-register number already exists/),
    ).toBeVisible();
    expect(screen.getByText('This email address is already in use.')).toBeVisible();
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'errors.registry_combination_exists' });
    // The first field with an error, in the order shown, has the focus.
    expect(document.activeElement).toBe(uniqueId);
  });

  it('keeps a server error on its field until that field changes', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, { code: 'email_exists', detail: 'exists', fields: { 'contact.email': ['email_exists'] } });
    });
    renderForm('en', validProducer, onSubmit);
    addFiles([pdf('a.pdf'), pdf('b.pdf')]);
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    await waitFor(() => expect(screen.getByText('This email address is already in use.')).toBeVisible());
    const email = screen.getByTestId('register-contact-email');
    expect(document.activeElement).toBe(email);

    // Leaving the field unchanged, or changing another field, keeps it.
    fireEvent.blur(email);
    type('register-contact-first_name', 'Ioana Maria');
    expect(screen.getByText('This email address is already in use.')).toBeVisible();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    // A change removes it; leaving the changed field checks it with the schema again.
    type('register-contact-email', 'ioana@');
    expect(screen.queryByText('This email address is already in use.')).toBeNull();
    expect(screen.getByText('Invalid e-mail')).toBeVisible();
    type('register-contact-email', 'ioana.maria@example.com');
    expect(screen.queryByText('Invalid e-mail')).toBeNull();
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('focuses the first invalid field in the order shown after a failed submit', () => {
    renderForm('en', {
      ...validProducer,
      company: { ...validProducer.company, city: 'X' },
      contact: { ...validProducer.contact, email: 'x' },
    });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(document.activeElement).toBe(screen.getByTestId('register-company-city'));
  });

  it('does not send while a rule fails', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm('en', { ...validProducer, company: { ...validProducer.company, website: 'not a url' } }, onSubmit);
    addFiles([pdf('a.pdf'), pdf('b.pdf')]);
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
  });
});
