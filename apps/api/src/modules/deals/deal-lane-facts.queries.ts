import { eq } from 'drizzle-orm';
import type { DealCurrency, DealEntry, DealPriceUnit, DealStatus } from '@freight/shared/deals';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema-deals';

/** What the lane prices (issue 32 item 5) need of a deal: its lane, agreed price and both sides. */
export type DealLaneFacts = {
  id: number;
  status: DealStatus;
  formType: 'truck' | 'ware';
  entryId: number | null;
  loadingCountry: string;
  unloadingCountry: string;
  truckType: number | null;
  priceMinor: number;
  priceUnit: DealPriceUnit;
  currency: DealCurrency;
  carrierCompanyId: number;
  payerCompanyId: number;
  agreedAt: Date | null;
};

/** The deal's lane facts; the lane is the entry as it was at the offer (the snapshot), not as it is now. */
export async function selectDealLaneFacts(db: Database, dealId: number): Promise<DealLaneFacts | null> {
  const [row] = await db
    .select({
      id: deals.id,
      status: deals.status,
      formType: deals.formType,
      entryId: deals.entryId,
      snapshot: deals.entrySnapshot,
      priceMinor: deals.priceMinor,
      priceUnit: deals.priceUnit,
      currency: deals.currency,
      carrierCompanyId: deals.carrierCompanyId,
      payerCompanyId: deals.payerCompanyId,
      agreedAt: deals.agreedAt,
    })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!row) return null;
  const { snapshot, ...rest } = row;
  const entry = snapshot as DealEntry;
  return {
    ...rest,
    carrierCompanyId: rest.carrierCompanyId!,
    payerCompanyId: rest.payerCompanyId!,
    loadingCountry: entry.loading.country,
    unloadingCountry: entry.unloading.country,
    truckType: entry.truck_type,
  };
}
