import type { Database } from '../../db/client';
import type { QueuedMailer } from '../../jobs/mail-jobs';
import { markMailed, selectUnmailedActivity, type DealActivityRow } from './deal-mail.queries';
import { dealActivityMail } from './deals.mail-texts';

export type DealMailDeps = { db: Database; mail: QueuedMailer; publicUrl: string };

/**
 * Issue 31 item 5: members who were offline when the other side of a deal acted or wrote get one mail per
 * run (the job runs at most every ENTRY_DIGEST_INTERVAL_MS, 15 minutes, like the digests), in their
 * language, entry each deal's news. Marks and queued mails are one transaction: a crash undoes both.
 * Answers the mails queued.
 */
export async function sendDealMails(deps: DealMailDeps, now: Date): Promise<number> {
  const queued = await deps.db.transaction(async (tx) => {
    const rows = await selectUnmailedActivity(tx, now);
    const byMember = new Map<number, DealActivityRow[]>();
    for (const row of rows) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
    for (const lines of byMember.values()) {
      const first = lines[0]!;
      await deps.mail.send(
        dealActivityMail(first.email, first.language, {
          firstName: first.first_name,
          lastName: first.last_name,
          lines: lines.map((line) => ({ reference: line.reference, kind: line.kind, count: line.n })),
          link: `${deps.publicUrl}/dashboard/deals`,
        }),
        { tx },
      );
    }
    await markMailed(tx, [...byMember.keys()], now);
    return byMember.size;
  });
  if (queued > 0) deps.mail.wake();
  return queued;
}
