/** A change an answer takes in when it is next read; `subject` names what it is about (an entry's uid). */
type Revision<T> = { subject: string; revise: (body: T) => T | null };

/** More changes waiting than this, and the answer is computed again instead (a page of 20 would be all new). */
const MAX_REVISIONS = 20;

/**
 * A short-lived cache of entry-list answers (serialized, ready to send). Dispatchers repeat the same
 * searches all day; for `ttlMs` the same question is answered from memory. An entry change forgets the
 * answers it can alter (`forget`, issue 15: a cache that every publish emptied would stay empty on a busy exchange), so a change is
 * never hidden, or has them take it in when next read (`revise`, issue 30 item 5); twice the TTL bounds how
 * late an entry's expiry or view count shows.
 */
export class ListCache<T = string> {
  private readonly answers = new Map<string, { body: T; expiresAt: number; revisions: Revision<T>[] }>();
  /** Answers being computed, with the tests of changes that arrived meanwhile (the answer may predate them). */
  private readonly computing = new Map<string, { answer: Promise<T>; missed: ((body: T) => boolean)[] }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxAnswers = 1000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  private set(key: string, body: T, nowMs: number): void {
    if (!this.enabled) return;
    // Oldest first out when full (a Map keeps insertion order).
    if (this.answers.size >= this.maxAnswers) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { body, expiresAt: nowMs + this.ttlMs, revisions: [] });
  }

  /** The cached answer with the changes it has to take in applied; none when one of them cannot be. */
  private current(key: string) {
    const cached = this.answers.get(key);
    if (!cached || cached.revisions.length === 0) return cached;
    let body: T | null = cached.body;
    for (const { revise } of cached.revisions) if ((body = revise(body)) === null) break;
    if (body === null) {
      this.answers.delete(key);
      return undefined;
    }
    const revised = { body, expiresAt: cached.expiresAt, revisions: [] };
    this.answers.set(key, revised);
    return revised;
  }

  /**
   * The cached answer, or the one `compute` builds (once for all concurrent callers of the key).
   * An answer past its time is still served once more while its successor is computed, so a busy
   * search never waits on the database; answers forgotten for an entry change are never served.
   */
  async answer(key: string, nowMs: number, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const cached = this.current(key);
    if (cached && cached.expiresAt > nowMs) return cached.body;
    const running = this.computing.get(key)?.answer ?? this.recompute(key, nowMs, compute);
    // Stale by at most one more window; an older answer is not served at all.
    return cached && nowMs - cached.expiresAt < this.ttlMs ? cached.body : running;
  }

  private recompute(key: string, nowMs: number, compute: () => Promise<T>): Promise<T> {
    const missed: ((body: T) => boolean)[] = [];
    const answer: Promise<T> = compute()
      .then((body) => {
        // A change that arrived meanwhile and concerns this answer: it is used once, not kept.
        if (!missed.some((concerns) => concerns(body))) this.set(key, body, nowMs);
        return body;
      })
      .finally(() => {
        if (this.computing.get(key)?.answer === answer) this.computing.delete(key);
      });
    this.computing.set(key, { answer, missed });
    // A background refresh that fails leaves the old answer to expire again; callers waiting on it see the error.
    answer.catch(() => undefined);
    return answer;
  }

  /**
   * Forgets every answer `concerns` (an entry change that may alter it), and every answer still to take in
   * a change of the same `subject` (a test of the answer as it was cannot tell). An answer being computed
   * may have been read before the change: later callers start a new one, and it is kept only if the
   * change does not concern it.
   */
  forget(concerns: (body: T) => boolean, subject?: string): void {
    for (const [key, cached] of this.answers)
      if (concerns(cached.body) || cached.revisions.some((revision) => revision.subject === subject)) this.answers.delete(key);
    this.missedByRunning(concerns);
  }

  /**
   * A change that answers can take in without the database (a new entry on a first page, issue 30 item 5):
   * each answer `concerns` applies `revise` when it is next read, rather than being computed again by its
   * next reader while its other readers wait; most answers a change concerns are never read again before
   * they expire, so nothing is done for them. `revise` answers null for an answer it cannot bring up to
   * date (it is then computed again) and must leave one that already took the change in as it is.
   */
  revise(concerns: (body: T) => boolean, revise: (body: T) => T | null, subject: string, nowMs: number): void {
    for (const [key, cached] of this.answers) {
      // Past the window in which it may still be served: it never will be.
      if (nowMs - cached.expiresAt >= this.ttlMs) this.answers.delete(key);
      else if (!concerns(cached.body)) continue;
      else if (cached.revisions.length >= MAX_REVISIONS) this.answers.delete(key);
      else cached.revisions.push({ subject, revise });
    }
    this.missedByRunning(concerns);
  }

  private missedByRunning(concerns: (body: T) => boolean): void {
    for (const running of this.computing.values()) running.missed.push(concerns);
    this.computing.clear();
  }

  clear(): void {
    this.forget(() => true);
  }
}
