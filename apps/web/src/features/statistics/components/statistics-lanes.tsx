import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { percentFromMedian } from '@freight/shared/lane-prices';
import type { Statistics } from '@freight/shared/statistics';
import { useFormat } from '../../../lib/format/use-format';
import { ScrollRegion } from './scroll-region';

/** The company's lanes (issue 32 item 7): its own median price per km beside the lane median of all companies. */
export function StatisticsLanes({ stats }: { stats: Statistics }) {
  const { t } = useTranslation();
  const format = useFormat();
  const perKm = (value: number) => `${format.number(value, { min: 2, max: 2 })} EUR/km`;
  // Only EUR deals make lanes (no exchange-rate table is kept): the page says how many of the company's it left out.
  const excluded =
    stats.lanes_excluded_other_currency > 0 ? (
      <Text size="sm" c="dimmed" data-testid="statistics-lanes-excluded">
        {t('lanePrices.excluded', { n: stats.lanes_excluded_other_currency })}
      </Text>
    ) : null;
  if (stats.lanes.length === 0)
    return (
      <>
        <Text c="dimmed" data-testid="statistics-lanes-empty">
          {t('statistics.lanes.empty')}
        </Text>
        {excluded}
      </>
    );
  return (
    <>
      <ScrollRegion label={t('statistics.lanes.caption')} minWidth={520}>
        <Table striped withTableBorder data-testid="statistics-lanes">
          <caption>{t('statistics.lanes.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('statistics.lanes.lane')}</Table.Th>
              <Table.Th scope="col">{t('statistics.lanes.ownDeals')}</Table.Th>
              <Table.Th scope="col">{t('statistics.lanes.ownMedian')}</Table.Th>
              <Table.Th scope="col">{t('statistics.lanes.laneMedian')}</Table.Th>
              <Table.Th scope="col">{t('statistics.lanes.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.lanes.map((lane) => {
              const percent = percentFromMedian(lane.own_median_per_km, lane.lane_median_per_km);
              return (
                <Table.Tr key={`${lane.form_type}-${lane.loading_country}-${lane.unloading_country}`}>
                  <Table.Th scope="row">
                    {t('statistics.lanes.route', {
                      from: format.country(lane.loading_country),
                      to: format.country(lane.unloading_country),
                      kind: t(`lanePrices.formType.${lane.form_type}`),
                    })}
                  </Table.Th>
                  <Table.Td>{lane.own_deals}</Table.Td>
                  <Table.Td>{perKm(lane.own_median_per_km)}</Table.Td>
                  <Table.Td>
                    {lane.withheld
                      ? t('statistics.lanes.withheld', { deals: lane.lane_deals, companies: lane.lane_companies })
                      : lane.lane_median_per_km === null
                        ? t('statistics.lanes.notEnough', { deals: lane.lane_deals, companies: lane.lane_companies })
                        : t('statistics.lanes.laneFigure', {
                            median: perKm(lane.lane_median_per_km),
                            deals: lane.lane_deals,
                            companies: lane.lane_companies,
                          })}
                  </Table.Td>
                  <Table.Td>
                    {percent === null
                      ? '–'
                      : percent === 0
                        ? t('lanePrices.atMedian')
                        : t(percent < 0 ? 'lanePrices.below' : 'lanePrices.above', { percent: Math.abs(percent) })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {excluded}
    </>
  );
}
