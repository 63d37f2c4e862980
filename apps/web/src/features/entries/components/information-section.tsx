import { Group, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, INFO_MAX, type Currency } from '@freight/shared/entries';
import type { EntryFormValues, InfoValues } from '../utils/entry-values';
import { inputId, type ErrorOf, type OnLeave } from './entry-field-ids';
import { ValidityField } from './validity-field';

const NUMBER_PROPS = { type: 'number', min: 0, step: 0.1, inputMode: 'decimal' } as const;

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
