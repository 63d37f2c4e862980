import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { EntryPage } from '@freight/shared/entries';
import { mayManage, type Caller } from './entry-permissions.service';
import { notesVariantsOf } from './entry-present';

const gzipAsync = promisify(gzip);

/**
 * A search answer shared by every reader: `is_own` and `can_manage` are false throughout, and `owners`
 * names the companies whose entries it holds, `uids` the entries (an entry change concerns the answers that show it). Kept serialized (and gzipped when cached: a page of 20 entries,
 * ~32 kB, gzips to ~3 kB) so most readers get the same bytes without any work.
 */
export type SharedAnswer = {
  page: EntryPage;
  owners: ReadonlySet<number>;
  uids: ReadonlySet<string>;
  json: string;
  gzip: Buffer | null;
  /** Gone reports of the computing company's own entries (issue 33 item 5): only that company may read them. */
  goneReports: ReadonlyMap<string, number>;
};

export async function shareAnswer(page: EntryPage, keepGzip: boolean): Promise<SharedAnswer> {
  // Notes whose contacts await staff are shared as other companies see them, whoever computed the answer.
  // So are the gone reports of an entry, which only its company reads: kept aside for its members.
  const goneReports = new Map<string, number>();
  const neutral: EntryPage = {
    ...page,
    results: page.results.map((entry) => {
      const notes = notesVariantsOf(entry)?.others ?? entry.notes;
      const { gone_reports: gone, ...rest } = entry;
      if (gone !== undefined) goneReports.set(entry.uid, gone);
      return entry.is_own || entry.can_manage || notes !== entry.notes || gone !== undefined
        ? { ...rest, notes, is_own: false, can_manage: false }
        : entry;
    }),
  };
  const json = JSON.stringify(neutral);
  return {
    page: neutral,
    owners: new Set(page.results.map((entry) => entry.company.id)),
    uids: new Set(page.results.map((entry) => entry.uid)),
    json,
    gzip: keepGzip ? await gzipAsync(json) : null,
    goneReports,
  };
}

/**
 * The bytes for one reader: the shared ones, unless some entries are of the reader's company (§6: then
 * `is_own` marks them, and `can_manage` those the reader posted or, as an admin, may manage).
 * `openOffers` (My trucks / My wares only, issue 31): each own entry's open offers, read at this request,
 * since a cached answer does not learn of offers.
 */
export async function answerFor(
  shared: SharedAnswer,
  reader: Caller,
  asGzip: boolean,
  openOffers?: ReadonlyMap<string, number>,
): Promise<string | Buffer> {
  if (!shared.owners.has(reader.companyId)) return asGzip ? (shared.gzip ?? gzipAsync(shared.json)) : shared.json;
  const personal = JSON.stringify({
    ...shared.page,
    results: shared.page.results.map((entry) =>
      entry.company.id === reader.companyId
        ? {
            ...entry,
            notes: notesVariantsOf(entry)?.written ?? entry.notes,
            is_own: true,
            can_manage: mayManage({ companyId: entry.company.id, userId: entry.user?.id ?? null }, reader),
            ...(shared.goneReports.has(entry.uid) ? { gone_reports: shared.goneReports.get(entry.uid) } : {}),
            ...(openOffers ? { open_offers: openOffers.get(entry.uid) ?? 0 } : {}),
          }
        : entry,
    ),
  });
  return asGzip ? gzipAsync(personal) : personal;
}
