import { Button, Collapse, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormType } from '@freight/shared/entries';
import { useFormat } from '../../../lib/format/use-format';
import { useUiLanguage } from '../../../lib/i18n';
import { distanceQuery } from '../api/get-distance';
import type { CityValue } from '../utils/entry-values';
import { PriceCalculator } from './price-calculator';

type Props = { formType: FormType; loading: CityValue | null; unloading: CityValue | null; currency: string; price: string };

const idOf = (city: CityValue | null) => (city && city.id !== '' ? city.id : null);

/**
 * The Road distances page's price calculator on the entry form (issue 35 item 1): once both cities
 * are chosen from the list, per km ↔ total for the estimated road distance between them, starting
 * from the form's price (a truck's is per km, a ware's the total). It computes; it never changes the form.
 */
export function EntryPriceCalculator({ formType, loading, unloading, currency, price }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useUiLanguage();
  const [open, setOpen] = useState(false);
  const from = idOf(loading);
  const to = idOf(unloading);
  const query = useQuery({ ...distanceQuery(from ?? 0, to ?? 0, lang), enabled: open && from !== null && to !== null });
  if (from === null || to === null) return null;
  const typed = Number(price.replace(',', '.'));
  const start = price.trim() === '' || !Number.isFinite(typed) ? undefined : formType === 'truck' ? { perKm: typed } : { total: typed };
  return (
    <Stack gap="xs" data-testid="entry-price-calculator">
      <Button variant="light" onClick={() => setOpen((value) => !value)} aria-expanded={open} w="fit-content">
        {t('distances.calculator.open')}
      </Button>
      <Collapse expanded={open}>
        {query.data && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('distances.calculator.forDistance', { km: format.number(query.data.road_km) })}
            </Text>
            <PriceCalculator
              key={`${query.data.road_km}-${price}`}
              km={query.data.road_km}
              currency={currency}
              initial={start}
              testId="entry-calculator"
            />
          </Stack>
        )}
        {query.isError && <Text c="red">{t('distances.failed')}</Text>}
      </Collapse>
    </Stack>
  );
}
