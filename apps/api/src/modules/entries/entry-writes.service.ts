import crypto from 'node:crypto';
import {
  IDENTIFICATION_PREFIX,
  REFRESH_COOLDOWN_MINUTES,
  type Entry,
  type EntryPatch,
  type FormType,
  type ParsedEntryInput,
} from '@freight/shared/entries';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { claimCooldown, RateLimitedError } from '../../throttle';
import * as contactFlags from '../contact-flags/contact-flags.service';
import { useGeoMemoOf } from '../geo/geo.service';
import { recordEntryEvent } from '../realtime/entry-events.queries';
import { getEntry } from './entries.service';
import * as queries from './entries.queries';
import { columnsOf } from './entry-columns';
import { mayManage, type Caller } from './entry-permissions.service';
import { EVENT_CITY_HINTS, EVENT_CITY_NAMES, withEventCityNames } from './entry-places.service';
import { present } from './entry-present';
import { withReputations } from './entry-reputation';
import { insertPublishedEntry, type PublishedEntry } from './entry-writes.queries';
import { clearReports } from './gone-reports.queries';

// An entry's publish, edit, delete, refresh and view, each with its realtime event on the same transaction.

const DAY_MS = 24 * 60 * 60 * 1000;
const COOLDOWN_MS = REFRESH_COOLDOWN_MINUTES * 60 * 1000;

/** §9 identification id: unambiguous characters only (no 0/O, 1/I/L), easy to read out on the phone. */
const ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const ID_LENGTH = 6;

export function makeIdentificationId(formType: FormType): string {
  let id = IDENTIFICATION_PREFIX[formType];
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[crypto.randomInt(ID_ALPHABET.length)];
  return id;
}

function assertFormType(input: { form_type: FormType }, formType: FormType) {
  if (input.form_type !== formType) throw new AppError('validation_failed', { fields: { form_type: ['form_type_mismatch'] } });
}

/**
 * An event's entry as its owner sees it, with the notes other companies see while contacts in them await
 * staff (issue 33 item 4): the hub sends those to other companies and strips them from every message.
 */
const withNotesForOthers = (entry: Entry, masked: string | null): Entry =>
  masked === null ? entry : ({ ...entry, notes_for_others: masked } as Entry);

/** The outbox row of a change, on the change's transaction; the entry carries its city names for every reader language. */
export async function recordChange(tx: Database, kind: 'create' | 'update' | 'refresh', formType: FormType, caller: Caller, entry: Entry) {
  const masked = entry.notes_contacts_hidden ? await queries.selectNotesMasked(tx, formType, entry.uid) : null;
  const entryData = await withEventCityNames(tx, withNotesForOthers(entry, masked));
  await recordEntryEvent(tx, { kind, formType, companyId: caller.companyId, entryData });
}

/**
 * Staff cleared contacts in entries' notes (issue 33 item 4): the notes other companies see now, and an
 * update event per entry so their lists show them without a reload. The entry's poster stands for its
 * company. Every entry is changed before any event is recorded: an event holds the event order lock to
 * the commit, and a writer holding it must wait for no row (decision 061).
 */
export async function setEntryNotesMasked(tx: Database, changes: { entryId: number; masked: string | null }[], now: Date): Promise<void> {
  const changed = [];
  for (const { entryId, masked } of changes) {
    const row = await queries.updateNotesMasked(tx, entryId, masked);
    if (row) changed.push(row);
  }
  for (const row of changed) {
    const owner: Caller = { userId: row.userId ?? 0, companyId: row.companyId, role: 'admin' };
    const entry = await getEntry(tx, row.formType, row.uid, owner, now).catch(() => null);
    if (entry) await recordChange(tx, 'update', row.formType, owner, entry);
  }
}

/**
 * A create whose uid exists: the same company's create of the same form type sent again (its answer was
 * lost) gets the stored entry; anything else is a conflict (409). Null when the uid is free.
 */
async function replayOf(db: Database, formType: FormType, uid: string, caller: Caller, now: Date): Promise<Entry | null> {
  const existing = await queries.selectEntryOfUid(db, uid);
  if (!existing) return null;
  if (existing.companyId !== caller.companyId || existing.formType !== formType) throw new AppError('uid_conflict');
  return getEntry(db, formType, uid, caller, now);
}

/**
 * The entry of a publish as the service presents it (`present`), from the values it is about to insert:
 * the database puts in the rest (id, stored numbers, poster and company; entry-writes.queries.ts).
 */
function presentPublished(entry: PublishedEntry, caller: Caller, now: Date): Entry {
  const record: queries.EntryRecord = { ...entry, id: 0, viewCount: 0, goneReports: 0, takenAt: null };
  return present(
    {
      entry: record,
      // As expiredSql: the loading window or the validity is over.
      expired: entry.loadingEndsAt < now || entry.validUntil < now,
      cursorTime: '',
      user: null,
      company: { id: entry.companyId, name: '', registryCombination: '', vatNumber: '', fax: '', website: '' },
    },
    caller,
  );
}

/**
 * Publishing is idempotent by uid (a retried create never posts twice): `replayed` marks an answer that
 * is the stored entry, for which no second event is sent. The entry row, its realtime event and the
 * NOTIFY are one statement (insertPublishedEntry), so an entry is never saved without its event (nor the
 * event without it), and a fresh uid costs one round trip: its ON CONFLICT tells a replay apart.
 */
export async function createEntry(
  db: Database,
  formType: FormType,
  caller: Caller,
  input: ParsedEntryInput,
  now: Date,
): Promise<{ entry: Entry; replayed: true } | { entry: Entry; replayed: false; published: Entry & Record<string, unknown> }> {
  assertFormType(input, formType);
  let columns: Awaited<ReturnType<typeof columnsOf>>;
  let found: contactFlags.Detection;
  try {
    columns = await columnsOf(db, input, now);
    found = await contactFlags.detect(db, caller.companyId, input.notes);
  } catch (error) {
    // A create sent again once its dates have passed still gets the stored entry (or 409), as before validation.
    const replay = input.uid ? await replayOf(db, formType, input.uid, caller, now) : null;
    if (replay) return { entry: replay, replayed: true };
    throw error;
  }
  const uid = input.uid ?? crypto.randomUUID();
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry: PublishedEntry = {
      ...columns,
      notesMasked: found.masked,
      uid,
      identificationId: makeIdentificationId(formType),
      formType,
      companyId: caller.companyId,
      userId: caller.userId,
      createdAt: now,
      modifiedAt: now,
      validUntil: new Date(now.getTime() + input.validity_days * DAY_MS),
    };
    // The event carries the company's badge, so that a cached search can take the entry in as a read shows it.
    const [eventEntry] = await withReputations(db, [withNotesForOthers(presentPublished(entry, caller, now), found.masked)]);
    const published = await insertPublishedEntry(db, entry, await withEventCityNames(db, eventEntry!));
    if (published) {
      // The flags follow the entry's row: should this write fail, the entry stays masked and staff see nothing to clear.
      if (found.contacts.length > 0) {
        const stored = await queries.selectOwnedEntry(db, formType, uid);
        const source = { companyId: caller.companyId, label: entry.identificationId, text: input.notes, now };
        if (stored) await contactFlags.flagEntry(db, stored.id, source, found.contacts);
      }
      const {
        [EVENT_CITY_NAMES]: _names,
        [EVENT_CITY_HINTS]: _hints,
        notes_for_others: _masked,
        ...stored
      } = published as typeof published & {
        notes_for_others?: string;
      };
      return { entry: stored as Entry, replayed: false, published };
    }
    // Nothing written: either the same create arrived twice (the other one is the entry), or the
    // identification id exists — then draw again.
    const replay = input.uid ? await replayOf(db, formType, uid, caller, now) : null;
    if (replay) return { entry: replay, replayed: true };
  }
  throw new AppError('server_error', { detail: 'Could not allocate an identification id.' });
}

/**
 * An entry its owner may still change: one taken by an agreed deal is a binding order as it was, so it is
 * not edited or refreshed back into the search (it may still be deleted from the owner's list).
 */
async function changeableEntry(db: Database, formType: FormType, uid: string, caller: Caller) {
  const entry = await managedEntry(db, formType, uid, caller);
  if (entry.takenAt) throw new AppError('entry_taken');
  return entry;
}

/** Another company's entry answers 404 as if it did not exist; a colleague's may be read, not changed (§6). */
async function managedEntry(db: Database, formType: FormType, uid: string, caller: Caller) {
  const entry = await queries.selectOwnedEntry(db, formType, uid);
  if (!entry || entry.companyId !== caller.companyId) throw new AppError('not_found');
  if (!mayManage(entry, caller)) throw new AppError('permission_denied');
  return entry;
}

export async function updateEntry(
  db: Database,
  formType: FormType,
  uid: string,
  caller: Caller,
  input: EntryPatch,
  now: Date,
): Promise<Entry> {
  assertFormType(input, formType);
  return db.transaction(async (transaction) => {
    const tx = useGeoMemoOf(db, transaction);
    const entry = await changeableEntry(tx, formType, uid, caller);
    const columns = await columnsOf(tx, input, now, {
      date_start: entry.loadingDateStart,
      date_end: entry.loadingDateEnd,
      time_end: entry.loadingTimeEnd,
    });
    // Without a validity the stored valid_until stays: an edit never shortens the offer by itself. A chosen
    // validity counts from this save, like a new publication (decision 013).
    const validity = input.validity_days === undefined ? {} : { validUntil: new Date(now.getTime() + input.validity_days * DAY_MS) };
    const found = await contactFlags.detect(tx, caller.companyId, input.notes);
    const values = { ...columns, ...validity, notesMasked: found.masked, modifiedAt: now };
    if (!(await queries.updateEntry(tx, entry.id, caller.companyId, values))) throw new AppError('not_found');
    const source = { companyId: caller.companyId, label: entry.identificationId, text: input.notes, now };
    await contactFlags.flagEntry(tx, entry.id, source, found.contacts);
    const updated = await getEntry(tx, formType, uid, caller, now);
    await recordChange(tx, 'update', formType, caller, updated);
    return updated;
  });
}

/** Answers what the delete event carries (§4: the list drops the entry by uid). */
export async function deleteEntry(
  db: Database,
  formType: FormType,
  uid: string,
  caller: Caller,
): Promise<{ uid: string; identification_id: string; form_type: FormType }> {
  return db.transaction(async (tx) => {
    await managedEntry(tx, formType, uid, caller);
    const deleted = await queries.deleteEntry(tx, formType, uid, caller.companyId);
    if (!deleted) throw new AppError('not_found');
    const gone = { uid, identification_id: deleted.identificationId, form_type: formType };
    await recordEntryEvent(tx, { kind: 'delete', formType, companyId: caller.companyId, entryData: gone });
    return gone;
  });
}

/** §4 refresh: bumps modified_at (the list's sort key); at most once per entry per cooldown. */
export async function refreshEntry(
  db: Database,
  formType: FormType,
  uid: string,
  caller: Caller,
  now: Date,
): Promise<{ updated_at: string }> {
  return db.transaction(async (transaction) => {
    const tx = useGeoMemoOf(db, transaction);
    const entry = await changeableEntry(tx, formType, uid, caller);
    const waitMs = await claimCooldown(tx, `entry-refresh:${entry.id}`, now, COOLDOWN_MS);
    if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
    const modifiedAt = await queries.bumpModified(tx, entry.id, now);
    if (!modifiedAt) throw new AppError('not_found');
    await clearReports(tx, entry.id, now);
    const refreshed = await getEntry(tx, formType, uid, caller, now);
    await recordChange(tx, 'refresh', formType, caller, refreshed);
    return { updated_at: modifiedAt.toISOString() };
  });
}

/** §7 view: any member may record one; a member counts once per entry per (UTC) day, the owner company never. */
export async function viewEntry(db: Database, formType: FormType, uid: string, caller: Caller, now: Date): Promise<{ view_count: number }> {
  const entry = await queries.selectOwnedEntry(db, formType, uid);
  if (!entry) throw new AppError('not_found');
  const counts = entry.companyId !== caller.companyId;
  // Another company's entry is seen only while it is in the search (live, its company active): the same 404 as a read.
  if (counts) await getEntry(db, formType, uid, caller, now);
  const viewCount = await queries.recordView(db, entry.id, caller.userId, now.toISOString().slice(0, 10), counts);
  return { view_count: viewCount };
}
