/**
 * Requests and 5xx answers of the last hour in one-minute buckets (the System page's error rate; a
 * Prometheus server computes the same from freight_http_request_duration_seconds_count).
 */
export class HourlyCounts {
  private readonly buckets = Array.from({ length: 60 }, () => ({ minute: -1, requests: 0, errors: 0 }));

  constructor(private readonly now: () => number = Date.now) {}

  count(status: number): void {
    const minute = Math.floor(this.now() / 60_000);
    const bucket = this.buckets[minute % 60]!;
    if (bucket.minute !== minute) Object.assign(bucket, { minute, requests: 0, errors: 0 });
    bucket.requests += 1;
    if (status >= 500) bucket.errors += 1;
  }

  lastHour(): { requests: number; errors: number } {
    const minute = Math.floor(this.now() / 60_000);
    let requests = 0;
    let errors = 0;
    for (const bucket of this.buckets) {
      if (minute - bucket.minute >= 60) continue;
      requests += bucket.requests;
      errors += bucket.errors;
    }
    return { requests, errors };
  }
}
