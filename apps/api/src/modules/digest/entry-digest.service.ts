import type { Database } from '../../db/client';
import type { QueuedMailer } from '../../jobs/mail-jobs';
import { requestLanguage } from '../../request-language';
import { placeNamerFor } from '../geo/geo.service';
import { claimDigestRecipients, type FormType } from '../users/digest-recipients.queries';
import { digestMail } from './entry-digest.mail-texts';
import { countNewEntries, selectNewEntries } from './entry-digest.queries';

/** At most one digest per user and form type in this window (issue 6). */
export const DIGEST_WINDOW_MS = 15 * 60 * 1000;
/** Entries listed in one mail; the rest are counted. */
const DIGEST_MAX_LINES = 30;

export type DigestDeps = { db: Database; mail: QueuedMailer; publicUrl: string };

const SEARCH_PATH: Record<FormType, string> = { truck: 'search-trucks', ware: 'search-wares' };

/**
 * Mails every employee who asked for them the truck offers / ware requests other companies published
 * since their last digest, with a link that highlights each entry. Users are claimed (their window
 * moved to `now`) and their digests queued as mail jobs in ONE transaction: several API processes
 * running this at once never claim a user twice, and a crash between claim and queue undoes the claim
 * (issue 16). The queue then sends each digest, with retries. Answers the digests queued.
 */
export async function sendEntryDigests(deps: DigestDeps, now: Date): Promise<number> {
  let queued = 0;
  for (const formType of ['truck', 'ware'] as const) {
    queued += await deps.db.transaction((tx) => queueDigests({ ...deps, db: tx }, formType, now));
  }
  if (queued > 0) deps.mail.wake();
  return queued;
}

/** Claims the users due a digest of `formType` and queues their mails with `deps.db`, the caller's transaction. */
async function queueDigests(deps: DigestDeps, formType: FormType, now: Date): Promise<number> {
  let queued = 0;
  const recipients = await claimDigestRecipients(deps.db, formType, now, DIGEST_WINDOW_MS);
  for (const recipient of recipients) {
    const filter = { formType, exceptCompanyId: recipient.companyId, since: recipient.since, until: now };
    const rows = await selectNewEntries(deps.db, { ...filter, limit: DIGEST_MAX_LINES });
    if (rows.length === 0) continue;
    const total = rows.length < DIGEST_MAX_LINES ? rows.length : await countNewEntries(deps.db, filter);
    // Places in the recipient's language (decision 015): GeoNames cities by their name in it, hand-added ones as typed.
    const lang = requestLanguage(recipient.language, undefined);
    const place = await placeNamerFor(deps.db, rows, lang);
    const message = digestMail(recipient.email, recipient.language, {
      firstName: recipient.firstName,
      lastName: recipient.lastName,
      formType,
      more: total - rows.length,
      lines: rows.map((row) => ({
        identificationId: row.identificationId,
        route: `${place(row.loadingCityId, row.loadingCityName, row.loadingCountry)} → ${place(row.unloadingCityId, row.unloadingCityName, row.unloadingCountry)}`,
        loading: row.loadingDateStart,
        link: `${deps.publicUrl}/dashboard/${SEARCH_PATH[formType]}/${row.uid}`,
      })),
    });
    await deps.mail.send(message, { tx: deps.db });
    queued += 1;
  }
  return queued;
}
