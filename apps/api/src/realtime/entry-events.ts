import { and, asc, gt, gte, lt, sql } from 'drizzle-orm';
import type { EntryEventType } from '@freight/shared/events';
import type { FormType } from '@freight/shared/listings';
import type { Database } from '../db/client';
import { entryEvents } from '../db/schema-realtime';

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
 * The outbox write: stores the event and notifies every listening process, on the caller's transaction —
 * the one that changes the entry, so the change and its event are kept or lost together (a crash between
 * two transactions dropped events). The NOTIFY is sent on commit, so no process hears of an event that is
 * not stored, and each hears of it once.
 */
export async function recordEntryEvent(tx: Database, input: EntryEventInput): Promise<EntryEvent> {
  const [row] = await tx
    .insert(entryEvents)
    .values({
      type: input.kind,
      formType: input.formType,
      entryUid: input.entryData.uid,
      companyId: input.companyId,
      entryData: input.entryData,
    })
    .returning();
  const event = toEvent(row!);
  const inline = JSON.stringify(event);
  const payload = Buffer.byteLength(inline) <= MAX_INLINE_PAYLOAD_BYTES ? inline : JSON.stringify({ id: event.id });
  await tx.execute(sql`select pg_notify(${ENTRY_EVENTS_CHANNEL}, ${payload})`);
  return event;
}

/** An event on its own transaction (no entry change beside it). */
export function publishEntryEvent(db: Database, input: EntryEventInput): Promise<EntryEvent> {
  return db.transaction((tx) => recordEntryEvent(tx, input));
}

/** Reads a NOTIFY payload back into an event (from the table when it travelled as an id only). */
export async function eventFromPayload(db: Database, payload: string): Promise<EntryEvent | null> {
  let parsed: Partial<EntryEvent>;
  try {
    parsed = JSON.parse(payload) as Partial<EntryEvent>;
  } catch {
    return null;
  }
  if (typeof parsed.id !== 'number') return null;
  if (parsed.type && parsed.entry_data && typeof parsed.company_id === 'number') return parsed as EntryEvent;
  const [row] = await db
    .select()
    .from(entryEvents)
    .where(sql`${entryEvents.id} = ${parsed.id}`);
  return row ? toEvent(row) : null;
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
