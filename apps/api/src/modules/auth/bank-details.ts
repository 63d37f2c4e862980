/**
 * Where applicants pay the subscription (§1: payment by bank transfer). Shown in the registration
 * e-mail together with the company's own payment reference.
 */
export const BANK_DETAILS = {
  beneficiary: 'Freight Exchange SRL',
  iban: 'RO49AAAA1B31007593840000',
  bank: 'Banca Transilvania',
  currency: 'EUR',
} as const;
