import { UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import type { Entry, EntryLocation } from '@freight/shared/entries';
import type { Database } from '../../db/client';
import { cityNamesIn, cityNamesInEach, countryNameIn } from '../geo/geo.service';
import { homonymHintsIn, homonymHintsInEach, type HomonymHint } from '../geo/homonyms.service';

/**
 * Issue 12 (decision 015): places are shown in the reader's interface language. A GeoNames city gets
 * its name in that language (cityNamesIn), a city added by hand (no external id) keeps its typed name;
 * `city_display_name` always stays as the poster typed it.
 */
function locationIn(
  location: EntryLocation,
  lang: UiLanguage,
  cityNames: ReadonlyMap<number, string>,
  hints: ReadonlyMap<number, HomonymHint> = new Map(),
): EntryLocation {
  const id = location.external_city_id;
  const hint = id === null ? undefined : hints.get(id);
  return {
    ...location,
    cityName: (id === null ? undefined : cityNames.get(id)) ?? location.city_display_name,
    ...(hint && 'region' in hint ? { city_region: hint.region } : {}),
    ...(hint && 'near' in hint ? { city_near: hint.near } : {}),
    countryName: { code: location.country, name: countryNameIn(location.country, lang) },
  };
}

const entryIn = (
  entry: Entry,
  lang: UiLanguage,
  cityNames: ReadonlyMap<number, string>,
  hints?: ReadonlyMap<number, HomonymHint>,
): Entry => ({
  ...entry,
  loading_location: locationIn(entry.loading_location, lang, cityNames, hints),
  unloading_location: locationIn(entry.unloading_location, lang, cityNames, hints),
});

const cityIdsOf = (list: readonly Entry[]) =>
  list.flatMap((entry) => [entry.loading_location.external_city_id, entry.unloading_location.external_city_id]).filter((id) => id !== null);

/** A page of entries with its places in `lang`: one name lookup for the whole page, not one per entry. */
export async function entriesIn(db: Database, list: readonly Entry[], lang: UiLanguage): Promise<Entry[]> {
  const ids = cityIdsOf(list);
  const [cityNames, hints] = await Promise.all([cityNamesIn(db, ids, lang), homonymHintsIn(db, ids, lang)]);
  return list.map((entry) => entryIn(entry, lang, cityNames, hints));
}

export async function entryInLanguage(db: Database, entry: Entry, lang: UiLanguage): Promise<Entry> {
  const ids = cityIdsOf([entry]);
  const [cityNames, hints] = await Promise.all([cityNamesIn(db, ids, lang), homonymHintsIn(db, ids, lang)]);
  return entryIn(entry, lang, cityNames, hints);
}

/**
 * Where an entry event carries its GeoNames city names in every interface language. They are looked up
 * once, when the event is written (so the NOTIFY, the catch-up and every process have them), and the hub
 * names the places per reader language without a query; it never sends this field.
 */
export const EVENT_CITY_NAMES = 'city_names_by_language';
type EventCityNames = Partial<Record<UiLanguage, Record<string, string>>>;
/** Likewise what tells its homonym places apart (issue 35 item 5), present only when one is. */
export const EVENT_CITY_HINTS = 'city_hints_by_language';
type EventCityHints = Partial<Record<UiLanguage, Record<string, HomonymHint>>>;

/** The event's entry data: the entry plus its city names, and any homonym hints, in each interface language. */
export async function withEventCityNames(
  db: Database,
  entry: Entry,
): Promise<Entry & { [EVENT_CITY_NAMES]: EventCityNames; [EVENT_CITY_HINTS]?: EventCityHints }> {
  const ids = cityIdsOf([entry]);
  const names: EventCityNames = {};
  const hints: EventCityHints = {};
  if (ids.length > 0) {
    const [namesByLang, hintsByLang] = await Promise.all([
      cityNamesInEach(db, ids, UI_LANGUAGES),
      homonymHintsInEach(db, ids, UI_LANGUAGES),
    ]);
    for (const [lang, byId] of namesByLang) names[lang] = Object.fromEntries(byId);
    for (const [lang, byId] of hintsByLang) if (byId.size > 0) hints[lang] = Object.fromEntries(byId);
  }
  return { ...entry, [EVENT_CITY_NAMES]: names, ...(Object.keys(hints).length > 0 ? { [EVENT_CITY_HINTS]: hints } : {}) };
}

/**
 * An event's entry data as a reader of `lang` sees it. Delete events (uid only) and events written
 * before issue 12 (no names carried) keep what they hold, minus the carried names.
 */
export function eventEntryIn<T extends Record<string, unknown>>(entryData: T, lang: UiLanguage): T {
  if (!(EVENT_CITY_NAMES in entryData)) return entryData;
  const { [EVENT_CITY_NAMES]: carried, [EVENT_CITY_HINTS]: carriedHints, ...rest } = entryData;
  const byId = (carried as EventCityNames | undefined)?.[lang] ?? {};
  if (!('loading_location' in rest) || !('unloading_location' in rest)) return rest as T;
  const cityNames = new Map(Object.entries(byId).map(([id, name]) => [Number(id), name]));
  const hints = new Map(Object.entries((carriedHints as EventCityHints | undefined)?.[lang] ?? {}).map(([id, hint]) => [Number(id), hint]));
  return entryIn(rest as unknown as Entry, lang, cityNames, hints) as unknown as T;
}
