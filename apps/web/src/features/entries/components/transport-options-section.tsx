import { Checkbox, Group, Radio, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLATFORM_TYPES, SPECIAL_FEATURES, TRUCK_TYPES } from '@freight/shared/entries';
import type { EntryFormValues, TransportValues } from '../utils/entry-values';
import { boxId, inputId, type ErrorOf } from './entry-field-ids';

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
