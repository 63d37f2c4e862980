import type { DealCurrency } from '@freight/shared/deals';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema-deals';
import { createEntry } from '../../test/factories';
import { selectEntryForDeal } from '../entries/entry-deals.queries';
import { snapshotOf } from '../deals/deal-terms';
import { refreshLanePrices } from './lane-prices.service';

export type AgreedDeal = {
  /** The entry's company: pays for a ware request, carries for a truck offer. */
  owner: { id: number; admin: number };
  bidder: { id: number };
  price: number;
  unit?: 'total' | 'per_km';
  currency?: DealCurrency;
  distanceKm?: number | null;
  agreedAt: Date;
  formType?: 'truck' | 'ware';
  truckType?: number | null;
  loadingCountry?: string;
  unloadingCountry?: string;
  loadingCityId?: number | null;
  unloadingCityId?: number | null;
  /** The clock of the refresh (defaults to the later of agreedAt and the real time). */
  now?: Date;
};

/** An agreed deal as the deals module stores it, with the lane refresh the acceptance runs. */
export async function agreedDeal(db: Database, deal: AgreedDeal): Promise<number> {
  const formType = deal.formType ?? 'ware';
  const entry = await createEntry(db, {
    companyId: deal.owner.id,
    userId: deal.owner.admin,
    formType,
    distanceKm: deal.distanceKm === undefined ? 500 : deal.distanceKm,
    truckType: deal.truckType === undefined ? 5 : deal.truckType,
    loadingCountry: deal.loadingCountry ?? 'RO',
    unloadingCountry: deal.unloadingCountry ?? 'HU',
    loadingCityId: deal.loadingCityId ?? null,
    unloadingCityId: deal.unloadingCityId ?? null,
    takenAt: deal.agreedAt,
  });
  const snapshot = snapshotOf((await selectEntryForDeal(db, { id: entry.id }))!);
  const [row] = await db
    .insert(deals)
    .values({
      entryId: entry.id,
      entryUid: entry.uid,
      formType,
      entrySnapshot: snapshot,
      ownerCompanyId: deal.owner.id,
      bidderCompanyId: deal.bidder.id,
      status: 'agreed',
      priceMinor: Math.round(deal.price * 100),
      priceUnit: deal.unit ?? 'total',
      currency: deal.currency ?? 'EUR',
      paymentTermDays: 30,
      loadingDate: snapshot.loading.date_start,
      unloadingDate: snapshot.unloading.date_start,
      termsBy: 'bidder',
      agreedAt: deal.agreedAt,
      createdAt: deal.agreedAt,
      updatedAt: deal.agreedAt,
    })
    .returning({ id: deals.id });
  await refreshLanePrices(db, row!.id, deal.now ?? new Date(Math.max(Date.now(), deal.agreedAt.getTime())));
  return row!.id;
}
