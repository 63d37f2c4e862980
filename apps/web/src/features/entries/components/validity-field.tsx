import { NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_VALIDITY_DAYS } from '@freight/shared/entries';
import { useFormat } from '../../../lib/format/use-format';
import type { EntryFormValues } from '../utils/entry-values';

const DAY_MS = 86_400_000;

type Props = {
  id: string;
  /** Days from the save; null keeps the stored date (edit only). */
  days: number | null;
  /** The edited entry's stored validity and expiry; absent on create. */
  stored: EntryFormValues['stored'];
  onChange: (days: number | null) => void;
  error: string | undefined;
};

/**
 * §9 offer validity with the date it gives, so an edit never shortens an offer unnoticed: on edit the
 * stored date stays until the member picks a validity, which then counts from the save (decision 013).
 */
export function ValidityField({ id, days, stored, onChange, error }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  // The save is a moment away: the date a chosen validity gives is counted from when the form opened.
  const [openedAt] = useState(() => Date.now());
  const validUntil = days === null ? stored?.validUntil : openedAt + days * DAY_MS;
  const options = [
    ...(stored ? [{ value: '', label: t('entries.info.validityKeep') }] : []),
    ...OFFER_VALIDITY_DAYS.map((choice) => ({ value: String(choice), label: t('entries.info.days', { count: choice }) })),
  ];
  return (
    <Stack gap={4}>
      <NativeSelect
        id={id}
        label={t('entries.info.validity')}
        data={options}
        value={days === null ? '' : String(days)}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
        error={error}
        data-testid="entry-info-validityDays"
      />
      {validUntil !== undefined && (
        <Text size="xs" c="dimmed" data-testid="entry-valid-until">
          {t('entries.info.validUntil', { date: format.dateTime(validUntil) })}
        </Text>
      )}
      {stored && days === null && (
        <Text size="xs" c="dimmed" data-testid="entry-expires-at">
          {t('entries.info.expiresAt', { date: format.dateTime(stored.expiresAt) })}
        </Text>
      )}
    </Stack>
  );
}
