import type { FastifyInstance } from 'fastify';
import type { Entry } from '@freight/shared/entries';
import { eventEntryIn } from '../entries/entry-places.service';
import type { EntryEvent } from '../realtime/entry-events.queries';
import { entryReadings } from '../realtime/entry-readings.service';
import { selectMatchesOfWrites } from './agents.queries';

/** Entry events arriving together are looked up in one query, at most this often. */
const BATCH_MS = 20;

/** An event that may bring matches: a create, refresh or update (a delete drops its matches by cascade). */
const writes = (event: EntryEvent) => !event.type.endsWith('_delete') && typeof event.entry_data.modified_at === 'string';

/**
 * Issue 17 item 2, live: every process hears every entry event (LISTEN/NOTIFY) and reads, of that write's
 * matches (recorded by the write's own transaction, migration 0016), only those of the members whose sockets
 * it holds, so each member is told once per socket, by the process that has it. A process without sockets
 * asks nothing.
 */
export function tellConnectedMembers(app: FastifyInstance): void {
  let pending = new Map<string, EntryEvent>();
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    timer = undefined;
    const events = pending;
    pending = new Map();
    const userIds = app.realtime.connectedUserIds();
    if (userIds.length === 0) return;
    const found = [...events.values()].map((event) => ({ uid: event.entry_data.uid, at: String(event.entry_data.modified_at) }));
    const endTimer = app.metrics.agentMatchDuration.startTimer();
    const matches = await selectMatchesOfWrites(app.db, found, userIds).finally(() => endTimer());
    for (const match of matches) {
      const event = events.get(match.uid);
      if (!event) continue;
      // The reader is of another company (own entries never match): nothing of theirs to manage, and the entry as
      // other companies read it. The event's data is the owner's: its notes still show contacts staff have not cleared.
      app.realtime.sendToMember(match.userId, (lang) => ({
        type: 'agent_match',
        agent_id: match.agentId,
        entry_data: { ...(entryReadings(eventEntryIn(event.entry_data, lang)).forOthers as Entry), is_own: false, can_manage: false },
      }));
    }
  };

  app.realtime.onEvent((event) => {
    if (!writes(event)) return;
    // A later write of the same entry replaces the earlier one: its matches are the ones that now stand.
    pending.set(event.entry_data.uid, event);
    timer ??= setTimeout(
      () => void flush().catch((error: unknown) => app.log.warn({ err: error }, 'search agent matches not told')),
      BATCH_MS,
    );
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
