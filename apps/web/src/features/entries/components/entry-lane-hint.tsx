import { useQuery } from '@tanstack/react-query';
import { LaneHint } from '../../../components/lane-hint';
import { useUiLanguage } from '../../../lib/i18n';
import { distanceQuery } from '../api/get-distance';
import type { EntryFormValues } from '../utils/entry-values';

const idOf = (city: EntryFormValues['loadingLocation']['city']) => (city && city.id !== '' ? city.id : null);

/**
 * Issue 32 item 6 on the entry form: the lane median beside the price being set. A truck's price is per
 * km; a ware's is the total, put per km over the estimated road distance (the Road distances page's).
 */
export function EntryLaneHint({ values }: { values: EntryFormValues }) {
  const lang = useUiLanguage();
  const { loadingLocation: loading, unloadingLocation: unloading } = values;
  const from = idOf(loading.city);
  const to = idOf(unloading.city);
  const needsKm = values.formType === 'ware';
  const distance = useQuery({ ...distanceQuery(from ?? 0, to ?? 0, lang), enabled: needsKm && from !== null && to !== null });
  if (!loading.country || !unloading.country) return null;
  const typed = Number(values.info.price.replace(',', '.'));
  const price = values.info.price.trim() !== '' && Number.isFinite(typed) && typed > 0 ? typed : null;
  const km = distance.data?.road_km ?? null;
  const perKm = price === null ? null : !needsKm ? price : km ? price / km : null;
  return (
    <LaneHint
      lane={{
        formType: values.formType,
        loadingCountry: loading.country,
        unloadingCountry: unloading.country,
        truckType: values.transportOptions.truckType,
        loadingCity: from,
        unloadingCity: to,
      }}
      pricePerKm={perKm}
      currency={values.info.currency}
      testId="entry-lane-hint"
    />
  );
}
