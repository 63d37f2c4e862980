import type { ServerMessage } from '@freight/shared/events';
import type { UiLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import type { EntryEvent } from './entry-events.queries';
import { entryReadings } from './entry-readings.service';
import type { SocketIdentity } from './socket-auth';

// An entry event as the message one reader class reads, in one language.

/**
 * The entry rules the hub applies per reader, owned by entries and handed over by app.ts, so the
 * realtime layer knows no module (decision 024): who manages an entry (§6) and an event's entry with
 * its places named in the reader's language (decision 015).
 */
export type EntryRules = {
  mayManage: (
    entry: { companyId: number; userId: number | null },
    caller: { userId: number; companyId: number; role: 'admin' | 'employee' },
  ) => boolean;
  eventEntryIn: <T extends Record<string, unknown>>(entryData: T, lang: UiLanguage) => T;
  /** Km between two GeoNames cities as the radius filter measures them, from what this process knows (see CityDistance). */
  cityDistanceKm: (db: Database, a: number, b: number) => number | null | undefined;
  /** Looks cities up, so that cityDistanceKm knows them. */
  knowCities: (db: Database, ids: readonly number[]) => Promise<unknown>;
};

export type ReaderView = 'other' | 'own' | 'managed';

/** §6 for one reader, by the one rule of entries (entry-permissions.service.ts): the poster and the company's admins manage the entry. */
export function readerView(rules: EntryRules, event: EntryEvent, reader: SocketIdentity): ReaderView {
  if (reader.companyId !== event.company_id) return 'other';
  const poster = (event.entry_data.user as { id?: number } | null | undefined)?.id ?? null;
  const caller = { userId: reader.userId, companyId: reader.companyId, role: reader.role ?? 'employee' } as const;
  return rules.mayManage({ companyId: event.company_id, userId: poster }, caller) ? 'managed' : 'own';
}

export function message(rules: EntryRules, event: EntryEvent, view: ReaderView, lang: UiLanguage): ServerMessage {
  const named = rules.eventEntryIn(event.entry_data, lang);
  const { own, forOthers } = entryReadings(named);
  const shown = view === 'other' ? forOthers : own;
  const entryData = event.type.endsWith('_delete') ? named : { ...shown, is_own: view !== 'other', can_manage: view === 'managed' };
  return { type: event.type, id: event.id, entry_data: entryData };
}
