import { AccordionChevron, ActionIcon, Badge, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry, EntryLocation } from '@freight/shared/entries';
import { useFormat } from '../../../lib/format/use-format';
import { useRecordView } from '../hooks/use-record-view';
import { shortCompanyName } from '../utils/company-short-name';
import { ReputationBadge } from '../../../components/reputation-badge';
import { entryAge } from '../utils/entry-age';
import { placeName } from '../utils/entry-place';
import { formatEntryPrice } from '../utils/format-price';
import { HIGHLIGHT_EXPAND_DELAY_MS } from './entry-card';
import { EntryActions } from './entry-actions';
import { GoneReportsBadge } from './gone-reports-badge';
import { OpenOffersBadge } from './open-offers-badge';
import { EntryDetails } from './entry-details';
import { EntryExtrasSlot, useHasEntryExtras } from './entry-extras';
import { CountryFlag } from './entry-route';
import classes from './entry-table.module.css';

export type EntryRowProps = {
  entry: Entry;
  /** My lists: the expiry, view count and actions columns instead of the company (it is the member's own). */
  my: boolean;
  columnCount: number;
  now: number;
  /** Only the active row is in the tab order (roving focus); arrow keys move it. */
  active: boolean;
  highlighted: boolean;
  fresh: boolean;
  rowRef: (element: HTMLTableRowElement | null) => void;
  onFocusRow: () => void;
  onMove: (step: 1 | -1) => void;
  onDelete: (entry: Entry) => Promise<void>;
  onRefresh: (entry: Entry) => Promise<void>;
  /** My lists: the count of matching entries that opens them, in a cell of its own (issue 17). */
  matches?: ReactNode;
};

function Place({ location }: { location: EntryLocation }) {
  const { t } = useTranslation();
  // The country is read out (and kept in the text) but not shown: the flag shows it.
  return (
    <span className={classes.place}>
      <CountryFlag location={location} />
      {placeName(location, (city) => t('places.near', { city }))}
      <VisuallyHidden>{t('entries.table.country', { country: location.countryName.name })}</VisuallyHidden>
    </span>
  );
}

/**
 * Where the secondary columns appear: from lg (1200 px) in a search list (id, unloading, vehicle); from
 * xl in My lists (unloading, vehicle), whose views and actions columns take their room on a laptop.
 */
const wideFrom = (my: boolean) => (my ? 'xl' : 'lg');

/** The breakpoint a column (or its cells) is drawn from: none for a column always drawn. */
export const shownFrom = (my: boolean, column: { wide?: boolean; from?: typeof ID_FROM }) =>
  column.wide ? (column.from ?? wideFrom(my)) : undefined;

/**
 * A search list's id column: from xl (1408 px). Beside the 300 px sidebar of a 1366 px laptop the route needs
 * its room (issue 35 item 7); the id stays in the expanded row, and the search finds entries by it.
 */
export const ID_FROM = 'xl';

/**
 * One entry of the dense table (issue 13): a one-line summary row and, when expanded, a row with
 * the card's full details and contacts. Its own tbody keeps the pair together; the test ids are
 * the card's, so a journey reads an entry the same way in either view.
 */
export function EntryRow(props: EntryRowProps) {
  const { entry, my, columnCount, now, active, highlighted, fresh, rowRef, onFocusRow, onMove, onDelete, onRefresh, matches } = props;
  const { t, i18n } = useTranslation();
  const near = (city: string) => t('places.near', { city });
  const [expanded, setExpanded] = useState(false);
  const row = useRef<HTMLTableRowElement | null>(null);
  const viewCount = useRecordView(entry, expanded);
  const { uid, info, transport_options: options } = entry;
  const language = i18n.language;
  const format = useFormat();

  useEffect(() => {
    if (!highlighted) return undefined;
    const timer = setTimeout(() => setExpanded(true), HIGHLIGHT_EXPAND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const number = (value: number) => format.number(value, { max: 2 });
  const moment = (day: string, time: string | null) => (time ? `${format.day(day)} ${format.clock(time)}` : format.day(day));
  const dates = (location: EntryLocation) => {
    const start = moment(location.date_start, location.time_start);
    const end = moment(location.date_end, location.time_end);
    return start === end ? start : t('entries.card.dateRange', { start, end });
  };
  // Issue 35 item 7: the cell reads "27.–28.11."; the title and the expanded row keep years and times.
  const compactDates = (location: EntryLocation) => format.dayRange(location.date_start, location.date_end);
  const loadFacts = [t('entries.table.weight', { value: number(info.weight) }), t('entries.table.ldm', { value: number(info.mdp) })];
  // The cell holds weight and loading metres, what a dispatcher matches first; the volume is in its title.
  const load = loadFacts.join(t('entries.view.separator'));
  const loadInFull = [...loadFacts, ...(info.volume === null ? [] : [t('entries.table.volume', { value: number(info.volume) })])].join(
    t('entries.view.separator'),
  );
  const vehicleNames = (truckKey: string, platformKey: string) =>
    entry.form_type === 'truck'
      ? options.truck_type === null
        ? t('entries.card.none')
        : t(`${truckKey}.${options.truck_type}`)
      : options.platform_type.map((type) => t(`${platformKey}.${type}`)).join(', ') || t('entries.card.none');
  const vehicle = vehicleNames('entries.truckTypes', 'entries.platformTypes');
  // The cell names vehicles as dispatchers abbreviate them; the title names them in full.
  const platforms = options.platform_type;
  const vehicleShort =
    entry.form_type === 'ware' && platforms.length > 1
      ? // Several platforms: the first, and how many more ("Semi +1").
        t('entries.table.andMore', { first: t(`entries.table.platformShort.${platforms[0]}`), count: platforms.length - 1 })
      : vehicleNames('entries.table.truckShort', 'entries.table.platformShort');
  const prices = formatEntryPrice(entry, t, language);
  const price = `${prices.price ?? t('entries.card.noPrice')}${prices.perKm ? ` · ${prices.perKm}` : ''}`;
  // The cell shows the price as posted; the per-km figure worked out from it is in the title and the details.
  const priceShort = prices.price ?? t('entries.table.noPrice');
  const age = entryAge(entry.modified_at, now);
  const modified = t('entries.card.modified', { time: format.dateTime(entry.modified_at) });
  const loadingDates = dates(entry.loading_location);
  const unloadingDates = dates(entry.unloading_location);

  const offer = useHasEntryExtras(entry);
  const toggle = () => setExpanded((open) => !open);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed on a control inside the row (the toggle) are that control's.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setExpanded(true);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setExpanded(false);
    }
  };
  // Escape inside the details (on a link or button there) closes them and gives the focus back to the row.
  const onDetailsKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // A dialog opened from here (delete) is elsewhere in the page: its Escape is its own.
    if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    setExpanded(false);
    row.current?.focus();
  };

  const cell = (
    content: ReactNode,
    options: { title?: string; testId?: string; wide?: boolean; from?: typeof ID_FROM; wraps?: boolean } = {},
  ) => (
    <Table.Td
      className={options.wraps ? `${classes.cell} ${classes.wraps}` : classes.cell}
      title={options.title}
      data-testid={options.testId}
      visibleFrom={shownFrom(my, options)}
    >
      {content}
    </Table.Td>
  );

  return (
    <Table.Tbody data-testid={`entry-card-${uid}`} data-expanded={expanded || undefined} data-highlighted={highlighted || undefined}>
      <Table.Tr
        ref={(element) => {
          row.current = element;
          rowRef(element);
        }}
        className={classes.row}
        tabIndex={active ? 0 : -1}
        onFocus={onFocusRow}
        onKeyDown={onKeyDown}
        onClick={toggle}
        data-fresh={fresh || undefined}
        data-highlighted={highlighted || undefined}
        data-expanded={expanded || undefined}
        data-testid={`entry-row-${uid}`}
      >
        <Table.Td>
          <ActionIcon
            variant="subtle"
            size="sm"
            // The row itself is the keyboard stop; the button serves the mouse and screen readers' own navigation.
            tabIndex={-1}
            onClick={(event) => {
              event.stopPropagation();
              toggle();
            }}
            aria-expanded={expanded}
            aria-controls={`entry-details-${uid}`}
            aria-label={t(expanded ? 'entries.card.collapse' : 'entries.card.expand', { id: entry.identification_id })}
            data-testid={`entry-toggle-${uid}`}
          >
            <AccordionChevron style={{ transform: expanded ? 'none' : 'rotate(-90deg)' }} aria-hidden />
          </ActionIcon>
        </Table.Td>
        {cell(entry.identification_id, { title: entry.identification_id, testId: `entry-id-${uid}`, wide: !my, from: ID_FROM })}
        <Table.Td
          className={classes.cell}
          title={`${placeName(entry.loading_location, near)} → ${placeName(entry.unloading_location, near)}`}
        >
          {entry.expired && (
            <Badge color="gray" size="xs" mr={4} data-testid={`entry-expired-${uid}`} data-taken={entry.status === 'taken' || undefined}>
              {t(entry.status === 'taken' ? 'entries.card.taken' : 'entries.card.expired')}
            </Badge>
          )}
          <Place location={entry.loading_location} /> {t('entries.view.arrow')} <Place location={entry.unloading_location} />
        </Table.Td>
        {cell(compactDates(entry.loading_location), { title: loadingDates, testId: `entry-loading-dates-${uid}`, wraps: true })}
        {cell(compactDates(entry.unloading_location), { title: unloadingDates, wide: true, wraps: true })}
        {cell(load, { title: loadInFull })}
        {cell(vehicleShort, { title: vehicle, wide: true })}
        {cell(
          <>
            {/* "Make an offer" (issue 31 item 1) beside the price, in the row itself: its clicks are not the row's. */}
            {offer && (
              <Box component="span" onClick={(event) => event.stopPropagation()} style={{ marginInlineEnd: 4 }}>
                <EntryExtrasSlot entry={entry} compact />
              </Box>
            )}
            <span data-testid={`entry-price-${uid}`}>{priceShort}</span>
          </>,
          { title: price },
        )}
        {my
          ? cell(
              entry.expired ? (
                t('entries.card.expired')
              ) : (
                <span data-testid={`entry-expires-${uid}`}>{format.dateTime(entry.expires_at)}</span>
              ),
              { title: t('entries.card.expires', { time: format.dateTime(entry.expires_at) }) },
            )
          : cell(
              <>
                {/* The dense badge first: it is what a dispatcher weighs; a long name ends in "…" (full in the title). */}
                {entry.company.reputation && (
                  <>
                    <ReputationBadge reputation={entry.company.reputation} dense testId={`entry-reputation-${uid}`} />{' '}
                  </>
                )}
                {shortCompanyName(entry.company.name)}
              </>,
              { title: entry.company.name, testId: `entry-company-cell-${uid}` },
            )}
        {cell(t(`entries.age.${age.unit}`, { count: age.count }), { title: modified, testId: `entry-age-${uid}` })}
        {my && cell(number(viewCount), { testId: `entry-views-${uid}` })}
        {matches !== undefined && (
          // Clicks on the count are its own, not the row's (which would expand it).
          <Table.Td className={classes.cell} onClick={(event) => event.stopPropagation()}>
            {matches}
          </Table.Td>
        )}
        {my && (
          // Clicks on the actions are theirs, not the row's (which would expand it).
          <Table.Td onClick={(event) => event.stopPropagation()}>
            <Group gap={4} wrap="nowrap">
              {entry.can_manage && <EntryActions entry={entry} compact onDelete={onDelete} onRefresh={onRefresh} />}
              <GoneReportsBadge entry={entry} />
              <OpenOffersBadge entry={entry} compact />
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
      {expanded && (
        <Table.Tr className={classes.details} onKeyDown={onDetailsKeyDown}>
          <Table.Td colSpan={columnCount}>
            <Stack gap="sm" py="xs">
              <Group gap="xs">
                <Text fw={700} size="sm">
                  {entry.identification_id}
                </Text>
                <Text size="sm" c="dimmed">
                  {modified}
                </Text>
              </Group>
              <EntryDetails entry={entry} viewCount={viewCount} />
              {/* A search list has no actions cell: an own entry's actions and reports are here, as on its card. */}
              {!my && entry.is_own && (
                <Group gap="xs" data-testid={`entry-own-actions-${uid}`}>
                  {entry.can_manage && <EntryActions entry={entry} onDelete={onDelete} onRefresh={onRefresh} />}
                  <GoneReportsBadge entry={entry} />
                  <OpenOffersBadge entry={entry} />
                </Group>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </Table.Tbody>
  );
}
