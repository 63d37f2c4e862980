import type { Database } from '../../db/client';
import { onboardingInvitations } from '../../db/schema';

export async function insertInvitation(db: Database, companyId: number, tid: string, now: Date): Promise<void> {
  await db.insert(onboardingInvitations).values({ tid, companyId, createdAt: now });
}
