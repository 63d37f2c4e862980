import crypto from 'node:crypto';
import {
  IDENTIFICATION_PREFIX,
  REFRESH_COOLDOWN_MINUTES,
  type Entry,
  type EntryListQuery,
  type EntryLocation,
  type EntryPage,
  type FormType,
  type ParsedEntryInput,
  type EntryPatch,
} from '@freight/shared/entries';
import { entryDateIssues, loadingEndsAt, type StoredLoadingDates } from '@freight/shared/entry-dates';
import type { UiLanguage } from '@freight/shared/languages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import { recordEntryEvent } from '../realtime/realtime.service';
import * as contactFlags from '../contact-flags/contact-flags.service';
import { clearReports } from './gone-reports.queries';
import { claimCooldown, RateLimitedError } from '../../throttle';
import { countryNameIn, findOrCreateUserAddedCity, getCities, roadDistanceKm, useGeoMemoOf } from '../geo/geo.service';
import { withReputations } from './entry-reputation';
import { entriesIn, entryInLanguage, EVENT_CITY_HINTS, EVENT_CITY_NAMES, withEventCityNames } from './entry-places';
import { insertPublishedEntry, type PublishedEntry } from './entry-writes.queries';
import * as queries from './entries.queries';

// What other modules read of entries through entries (decision 024): the §4 expiry rule in SQL for
// the stats, a mail line's columns for the digest, and an event's entry in the reader's language for the hub.
export { atSql, expiresAtSql, liveSql } from './entry-expiry-sql';
export { entryMailLineColumns } from './entry-mail-line';
export { eventEntryIn } from './entry-places';
export { greatCircleKmSql, withinKmOfPoint } from './entry-radius-sql';

/** Who calls: members only, the company and role always from the token (never from the body). */
export type Caller = { userId: number; companyId: number; role: 'admin' | 'employee' };

/**
 * §6 (decision 012): the poster and the admins of the poster's company may edit, delete and refresh an
 * entry; other employees see it read-only. A poster whose account was deleted leaves it to the admins.
 */
export function mayManage(entry: { companyId: number; userId: number | null }, caller: Caller): boolean {
  if (entry.companyId !== caller.companyId) return false;
  return caller.role === 'admin' || (entry.userId !== null && entry.userId === caller.userId);
}

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

/** Decision 010: dates an entry may not have at `now` (in the past, unloading before loading) answer 400 per field. */
function assertPlausibleDates(input: EntryPatch, now: Date, stored?: StoredLoadingDates) {
  const issues = Object.entries(entryDateIssues(input, now, stored));
  if (issues.length > 0)
    throw new AppError('validation_failed', { fields: Object.fromEntries(issues.map(([path, code]) => [path, [code]])) });
}

/** The list of dates of a range (the `date` field of §3 location), derived from the stored start and end. */
function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`), last = Date.parse(`${end}T00:00:00Z`); t <= last && dates.length < 400; t += DAY_MS)
    dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

// The stored entry names its places as typed and in English; readers get them in their language (entry-places.ts).
const countryName = (code: string) => countryNameIn(code, 'en');

type ResolvedCity = { cityId: number | null; name: string; point: { latitude: number; longitude: number } | null };

/**
 * §3 city: a known GeoNames id must exist (its coordinates give the distance); an empty one is a user-added
 * city, created only once both sides are valid. GeoNames cities come from geo.service's memo, not the database.
 */
async function resolveCities(db: Database, input: EntryPatch): Promise<[ResolvedCity, ResolvedCity]> {
  const sides = [
    ['loading_location', input.loading_location],
    ['unloading_location', input.unloading_location],
  ] as const;
  const ids = sides.flatMap(([, location]) => (location.external_city_id === null ? [] : [location.external_city_id]));
  const known = await getCities(db, ids);
  const fields: Record<string, string[]> = {};
  for (const [field, location] of sides) {
    if (location.external_city_id === null) continue;
    const city = known.get(location.external_city_id);
    if (!city || city.country !== location.country) fields[`${field}.external_city_id`] = ['city_unknown'];
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  const resolved: ResolvedCity[] = [];
  for (const [, location] of sides) {
    if (location.external_city_id === null) {
      const city = await findOrCreateUserAddedCity(db, location.country, location.city_display_name);
      // The first spelling of a user-added city is kept, so one place has one name in every list.
      resolved.push({ cityId: null, name: city.name, point: null });
    } else {
      resolved.push({ cityId: location.external_city_id, name: location.city_display_name, point: known.get(location.external_city_id)! });
    }
  }
  return resolved as [ResolvedCity, ResolvedCity];
}

/**
 * The columns of an entry body (create and patch alike), once its dates are plausible at `now`;
 * `stored` are the loading dates of an edited entry (unchanged ones stay accepted).
 */
async function columnsOf(db: Database, input: EntryPatch, now: Date, stored?: StoredLoadingDates) {
  assertPlausibleDates(input, now, stored);
  const [loading, unloading] = await resolveCities(db, input);
  const { loading_location: l, unloading_location: u, info, transport_options: options } = input;
  return {
    // §4 expiry in the loading place's local time (decision 011).
    loadingEndsAt: loadingEndsAt(l.country, l.date_end, l.time_end),
    distanceKm: roadDistanceKm(loading.point, unloading.point),
    notes: input.notes,
    loadingCountry: l.country,
    loadingCityId: loading.cityId,
    loadingCityName: loading.name,
    loadingCityType: l.city_type,
    // The city's coordinates, for the search around a city (null for a city added by hand).
    loadingLatitude: loading.point?.latitude ?? null,
    loadingLongitude: loading.point?.longitude ?? null,
    loadingPostalCode: l.postal_code,
    loadingDateStart: l.date_start,
    loadingDateEnd: l.date_end,
    loadingTimeStart: l.time_start,
    loadingTimeEnd: l.time_end,
    unloadingCountry: u.country,
    unloadingCityId: unloading.cityId,
    unloadingCityName: unloading.name,
    unloadingCityType: u.city_type,
    unloadingLatitude: unloading.point?.latitude ?? null,
    unloadingLongitude: unloading.point?.longitude ?? null,
    unloadingPostalCode: u.postal_code,
    unloadingDateStart: u.date_start,
    unloadingDateEnd: u.date_end,
    unloadingTimeStart: u.time_start,
    unloadingTimeEnd: u.time_end,
    truckTransportType: options.truck_transport_type,
    truckCoating: options.truck_coating,
    // Truck type belongs to the truck form, platform types and escrow to the ware form (§3).
    truckType: input.form_type === 'truck' ? (options.truck_type ?? null) : null,
    truckSpecialFeatures: [...new Set(options.truck_special_features)],
    platformTypes: input.form_type === 'ware' ? [...new Set(options.platform_type)] : [],
    escrowAccount: input.form_type === 'ware' ? options.escrow_account : false,
    dangerousLoad: options.dangerous_load,
    weight: info.weight,
    volume: info.volume,
    mdp: info.mdp,
    price: info.price,
    currency: info.currency,
    vatType: info.vat_type,
    paymentTerm: info.payment_term,
  };
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
 * Staff cleared contacts in an entry's notes (issue 33 item 4): the notes other companies see now, and an
 * update event so their lists show them without a reload. The entry's poster stands for its company.
 */
export async function setEntryNotesMasked(tx: Database, entryId: number, masked: string | null, now: Date): Promise<void> {
  const row = await queries.updateNotesMasked(tx, entryId, masked);
  if (!row) return;
  const owner: Caller = { userId: row.userId ?? 0, companyId: row.companyId, role: 'admin' };
  const entry = await getEntry(tx, row.formType, row.uid, owner, now).catch(() => null);
  if (entry) await recordChange(tx, 'update', row.formType, owner, entry);
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
): Promise<{ entry: Entry; replayed: boolean }> {
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
    const eventEntry = withNotesForOthers(presentPublished(entry, caller, now), found.masked);
    const published = await insertPublishedEntry(db, entry, await withEventCityNames(db, eventEntry));
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
      return { entry: stored as Entry, replayed: false };
    }
    // Nothing written: either the same create arrived twice (the other one is the entry), or the
    // identification id exists — then draw again.
    const replay = input.uid ? await replayOf(db, formType, uid, caller, now) : null;
    if (replay) return { entry: replay, replayed: true };
  }
  throw new AppError('server_error', { detail: 'Could not allocate an identification id.' });
}

/** Another company's entry answers 404 as if it did not exist; a colleague's may be read, not changed (§6). */
/**
 * An entry its owner may still change: one taken by an agreed deal is a binding order as it was, so it is
 * not edited or refreshed back into the search (it may still be deleted from the owner's list).
 */
async function changeableEntry(db: Database, formType: FormType, uid: string, caller: Caller) {
  const entry = await managedEntry(db, formType, uid, caller);
  if (entry.takenAt) throw new AppError('entry_taken');
  return entry;
}

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

/**
 * One entry as a member may see it: their own company's (expired too), or another company's live one.
 * With `lang` (the reader's page) its places are named in the reader's language and its company carries its
 * reputation; without, as stored (typed city, English country).
 */
export async function getEntry(
  db: Database,
  formType: FormType,
  uid: string,
  caller: Caller,
  now: Date,
  lang?: UiLanguage,
): Promise<Entry> {
  const one = { formType, now, limit: 1, direction: 'desc', uid } as const;
  const [own] = await queries.selectEntries(db, { ...one, companyId: caller.companyId });
  const row = own ?? (await queries.selectEntries(db, one)).at(0);
  if (!row) throw new AppError('not_found');
  if (!lang) return present(row, caller);
  // The reader's page of the entry also shows its company's badge (writes and events do without).
  const [entry] = await withReputations(db, [present(row, caller)]);
  return entryInLanguage(db, entry!, lang);
}

/**
 * Live entries of active companies by id, as a search list presents them and named in `lang`, in the
 * order of `ids` (matching ranks them, issue 17); ids no longer live are left out.
 */
export async function liveEntriesWithIds(
  db: Database,
  formType: FormType,
  ids: readonly number[],
  caller: Caller,
  now: Date,
  lang: UiLanguage,
): Promise<{ id: number; entry: Entry }[]> {
  if (ids.length === 0) return [];
  const rows = await queries.selectEntries(db, { formType, now, limit: ids.length, direction: 'desc', ids });
  const byId = new Map(rows.map((row) => [row.entry.id, row]));
  const found = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, row }] : [];
  });
  const named = await entriesIn(
    db,
    await withReputations(
      db,
      found.map(({ row }) => present(row, caller)),
    ),
    lang,
  );
  return found.map(({ id }, index) => ({ id, entry: named[index]! }));
}

/** The SQL filter of a list request (also read by the bench, which records each shape's plan). */
export function entryFilterOf(formType: FormType, caller: Caller, query: EntryListQuery, now: Date): queries.EntryFilter {
  return {
    formType,
    now,
    limit: query.limit + 1,
    direction: query.ordering.startsWith('-') ? 'desc' : 'asc',
    sort: query.ordering.endsWith('loading_date') ? 'loading_date' : 'modified',
    companyId: query.my === 'true' ? caller.companyId : undefined,
    loadingCountry: query.loading_country,
    loadingCityId: query.loading_city,
    loadingRadiusKm: query.loading_radius,
    unloadingCountry: query.unloading_country,
    unloadingCityId: query.unloading_city,
    unloadingRadiusKm: query.unloading_radius,
    maxWeight: query.max_weight,
    maxMdp: query.max_mdp,
    identificationId: query.identification_id,
    loadingDateFrom: query.loading_date_from,
    loadingDateTo: query.loading_date_to,
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
  };
}

export async function listEntries(
  db: Database,
  formType: FormType,
  caller: Caller,
  query: EntryListQuery,
  now: Date,
  lang: UiLanguage,
): Promise<EntryPage> {
  const rows = await queries.selectEntries(db, entryFilterOf(formType, caller, query, now));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: await entriesIn(
      db,
      await withReputations(
        db,
        page.map((row) => present(row, caller)),
      ),
      lang,
    ),
    next: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.entry.id }) : null,
  };
}

function location(
  id: number,
  country: string,
  cityId: number | null,
  cityName: string,
  cityType: string,
  postalCode: string,
  dateStart: string,
  dateEnd: string,
  timeStart: string | null,
  timeEnd: string | null,
): EntryLocation {
  return {
    id,
    countryName: { code: country, name: countryName(country) },
    cityName,
    postal_code: postalCode,
    date_start: dateStart,
    date_end: dateEnd,
    date: datesBetween(dateStart, dateEnd),
    time_start: timeStart,
    time_end: timeEnd,
    country,
    external_city_id: cityId,
    city_display_name: cityName,
    city_type: cityType,
  };
}

/**
 * Both versions of notes whose contacts await staff (issue 33 item 4), kept on a presented entry under a
 * symbol (never serialized): a search answer shared by every company (shared-answer.ts) shows everyone the
 * notes for others, whoever computed it, and gives the writer's company its notes as written.
 */
export const NOTES_VARIANTS = Symbol('notes variants');
export type NotesVariants = { written: string; others: string };
export const notesVariantsOf = (entry: Entry): NotesVariants | undefined =>
  (entry as Entry & { [NOTES_VARIANTS]?: NotesVariants })[NOTES_VARIANTS];

/** §3 Entry. Locations, options and info are columns of the entry row, so their `id` is the entry's id. */
function present(row: queries.EntryListRow, caller: Caller): Entry {
  const entry = presentFields(row, caller);
  const masked = row.entry.notesMasked;
  return masked === null ? entry : Object.assign(entry, { [NOTES_VARIANTS]: { written: row.entry.notes, others: masked } });
}

function presentFields(row: queries.EntryListRow, caller: Caller): Entry {
  const e = row.entry;
  return {
    uid: e.uid,
    identification_id: e.identificationId,
    form_type: e.formType,
    created_at: e.createdAt.toISOString(),
    updated_at: e.modifiedAt.toISOString(),
    modified_at: e.modifiedAt.toISOString(),
    valid_until: e.validUntil.toISOString(),
    expires_at: new Date(Math.min(e.loadingEndsAt.getTime(), e.validUntil.getTime())).toISOString(),
    expired: row.expired,
    // Only the owner's list still shows a taken entry (the search left it out when it was taken).
    ...(e.takenAt ? { status: 'taken' as const } : {}),
    is_own: e.companyId === caller.companyId,
    can_manage: mayManage(e, caller),
    view_count: e.viewCount,
    ...(e.companyId === caller.companyId ? { gone_reports: e.goneReports } : {}),
    distance: e.distanceKm,
    // Issue 33 item 4: other companies read the notes without the contacts staff have not cleared; the
    // owner reads them as written, told that others do not see those contacts yet.
    notes: e.companyId === caller.companyId ? e.notes : (e.notesMasked ?? e.notes),
    ...(e.notesMasked !== null ? { notes_contacts_hidden: true } : {}),
    // The poster's account may be gone (§6: a deleted user's entries stay, attributed to the company).
    user: row.user
      ? {
          id: row.user.id,
          first_name: row.user.firstName,
          last_name: row.user.lastName,
          email: row.user.email,
          phone_prefix: row.user.phonePrefix,
          phone: row.user.phone,
          spoken_languages: row.user.spokenLanguages,
          hasWhatsApp: row.user.hasWhatsApp,
          hasSignalApp: row.user.hasSignalApp,
        }
      : null,
    company: {
      id: row.company.id,
      name: row.company.name,
      registry_combination: row.company.registryCombination,
      VATNumber: row.company.vatNumber,
      fax: row.company.fax,
      website: row.company.website,
    },
    loading_location: location(
      e.id,
      e.loadingCountry,
      e.loadingCityId,
      e.loadingCityName,
      e.loadingCityType,
      e.loadingPostalCode,
      e.loadingDateStart,
      e.loadingDateEnd,
      e.loadingTimeStart,
      e.loadingTimeEnd,
    ),
    unloading_location: location(
      e.id,
      e.unloadingCountry,
      e.unloadingCityId,
      e.unloadingCityName,
      e.unloadingCityType,
      e.unloadingPostalCode,
      e.unloadingDateStart,
      e.unloadingDateEnd,
      e.unloadingTimeStart,
      e.unloadingTimeEnd,
    ),
    transport_options: {
      id: e.id,
      truck_transport_type: e.truckTransportType,
      truck_coating: e.truckCoating,
      truck_type: e.truckType,
      truck_special_features: e.truckSpecialFeatures,
      platform_type: e.platformTypes,
      escrow_account: e.escrowAccount,
      dangerous_load: e.dangerousLoad,
    },
    info: {
      id: e.id,
      weight: e.weight,
      volume: e.volume,
      mdp: e.mdp,
      price: e.price,
      currency: e.currency,
      vat_type: e.vatType,
      payment_term: e.paymentTerm,
    },
  };
}

/** Deals (issue 31) read an entry for an offer and take it once agreed: entries owns the table (decision 030). */
export { selectEntryForDeal, takeEntry, type EntryForDeal } from './entry-deals.queries';
export { selectEntryRoute, type EntryRoute } from './entry-route.queries';
export { entryStatisticsByMonth, type EntryMonth } from './entry-statistics.queries';
