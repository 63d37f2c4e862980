import { FREEMAIL_DOMAINS, YOUNG_COMPANY_MONTHS, domainOf, type CompanySignals, type Signal } from '@freight/shared/signals';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { selectCompanyAdmin } from '../users/company-admins.queries';
import { selectMembersByEmailDomain, selectMembersByPhone } from '../users/contact-matches.queries';
import * as sources from './staff-signals.queries';

/**
 * Issue 33 item 3: what staff should see before approving a registration. Each signal carries its evidence;
 * none decides anything. "Refused" companies are those staff left inactive: the inactive status holds both
 * deactivated and refused registrations (and unpaid ones: the evidence names each company and its status).
 */
export async function companySignals(db: Database, companyId: number, now: Date): Promise<CompanySignals> {
  const subject = await sources.selectSignalSubject(db, companyId);
  if (!subject) throw new AppError('not_found');
  const admin = await selectCompanyAdmin(db, companyId);
  const signals: Signal[] = [];
  const add = (kind: Signal['kind'], value: string, companies: Signal['companies'], basis = '') => {
    if (companies.length > 0) signals.push({ kind, value, basis, companies });
  };

  const matches = await sources.selectInactiveMatches(db, subject);
  add('same_vat', subject.vatNumber, matches.vat);
  add('same_registry', `${subject.registryUniqueId}/${subject.registryYear}`, matches.registry);
  add('same_bank_account', subject.bankAccount, matches.bank);
  add('same_web_domain', subject.webDomain, matches.web);

  if (admin) {
    const emailDomain = domainOf(admin.email);
    const freemail = FREEMAIL_DOMAINS.has(emailDomain);
    if (freemail) signals.push({ kind: 'freemail_admin', value: admin.email, basis: '', companies: [] });
    const [byPhone, byDomain] = await Promise.all([
      admin.phone ? selectMembersByPhone(db, admin.phone, companyId) : [],
      // A freemail domain is shared by millions: only a company's own domain is compared.
      emailDomain && !freemail ? selectMembersByEmailDomain(db, emailDomain, companyId) : [],
    ]);
    add('same_phone', `${admin.phonePrefix} ${admin.phone}`, await withInactive(db, byPhone));
    add('same_email_domain', emailDomain, await withInactive(db, byDomain));
  }

  const age = ageBasis(subject);
  if (!age) signals.push({ kind: 'age_unknown', value: '', basis: 'none', companies: [] });
  else if (mayBeYoung(age.year, now)) signals.push({ kind: 'young_company', value: String(age.year), basis: age.basis, companies: [] });

  const [own, same] = await Promise.all([sources.selectOwnDocumentHashes(db, companyId), sources.selectSameDocuments(db, companyId)]);
  for (const document of own) {
    const others = same.filter((row) => row.sha256 === document.sha256);
    add(
      'same_document',
      document.name,
      others.map((row) => ({ id: row.companyId, name: row.companyName, status: row.status, detail: row.name })),
    );
  }
  return { company: companyId, signals };
}

/** Members found by phone or e-mail domain, kept when their company is inactive, one entry per company. */
async function withInactive(db: Database, members: { companyId: number | null; value: string }[]): Promise<Signal['companies']> {
  const ids = [...new Set(members.map((member) => member.companyId).filter((id): id is number => id !== null))];
  const inactive = await sources.selectInactiveCompanies(db, ids);
  return inactive.map((company) => ({ ...company, detail: members.find((member) => member.companyId === company.id)?.value ?? '' }));
}

/**
 * The company's age is read from what registration supplies: the trade-register year (Romanian companies),
 * else the establishment year when known. Either is a year, so the signal says "may be younger than 6
 * months": the latest day of that year is less than 6 months before now.
 */
function ageBasis(subject: sources.SignalSubject): { year: number; basis: string } | null {
  if (/^\d{4}$/.test(subject.registryYear)) return { year: Number(subject.registryYear), basis: 'registry_year' };
  if (subject.establishmentYear) return { year: subject.establishmentYear, basis: 'establishment_year' };
  return null;
}

function mayBeYoung(year: number, now: Date): boolean {
  const sixMonthsAgo = new Date(now);
  sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - YOUNG_COMPANY_MONTHS);
  return Date.UTC(year, 11, 31, 23, 59, 59) > sixMonthsAgo.getTime();
}
