/**
 * A short-lived cache of serialized entry-list answers. Dispatchers repeat the same searches all
 * day; for `ttlMs` the same question from the same company is answered from memory. Every entry
 * event (create, update, refresh, delete from any process) clears it, so a change is never hidden;
 * the TTL only bounds how late an entry's expiry or view count shows.
 */
export class ListCache {
  private readonly answers = new Map<string, { body: string; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxAnswers = 1000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, nowMs: number): string | undefined {
    const hit = this.answers.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt > nowMs) return hit.body;
    this.answers.delete(key);
    return undefined;
  }

  set(key: string, body: string, nowMs: number): void {
    if (!this.enabled) return;
    // Oldest first out when full (a Map keeps insertion order).
    if (this.answers.size >= this.maxAnswers) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { body, expiresAt: nowMs + this.ttlMs });
  }

  clear(): void {
    this.answers.clear();
  }
}
