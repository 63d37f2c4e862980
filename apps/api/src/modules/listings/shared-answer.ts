import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { EntryPage } from '@freight/shared/listings';

const gzipAsync = promisify(gzip);

/**
 * A search answer shared by every company: `is_own` is false throughout, and `owners` names the
 * companies whose entries it holds. Kept serialized (and gzipped when cached: a page of 20 entries,
 * ~32 kB, gzips to ~3 kB) so most readers get the same bytes without any work.
 */
export type SharedAnswer = { page: EntryPage; owners: ReadonlySet<number>; json: string; gzip: Buffer | null };

export async function shareAnswer(page: EntryPage, keepGzip: boolean): Promise<SharedAnswer> {
  const neutral: EntryPage = { ...page, results: page.results.map((entry) => (entry.is_own ? { ...entry, is_own: false } : entry)) };
  const json = JSON.stringify(neutral);
  return {
    page: neutral,
    owners: new Set(page.results.map((entry) => entry.company.id)),
    json,
    gzip: keepGzip ? await gzipAsync(json) : null,
  };
}

/** The bytes for one reader: the shared ones, unless some entries are the reader's own (§6: then `is_own` marks them). */
export async function answerFor(shared: SharedAnswer, companyId: number, asGzip: boolean): Promise<string | Buffer> {
  if (!shared.owners.has(companyId)) return asGzip ? (shared.gzip ?? gzipAsync(shared.json)) : shared.json;
  const personal = JSON.stringify({
    ...shared.page,
    results: shared.page.results.map((entry) => (entry.company.id === companyId ? { ...entry, is_own: true } : entry)),
  });
  return asGzip ? gzipAsync(personal) : personal;
}
