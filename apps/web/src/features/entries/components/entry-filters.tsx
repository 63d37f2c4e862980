import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenFlag } from '../../../components/flag-select';
import { ENTRY_SEARCH_RADII_KM, IDENTIFICATION_FILTER_MIN_LENGTH, type EntrySearchRadiusKm } from '@freight/shared/entry-list-query';
import { useCountryOptions } from '../../../lib/format/select-options';
import { errorText } from '../../../lib/forms/error-text';
import { DayRangeField, type DayRange } from '../../../components/date-fields';
import { EMPTY_FILTERS, type EntryFilters } from '../api/list-entries';
import type { CityValue } from '../utils/entry-values';
import { CityPicker } from './city-picker';

type Props = { initial: EntryFilters; onApply: (filters: EntryFilters) => void };

type Draft = {
  loadingCountry: string;
  loadingCity: CityValue | null;
  loadingRadius: EntrySearchRadiusKm | '';
  unloadingCountry: string;
  unloadingCity: CityValue | null;
  unloadingRadius: EntrySearchRadiusKm | '';
  maxWeight: string;
  maxMdp: string;
  identification: string;
  /** The loading-date range (YYYY-MM-DD ends, '' while not picked). */
  loadingDates: DayRange;
};

const EMPTY_DRAFT: Draft = {
  loadingCountry: '',
  loadingCity: null,
  loadingRadius: '',
  unloadingCountry: '',
  unloadingCity: null,
  unloadingRadius: '',
  maxWeight: '',
  maxMdp: '',
  identification: '',
  loadingDates: { start: '', end: '' },
};

/** A city the filters name (from the URL or an earlier search): its id filters, its name labels the picker. */
const cityOf = (id: number | '', name: string): CityValue | null =>
  id === '' ? null : { id, displayName: name || String(id), type: '', userAdded: false };

const draftOf = (filters: EntryFilters): Draft => ({
  loadingCountry: filters.loading_country,
  loadingCity: cityOf(filters.loading_city, filters.loading_city_name),
  loadingRadius: filters.loading_radius,
  unloadingCountry: filters.unloading_country,
  unloadingCity: cityOf(filters.unloading_city, filters.unloading_city_name),
  unloadingRadius: filters.unloading_radius,
  maxWeight: filters.max_weight,
  maxMdp: filters.max_mdp,
  identification: filters.identification_id,
  loadingDates: { start: filters.loading_date_from, end: filters.loading_date_to },
});

const cityId = (city: CityValue | null): number | '' => (city && city.id !== '' ? city.id : '');
const radiusOf = (value: string): EntrySearchRadiusKm | '' => ENTRY_SEARCH_RADII_KM.find((km) => String(km) === value) ?? '';

/**
 * §2 filters bar: countries and cities (the form's city picker), each city with a radius around it
 * (issue 12), 'at most' weight and mdp, the identification id (trimmed) and a loading-date range
 * (issue 13). Every field is optional, so none carries a required mark. Postal codes are no filter.
 * Cities added by hand have no id, so they cannot narrow the list. `initial` is read once: the page
 * remounts the form when the URL's search changes (Back, a shared link).
 */
export function EntryFiltersForm({ initial, onApply }: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  // One or two characters match nearly every entry: the API refuses them, so the field says so first.
  const [idError, setIdError] = useState<string | undefined>(undefined);
  const idInput = useRef<HTMLInputElement>(null);
  const { countries } = useCountryOptions();
  const countryData = [{ value: '', label: t('entries.filters.anyCountry') }, ...countries];
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const radiusData = [
    { value: '', label: t('entries.filters.radiusExact') },
    ...ENTRY_SEARCH_RADII_KM.map((km) => ({ value: String(km), label: t('entries.filters.radiusKm', { km }) })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const identification = draft.identification.trim();
    if (identification.length > 0 && identification.length < IDENTIFICATION_FILTER_MIN_LENGTH) {
      setIdError(`minLength:${IDENTIFICATION_FILTER_MIN_LENGTH}`);
      idInput.current?.focus();
      return;
    }
    const loadingCity = cityId(draft.loadingCity);
    const unloadingCity = cityId(draft.unloadingCity);
    // A range with one end picked searches from (or up to) that day.
    const { start: from, end: to } = draft.loadingDates;
    onApply({
      loading_country: draft.loadingCountry,
      loading_city: loadingCity,
      loading_city_name: loadingCity === '' ? '' : (draft.loadingCity?.displayName ?? ''),
      // A radius measures from a city: without one it is not sent (the API would refuse it).
      loading_radius: loadingCity === '' ? '' : draft.loadingRadius,
      unloading_country: draft.unloadingCountry,
      unloading_city: unloadingCity,
      unloading_city_name: unloadingCity === '' ? '' : (draft.unloadingCity?.displayName ?? ''),
      unloading_radius: unloadingCity === '' ? '' : draft.unloadingRadius,
      max_weight: draft.maxWeight.trim(),
      max_mdp: draft.maxMdp.trim(),
      identification_id: identification,
      loading_date_from: from,
      loading_date_to: to,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      {/* Four columns only from lg: beside the 300 px sidebar a column is 150 px at 1024 px and 250 px at 1366 px. */}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        <NativeSelect
          label={t('entries.filters.loadingCountry')}
          data={countryData}
          value={draft.loadingCountry}
          leftSection={chosenFlag(draft.loadingCountry)}
          onChange={(event) => set({ loadingCountry: event.currentTarget.value, loadingCity: null })}
          data-testid="entries-filter-loading-country"
        />
        <PlaceFilter
          side="loading"
          country={draft.loadingCountry}
          city={draft.loadingCity}
          radius={draft.loadingRadius}
          radiusData={radiusData}
          onCity={(city) => set({ loadingCity: city })}
          onRadius={(radius) => set({ loadingRadius: radius })}
        />
        <NativeSelect
          label={t('entries.filters.unloadingCountry')}
          data={countryData}
          value={draft.unloadingCountry}
          leftSection={chosenFlag(draft.unloadingCountry)}
          onChange={(event) => set({ unloadingCountry: event.currentTarget.value, unloadingCity: null })}
          data-testid="entries-filter-unloading-country"
        />
        <PlaceFilter
          side="unloading"
          country={draft.unloadingCountry}
          city={draft.unloadingCity}
          radius={draft.unloadingRadius}
          radiusData={radiusData}
          onCity={(city) => set({ unloadingCity: city })}
          onRadius={(radius) => set({ unloadingRadius: radius })}
        />
        <TextInput
          label={t('entries.filters.maxWeight')}
          type="number"
          min={0}
          inputMode="decimal"
          value={draft.maxWeight}
          onChange={(event) => set({ maxWeight: event.currentTarget.value })}
          data-testid="entries-filter-max-weight"
        />
        <TextInput
          label={t('entries.filters.maxMdp')}
          type="number"
          min={0}
          inputMode="decimal"
          value={draft.maxMdp}
          onChange={(event) => set({ maxMdp: event.currentTarget.value })}
          data-testid="entries-filter-max-mdp"
        />
        <TextInput
          label={t('entries.filters.identification')}
          maxLength={20}
          value={draft.identification}
          ref={idInput}
          error={errorText(t, i18n, idError)}
          onChange={(event) => {
            setIdError(undefined);
            set({ identification: event.currentTarget.value });
          }}
          data-testid="entries-filter-id"
        />
        <DayRangeField
          label={t('entries.filters.loadingDates')}
          value={draft.loadingDates}
          onChange={(loadingDates) => set({ loadingDates })}
          data-testid="entries-filter-loading-dates"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button
          variant="default"
          onClick={() => {
            setDraft(EMPTY_DRAFT);
            onApply(EMPTY_FILTERS);
          }}
          data-testid="entries-filter-reset"
        >
          {t('entries.filters.reset')}
        </Button>
        <Button type="submit" data-testid="entries-filter-apply">
          {t('entries.filters.apply')}
        </Button>
      </Group>
    </form>
  );
}

type PlaceFilterProps = {
  side: 'loading' | 'unloading';
  country: string;
  city: CityValue | null;
  radius: EntrySearchRadiusKm | '';
  radiusData: { value: string; label: string }[];
  onCity: (city: CityValue | null) => void;
  onRadius: (radius: EntrySearchRadiusKm | '') => void;
};

/**
 * A side's city with the radius around it below it, in one column of the bar: side by side, the city field was left
 * 100 px at 1366 px ("Zuerst ein…", "Nur dieser Or…") and nothing at 1024 px. The radius needs a city to measure from.
 */
function PlaceFilter({ side, country, city, radius, radiusData, onCity, onRadius }: PlaceFilterProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid={`entries-filter-${side}-place`}>
      <CityPicker
        key={`${side}-${country}`}
        id={`entries-filter-${side}-city`}
        label={t(`entries.filters.${side}City`)}
        country={country}
        value={city}
        error={undefined}
        optional
        onChange={onCity}
        testId={`entries-filter-${side}-city`}
      />
      <NativeSelect
        aria-label={t(`entries.filters.${side}Radius`)}
        title={t(`entries.filters.${side}Radius`)}
        data={radiusData}
        value={String(radius)}
        disabled={cityId(city) === ''}
        onChange={(event) => onRadius(radiusOf(event.currentTarget.value))}
        data-testid={`entries-filter-${side}-radius`}
      />
    </Stack>
  );
}
