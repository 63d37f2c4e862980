/**
 * A short-lived cache of entry-list answers (serialized, ready to send). Dispatchers repeat the same
 * searches all day; for `ttlMs` the same question is answered from memory. An entry change forgets the
 * answers it can alter (`forget`, issue 15: a cache that every publish emptied would stay empty on a busy exchange), so a change is
 * never hidden; twice the TTL bounds how late an entry's expiry or view count shows.
 */
export class ListCache<T = string> {
  private readonly answers = new Map<string, { body: T; expiresAt: number }>();
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
    this.answers.set(key, { body, expiresAt: nowMs + this.ttlMs });
  }

  /**
   * The cached answer, or the one `compute` builds (once for all concurrent callers of the key).
   * An answer past its time is still served once more while its successor is computed, so a busy
   * search never waits on the database; answers forgotten for an entry change are never served.
   */
  async answer(key: string, nowMs: number, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const cached = this.answers.get(key);
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
   * Forgets every answer `concerns` (an entry change that may alter it). An answer being computed may
   * have been read before the change: later callers start a new one, and it is kept only if the change
   * does not concern it.
   */
  forget(concerns: (body: T) => boolean): void {
    this.revise(concerns, () => null);
  }

  /**
   * As `forget`, but an answer `revise` can bring up to date without the database (a new entry on a first
   * page, issue 30 item 5) is replaced by its new version, keeping its time, rather than computed again by
   * its next reader while every other reader of it waits. `revise` answers null for one it cannot.
   */
  revise(concerns: (body: T) => boolean, revise: (body: T) => T | null): void {
    for (const [key, cached] of this.answers) {
      if (!concerns(cached.body)) continue;
      const revised = revise(cached.body);
      if (revised === null) this.answers.delete(key);
      else this.answers.set(key, { body: revised, expiresAt: cached.expiresAt });
    }
    for (const running of this.computing.values()) running.missed.push(concerns);
    this.computing.clear();
  }

  clear(): void {
    this.forget(() => true);
  }
}
