import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import { insertInvitation } from './onboarding-invitations.queries';

/**
 * §2 /registration-initialized?tid=…: an invitation for a pending company to review and resend its
 * data, opened by staff (the invitations are auth's, decision 030; registration.service reads and uses
 * them). Answers the invitation's tid, an unguessable token.
 */
export async function openOnboardingInvitation(db: Database, companyId: number, now: Date): Promise<string> {
  const tid = crypto.randomBytes(24).toString('base64url');
  await insertInvitation(db, companyId, tid, now);
  return tid;
}
