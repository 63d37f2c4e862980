import { CONTACT_CHANGE_WARNING_DAYS, type CompanyTrust } from '@freight/shared/change-requests';

type TrustRow = {
  phoneVerifiedSince: Date | null;
  emailVerifiedSince: Date | null;
  bankAccountVerifiedSince: Date | null;
  phoneChangedAt: Date | null;
  emailChangedAt: Date | null;
  bankAccountChangedAt: Date | null;
};

const WARNING_MS = CONTACT_CHANGE_WARNING_DAYS * 24 * 3600 * 1000;

/**
 * Issue 33 item 2: a change is shown for 30 days after it (strictly: at 30 × 24 h the warning is gone),
 * so partners calling a changed number or paying a changed account know to check it first.
 */
function recent(changedAt: Date | null, now: Date): string | null {
  if (!changedAt) return null;
  return now.getTime() - changedAt.getTime() < WARNING_MS ? changedAt.toISOString() : null;
}

export function presentTrust(row: TrustRow, now: Date): CompanyTrust {
  return {
    phone: { verified_since: row.phoneVerifiedSince?.toISOString() ?? null, changed_at: recent(row.phoneChangedAt, now) },
    email: { verified_since: row.emailVerifiedSince?.toISOString() ?? null, changed_at: recent(row.emailChangedAt, now) },
    bank_account: {
      verified_since: row.bankAccountVerifiedSince?.toISOString() ?? null,
      changed_at: recent(row.bankAccountChangedAt, now),
    },
  };
}
