import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timeZoneOfCountry } from '@freight/shared/country-time-zones';
import { DayRangeField } from '../../../components/date-fields';
import { chosenFlag } from '../../../components/flag-select';
import { TimeWindowField } from '../../../components/time-window-field';
import { useCountryOptions } from '../../../lib/format/select-options';
import type { CityValue, LocationValues } from '../utils/entry-values';
import { CityPicker } from './city-picker';
import { inputId, type ErrorOf, type OnLeave } from './entry-field-ids';

type LocationProps = {
  /** `loading_location` or `unloading_location`: the body path of the errors. */
  path: 'loading_location' | 'unloading_location';
  /** `loading` or `unloading`: the test ids. */
  name: 'loading' | 'unloading';
  values: LocationValues;
  onChange: (patch: Partial<LocationValues>) => void;
  errorOf: ErrorOf;
  onLeave: OnLeave;
  /** The earliest date the pickers offer (decision 010): today at the loading place, or the loading start. */
  minDate?: string;
};

/** §3 location: country, city, postal code, date range and time window. */
export function LocationSection({ path, name, values, onChange, errorOf, onLeave, minDate }: LocationProps) {
  const { t } = useTranslation();
  const zone = timeZoneOfCountry(values.country);
  const { countries } = useCountryOptions();
  const field = (key: string) => `${path}.${key}`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          id={inputId(field('country'))}
          label={t('entries.location.country')}
          withAsterisk
          data={[{ value: '', label: t('entries.location.chooseCountry') }, ...countries]}
          value={values.country}
          leftSection={chosenFlag(values.country)}
          // §2: changing the country clears the city.
          onChange={(event) => onChange({ country: event.currentTarget.value, city: null })}
          onBlur={() => onLeave(field('country'))}
          error={errorOf(field('country'))}
          data-testid={`entry-${name}-country`}
        />
        <CityPicker
          key={values.country}
          id={inputId(field('city_display_name'))}
          label={t('entries.location.city')}
          country={values.country}
          value={values.city}
          onChange={(city: CityValue | null) => onChange({ city })}
          error={errorOf(field('city_display_name')) ?? errorOf(field('external_city_id'))}
          testId={`entry-${name}-city`}
        />
      </SimpleGrid>
      <TextInput
        id={inputId(field('postal_code'))}
        label={t('entries.location.postalCode')}
        withAsterisk
        maxLength={20}
        autoComplete="off"
        value={values.postalCode}
        onChange={(event) => onChange({ postalCode: event.currentTarget.value })}
        onBlur={() => onLeave(field('postal_code'))}
        error={errorOf(field('postal_code'))}
        data-testid={`entry-${name}-postalCode`}
      />
      <DayRangeField
        id={inputId(field('date_start'))}
        label={t('entries.location.dates')}
        required
        minDate={minDate}
        value={{ start: values.dateStart, end: values.dateEnd }}
        onChange={({ start, end }) => onChange({ dateStart: start, dateEnd: end })}
        // The shared rule answers per end (and `date` for the list): every one lands on this one field.
        error={errorOf(field('date_start')) ?? errorOf(field('date')) ?? errorOf(field('date_end'))}
        data-testid={`entry-${name}-dates`}
      />
      {/* Issue 35 item 2: the time window's start and end in one popup, on the 24-hour clock. */}
      <TimeWindowField
        ids={{ start: inputId(field('time_start')), end: inputId(field('time_end')) }}
        label={t('entries.location.timeWindow')}
        value={{ start: values.timeStart, end: values.timeEnd }}
        onChange={({ start, end }) => onChange({ timeStart: start, timeEnd: end })}
        error={errorOf(field('time_start')) ?? errorOf(field('time_end'))}
        data-testid={`entry-${name}-timeWindow`}
      />
      {/* Decision 011: dates and times are the place's wall clock, whoever reads the entry. */}
      {zone && (
        <Text size="xs" c="dimmed" data-testid={`entry-${name}-localTimes`}>
          {t('entries.location.localTimes', { zone })}
        </Text>
      )}
    </Stack>
  );
}
