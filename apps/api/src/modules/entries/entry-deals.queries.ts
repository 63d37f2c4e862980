import { eq, sql } from 'drizzle-orm';
import type { FormType } from '@freight/shared/entries';
import type { Database } from '../../db/client';
import { entries } from '../../db/schema-entries';
import { recordEntryEvent } from '../realtime/entry-events.queries';

/** What a deal needs of an entry (issue 31): its owner, windows, expiry, and what the transport order names. */
export type EntryForDeal = {
  id: number;
  uid: string;
  identificationId: string;
  formType: FormType;
  companyId: number;
  userId: number | null;
  loadingCountry: string;
  loadingCityId: number | null;
  loadingCityName: string;
  loadingPostalCode: string;
  loadingDateStart: string;
  loadingDateEnd: string;
  unloadingCountry: string;
  unloadingCityId: number | null;
  unloadingCityName: string;
  unloadingPostalCode: string;
  unloadingDateStart: string;
  unloadingDateEnd: string;
  weight: number;
  volume: number | null;
  mdp: number;
  truckType: number | null;
  platformTypes: number[];
  vatType: boolean;
  notes: string;
  loadingEndsAt: Date;
  validUntil: Date;
  takenAt: Date | null;
};

const COLUMNS = {
  id: entries.id,
  uid: entries.uid,
  identificationId: entries.identificationId,
  formType: entries.formType,
  companyId: entries.companyId,
  userId: entries.userId,
  loadingCountry: entries.loadingCountry,
  loadingCityId: entries.loadingCityId,
  loadingCityName: entries.loadingCityName,
  loadingPostalCode: entries.loadingPostalCode,
  loadingDateStart: entries.loadingDateStart,
  loadingDateEnd: entries.loadingDateEnd,
  unloadingCountry: entries.unloadingCountry,
  unloadingCityId: entries.unloadingCityId,
  unloadingCityName: entries.unloadingCityName,
  unloadingPostalCode: entries.unloadingPostalCode,
  unloadingDateStart: entries.unloadingDateStart,
  unloadingDateEnd: entries.unloadingDateEnd,
  weight: entries.weight,
  volume: entries.volume,
  mdp: entries.mdp,
  truckType: entries.truckType,
  platformTypes: entries.platformTypes,
  vatType: entries.vatType,
  // Issue 33 item 4: a deal's copy of the notes never carries a contact staff have not cleared.
  notes: sql<string>`coalesce(${entries.notesMasked}, ${entries.notes})`,
  loadingEndsAt: entries.loadingEndsAt,
  validUntil: entries.validUntil,
  takenAt: entries.takenAt,
};

/** The entry by uid or id; `lock` holds its row to the caller's transaction (two acceptances on one entry queue up). */
export async function selectEntryForDeal(db: Database, by: { uid: string } | { id: number }, lock = false): Promise<EntryForDeal | null> {
  const query = db
    .select(COLUMNS)
    .from(entries)
    .where('uid' in by ? eq(entries.uid, by.uid) : eq(entries.id, by.id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * An agreed deal takes its entry: it leaves every search, agent and match list at once, as a delete does
 * (the same entry event, on the caller's transaction), and stays on its owner's list as taken. Its validity
 * ends at that moment, so the one live rule every list applies on its indexes leaves it out.
 */
export async function takeEntry(tx: Database, entryId: number, now: Date): Promise<boolean> {
  const [taken] = await tx
    .update(entries)
    .set({ takenAt: now, validUntil: sql`least(${entries.validUntil}, ${new Date(now.getTime() - 1).toISOString()}::timestamptz)` })
    .where(sql`${entries.id} = ${entryId} and ${entries.takenAt} is null`)
    .returning({ uid: entries.uid, identificationId: entries.identificationId, formType: entries.formType, companyId: entries.companyId });
  if (!taken) return false;
  await recordEntryEvent(tx, {
    kind: 'delete',
    formType: taken.formType,
    companyId: taken.companyId,
    entryData: { uid: taken.uid, identification_id: taken.identificationId, form_type: taken.formType, status: 'taken' },
  });
  return true;
}
