/**
 * A short-lived cache of entry-list answers (serialized, ready to send). Dispatchers repeat the same
 * searches all day; for `ttlMs` the same question is answered from memory. Every entry event (create,
 * update, refresh, delete from any process) clears it, so a change is never hidden; twice the TTL
 * bounds how late an entry's expiry or view count shows.
 */
export class ListCache<T = string> {
  private readonly answers = new Map<string, { body: T; expiresAt: number }>();
  /** Answers being computed: concurrent callers of one key share one query (no stampede). */
  private readonly computing = new Map<string, Promise<T>>();
  /** Bumped by clear(): an answer computed across a clear is not kept. */
  private generation = 0;

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
   * search never waits on the database; answers cleared by an entry event are never served.
   */
  async answer(key: string, nowMs: number, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const cached = this.answers.get(key);
    if (cached && cached.expiresAt > nowMs) return cached.body;
    const running = this.computing.get(key) ?? this.recompute(key, nowMs, compute);
    // Stale by at most one more window; an older answer is not served at all.
    return cached && nowMs - cached.expiresAt < this.ttlMs ? cached.body : running;
  }

  private recompute(key: string, nowMs: number, compute: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const computed: Promise<T> = compute()
      .then((body) => {
        // An event that arrived meanwhile may have changed the answer: then it is used once, not kept.
        if (generation === this.generation) this.set(key, body, nowMs);
        return body;
      })
      .finally(() => {
        if (this.computing.get(key) === computed) this.computing.delete(key);
      });
    this.computing.set(key, computed);
    // A background refresh that fails leaves the old answer to expire again; callers waiting on it see the error.
    computed.catch(() => undefined);
    return computed;
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.computing.clear();
  }
}
