import { Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOfCountry } from '@freight/shared/country-time-zones';
import { INFO_MAX, NOTES_COUNTER_FROM, NOTES_MAX, type EntryInput } from '@freight/shared/entries';
import { localDateIn } from '@freight/shared/zoned-time';
import { FormActions } from '../../../components/form-actions';
import { alert } from '../../../lib/alerts/alert';
import { useFormat } from '../../../lib/format/use-format';
import { ApiRequestError } from '../../../lib/api-client';
import { useSchemaForm, type ErrorCodes } from '../../../lib/forms/use-schema-form';
import { toEntryBody, validateEntry, type EntryFormValues } from '../utils/entry-values';
import { focusId, inputId } from './entry-field-ids';
import { InformationSection } from './information-section';
import { LocationSection } from './location-section';
import { TransportOptionsSection } from './transport-options-section';
import { EntryLaneHint } from './entry-lane-hint';
import { EntryPriceCalculator } from './entry-price-calculator';

type Props = {
  initialValues: EntryFormValues;
  /** Called with the §7 body once it passes the shared schema; rejects when the call fails. */
  onSubmit: (body: EntryInput) => Promise<void>;
};

/**
 * The shared schema's verdict, keyed by the API's body paths so the API's `fields` land on the same
 * fields; the form layer focuses the invalid field first on screen after a failed save.
 */
const validate = (values: EntryFormValues): ErrorCodes => validateEntry(values);

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The upper bound of a number field (`info.weight` …), if it has one. */
const maxOf = (path: string): number | undefined => {
  const field = path.replace(/^info\./, '');
  return Object.hasOwn(INFO_MAX, field) ? INFO_MAX[field as keyof typeof INFO_MAX] : undefined;
};

/** The parts of the values a section changes by patches, and the values set whole. */
type PatchedKey = 'transportOptions' | 'info' | 'loadingLocation' | 'unloadingLocation';
type SetKey = 'validityDays' | 'notes';

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
 * §2 entry form, one module for trucks and wares (`formType` is data), on the app's form layer
 * (decision 016): values in `@mantine/form`, checked by the shared `entryInputSchema` with errors kept
 * as codes on the API's body paths. A field's error appears when it is left or on save and follows its
 * value from then on; once a save was tried every mark follows each change. A failed check marks the
 * fields, focuses the first and warns for 5 s (§5).
 */
export function EntryForm({ initialValues, onSubmit }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  // The initial values are read once: the uid they carry names every save of this publication.
  const { form, fieldError, submit, showServerErrors } = useSchemaForm<EntryFormValues>({
    initialValues,
    validate,
    fieldId: focusId,
  });
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const values = form.values;
  // Decision 010: loading from today at the loading place on (the browser's zone until a country is chosen).
  const loadingToday = localDateIn(new Date(), timeZoneOfCountry(values.loadingLocation.country) ?? browserZone());

  const errorOf = (path: string) => {
    // A number above its bound names the bound (decision 010), in the reader's number format.
    const max = form.errors[path] === 'too_large' ? maxOf(path) : undefined;
    return max === undefined ? fieldError(path) : t('validation.too_large', { max: format.number(max) });
  };

  /**
   * The marks after a change: once a save was tried the whole form is judged again (the API's codes
   * give way to the form's own); before, a shown error stays only while its field still fails.
   */
  const recheck = () => {
    if (submitted) {
      form.validate();
      return;
    }
    const shown = Object.keys(form.errors);
    if (shown.length === 0) return;
    const fresh = validate(form.getValues());
    form.setErrors(Object.fromEntries(shown.flatMap((path) => (fresh[path] ? [[path, fresh[path]]] : []))));
  };

  const setValue = <Key extends SetKey>(key: Key, value: EntryFormValues[Key]) => {
    form.setFieldValue<EntryFormValues, SetKey>(key, value);
    recheck();
  };

  /** A section's change: its part of the values with the changed fields (the country and its cleared city at once). */
  const patch =
    <Key extends PatchedKey>(key: Key) =>
    (changes: Partial<EntryFormValues[Key]>) => {
      const next: EntryFormValues[PatchedKey] = { ...form.getValues()[key], ...changes };
      form.setFieldValue<EntryFormValues, PatchedKey>(key, next);
      recheck();
    };

  /** A field left shows what is wrong with it; leaving does not take a shown error (the API's) away. */
  const onLeave = (path: string) => {
    if (!form.errors[path]) form.validateField(path);
  };

  const send = async (valid: EntryFormValues) => {
    setSaving(true);
    try {
      await onSubmit(toEntryBody(valid));
    } catch (error) {
      // The page has shown the failure; the form keeps what was typed and marks the fields the API refused.
      if (error instanceof ApiRequestError) showServerErrors(error.fields);
    } finally {
      setSaving(false);
    }
  };
  const submitValid = submit((valid) => void send(valid));

  const save = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = Object.values(validate(form.getValues()));
    // §5's 'Some fields are empty' only when that is all that is wrong; otherwise each marked field says what.
    if (found.length > 0)
      alert.warning(found.every((code) => code === 'required') ? 'entries.validationFailed' : 'entries.validationInvalid');
    // The form layer marks the fields and focuses the first, or sends the valid values.
    submitValid(event);
  };

  const notesLength = values.notes.length;

  return (
    <form onSubmit={save} noValidate aria-label={t(`entries.title.${values.formType}`)}>
      <FormActions>
        <Button onClick={() => save()} loading={saving} data-testid="entry-save">
          {t('common.save')}
        </Button>
      </FormActions>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('entries.sections.transport')} testId="entry-transport">
            <TransportOptionsSection
              formType={values.formType}
              values={values.transportOptions}
              onChange={patch('transportOptions')}
              errorOf={errorOf}
            />
          </Section>
          <Section title={t('entries.sections.information')} testId="entry-info">
            <InformationSection
              formType={values.formType}
              values={values.info}
              validityDays={values.validityDays}
              storedValidity={values.stored}
              onChange={patch('info')}
              // On edit only a validity the member picks is sent (issue 11 item 2): null keeps the stored date.
              onValidityChange={(validityDays) => setValue('validityDays', validityDays)}
              errorOf={errorOf}
              onLeave={onLeave}
            />
          </Section>
          <Section title={t('entries.sections.loading')} testId="entry-loading">
            <LocationSection
              path="loading_location"
              name="loading"
              values={values.loadingLocation}
              onChange={patch('loadingLocation')}
              errorOf={errorOf}
              onLeave={onLeave}
              minDate={loadingToday}
            />
          </Section>
          <Section title={t('entries.sections.unloading')} testId="entry-unloading">
            <LocationSection
              path="unloading_location"
              name="unloading"
              values={values.unloadingLocation}
              onChange={patch('unloadingLocation')}
              errorOf={errorOf}
              onLeave={onLeave}
              minDate={values.loadingLocation.dateStart || loadingToday}
            />
          </Section>
        </SimpleGrid>
        <EntryPriceCalculator
          formType={values.formType}
          loading={values.loadingLocation.city}
          unloading={values.unloadingLocation.city}
          currency={values.info.currency}
          price={values.info.price}
        />
        <EntryLaneHint values={values} />
        <Section title={t('entries.sections.notes')} testId="entry-notes-section">
          <Textarea
            id={inputId('notes')}
            label={t('entries.notes')}
            rows={3}
            maxLength={NOTES_MAX}
            value={values.notes}
            onChange={(event) => setValue('notes', event.currentTarget.value)}
            onBlur={() => onLeave('notes')}
            error={errorOf('notes')}
            data-testid="entry-notes"
          />
          {/* §5: the counter appears above 75 characters. */}
          {notesLength > NOTES_COUNTER_FROM && (
            <Text size="xs" c="dimmed" ta="right" mt={4} aria-live="polite" data-testid="entry-notes-counter">
              {t('entries.notesCounter', { count: notesLength, max: NOTES_MAX })}
            </Text>
          )}
        </Section>
        {/* Enter in a field submits the form; the visible button sits in the header. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Stack>
    </form>
  );
}
