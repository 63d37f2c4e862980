import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEAL_CURRENCIES,
  DEAL_NOTE_MAX,
  DEAL_PAYMENT_TERM_MAX_DAYS,
  DEAL_PRICE_UNITS,
  dealTermsSchema,
  type DealEntry,
  type DealTermsInput,
} from '@freight/shared/deals';
import { DayField } from '../../../components/date-fields';
import { LaneHint } from '../../../components/lane-hint';
import { errorText } from '../../../lib/forms/error-text';
import { useFormat } from '../../../lib/format/use-format';
import type { LaneContext } from '../../../lib/lane-prices/lane-price-query';
import { ApiRequestError } from '../../../lib/api-client';

type Props = {
  /** The entry's windows: the dates are chosen within them; its lane (form and truck type) for the lane hint. */
  entry: Pick<DealEntry, 'loading' | 'unloading'> & Partial<Pick<DealEntry, 'form_type' | 'truck_type'>>;
  /** The lane and road km where the caller knows more than the deal's entry (an offer from the entry itself). */
  lane?: LaneContext & { distanceKm: number | null };
  initial: DealTermsInput;
  submitLabel: string;
  onSubmit(terms: DealTermsInput): Promise<void>;
  onCancel(): void;
};

type Field = keyof DealTermsInput;

/**
 * A number field's value as the terms hold it. While the member types, Mantine gives the text ("1." on the way
 * to "1.15"): read as a number for the terms, while the field keeps showing the text (a field fed back 1 would
 * drop the separator, and "1.15" would become 115). An empty field is no number, which the schema calls
 * required (not 0: a payment term left empty is not "paid on delivery").
 */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

/** The terms of an offer or a counter (issue 31 item 1): checked with the API's own schema before sending. */
export function TermsForm({ entry, initial, submitLabel, onSubmit, onCancel, lane }: Props) {
  const { t, i18n } = useTranslation();
  const [terms, setTerms] = useState<DealTermsInput>(initial);
  // What the number fields show, as typed; the terms hold their numbers (numberOf).
  const [typed, setTyped] = useState<{ price: number | string; term: number | string }>({
    price: initial.price,
    term: initial.payment_term_days,
  });
  // The language's decimal separator ("1,15" in German); a typed "." or "," becomes it.
  const decimal = useFormat().decimalSeparator;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends Field>(field: K, value: DealTermsInput[K]) => setTerms((current) => ({ ...current, [field]: value }));
  const error = (field: Field) => errorText(t, i18n, errors[field]);
  // Issue 32 item 6: the lane hint; a total is put per km only where the road distance is known.
  const laneOf: LaneContext | null =
    lane ??
    (entry.form_type
      ? {
          formType: entry.form_type,
          loadingCountry: entry.loading.country,
          unloadingCountry: entry.unloading.country,
          truckType: entry.truck_type,
        }
      : null);
  const km = lane?.distanceKm ?? null;
  const price = typeof terms.price === 'number' && terms.price > 0 ? terms.price : null;
  const perKm = price === null ? null : terms.price_unit === 'per_km' ? price : km ? price / km : null;

  const submit = async () => {
    const parsed = dealTermsSchema.safeParse(terms);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    // The API's own check of the entry's windows (deal-terms.ts), said before sending.
    const outside = (day: string, window: { date_start: string; date_end: string }) => day < window.date_start || day > window.date_end;
    const windows: Partial<Record<Field, string>> = {
      ...(outside(terms.loading_date, entry.loading) ? { loading_date: 'outside_window' } : {}),
      ...(outside(terms.unloading_date, entry.unloading) ? { unloading_date: 'outside_window' } : {}),
    };
    if (Object.keys(windows).length > 0) {
      setErrors(windows);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(terms);
    } catch (failure) {
      // The API's field codes (a date outside the entry's windows) go under their fields.
      if (failure instanceof ApiRequestError && failure.fields) {
        setErrors(Object.fromEntries(Object.entries(failure.fields).map(([field, codes]) => [field, codes[0]])));
      } else throw failure;
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="deal-terms-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('deals.terms.price')}
            required
            min={0.01}
            decimalScale={2}
            decimalSeparator={decimal}
            value={typed.price}
            onChange={(value) => {
              setTyped((current) => ({ ...current, price: value }));
              set('price', numberOf(value));
            }}
            error={error('price')}
            data-testid="deal-price"
          />
          <Select
            label={t('deals.terms.priceUnit')}
            data={DEAL_PRICE_UNITS.map((unit) => ({ value: unit, label: t(`deals.priceUnit.${unit}`) }))}
            value={terms.price_unit}
            onChange={(value) => value && set('price_unit', value as DealTermsInput['price_unit'])}
            allowDeselect={false}
            data-testid="deal-price-unit"
          />
          <Select
            label={t('deals.terms.currency')}
            data={[...DEAL_CURRENCIES]}
            value={terms.currency}
            onChange={(value) => value && set('currency', value as DealTermsInput['currency'])}
            allowDeselect={false}
            data-testid="deal-currency"
          />
          <NumberInput
            label={t('deals.terms.paymentTerm')}
            min={0}
            max={DEAL_PAYMENT_TERM_MAX_DAYS}
            allowDecimal={false}
            value={typed.term}
            onChange={(value) => {
              setTyped((current) => ({ ...current, term: value }));
              set('payment_term_days', numberOf(value));
            }}
            error={error('payment_term_days')}
            data-testid="deal-payment-term"
          />
          {/* Days as the interface writes them (a browser's own date field follows the system's locale: 11/29/2026
              in an English browser of a German dispatcher). No minDate/maxDate: Mantine would drop a typed day
              outside them on blur and keep the previous one; a day outside the entry's window is said under the field. */}
          <DayField
            id="deal-loading-date"
            label={t('deals.terms.loadingDate')}
            required
            value={terms.loading_date}
            onChange={(day) => set('loading_date', day)}
            error={error('loading_date')}
            data-testid="deal-loading-date"
          />
          <DayField
            id="deal-unloading-date"
            label={t('deals.terms.unloadingDate')}
            required
            value={terms.unloading_date}
            onChange={(day) => set('unloading_date', day)}
            error={error('unloading_date')}
            data-testid="deal-unloading-date"
          />
        </SimpleGrid>
        <LaneHint lane={laneOf} pricePerKm={perKm} currency={terms.currency} testId="deal-lane-hint" />
        <Textarea
          label={t('deals.terms.note')}
          maxLength={DEAL_NOTE_MAX}
          rows={3}
          value={terms.note ?? ''}
          onChange={(event) => set('note', event.currentTarget.value)}
          error={error('note')}
          data-testid="deal-note"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('deals.actions.close')}
          </Button>
          <Button type="submit" loading={busy} data-testid="deal-terms-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
