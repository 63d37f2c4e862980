import { findContacts, maskContacts, unregisteredContacts, type FoundContact } from '@freight/shared/contact-in-text';
import type { ContactFlag, ContactFlagStatus } from '@freight/shared/contact-flags';
import type { Paginated } from '@freight/shared/pagination';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import * as audit from '../audit/audit.service';
import * as queries from './contact-flags.queries';

/** What a text shows other companies: the contacts to flag, and the masked text (null when nothing is hidden). */
export type Detection = { contacts: FoundContact[]; masked: string | null };

/** Issue 33 item 4: the contacts of `text` that are none of the company's registered ones, and the text without them. */
export async function detect(db: Database, companyId: number, text: string): Promise<Detection> {
  // Most texts carry no contact at all: no read of the company's contacts for them.
  if (findContacts(text).length === 0) return { contacts: [], masked: null };
  const contacts = unregisteredContacts(text, await queries.selectRegisteredContacts(db, companyId));
  return { contacts, masked: contacts.length > 0 ? maskContacts(text, contacts) : null };
}

type Source = { companyId: number; label: string; text: string; now: Date };

const flagRows = (source: Source, contacts: FoundContact[], ids: Pick<queries.FlagInsert, 'source' | 'entryId' | 'dealMessageId'>) =>
  // One flag per contact, even when the text writes it twice.
  [...new Map(contacts.map((contact) => [`${contact.kind}:${contact.normalized}`, contact])).values()].map((contact) => ({
    ...ids,
    companyId: source.companyId,
    sourceLabel: source.label,
    sourceText: source.text,
    kind: contact.kind,
    contact: contact.text,
    normalized: contact.normalized,
    createdAt: source.now,
  }));

/**
 * A published or edited entry's flags, on the write's transaction: its open flags are replaced by the
 * contacts of its text now; a contact staff already kept hidden in it stays hidden without asking again.
 */
export async function flagEntry(tx: Database, entryId: number, source: Source, contacts: FoundContact[]): Promise<void> {
  await queries.deleteOpenEntryFlags(tx, entryId);
  if (contacts.length === 0) return;
  const rejected = await queries.selectRejectedOfEntry(tx, entryId);
  const fresh = contacts.filter((contact) => !rejected.has(contact.normalized));
  await queries.insertFlags(tx, flagRows(source, fresh, { source: 'entry', entryId, dealMessageId: null }));
}

/** A sent deal message's flags (a message is never edited). */
export async function flagMessage(tx: Database, dealMessageId: number, source: Source, contacts: FoundContact[]): Promise<void> {
  await queries.insertFlags(tx, flagRows(source, contacts, { source: 'deal_message', entryId: null, dealMessageId }));
}

async function present(db: Database, rows: queries.FlagRow[]): Promise<ContactFlag[]> {
  const registered = new Map<number, { phones: string[]; emails: string[] }>();
  for (const companyId of new Set(rows.map((row) => row.companyId))) {
    registered.set(companyId, await queries.selectRegisteredContacts(db, companyId));
  }
  return rows.map((row) => ({
    id: row.id,
    company: { id: row.companyId, name: row.companyName },
    source: row.source,
    source_label: row.sourceLabel,
    text: row.sourceText,
    kind: row.kind,
    contact: row.contact,
    status: row.status,
    registered: registered.get(row.companyId) ?? { phones: [], emails: [] },
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  }));
}

/** GET /api/staff/contact-flags/?status=: open ones by default, newest first. */
export async function listForStaff(
  db: Database,
  query: { status: ContactFlagStatus; limit: number; cursor?: string },
): Promise<Paginated<ContactFlag>> {
  const rows = await queries.selectFlags(db, {
    status: query.status,
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    results: await present(db, shown),
    next: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}

/**
 * How a decision reaches the texts (entries and deals own them): each gets its masked text anew, null once
 * nothing in it is hidden. Passed in by the routes, so this module never imports its callers.
 */
export type TextWriters = {
  entries: (tx: Database, changes: { entryId: number; masked: string | null }[], now: Date) => Promise<void>;
  message: (tx: Database, messageId: number, masked: string | null) => Promise<void>;
};
export type DecisionDeps = { db: Database; now: Date; writers: TextWriters };

/** The texts of the decided flags masked again with only the contacts still hidden in each. */
async function remask(tx: Database, decided: Awaited<ReturnType<typeof queries.decideFlags>>, deps: DecisionDeps): Promise<void> {
  const entryIds = [...new Set(decided.flatMap((row) => (row.entryId === null ? [] : [row.entryId])))];
  const messageIds = [...new Set(decided.flatMap((row) => (row.dealMessageId === null ? [] : [row.dealMessageId])))];
  const hidden = await queries.selectHidden(tx, { entryIds, messageIds });
  const textOf = new Map(decided.map((row) => [row.entryId !== null ? `e${row.entryId}` : `m${row.dealMessageId}`, row.sourceText]));
  const masked = (key: string, keep: (row: (typeof hidden)[number]) => boolean) => {
    const text = textOf.get(key)!;
    const still = new Set(hidden.filter(keep).map((row) => row.normalized));
    const contacts = unregisteredContacts(text, { phones: [], emails: [] }).filter((contact) => still.has(contact.normalized));
    return contacts.length > 0 ? maskContacts(text, contacts) : null;
  };
  for (const id of messageIds)
    await deps.writers.message(
      tx,
      id,
      masked(`m${id}`, (row) => row.dealMessageId === id),
    );
  // Last, and all at once: the entries' events hold the event order lock to the commit (decision 061).
  const entryChanges = entryIds.map((id) => ({ entryId: id, masked: masked(`e${id}`, (row) => row.entryId === id) }));
  await deps.writers.entries(tx, entryChanges, deps.now);
}

const notOpen = () =>
  new AppError('validation_failed', { detail: 'Only an open flag can be decided.', fields: { status: ['contact_flag_not_open'] } });

/**
 * Staff decide one flag: `cleared` shows the contact to members (and every open flag of the same contact of
 * the company; the contact is the company's from then on), `rejected` keeps it hidden. Audited in the same
 * transaction as the change.
 */
export async function decide(deps: DecisionDeps, staffUserId: number, id: number, status: 'cleared' | 'rejected'): Promise<ContactFlag> {
  await deps.db.transaction(async (tx) => {
    const decided = await queries.decideFlags(tx, id, { status, userId: staffUserId, now: deps.now });
    const first = decided[0];
    if (!first) throw (await queries.selectFlags(tx, { id, limit: 1 })).length ? notOpen() : new AppError('not_found');
    if (status === 'cleared') await remask(tx, decided, deps);
    await audit.record(tx, {
      at: deps.now,
      actorUserId: staffUserId,
      companyId: first.companyId,
      action: status === 'cleared' ? 'contact_flag_cleared' : 'contact_flag_rejected',
      targetType: 'contact_flag',
      targetId: id,
      details: {
        kind: first.kind,
        contact: first.contact,
        source: first.source,
        source_label: first.sourceLabel,
        flags: decided.map((row) => row.id),
      },
    });
  });
  const [row] = await queries.selectFlags(deps.db, { id, limit: 1 });
  return (await present(deps.db, [row!]))[0]!;
}
