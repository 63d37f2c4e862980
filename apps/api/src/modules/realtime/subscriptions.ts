import { entryFitsList, type ListedEntry } from '@freight/shared/entry-filter-match';
import type { FormType } from '@freight/shared/entries';
import { entryListQuerySchema, type EntryListQuery } from '@freight/shared/entry-list-query';
import { matchedFormOf, mayMatch, type MatchableEntry } from '@freight/shared/matching';
import { MAX_VIEW_UIDS, type RealtimeView } from '@freight/shared/realtime-views';
import type { EntryEvent } from './entry-events.queries';

/**
 * A socket's subscription (issue 30 item 1, decision 042): the views it shows, each able to tell
 * whether an entry event can change it. `null` for a socket that never subscribed: it keeps DESIGN §3's
 * first contract and receives every entry event.
 */
export type Subscription = CompiledView[] | null;

type CompiledList = {
  kind: 'list';
  formType: FormType;
  my: boolean;
  query: Partial<EntryListQuery>;
  /**
   * The entries the list shows (sent by the client) and the ones this socket was sent since: a change
   * or removal of one of them reaches the list even when the entry no longer meets its filters.
   */
  uids: Set<string>;
};
/** Match counts: the own entries as the shared match rule reads them. */
type CompiledMatches = { kind: 'matches'; formType: FormType; own: MatchableEntry[] };
export type CompiledView = CompiledList | { kind: 'own' } | CompiledMatches;

/**
 * The great-circle distance in km between two cities as the radius filter measures it; undefined while
 * this process does not know a city yet (the event is then sent: only a certain "no" leaves it out),
 * null when one has no coordinates (never within a radius).
 */
export type CityDistance = (a: number, b: number) => number | null | undefined;

/** The views as the server applies them: a list's filters read by the entry list's own schema. */
export function compileViews(views: readonly RealtimeView[]): CompiledView[] | { invalid: string } {
  const compiled: CompiledView[] = [];
  for (const view of views) {
    if (view.kind === 'list') {
      const query = entryListQuerySchema.safeParse(view.filters);
      if (!query.success) return { invalid: `list filters: ${query.error.issues[0]?.message ?? 'invalid'}` };
      compiled.push({ kind: 'list', formType: view.form_type, my: view.my, query: query.data, uids: new Set(view.uids) });
    } else if (view.kind === 'matches') {
      const own = view.entries.map(({ date_start, date_end, weight, mdp }) => ({
        form_type: view.form_type,
        is_own: true,
        expired: false,
        info: { weight, mdp },
        loading_location: { date_start, date_end },
      }));
      compiled.push({ kind: 'matches', formType: view.form_type, own });
    } else compiled.push({ kind: 'own' });
  }
  return compiled;
}

/** The centre cities of the subscription's radius filters (looked up before it applies, so the distance is known). */
export function radiusCentres(subscription: Subscription): number[] {
  const ids: number[] = [];
  for (const view of subscription ?? []) {
    if (view.kind !== 'list') continue;
    if (view.query.loading_radius !== undefined && view.query.loading_city !== undefined) ids.push(view.query.loading_city);
    if (view.query.unloading_radius !== undefined && view.query.unloading_city !== undefined) ids.push(view.query.unloading_city);
  }
  return ids;
}

/** A view's identity, whatever entries it shows: a list with other filters is another view. */
export function viewKey(view: CompiledView): string {
  if (view.kind !== 'list') return JSON.stringify(view);
  return JSON.stringify({ ...view, uids: undefined });
}

export const hasRadius = (subscription: Subscription): boolean => radiusCentres(subscription).length > 0;

/** Whether an entry event can change anything the socket shows. */
export function wantsEvent(subscription: Subscription, event: EntryEvent, companyId: number | null, distance: CityDistance): boolean {
  if (subscription === null) return true;
  let wanted = false;
  // Every list view sees the event, so that each remembers the entries it was sent.
  for (const view of subscription) if (viewWants(view, event, companyId, distance)) wanted = true;
  return wanted;
}

function viewWants(view: CompiledView, event: EntryEvent, companyId: number | null, distance: CityDistance): boolean {
  const [formType, kind] = event.type.split('_') as [FormType, string];
  const uid = event.entry_data.uid;
  switch (view.kind) {
    case 'own':
      return companyId !== null && event.company_id === companyId;
    case 'matches':
      return matchesWant(view, formType, kind, event, companyId);
    case 'list': {
      if (formType !== view.formType) return false;
      // An entry the list shows was read with it: its create (reaching this process after the list was read,
      // as a busy LISTEN connection may deliver it) tells the list nothing; its changes do.
      if (view.uids.has(uid)) return kind !== 'create';
      if (kind === 'delete') return false;
      const entry = listedEntryOf(event, event.company_id === companyId);
      const fits = entryFitsList(entry, { my: view.my, query: view.query });
      if (fits === false || (fits === 'maybe' && !withinRadii(entry, view.query, distance))) return false;
      if (view.uids.size < MAX_VIEW_UIDS * 2) view.uids.add(uid);
      return true;
    }
  }
}

/**
 * An entry of the other form type, of another company, may change the own entries' match counts: a
 * new one when its loading window and load may match one of them (matching.ts without the radius); a
 * change or removal always, as it may end a match the counts hold. A refresh changes nothing a match reads.
 */
function matchesWant(view: CompiledMatches, formType: FormType, kind: string, event: EntryEvent, companyId: number | null): boolean {
  if (formType !== matchedFormOf(view.formType) || event.company_id === companyId || kind === 'refresh') return false;
  if (kind !== 'create') return true;
  const other = listedEntryOf(event, false) as unknown as MatchableEntry;
  return view.own.some((own) => mayMatch(own, other));
}

/**
 * An event's entry as the lists read it, with `is_own` for a reader of the publishing company or of
 * another: made once per event and side, not once per socket of the fan-out.
 */
const listedEntries = new WeakMap<EntryEvent, { own?: ListedEntry; other?: ListedEntry }>();

function listedEntryOf(event: EntryEvent, isOwn: boolean): ListedEntry {
  let sides = listedEntries.get(event);
  if (!sides) listedEntries.set(event, (sides = {}));
  const side = isOwn ? 'own' : 'other';
  return (sides[side] ??= { ...event.entry_data, is_own: isOwn } as unknown as ListedEntry);
}

/**
 * A radius filter on a side whose city is not the centre: the great-circle distance decides, as in the
 * entry search's SQL; an entry without a GeoNames city is never within a radius.
 */
function withinRadii(entry: ListedEntry, query: Partial<EntryListQuery>, distance: CityDistance): boolean {
  for (const side of ['loading', 'unloading'] as const) {
    const radius = query[`${side}_radius`];
    const centre = query[`${side}_city`];
    const city = entry[`${side}_location`].external_city_id;
    if (radius === undefined || centre === undefined || city === centre) continue;
    if (city === null || city === undefined) return false;
    const km = distance(city, centre);
    if (km === null || (km !== undefined && km > radius)) return false;
  }
  return true;
}

/** The GeoNames cities an event's entry names (looked up before its fan-out when a socket filters by a radius). */
export function eventCities(event: EntryEvent): number[] {
  const data = event.entry_data as {
    loading_location?: { external_city_id?: number | null };
    unloading_location?: typeof data.loading_location;
  };
  return [data.loading_location?.external_city_id, data.unloading_location?.external_city_id].filter(
    (id): id is number => typeof id === 'number',
  );
}
