import { Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { perKmFromTotal, totalFromPerKm } from '../utils/price-per-km';

type Props = {
  /** The road kilometres the prices are for. */
  km: number;
  currency: string;
  /** A price to start from: per km (a truck's price) or the total (a ware's). */
  initial?: { perKm?: number; total?: number };
  testId?: string;
};

/**
 * The price calculator of the Road distances page and the entry form (issue 35 item 1): a price per
 * km and the total for the distance, each worked out from the other as the member types.
 */
export function PriceCalculator({ km, currency, initial, testId = 'price-calculator' }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const start = initial?.perKm ?? (initial?.total !== undefined ? perKmFromTotal(initial.total, km) : null);
  // What the member typed stays as typed ("1," on the way to "1,15"); the other field follows numbers only.
  const [perKm, setPerKm] = useState<number | string>(start ?? '');
  const [total, setTotal] = useState<number | string>(start === null ? (initial?.total ?? '') : totalFromPerKm(start, km));
  const decimal = format.decimalSeparator;

  const fromPerKm = (value: number | string) => {
    setPerKm(value);
    if (typeof value === 'number') setTotal(totalFromPerKm(value, km));
    else if (value === '') setTotal('');
  };
  const fromTotal = (value: number | string) => {
    setTotal(value);
    if (typeof value === 'number') setPerKm(perKmFromTotal(value, km) ?? '');
    else if (value === '') setPerKm('');
  };

  return (
    <Group align="flex-end" gap="sm" data-testid={testId} role="group" aria-label={t('distances.calculator.title')}>
      <NumberInput
        label={t('distances.calculator.perKm', { currency })}
        value={perKm}
        onChange={fromPerKm}
        min={0}
        max={100}
        decimalScale={2}
        decimalSeparator={decimal}
        w={160}
        data-testid={`${testId}-per-km`}
      />
      <Text pb={8} aria-hidden>
        {t('distances.calculator.times', { km: format.number(km) })}
      </Text>
      <NumberInput
        label={t('distances.calculator.total', { currency })}
        value={total}
        onChange={fromTotal}
        min={0}
        max={1_000_000}
        decimalScale={2}
        decimalSeparator={decimal}
        w={180}
        disabled={km <= 0}
        data-testid={`${testId}-total`}
      />
    </Group>
  );
}
