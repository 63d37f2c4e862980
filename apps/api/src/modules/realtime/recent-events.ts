import type { EntryEvent } from './entry-events.queries';

/**
 * The entry events of the last while, in order (issue 30 item 1): a view that just began is sent the ones
 * it wants, since its list was read just before the subscription reached the server and what was
 * published in between would otherwise be missed.
 */
export class RecentEvents {
  private readonly kept: { event: EntryEvent; at: number }[] = [];

  constructor(
    private readonly keepMs = 10_000,
    private readonly max = 1000,
  ) {}

  add(event: EntryEvent, now: number): void {
    this.kept.push({ event, at: now });
    while (this.kept.length > this.max || this.kept[0]!.at < now - this.keepMs) this.kept.shift();
  }

  /** The events that arrived within the while before `now`, oldest first. */
  before(now: number): EntryEvent[] {
    return this.kept.filter(({ at }) => at >= now - this.keepMs).map(({ event }) => event);
  }
}
