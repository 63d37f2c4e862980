import type { FormType } from '@freight/shared/entries';
import { api, unwrap } from '../api-client';

/** Where a price is set (issue 32 item 6): the lane of an entry, a form or two places. */
export type LaneContext = {
  formType: FormType;
  loadingCountry: string;
  unloadingCountry: string;
  truckType?: number | null;
  /** GeoNames cities: the API narrows to region → region where that lane has enough deals. */
  loadingCity?: number | null;
  unloadingCity?: number | null;
};

/** GET /api/lane-prices/: the lane's median price per km of the last 90 days, or its counts below the threshold. */
export const lanePriceQuery = (lane: LaneContext) => {
  const query = {
    form_type: lane.formType,
    loading_country: lane.loadingCountry,
    unloading_country: lane.unloadingCountry,
    ...(lane.truckType ? { truck_type: lane.truckType } : {}),
    ...(lane.loadingCity && lane.unloadingCity ? { loading_city: lane.loadingCity, unloading_city: lane.unloadingCity } : {}),
  };
  return {
    queryKey: ['lane-price', query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      // The schema types the countries as the country-code union; the forms hold plain strings.
      unwrap(api.GET('/api/lane-prices/', { params: { query: query as never }, signal })),
    // Lane figures move with agreed deals, not by the second.
    staleTime: 5 * 60_000,
  };
};
