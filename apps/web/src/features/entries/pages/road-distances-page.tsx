import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LaneHint } from '../../../components/lane-hint';
import { useFormat } from '../../../lib/format/use-format';
import { useUiLanguage } from '../../../lib/i18n';
import { distanceQuery } from '../api/get-distance';
import { DistancePlaceFields, type DistancePlace } from '../components/distance-place-fields';
import { PriceCalculator } from '../components/price-calculator';

const EMPTY: DistancePlace = { country: '', city: null };
const idOf = (place: DistancePlace) => (place.city && place.city.id !== '' ? place.city.id : null);

/**
 * "Road distances" (§2 menu, issue 35 item 1): two places, their distance as the crow flies and the road
 * kilometres as the exchange estimates them for entries, said to be an estimate and how it is made,
 * with the price calculator.
 */
export function RoadDistancesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useUiLanguage();
  const [from, setFrom] = useState(EMPTY);
  const [to, setTo] = useState(EMPTY);
  const fromId = idOf(from);
  const toId = idOf(to);
  const query = useQuery({ ...distanceQuery(fromId ?? 0, toId ?? 0, lang), enabled: fromId !== null && toId !== null });
  const km = (value: number) => format.number(value, { max: 0 });
  // A city typed by a member has no coordinates to measure from.
  const typedCity = (from.city?.userAdded ?? false) || (to.city?.userAdded ?? false);

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('distances.title')}</Title>
      <Text c="dimmed">{t('distances.intro')}</Text>
      <DistancePlaceFields name="from" value={from} onChange={setFrom} />
      <DistancePlaceFields name="to" value={to} onChange={setTo} />
      {typedCity && (
        <Alert color="yellow" data-testid="distances-typed-city">
          {t('distances.typedCity')}
        </Alert>
      )}
      {query.isFetching && (
        <Alert color="blue" role="status" icon={<Loader size="xs" />}>
          {t('common.loading')}
        </Alert>
      )}
      {query.isError && (
        <Alert color="red" data-testid="distances-error">
          {t('distances.failed')}
        </Alert>
      )}
      {query.data && (
        <Paper withBorder p="md" data-testid="distances-result">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('distances.between', { from: query.data.from.name, to: query.data.to.name })}
            </Title>
            <Text size="xl" fw={700} data-testid="distances-road-km">
              {t('distances.roadKm', { km: km(query.data.road_km) })}
            </Text>
            <Text data-testid="distances-great-circle-km">{t('distances.greatCircleKm', { km: km(query.data.great_circle_km) })}</Text>
            <Text size="sm" c="dimmed" data-testid="distances-method">
              {t('distances.method', { factor: format.number(query.data.road_factor) })}
            </Text>
            <PriceCalculator key={query.data.road_km} km={query.data.road_km} currency="EUR" testId="distances-calculator" />
            {/* Issue 32 item 6: what agreed deals paid on this lane, for loads and for trucks. */}
            <Title order={3} size="h5">
              {t('lanePrices.title')}
            </Title>
            {(['ware', 'truck'] as const).map((formType) => (
              <Stack gap={2} key={formType}>
                <Text size="sm" fw={600}>
                  {t(`lanePrices.formType.${formType}`)}
                </Text>
                <LaneHint
                  lane={{
                    formType,
                    loadingCountry: query.data.from.country,
                    unloadingCountry: query.data.to.country,
                    loadingCity: query.data.from.id,
                    unloadingCity: query.data.to.id,
                  }}
                  pricePerKm={null}
                  currency={null}
                  km={query.data.road_km}
                  testId={`distances-lane-${formType}`}
                />
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

export { RoadDistancesPage as Component };
