import type { Row } from './load';
import { log, METRICS_TOKEN } from './settings';

const MISSES = /^freight_list_cache_requests_total\{result="miss"\} (\d+)$/m;

/** The entry-list answers a server has computed so far (its Prometheus counter; a cached answer read is a hit). */
async function listCacheMisses(base: string): Promise<number> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (response.status !== 200) throw new Error(`GET ${base}/metrics answered ${response.status}`);
  return Number(MISSES.exec(await response.text())?.[1] ?? 0);
}

/**
 * A row with the answers its server computed meanwhile (issue 30 item 5): a cached search that a publish
 * throws away is computed again by its next reader, while its other readers wait on it.
 */
export async function withListCacheMisses(base: string, measure: () => Promise<Row>): Promise<Row> {
  const before = await listCacheMisses(base);
  const row = await measure();
  const computed = (await listCacheMisses(base)) - before;
  log(`  the list cache computed ${computed} answers meanwhile`);
  return { ...row, listCacheMisses: computed };
}
