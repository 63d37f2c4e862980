import { Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOfCountry } from '@freight/shared/country-time-zones';
import { INFO_MAX, NOTES_COUNTER_FROM, NOTES_MAX, type ListingInput } from '@freight/shared/listings';
import { localDateIn } from '@freight/shared/zoned-time';
import { FormActions } from '../../../components/form-actions';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { toListingBody, validateListing, type FieldErrors, type ListingFormValues, type LocationKey } from '../utils/listing-values';
import { InformationSection, inputId, LocationSection, TransportOptionsSection } from './listing-sections';

type Props = {
  initialValues: ListingFormValues;
  /** Called with the §7 body once it passes the shared schema; rejects when the call fails. */
  onSubmit: (body: ListingInput) => Promise<void>;
};

/** The order in which a failed save looks for the first field to focus. */
const FIELD_ORDER = [
  'transport_options.truck_type',
  'transport_options.platform_type',
  'info.weight',
  'info.volume',
  'info.mdp',
  'info.price',
  'info.payment_term',
  ...['loading_location', 'unloading_location'].flatMap((path) =>
    ['country', 'city_display_name', 'postal_code', 'date_start', 'date', 'date_end', 'time_start', 'time_end'].map(
      (key) => `${path}.${key}`,
    ),
  ),
  'notes',
];

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The upper bound of a number field (`info.weight` …), if it has one. */
const maxOf = (path: string): number | undefined => {
  const field = path.replace(/^info\./, '');
  return Object.hasOwn(INFO_MAX, field) ? INFO_MAX[field as keyof typeof INFO_MAX] : undefined;
};

/** Both ends of a range (and its day list) are one range picker, which carries the `date_start` id. */
const focusTarget = (path: string) => path.replace(/\.(date|date_end)$/, '.date_start');

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * §2 listing form, one module for trucks and wares (`formType` is data). Checked by the shared
 * `listingInputSchema`; a failed check marks the fields and warns for 5 s (§5).
 */
export function ListingForm({ initialValues, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setFormValues] = useState(initialValues);
  // Codes the API answered per field (`validation_failed`), shown until the next change.
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = useMemo(() => (submitted ? validateListing(values) : {}), [submitted, values]);
  const countryNames = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  // Decision 010: loading from today at the loading place on (the browser's zone until a country is chosen).
  const loadingToday = localDateIn(new Date(), timeZoneOfCountry(values.loadingLocation.country) ?? browserZone());

  const setValues = (update: (current: ListingFormValues) => ListingFormValues) => {
    setFormValues(update);
    setServerErrors({});
  };

  const errorOf = (path: string) => {
    const code = serverErrors[path] ?? errors[path];
    if (!code) return undefined;
    const key = `validation.${code}`;
    if (!i18n.exists(key)) return t('validation.invalid_value');
    // A number above its bound names the bound (decision 010), in the reader's number format.
    const max = code === 'too_large' ? maxOf(path) : undefined;
    return max === undefined ? t(key) : t(key, { max: new Intl.NumberFormat(i18n.language).format(max) });
  };

  const patchLocation = (key: LocationKey) => (patch: Partial<ListingFormValues[LocationKey]>) =>
    setValues((current) => ({ ...current, [key]: { ...current[key], ...patch } }));

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = validateListing(values);
    const invalid = Object.keys(found);
    if (invalid.length > 0) {
      // §5's 'Some fields are empty' only when that is all that is wrong; otherwise each marked field says what.
      alert.warning(Object.values(found).every((code) => code === 'required') ? 'listing.validationFailed' : 'listing.validationInvalid');
      const first = FIELD_ORDER.find((path) => invalid.includes(path)) ?? invalid[0];
      const target = first ? document.getElementById(inputId(focusTarget(first))) : null;
      // Groups (truck type, platform types) carry the id on their wrapper: focus their first input.
      // The date range picker is a button.
      (target?.matches('input, select, textarea, button') ? target : target?.querySelector('input'))?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(toListingBody(values));
    } catch (error) {
      // The page has shown the failure; the form keeps what was typed and marks fields the API refused.
      if (error instanceof ApiRequestError && error.fields)
        setServerErrors(Object.fromEntries(Object.entries(error.fields).map(([path, codes]) => [path, codes[0]])));
    } finally {
      setSaving(false);
    }
  };

  const notesLength = values.notes.length;

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t(`listing.title.${values.formType}`)}>
      <FormActions>
        <Button onClick={() => void save()} loading={saving} data-testid="listing-save">
          {t('common.save')}
        </Button>
      </FormActions>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('listing.sections.transport')} testId="listing-transport">
            <TransportOptionsSection
              formType={values.formType}
              values={values.transportOptions}
              onChange={(patch) => setValues((current) => ({ ...current, transportOptions: { ...current.transportOptions, ...patch } }))}
              errorOf={errorOf}
            />
          </Section>
          <Section title={t('listing.sections.information')} testId="listing-info">
            <InformationSection
              formType={values.formType}
              values={values.info}
              validityDays={values.validityDays}
              storedValidity={values.stored}
              onChange={(patch) => setValues((current) => ({ ...current, info: { ...current.info, ...patch } }))}
              onValidityChange={(validityDays) => setValues((current) => ({ ...current, validityDays }))}
              errorOf={errorOf}
            />
          </Section>
          <Section title={t('listing.sections.loading')} testId="listing-loading">
            <LocationSection
              path="loading_location"
              name="loading"
              values={values.loadingLocation}
              onChange={patchLocation('loadingLocation')}
              errorOf={errorOf}
              countryNames={countryNames}
              minDate={loadingToday}
            />
          </Section>
          <Section title={t('listing.sections.unloading')} testId="listing-unloading">
            <LocationSection
              path="unloading_location"
              name="unloading"
              values={values.unloadingLocation}
              onChange={patchLocation('unloadingLocation')}
              errorOf={errorOf}
              countryNames={countryNames}
              minDate={values.loadingLocation.dateStart || loadingToday}
            />
          </Section>
        </SimpleGrid>
        <Section title={t('listing.sections.notes')} testId="listing-notes-section">
          <Textarea
            id={inputId('notes')}
            label={t('listing.notes')}
            rows={3}
            maxLength={NOTES_MAX}
            value={values.notes}
            onChange={(event) => {
              const notes = event.currentTarget.value;
              setValues((current) => ({ ...current, notes }));
            }}
            error={errorOf('notes')}
            data-testid="listing-notes"
          />
          {/* §5: the counter appears above 75 characters. */}
          {notesLength > NOTES_COUNTER_FROM && (
            <Text size="xs" c="dimmed" ta="right" mt={4} aria-live="polite" data-testid="listing-notes-counter">
              {t('listing.notesCounter', { count: notesLength, max: NOTES_MAX })}
            </Text>
          )}
        </Section>
        {/* Enter in a field submits the form; the visible button sits in the header. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Stack>
    </form>
  );
}
