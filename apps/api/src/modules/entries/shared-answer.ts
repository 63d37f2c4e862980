import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { encodeCursor, type KeysetCursor } from '../../db/cursor';
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
  /** Each result's place in the list's order, as a cursor names it: where a new entry goes (new-entry-on-page.ts). */
  positions: readonly KeysetCursor[];
  owners: ReadonlySet<number>;
  uids: ReadonlySet<string>;
  readonly json: string;
  /** Whether its gzipped JSON is kept: a search's is (shared by every company), an own list's is not. */
  keepsGzip: boolean;
  /** The gzipped JSON, when kept: made ahead for a computed answer, at its first reader for a revised one. */
  readonly gzip: Promise<Buffer> | null;
  /** Each entry's gone reports (issue 33 item 5): only its own company reads them, whoever computed the answer. */
  goneReports: ReadonlyMap<string, number>;
};

/** What a page's rows know beyond their presented entries: their places in the order and their gone reports. */
export type PageFacts = { positions: readonly KeysetCursor[]; goneReports: ReadonlyMap<string, number> };

export async function shareAnswer(page: EntryPage, facts: PageFacts, keepGzip: boolean): Promise<SharedAnswer> {
  // Notes whose contacts await staff are shared as other companies see them, whoever computed the answer.
  // So are the gone reports, which each company reads of its own entries only (answerFor).
  const neutral: EntryPage = { ...page, results: page.results.map(sharedEntryOf) };
  const answer = sharedOf(neutral, facts.positions, facts.goneReports, keepGzip);
  // A computed answer is cached ready to send: its first readers do not wait on the compression.
  if (answer.gzip) await answer.gzip;
  return answer;
}

/**
 * An entry as every company shares it: neither own nor managed, with the notes other companies read (its
 * company gets them as written from answerFor), its gone reports left out (kept aside for its company).
 */
export function sharedEntryOf(entry: Entry): Entry {
  const notes = notesVariantsOf(entry)?.others ?? entry.notes;
  const { gone_reports: gone, ...rest } = entry;
  return entry.is_own || entry.can_manage || notes !== entry.notes || gone !== undefined
    ? { ...rest, notes, is_own: false, can_manage: false }
    : entry;
}

/**
 * The answer's bytes are made when first read: an entry change revises every cached answer it joins
 * (withEntryAt), most of which are not read again before they expire.
 */
function sharedOf(
  page: EntryPage,
  positions: readonly KeysetCursor[],
  goneReports: ReadonlyMap<string, number>,
  keepGzip: boolean,
): SharedAnswer {
  let json: string | undefined;
  let gzip: Promise<Buffer> | undefined;
  return {
    page,
    positions,
    owners: new Set(page.results.map((entry) => entry.company.id)),
    uids: new Set(page.results.map((entry) => entry.uid)),
    goneReports,
    keepsGzip: keepGzip,
    get json() {
      return (json ??= JSON.stringify(page));
    },
    get gzip() {
      if (!keepGzip) return null;
      if (!gzip) {
        gzip = gzipAsync(this.json);
        // A failed compression fails its readers, not the process.
        gzip.catch(() => undefined);
      }
      return gzip;
    },
  };
}

/**
 * The answer with one more entry (already as every company shares it) at `index` of its results: the page
 * keeps its length, so the last result moves on to the next page, which then starts after the new last one.
 * `goneReports` is the new entry's count, told to its company only (as `shareAnswer` keeps them).
 */
export function withEntryAt(
  shared: SharedAnswer,
  index: number,
  entry: Entry,
  position: KeysetCursor,
  limit: number,
  goneReports: number | undefined,
): SharedAnswer {
  const results = shared.page.results.toSpliced(index, 0, entry);
  const positions = shared.positions.toSpliced(index, 0, position);
  let next = shared.page.next;
  if (results.length > limit) {
    results.length = limit;
    positions.length = limit;
    next = encodeCursor(positions.at(-1)!);
  }
  const gone = new Map(shared.goneReports);
  if (goneReports !== undefined) gone.set(entry.uid, goneReports);
  return sharedOf({ ...shared.page, results, next }, positions, gone, shared.keepsGzip);
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
