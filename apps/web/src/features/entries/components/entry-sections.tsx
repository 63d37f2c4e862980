import { Checkbox, Group, NativeSelect, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EUROPEAN_COUNTRIES } from '@freight/shared/countries';
import { chosenFlag } from '../../../components/flag-select';
import { timeZoneOfCountry } from '@freight/shared/country-time-zones';
import { CURRENCIES, INFO_MAX, PLATFORM_TYPES, SPECIAL_FEATURES, TRUCK_TYPES, type Currency } from '@freight/shared/entries';
import { DayRangeField } from '../../../components/date-fields';
import { TimeWindowField } from '../../../components/time-window-field';
import type { CityValue, InfoValues, EntryFormValues, LocationValues, TransportValues } from '../utils/entry-values';
import { CityPicker } from './city-picker';
import { ValidityField } from './validity-field';

/** The error text of a body path, or undefined. */
export type ErrorOf = (path: string) => string | undefined;

/** Checks a body path's field once the member leaves it (the form layer's rule, decision 016). */
export type OnLeave = (path: string) => void;

/** The id of the element that shows a body path's error. */
export const inputId = (path: string) => `entry-${path.replace(/\./g, '-')}`;

/** The id of one box of a group (a truck type, a platform type). */
const boxId = (path: string, code: number) => `${inputId(path)}-${code}`;

/** The groups whose id sits on their wrapper, with the box a failed save focuses instead: the first. */
const GROUP_FIRST_BOX: Record<string, number> = {
  'transport_options.truck_type': TRUCK_TYPES[0],
  'transport_options.platform_type': PLATFORM_TYPES[0],
};

/**
 * The id of the control a failed save focuses for a body path (`fieldId` of the form layer): both ends
 * of a range and its day list are one range picker (the `date_start` id), the city's id and name one
 * city picker, a group its first box.
 */
export function focusId(path: string): string {
  const target = path.replace(/\.(date|date_end)$/, '.date_start').replace(/\.(external_city_id|city_type)$/, '.city_display_name');
  const firstBox = GROUP_FIRST_BOX[target];
  return firstBox === undefined ? inputId(target) : boxId(target, firstBox);
}

const NUMBER_PROPS = { type: 'number', min: 0, step: 0.1, inputMode: 'decimal' } as const;

type TransportProps = {
  formType: EntryFormValues['formType'];
  values: TransportValues;
  onChange: (patch: Partial<TransportValues>) => void;
  errorOf: ErrorOf;
};

/** §3 transport_options: the truck form and the ware form differ only in these fields. */
export function TransportOptionsSection({ formType, values, onChange, errorOf }: TransportProps) {
  const { t } = useTranslation();
  const features = (
    <Checkbox.Group
      label={t('entries.transport.specialFeatures')}
      value={values.specialFeatures.map(String)}
      onChange={(next) => onChange({ specialFeatures: next.map(Number) })}
      data-testid="entry-transport-specialFeatures"
    >
      <Group gap="md" mt={4}>
        {SPECIAL_FEATURES.map((code) => (
          <Checkbox key={code} value={String(code)} label={t(`entries.specialFeatures.${code}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
  const dangerous = (
    <Switch
      label={t('entries.transport.dangerousLoad')}
      checked={values.dangerousLoad}
      onChange={(event) => onChange({ dangerousLoad: event.currentTarget.checked })}
      data-testid="entry-transport-dangerousLoad"
    />
  );

  if (formType === 'ware')
    return (
      <Stack gap="md">
        <Checkbox.Group
          id={inputId('transport_options.platform_type')}
          label={t('entries.transport.platformType')}
          withAsterisk
          value={values.platformType.map(String)}
          onChange={(next) => onChange({ platformType: next.map(Number) })}
          error={errorOf('transport_options.platform_type')}
          data-testid="entry-transport-platformType"
        >
          <Group gap="md" mt={4}>
            {PLATFORM_TYPES.map((code) => (
              <Checkbox
                key={code}
                id={boxId('transport_options.platform_type', code)}
                value={String(code)}
                label={t(`entries.platformTypes.${code}`)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label={t('entries.transport.escrowAccount')}
          checked={values.escrowAccount}
          onChange={(event) => onChange({ escrowAccount: event.currentTarget.checked })}
          data-testid="entry-transport-escrowAccount"
        />
        {dangerous}
        {features}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('entries.transport.transportType')}
        value={String(values.truckTransportType)}
        onChange={(next) => onChange({ truckTransportType: Number(next) })}
        data-testid="entry-transport-transportType"
      >
        <Group gap="md" mt={4}>
          <Radio value="1" label={t('entries.transportTypes.1')} />
          <Radio value="2" label={t('entries.transportTypes.2')} />
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t('entries.transport.coating')}
        value={String(values.truckCoating)}
        onChange={(next) => onChange({ truckCoating: Number(next) })}
        data-testid="entry-transport-coating"
      >
        <Group gap="md" mt={4}>
          <Radio value="1" label={t('entries.coatings.1')} />
          <Radio value="2" label={t('entries.coatings.2')} />
        </Group>
      </Radio.Group>
      <Radio.Group
        id={inputId('transport_options.truck_type')}
        label={t('entries.transport.truckType')}
        withAsterisk
        value={values.truckType === null ? null : String(values.truckType)}
        onChange={(next) => onChange({ truckType: Number(next) })}
        error={errorOf('transport_options.truck_type')}
        data-testid="entry-transport-truckType"
      >
        <Group gap="md" mt={4}>
          {TRUCK_TYPES.map((code) => (
            <Radio
              key={code}
              id={boxId('transport_options.truck_type', code)}
              value={String(code)}
              label={t(`entries.truckTypes.${code}`)}
            />
          ))}
        </Group>
      </Radio.Group>
      {features}
      {dangerous}
    </Stack>
  );
}

type InfoProps = {
  formType: EntryFormValues['formType'];
  values: InfoValues;
  validityDays: EntryFormValues['validityDays'];
  storedValidity: EntryFormValues['stored'];
  onChange: (patch: Partial<InfoValues>) => void;
  onValidityChange: (days: EntryFormValues['validityDays']) => void;
  errorOf: ErrorOf;
  onLeave: OnLeave;
};

/** §3 info and the §9 offer validity. Currency and VAT appear only once a price is entered (§2). */
export function InformationSection({
  formType,
  values,
  validityDays,
  storedValidity,
  onChange,
  onValidityChange,
  errorOf,
  onLeave,
}: InfoProps) {
  const { t } = useTranslation();
  const hasPrice = values.price.trim() !== '';
  const number = (field: 'weight' | 'volume' | 'mdp' | 'price', path: string, label: string, required: boolean) => (
    <TextInput
      {...NUMBER_PROPS}
      // Decision 010: weight, volume and loading metres have road-transport bounds.
      max={field === 'price' ? undefined : INFO_MAX[field]}
      id={inputId(path)}
      label={label}
      withAsterisk={required}
      value={values[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      onBlur={() => onLeave(path)}
      error={errorOf(path)}
      data-testid={`entry-info-${field}`}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {number('weight', 'info.weight', t('entries.info.weight'), true)}
        {number('volume', 'info.volume', t('entries.info.volume'), false)}
        {number('mdp', 'info.mdp', t('entries.info.mdp'), true)}
      </SimpleGrid>
      {number('price', 'info.price', formType === 'truck' ? t('entries.info.pricePerKm') : t('entries.info.price'), false)}
      {hasPrice && (
        <Group gap="md" align="flex-end">
          <NativeSelect
            id={inputId('info.currency')}
            label={t('entries.info.currency')}
            data={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            value={values.currency}
            onChange={(event) => onChange({ currency: event.currentTarget.value as Currency })}
            onBlur={() => onLeave('info.currency')}
            error={errorOf('info.currency')}
            data-testid="entry-info-currency"
          />
          <Switch
            label={t('entries.info.vatType')}
            checked={values.vatType}
            onChange={(event) => onChange({ vatType: event.currentTarget.checked })}
            mb={8}
            data-testid="entry-info-vatType"
          />
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          id={inputId('info.payment_term')}
          label={t('entries.info.paymentTerm')}
          value={values.paymentTerm}
          onChange={(event) => onChange({ paymentTerm: event.currentTarget.value })}
          onBlur={() => onLeave('info.payment_term')}
          error={errorOf('info.payment_term')}
          data-testid="entry-info-paymentTerm"
        />
        <ValidityField
          id={inputId('validity_days')}
          days={validityDays}
          stored={storedValidity}
          onChange={onValidityChange}
          error={errorOf('validity_days')}
        />
      </SimpleGrid>
    </Stack>
  );
}

type LocationProps = {
  /** `loading_location` or `unloading_location`: the body path of the errors. */
  path: 'loading_location' | 'unloading_location';
  /** `loading` or `unloading`: the test ids. */
  name: 'loading' | 'unloading';
  values: LocationValues;
  onChange: (patch: Partial<LocationValues>) => void;
  errorOf: ErrorOf;
  onLeave: OnLeave;
  countryNames: Intl.DisplayNames;
  /** The earliest date the pickers offer (decision 010): today at the loading place, or the loading start. */
  minDate?: string;
};

/** §3 location: country, city, postal code, date range and time window. */
export function LocationSection({ path, name, values, onChange, errorOf, onLeave, countryNames, minDate }: LocationProps) {
  const { t } = useTranslation();
  const zone = timeZoneOfCountry(values.country);
  const countries = EUROPEAN_COUNTRIES.map(({ code }) => ({ value: code, label: countryNames.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
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
