import type { CompanyDetails } from '@freight/shared/companies';

/** A company's details as the API answers them (§3), Carpați Trans SRL; `overrides` change any field. */
export function makeCompany(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return {
    id: 42,
    name: 'Carpați Trans SRL',
    type: 0,
    created_at: '2026-01-31T10:00:00.000Z',
    subscription_months: 12,
    subscription_expires_at: '2027-01-31T10:00:00.000Z',
    VATNumber: 'RO12345678',
    registry_orderNumber: 'J40',
    registry_uniqueId: '1234',
    registry_year: '2019',
    registry_combination: 'J40/1234/2019',
    fax: '',
    website: 'https://carpati.example',
    street: 'Strada Exemplu',
    number: '1',
    postal_code: '010101',
    city: 'București',
    country: 'RO',
    establishment_year: null,
    admin_user: {
      first_name: 'Andrei',
      last_name: 'Popescu',
      email: 'andrei@carpati.example',
      job_title: 'Director',
      phone_prefix: '+40',
      phone: '722000111',
      phones: [{ prefix: '+49', number: '15123456789', notes: '', has_whatsapp: false, has_signal: false }],
      alt_emails: [{ email: 'office@carpati.example', notes: '' }],
    },
    bank_account: 'RO49AAAA1B31007593840000',
    trust: {
      phone: { verified_since: '2026-02-01T10:00:00.000Z', changed_at: null },
      email: { verified_since: '2026-02-01T10:00:00.000Z', changed_at: null },
      bank_account: { verified_since: '2026-02-01T10:00:00.000Z', changed_at: null },
    },
    documents: [
      { id: 7, name: 'statut.pdf', url: '/api/companies/42/documents/7/', created_at: '2026-02-01T10:00:00.000Z', kind: 'registration' },
    ],
    incident_summary: { payment: { pending: 2, approved: 0, declined: 1 }, transport: { pending: 0, approved: 3, declined: 0 } },
    offer_accuracy: { entries: 54, accurate: 52, percent: 96 },
    is_own: false,
    ...overrides,
  };
}
