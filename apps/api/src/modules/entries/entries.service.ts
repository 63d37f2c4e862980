import type { Entry, EntryPage, FormType } from '@freight/shared/entries';
import type { EntryListQuery } from '@freight/shared/entry-list-query';
import type { UiLanguage } from '@freight/shared/languages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import type { EntryFilter } from './entry-filter';
import type { Caller } from './entry-permissions.service';
import { entriesIn, entryInLanguage } from './entry-places.service';
import { present } from './entry-present';
import { withReputations } from './entry-reputation';
import { selectEntries } from './entry-search.queries';
import type { PageFacts } from './shared-answer';

// Entries as members read them: one entry, a page of a list, the entries matching ranked.

/**
 * One entry as a member may see it: their own company's (expired too), or another company's live one.
 * With `lang` (the reader's page) its places are named in the reader's language and its company carries its
 * reputation; without, as stored (typed city, English country).
 */
export async function getEntry(
  db: Database,
  formType: FormType,
  uid: string,
  caller: Caller,
  now: Date,
  lang?: UiLanguage,
): Promise<Entry> {
  const one = { formType, now, limit: 1, direction: 'desc', uid } as const;
  const [own] = await selectEntries(db, { ...one, companyId: caller.companyId });
  const row = own ?? (await selectEntries(db, one)).at(0);
  if (!row) throw new AppError('not_found');
  if (!lang) return present(row, caller);
  // The reader's page of the entry also shows its company's badge (writes and events do without).
  const [entry] = await withReputations(db, [present(row, caller)]);
  return entryInLanguage(db, entry!, lang);
}

/**
 * Live entries of active companies by id, as a search list presents them and named in `lang`, in the
 * order of `ids` (matching ranks them, issue 17); ids no longer live are left out.
 */
export async function liveEntriesWithIds(
  db: Database,
  formType: FormType,
  ids: readonly number[],
  caller: Caller,
  now: Date,
  lang: UiLanguage,
): Promise<{ id: number; entry: Entry }[]> {
  if (ids.length === 0) return [];
  const rows = await selectEntries(db, { formType, now, limit: ids.length, direction: 'desc', ids });
  const byId = new Map(rows.map((row) => [row.entry.id, row]));
  const found = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, row }] : [];
  });
  const named = await entriesIn(
    db,
    await withReputations(
      db,
      found.map(({ row }) => present(row, caller)),
    ),
    lang,
  );
  return found.map(({ id }, index) => ({ id, entry: named[index]! }));
}

/** The SQL filter of a list request (also read by the bench, which records each shape's plan). */
export function entryFilterOf(formType: FormType, caller: Caller, query: EntryListQuery, now: Date): EntryFilter {
  return {
    formType,
    now,
    limit: query.limit + 1,
    direction: query.ordering.startsWith('-') ? 'desc' : 'asc',
    sort: query.ordering.endsWith('loading_date') ? 'loading_date' : 'modified',
    companyId: query.my === 'true' ? caller.companyId : undefined,
    loadingCountry: query.loading_country,
    loadingCityId: query.loading_city,
    loadingRadiusKm: query.loading_radius,
    unloadingCountry: query.unloading_country,
    unloadingCityId: query.unloading_city,
    unloadingRadiusKm: query.unloading_radius,
    maxWeight: query.max_weight,
    maxMdp: query.max_mdp,
    identificationId: query.identification_id,
    loadingDateFrom: query.loading_date_from,
    loadingDateTo: query.loading_date_to,
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
  };
}

export async function listEntries(
  db: Database,
  formType: FormType,
  caller: Caller,
  query: EntryListQuery,
  now: Date,
  lang: UiLanguage,
): Promise<{ page: EntryPage; facts: PageFacts }> {
  const rows = await selectEntries(db, entryFilterOf(formType, caller, query, now));
  const shown = rows.slice(0, query.limit);
  // Each result's place in the list's order, as a cursor names it; the last one's is the next page's cursor.
  const positions = shown.map((row) => ({ time: row.cursorTime, id: row.entry.id }));
  const last = positions.at(-1);
  return {
    page: {
      results: await entriesIn(
        db,
        await withReputations(
          db,
          shown.map((row) => present(row, caller)),
        ),
        lang,
      ),
      next: rows.length > query.limit && last ? encodeCursor(last) : null,
    },
    facts: { positions, goneReports: new Map(shown.map((row) => [row.entry.uid, row.entry.goneReports])) },
  };
}
