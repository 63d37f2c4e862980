import type { FormType } from '@freight/shared/entries';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { recordEntryEvent } from '../realtime/entry-events.queries';
import { GONE_HIDE_AT } from './entry-expiry.queries';
import * as queries from './gone-reports.queries';
import { getEntry } from './entries.service';
import type { Caller } from './entry-permissions.service';
import { recordChange } from './entry-writes.service';
import { selectOwnedEntry } from './entries.queries';

export { clearReports, offerAccuracyCounts } from './gone-reports.queries';

/**
 * Issue 33 item 5: the caller's company reports another company's live entry "already gone". Once per
 * company; the poster is told through the entry's own event (an update carrying the new count, which its
 * company's lists show). At GONE_HIDE_AT reports the entry leaves others' searches, agents and matching
 * (liveSql) and a delete event drops it from every open list, as a delete or expiry does, until the poster
 * refreshes it. Answers the entry's company (the route forgets its cached answers) and whether it is now hidden.
 */
export async function reportGone(
  db: Database,
  formType: FormType,
  uid: string,
  caller: Caller,
  now: Date,
): Promise<{ companyId: number; hidden: boolean }> {
  return db.transaction(async (tx) => {
    const entry = await selectOwnedEntry(tx, formType, uid);
    if (!entry) throw new AppError('not_found');
    if (entry.companyId === caller.companyId) throw new AppError('own_entry');
    // Only an entry the caller may see: live, of an active company, not already hidden (else the same 404 as a read).
    await getEntry(tx, formType, uid, caller, now);
    if (!(await queries.insertReport(tx, entry.id, caller.companyId, caller.userId, now))) throw new AppError('already_reported');
    const count = await queries.countReport(tx, entry.id);
    const poster = { userId: entry.userId ?? 0, companyId: entry.companyId, role: 'employee' as const };
    const updated = await getEntry(tx, formType, uid, poster, now);
    if (count >= GONE_HIDE_AT) {
      // `gone` tells the owner's lists that the entry is hidden from others, not deleted (they keep it).
      const gone = { uid, identification_id: updated.identification_id, form_type: formType, gone: true };
      await recordEntryEvent(tx, { kind: 'delete', formType, companyId: entry.companyId, entryData: gone });
    } else {
      await recordChange(tx, 'update', formType, poster, updated);
    }
    return { companyId: entry.companyId, hidden: count >= GONE_HIDE_AT };
  });
}
