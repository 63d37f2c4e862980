import { z } from 'zod';
import { companyStatusSchema } from './accounts';

/**
 * Issue 33 registration signals staff see before deciding (GET /api/staff/companies/{id}/signals/).
 * Nothing is decided by them: each carries its evidence, the matching value and companies.
 */
export const SIGNAL_KINDS = [
  'same_vat',
  'same_registry',
  'same_bank_account',
  'same_phone',
  'same_email_domain',
  'same_web_domain',
  'freemail_admin',
  'young_company',
  'age_unknown',
  'same_document',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** How long after its registration a company counts as new (issue 33: less than 6 months). */
export const YOUNG_COMPANY_MONTHS = 6;

export const signalCompanySchema = z.object({ id: z.number().int(), name: z.string(), status: companyStatusSchema, detail: z.string() });

export const signalSchema = z
  .object({
    kind: z.enum(SIGNAL_KINDS),
    /** The value that matched (a phone, a domain, a document's name, the registry year …). */
    value: z.string(),
    /** For `young_company`: what the age is read from (`registry_year` or `establishment_year`). */
    basis: z.string(),
    /** The other companies that share it, with what of theirs matched (empty for freemail and age). */
    companies: z.array(signalCompanySchema),
  })
  .meta({ id: 'RegistrationSignal' });
export type Signal = z.infer<typeof signalSchema>;

export const companySignalsSchema = z.object({ company: z.number().int(), signals: z.array(signalSchema) }).meta({ id: 'CompanySignals' });
export type CompanySignals = z.infer<typeof companySignalsSchema>;

/**
 * Free mail providers of the exchange's countries and the largest international ones: an administrator
 * writing from one of these gives no company domain to check.
 */
export const FREEMAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.ro',
  'yahoo.de',
  'yahoo.fr',
  'ymail.com',
  'hotmail.com',
  'hotmail.de',
  'hotmail.fr',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'mail.ru',
  'yandex.ru',
  'yandex.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'mail.com',
  'freemail.hu',
  'citromail.hu',
  'indamail.hu',
  'laposte.net',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'wanadoo.fr',
  'libero.it',
  'wp.pl',
  'o2.pl',
  'interia.pl',
  'seznam.cz',
  'abv.bg',
]);

/** The host of an e-mail address or a web address, lower case, without a leading `www.`; '' when none. */
export function domainOf(value: string): string {
  const trimmed = value.trim().toLowerCase();
  if (!trimmed) return '';
  if (trimmed.includes('@') && !trimmed.includes('/')) return trimmed.split('@').pop() ?? '';
  try {
    return new URL(/^https?:\/\//.test(trimmed) ? trimmed : `http://${trimmed}`).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
