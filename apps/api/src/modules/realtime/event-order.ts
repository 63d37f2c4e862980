import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { selectInactiveCompanyIds } from './company-status.service';
import { eventsAfter, eventsByIds, latestEventId, parseEventPayload, type EntryEvent } from './entry-events.queries';

/** How many events one reconnecting client or process may catch up on. */
const CATCH_UP_LIMIT = 1000;
/** A catch-up the database refused is tried again, later each time (up to the maximum), until it succeeds. */
const CATCH_UP_RETRY_MS = 1000;
const CATCH_UP_RETRY_MAX_MS = 10_000;
/** Ids delivered lately, so a catch-up after a lost LISTEN connection never sends an event twice. */
const RECENT_IDS_KEPT = 5000;

/** A NOTIFY in arrival order; `event` undefined while it is still read back from the table, null if it is gone. */
type Arrival = { id: number; event: EntryEvent | null | undefined };

type EventOrderDeps = {
  db: Database;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** Each event this process learns of, once, in the order they were published. */
  deliver: (event: EntryEvent) => void;
};

/**
 * The entry events this process learns of, in order and once each: from NOTIFYs as they arrive, and
 * from the table after a lost LISTEN connection or for a client that reconnects.
 */
export class EventOrder {
  private readonly recentIds = new Set<number>();
  private lastId = 0;
  /** NOTIFYs behind one that is still being read back wait here, so events keep their order. */
  private readonly arrivals: Arrival[] = [];
  private reading = false;
  private stopped = false;

  constructor(private readonly deps: EventOrderDeps) {}

  /** Events are delivered from the latest one published before this process listens. */
  async start(): Promise<void> {
    this.lastId = await latestEventId(this.deps.db);
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * A NOTIFY: an event whole is delivered at once; one that travelled as its id only is read back, the
   * ones arriving meanwhile read in the same query, and the ones behind it wait so that order is kept.
   */
  onPayload(payload: string): void {
    const parsed = parseEventPayload(payload);
    if (!parsed) return;
    if (parsed.event && this.arrivals.length === 0) {
      this.deliver(parsed.event);
      return;
    }
    this.arrivals.push({ id: parsed.id, event: parsed.event ?? undefined });
    this.deliverArrivals();
  }

  private deliverArrivals(): void {
    while (this.arrivals.length > 0 && this.arrivals[0]!.event !== undefined) {
      const { event } = this.arrivals.shift()!;
      if (event) this.deliver(event);
    }
    if (this.arrivals.length > 0 && !this.reading) void this.readArrivals();
  }

  private async readArrivals(): Promise<void> {
    this.reading = true;
    const unread = this.arrivals.filter((arrival) => arrival.event === undefined);
    try {
      const ids = unread.map((arrival) => arrival.id);
      const found = new Map((await eventsByIds(this.deps.db, ids)).map((event) => [event.id, event]));
      for (const arrival of unread) arrival.event = found.get(arrival.id) ?? null;
    } catch (error) {
      this.deps.log.warn({ err: error }, 'realtime event could not be read');
      for (const arrival of unread) arrival.event = null;
    } finally {
      this.reading = false;
    }
    this.deliverArrivals();
  }

  /**
   * After the LISTEN connection came back: the events published while it was away. The database may
   * still refuse the pool's connections for a moment (it was just restarted), so a failed read is
   * tried again, later each time, until it succeeds; meanwhile the process reports not ready.
   */
  async catchUp(): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt++) {
      try {
        for (const event of await eventsAfter(this.deps.db, this.lastId, this.deps.clock(), CATCH_UP_LIMIT)) this.deliver(event);
        return;
      } catch (error) {
        this.deps.log.warn({ err: error, attempt }, 'realtime catch-up failed');
        const wait = Math.min(CATCH_UP_RETRY_MS * attempt, CATCH_UP_RETRY_MAX_MS);
        await new Promise<void>((resolve) => void setTimeout(resolve, wait).unref());
      }
    }
  }

  /**
   * What a reconnecting client missed since the event `since`. It leaves out what a company that has since
   * been deactivated published (its entries are no longer in any search); its deletes stay, since they
   * only remove. It throws when the database cannot be read: the socket then closes as a server error and
   * its client comes back with the same `since`. Answering "nothing missed" instead would lose events for
   * good once the socket's next live event moved the client's `since` past them.
   */
  async missedSince(since: number): Promise<EntryEvent[]> {
    const events = await eventsAfter(this.deps.db, since, this.deps.clock(), CATCH_UP_LIMIT);
    const publishers = [...new Set(events.map((event) => event.company_id))];
    const inactive = new Set(await selectInactiveCompanyIds(this.deps.db, publishers, this.deps.clock()));
    return events.filter((event) => !inactive.has(event.company_id) || event.type.endsWith('_delete'));
  }

  /** An event this process learned of, handed on once each. */
  private deliver(event: EntryEvent): void {
    if (this.recentIds.has(event.id)) return;
    this.recentIds.add(event.id);
    if (this.recentIds.size > RECENT_IDS_KEPT) this.recentIds.delete(this.recentIds.values().next().value!);
    this.lastId = Math.max(this.lastId, event.id);
    this.deps.deliver(event);
  }
}
