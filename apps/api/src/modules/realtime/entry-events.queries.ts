import { and, asc, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { EntryEventType } from '@freight/shared/events';
import type { FormType } from '@freight/shared/entries';
import type { Database } from '../../db/client';
import { entryEvents } from '../../db/schema-realtime';

/** The NOTIFY channel that carries entry events between API processes. */
export const ENTRY_EVENTS_CHANNEL = 'entry_events';

/** NOTIFY payloads are limited to 8000 bytes; a larger event travels as its id and is read back. */
const MAX_INLINE_PAYLOAD_BYTES = 7000;

/** How long events are kept for reconnecting clients to catch up. */
export const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

export type EntryEventKind = 'create' | 'update' | 'refresh' | 'delete';

/** One published change of an entry. `entry_data` is the §3 entry as its owner sees it (delete: at least uid). */
export type EntryEvent = {
  id: number;
  type: EntryEventType;
  company_id: number;
  entry_data: { uid: string } & Record<string, unknown>;
};

type EventRow = typeof entryEvents.$inferSelect;

const toEvent = (row: EventRow): EntryEvent => ({
  id: row.id,
  type: `${row.formType}_${row.type as EntryEventKind}`,
  company_id: row.companyId,
  entry_data: row.entryData as EntryEvent['entry_data'],
});

export type EntryEventInput = { kind: EntryEventKind; formType: FormType; companyId: number; entryData: EntryEvent['entry_data'] };

/**
 * Events are numbered in the order they are committed: a transaction takes this lock (until it ends)
 * before its event takes an id. Without it two writers could commit out of id order, and a reader that
 * had seen the later one would skip the earlier one on catching up "after id N" (a socket reconnecting
 * with `since`, a process whose LISTEN connection came back). Writers queue only for the rest of their
 * transaction, which records its event last. The two-key form keeps clear of the single-key locks.
 */
const EVENT_ORDER_LOCK = `pg_advisory_xact_lock('entry_events'::regclass::oid::int, 1)`;

/**
 * The outbox write as SQL text for a larger statement: the CTE `recorded_event` stores one event per row
 * of `from` (a FROM list of the statement's CTEs; the other arguments are SQL expressions over it), and
 * NOTIFY_RECORDED_EVENT, in the statement's select list, NOTIFYs it — the whole event as JSON when it
 * fits a payload, else its id (the hub reads it back). So a change, its event and the NOTIFY can be one
 * statement (a publish: entry-writes.queries.ts). The CTE `event_order` before it takes EVENT_ORDER_LOCK,
 * which the insert reads from, so that the lock is held before an id is drawn. Plain text, built once by
 * each caller.
 */
export function recordedEventCteText(
  from: string,
  values: { kind: string; formType: string; entryUid: string; companyId: string; entryData: string },
): string {
  return `event_order as (select ${EVENT_ORDER_LOCK}),
  recorded_event as (
    insert into entry_events (type, form_type, entry_uid, company_id, entry_data)
    select ${values.kind}, ${values.formType}, ${values.entryUid}, ${values.companyId}, ${values.entryData} from ${from}, event_order
    returning id, type, form_type, company_id, entry_data
  )`;
}

/** Select-list item over `recorded_event`: the NOTIFY of the event (see recordedEventCteText). */
export const NOTIFY_RECORDED_EVENT = `pg_notify('${ENTRY_EVENTS_CHANNEL}', (
    select case when octet_length(whole) <= ${MAX_INLINE_PAYLOAD_BYTES} then whole else json_build_object('id', recorded_event.id)::text end
    from (select json_build_object('id', recorded_event.id, 'type', recorded_event.form_type || '_' || recorded_event.type,
      'company_id', recorded_event.company_id, 'entry_data', recorded_event.entry_data)::text as whole) as payload
  ))`;

const RECORD_EVENT = sql.raw(`${recordedEventCteText('event_source', {
  kind: 'event_source.type',
  formType: 'event_source.form_type',
  entryUid: "event_source.entry_data ->> 'uid'",
  companyId: 'event_source.company_id',
  entryData: 'event_source.entry_data',
})}
  select recorded_event.id, recorded_event.entry_data, ${NOTIFY_RECORDED_EVENT} from recorded_event`);

/**
 * The outbox write: stores the event and notifies every listening process, on the caller's transaction —
 * the one that changes the entry, so the change and its event are kept or lost together (a crash between
 * two transactions dropped events). The NOTIFY is sent on commit, so no process hears of an event that is
 * not stored, and each hears of it once. One statement, one round trip.
 */
export async function recordEntryEvent(tx: Database, input: EntryEventInput): Promise<EntryEvent> {
  const result = await tx.execute(sql`with event_source as (
      select ${input.kind}::text as type, ${input.formType}::text as form_type, ${input.companyId}::int as company_id,
        ${JSON.stringify(input.entryData)}::jsonb as entry_data
    ), ${RECORD_EVENT}`);
  const [row] = (result as unknown as { rows: { id: number | string | bigint; entry_data: EntryEvent['entry_data'] }[] }).rows;
  return { id: Number(row!.id), type: `${input.formType}_${input.kind}`, company_id: input.companyId, entry_data: row!.entry_data };
}

/** An event on its own transaction (no entry change beside it). */
export function publishEntryEvent(db: Database, input: EntryEventInput): Promise<EntryEvent> {
  return db.transaction((tx) => recordEntryEvent(tx, input));
}

/**
 * A NOTIFY payload as it came, without the database: the whole event, or only its id (an event too
 * large for a payload, to be read back with `eventsByIds`); null for a payload that is not an event.
 */
export function parseEventPayload(payload: string): { id: number; event: EntryEvent | null } | null {
  let parsed: Partial<EntryEvent>;
  try {
    parsed = JSON.parse(payload) as Partial<EntryEvent>;
  } catch {
    return null;
  }
  if (typeof parsed?.id !== 'number') return null;
  const whole = Boolean(parsed.type && parsed.entry_data && typeof parsed.company_id === 'number');
  return { id: parsed.id, event: whole ? (parsed as EntryEvent) : null };
}

/** Stored events by id, in one read however many (the ones no longer kept are left out). */
export async function eventsByIds(db: Database, ids: number[]): Promise<EntryEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(entryEvents).where(inArray(entryEvents.id, ids)).orderBy(asc(entryEvents.id));
  return rows.map(toEvent);
}

/** Reads a NOTIFY payload back into an event (from the table when it travelled as an id only). */
export async function eventFromPayload(db: Database, payload: string): Promise<EntryEvent | null> {
  const parsed = parseEventPayload(payload);
  if (!parsed) return null;
  if (parsed.event) return parsed.event;
  const [event] = await eventsByIds(db, [parsed.id]);
  return event ?? null;
}

/** Events after `sinceId` still kept, oldest first: what a reconnecting client or process missed. */
export async function eventsAfter(db: Database, sinceId: number, now: Date, limit: number): Promise<EntryEvent[]> {
  const rows = await db
    .select()
    .from(entryEvents)
    .where(and(gt(entryEvents.id, sinceId), gte(entryEvents.createdAt, new Date(now.getTime() - EVENT_RETENTION_MS))))
    .orderBy(asc(entryEvents.id))
    .limit(limit);
  return rows.map(toEvent);
}

export async function latestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${entryEvents.id}), 0)::int8` }).from(entryEvents);
  return Number(row?.id ?? 0);
}

export async function pruneEntryEvents(db: Database, now: Date): Promise<void> {
  await db.delete(entryEvents).where(lt(entryEvents.createdAt, new Date(now.getTime() - EVENT_RETENTION_MS)));
}
