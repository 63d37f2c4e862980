import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntryLocation } from '@freight/shared/entries';
import type { MatchEntry, ReturnLoad } from '@freight/shared/matching';
import { useFormat } from '../../../lib/format/use-format';
import { placeName } from '../utils/entry-place';
import { formatEntryPrice } from '../utils/format-price';
import { CountryFlag } from './entry-route';

const isReturnLoad = (entry: MatchEntry | ReturnLoad): entry is ReturnLoad => 'home_km_covered' in entry;

/**
 * One ranked match (issue 17): the route, dates, load, price and company, and what it was ranked by —
 * the empty km, and for a return load how much of the way home it covers. Its id opens the entry in
 * the search list, highlighted (§2 search route with uid).
 */
export function MatchItem({ entry, rank }: { entry: MatchEntry | ReturnLoad; rank: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const format = useFormat();
  const number = (value: number, digits = 1) => format.number(value, { max: digits });
  const place = (location: EntryLocation) => (
    <>
      <CountryFlag location={location} />
      {t('entries.card.place', { city: placeName(location, (city) => t('places.near', { city })), country: location.countryName.name })}
    </>
  );
  const dates = (location: EntryLocation) =>
    location.date_start === location.date_end
      ? format.day(location.date_start)
      : t('entries.card.dateRange', { start: format.day(location.date_start), end: format.day(location.date_end) });
  const prices = formatEntryPrice(entry, t, language);
  return (
    <Card withBorder padding="xs" component="li" data-testid={`match-${entry.uid}`} data-rank={rank}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/dashboard/search-${entry.form_type}s/${entry.uid}`} fw={700} size="sm" mr="xs">
            {entry.identification_id}
          </Anchor>
          {place(entry.loading_location)} {t('entries.view.arrow')} {place(entry.unloading_location)}
        </Text>
        <Badge variant="light" style={{ flexShrink: 0 }} data-testid={`match-empty-km-${entry.uid}`}>
          {t('matching.emptyKm', { km: number(entry.empty_km) })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('entries.card.route', { from: dates(entry.loading_location), to: dates(entry.unloading_location) })}
        {t('entries.view.separator')}
        {t('entries.card.weightMdp', { weight: number(entry.info.weight, 2), mdp: number(entry.info.mdp, 2) })}
        {t('entries.view.separator')}
        {prices.price ?? t('entries.card.noPrice')}
        {t('entries.view.separator')}
        {entry.company.name}
      </Text>
      {isReturnLoad(entry) && (
        <Text size="sm" fw={500} data-testid={`match-home-${entry.uid}`}>
          {t('matching.homeCovered', {
            km: number(entry.home_km_covered, 0),
            share: format.percent(entry.home_share),
          })}
        </Text>
      )}
    </Card>
  );
}
