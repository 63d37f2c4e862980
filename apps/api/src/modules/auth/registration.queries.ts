import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onboardingInvitations } from '../../db/schema';
import { companyView } from '../companies/companies-read.service';

/** An invitation that is unused and whose company still waits for approval. */
export async function selectOpenInvitation(db: Database, tid: string): Promise<{ companyId: number } | null> {
  const company = companyView('company');
  const [row] = await db
    .select({ companyId: onboardingInvitations.companyId })
    .from(onboardingInvitations)
    .innerJoin(company, eq(company.id, onboardingInvitations.companyId))
    .where(and(eq(onboardingInvitations.tid, tid), isNull(onboardingInvitations.usedAt), eq(company.status, 'pending')));
  return row ?? null;
}

/** Marks the invitation used; false when another request used it first. */
export async function markInvitationUsed(db: Database, tid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(onboardingInvitations)
    .set({ usedAt: now })
    .where(and(eq(onboardingInvitations.tid, tid), isNull(onboardingInvitations.usedAt)))
    .returning({ tid: onboardingInvitations.tid });
  return rows.length > 0;
}
