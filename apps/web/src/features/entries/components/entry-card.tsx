import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry, EntryLocation } from '@freight/shared/entries';
import { useFormat } from '../../../lib/format/use-format';
import { useNow } from '../hooks/use-now';
import { useRecordView } from '../hooks/use-record-view';
import { entryAge } from '../utils/entry-age';
import { placeName } from '../utils/entry-place';
import { formatEntryPrice } from '../utils/format-price';
import { EntryActions } from './entry-actions';
import { GoneReportsBadge } from './gone-reports-badge';
import { OpenOffersBadge } from './open-offers-badge';
import { EntryDetails } from './entry-details';
import { EntryExtrasSlot, useHasEntryExtras } from './entry-extras';
import { ReputationBadge } from '../../../components/reputation-badge';
import { CountryFlag } from './entry-route';

/** §9: a highlighted entry (uid in the search route) expands this long after it is shown. */
export const HIGHLIGHT_EXPAND_DELAY_MS = 500;

type Props = {
  entry: Entry;
  highlighted: boolean;
  onDelete: (entry: Entry) => Promise<void>;
  onRefresh: (entry: Entry) => Promise<void>;
  /** My lists: the count of matching entries that opens them (issue 17). */
  matches?: ReactNode;
};

/**
 * §4 entry card: a summary that toggles to the full entry. The summary holds the key facts in two
 * lines (issue 13): the route, then dates · weight/ldm · price · company · age, so a phone shows a
 * whole entry at a glance. Edit, refresh and delete only where the API says the reader may.
 */
export function EntryCard({ entry, highlighted, onDelete, onRefresh, matches }: Props) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const viewCount = useRecordView(entry, expanded);
  // "Make an offer" (issue 31 item 1) shows on the card itself, without expanding it.
  const extras = useHasEntryExtras(entry);
  const now = useNow();
  const { uid, info } = entry;

  useEffect(() => {
    if (!highlighted) return undefined;
    const timer = setTimeout(() => setExpanded(true), HIGHLIGHT_EXPAND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const format = useFormat();
  const number = (value: number) => format.number(value, { max: 2 });
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
  const prices = formatEntryPrice(entry, t, i18n.language);
  const age = entryAge(entry.modified_at, now);

  return (
    <Card
      withBorder
      padding="sm"
      data-testid={`entry-card-${uid}`}
      data-highlighted={highlighted || undefined}
      data-expanded={expanded || undefined}
      style={highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <UnstyledButton
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={`entry-details-${uid}`}
        aria-label={t(expanded ? 'entries.card.collapse' : 'entries.card.expand', { id: entry.identification_id })}
        data-testid={`entry-toggle-${uid}`}
        w="100%"
      >
        <Stack gap={2}>
          {/* Line 1: the route. */}
          {/* One flowing line (it wraps on a phone, but never stacks one fact per line). */}
          <Text size="sm" component="div" data-testid={`entry-line-route-${uid}`} style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={700} size="sm" mr="xs">
              {entry.identification_id}
            </Text>
            {entry.expired && (
              <Badge color="gray" size="sm" mr="xs" data-testid={`entry-expired-${uid}`} data-taken={entry.status === 'taken' || undefined}>
                {t(entry.status === 'taken' ? 'entries.card.taken' : 'entries.card.expired')}
              </Badge>
            )}
            <Text span fw={500} size="sm">
              {place(entry.loading_location)} {t('entries.view.arrow')} {place(entry.unloading_location)}
            </Text>
            {entry.distance !== null && (
              <Text span size="sm" c="dimmed" ml="xs">
                {t('entries.card.distance', { km: number(entry.distance) })}
              </Text>
            )}
          </Text>
          {/* Line 2: dates, load, price with its unit, company, age. */}
          <Text size="sm" data-testid={`entry-line-facts-${uid}`} style={{ overflowWrap: 'anywhere' }}>
            {t('entries.card.route', { from: dates(entry.loading_location), to: dates(entry.unloading_location) })}
            {t('entries.view.separator')}
            {t('entries.card.weightMdp', { weight: number(info.weight), mdp: number(info.mdp) })}
            {t('entries.view.separator')}
            <span data-testid={`entry-price-${uid}`}>
              {prices.price ?? t('entries.card.noPrice')}
              {prices.perKm && ` · ${prices.perKm}`}
            </span>
            {t('entries.view.separator')}
            {entry.company.name}
            {entry.company.reputation && (
              <>
                {' '}
                <ReputationBadge reputation={entry.company.reputation} testId={`entry-reputation-${uid}`} />
              </>
            )}
            {t('entries.view.separator')}
            <span title={t('entries.card.modified', { time: format.dateTime(entry.modified_at) })}>
              {t(`entries.age.${age.unit}`, { count: age.count })}
            </span>
          </Text>
          {/* The own company's entries say when they leave the search: end of loading or of validity. */}
          {entry.is_own && !entry.expired && (
            <Text size="xs" c="dimmed" data-testid={`entry-expires-${uid}`}>
              {t('entries.card.expires', { time: format.dateTime(entry.expires_at) })}
            </Text>
          )}
        </Stack>
      </UnstyledButton>

      {expanded && (
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <EntryDetails entry={entry} viewCount={viewCount} />
        </div>
      )}

      {(entry.can_manage || matches || (entry.is_own && !!entry.open_offers) || extras) && (
        <Group mt="sm">
          {extras && <EntryExtrasSlot entry={entry} />}
          {matches}
          {entry.can_manage && <EntryActions entry={entry} onDelete={onDelete} onRefresh={onRefresh} />}
          <GoneReportsBadge entry={entry} />
          <OpenOffersBadge entry={entry} />
        </Group>
      )}
    </Card>
  );
}
