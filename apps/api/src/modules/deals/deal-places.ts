import type { DealEntry } from '@freight/shared/deals';
import type { UiLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { cityNamesIn } from '../geo/geo.service';

type DealPlace = DealEntry['loading'];
/** A place as the deal keeps it: the entry's city id too (null for a city typed by hand, absent in old deals). */
type StoredPlace = DealPlace & { city_id?: number | null };
/** The entry as the deal keeps it (`deals.entry_snapshot`): the answer's entry plus its places' city ids. */
export type StoredDealEntry = Omit<DealEntry, 'loading' | 'unloading'> & { loading: StoredPlace; unloading: StoredPlace };

/**
 * A deal's places named in the reader's language (decision 074), as the entry lists name them: "Bukarest" to a
 * German reader, "Bucarest" to a French one. The name the entry had when the offer was made stays for a city
 * typed by hand and for a deal kept before the ids were. The ids do not leave the API.
 */
export async function namePlacesIn<T extends { entry: DealEntry }>(db: Database, deals: readonly T[], lang: UiLanguage): Promise<T[]> {
  const places = (deal: T) => [deal.entry.loading, deal.entry.unloading] as StoredPlace[];
  const ids = [...new Set(deals.flatMap(places).flatMap((place) => (typeof place.city_id === 'number' ? [place.city_id] : [])))];
  const names = ids.length === 0 ? new Map<number, string>() : await cityNamesIn(db, ids, lang);
  const named = ({ city_id: id, ...place }: StoredPlace): DealPlace => ({
    ...place,
    city: (typeof id === 'number' ? names.get(id) : undefined) ?? place.city,
  });
  return deals.map((deal) => {
    const [loading, unloading] = places(deal);
    return { ...deal, entry: { ...deal.entry, loading: named(loading!), unloading: named(unloading!) } };
  });
}
