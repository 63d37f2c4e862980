import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { percentFromMedian } from '@freight/shared/lane-prices';
import { useFormat } from '../lib/format/use-format';
import { lanePriceQuery, type LaneContext } from '../lib/lane-prices/lane-price-query';

type Props = {
  /** Null until the form knows both countries. */
  lane: LaneContext | null;
  /** The price being set, per km (null when it is empty or cannot be put per km). */
  pricePerKm: number | null;
  /** The price's currency: lane prices are in EUR only, so another currency is not compared. */
  currency: string | null;
  /** Road km of the lane, to say what the median comes to for the whole trip (Road distances page). */
  km?: number | null;
  testId?: string;
};

/**
 * Issue 32 item 6, where prices are set: the lane median per km of the last 90 days with the deals and
 * companies behind it, and how the price being set compares. Below the threshold it says so, with no figure.
 */
export function LaneHint({ lane, pricePerKm, currency, km, testId = 'lane-hint' }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery({
    ...lanePriceQuery(lane ?? { formType: 'ware', loadingCountry: '', unloadingCountry: '' }),
    enabled: lane !== null,
  });
  if (lane === null) return null;
  if (query.isPending) return <Loader size="xs" role="status" aria-label={t('lanePrices.loading')} />;
  if (query.isError)
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-error`}>
        {t('lanePrices.failed')}
      </Text>
    );
  const data = query.data;
  const number = (value: number, digits = 2) => format.number(value, { min: digits, max: digits });
  // A hint never breaks the form it sits in: an answer it cannot read shows nothing.
  if (typeof data.deals !== 'number' || typeof data.from !== 'string') return null;
  if (data.withheld) {
    // Enough deals, but not for this reader: say why rather than "not enough deals" beside counts that are enough.
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-withheld`}>
        {t('lanePrices.withheld', { deals: data.deals, companies: data.companies })}
      </Text>
    );
  }
  if (data.insufficient_data || typeof data.median_per_km !== 'number') {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-insufficient`}>
        {t('lanePrices.insufficient', {
          deals: data.deals,
          companies: data.companies,
          minDeals: data.min_deals,
          minCompanies: data.min_companies,
        })}
      </Text>
    );
  }
  const percent = currency === data.currency && pricePerKm !== null ? percentFromMedian(pricePerKm, data.median_per_km) : null;
  return (
    <div data-testid={testId} aria-live="polite">
      <Text size="sm">
        {t(data.level === 'region' ? 'lanePrices.medianRegion' : 'lanePrices.median', {
          median: number(data.median_per_km),
          currency: data.currency,
          deals: data.deals,
          companies: data.companies,
        })}
        {percent !== null && (
          <>
            {' '}
            <Text span fw={700} data-testid={`${testId}-compare`}>
              {percent === 0
                ? t('lanePrices.atMedian')
                : t(percent < 0 ? 'lanePrices.below' : 'lanePrices.above', { percent: Math.abs(percent) })}
            </Text>
          </>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {t('lanePrices.basis', {
          p25: number(data.p25 ?? 0),
          p75: number(data.p75 ?? 0),
          currency: data.currency,
          from: format.dayInWords(data.from),
          to: format.dayInWords(data.to),
        })}
        {data.excluded_other_currency > 0 && ` ${t('lanePrices.excluded', { n: data.excluded_other_currency })}`}
        {currency !== null && currency !== data.currency && pricePerKm !== null && ` ${t('lanePrices.otherCurrency', { currency })}`}
      </Text>
      {km ? (
        <Text size="sm" data-testid={`${testId}-trip`}>
          {t('lanePrices.trip', { km: number(km, 0), total: number(km * data.median_per_km, 0), currency: data.currency })}
        </Text>
      ) : null}
    </div>
  );
}
