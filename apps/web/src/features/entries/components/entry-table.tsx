import { Table, UnstyledButton, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@freight/shared/entries';
import type { EntryOrdering } from '../api/list-entries';
import { useFreshUids } from '../hooks/use-fresh-uids';
import { useNow } from '../hooks/use-now';
import { EntryRow, ID_FROM, shownFrom } from './entry-row';
import { nextOrdering, sortStateOf, SORT_FIELDS, type SortColumn } from './entry-table-sort';
import classes from './entry-table.module.css';

type Props = {
  entries: readonly Entry[];
  my: boolean;
  ordering: EntryOrdering;
  onOrderingChange: (ordering: EntryOrdering) => void;
  highlightUid: string | undefined;
  /** Entries the websocket added (liveArrivals): highlighted for a few seconds. */
  liveUids: readonly string[];
  onDelete: (entry: Entry) => Promise<void>;
  onRefresh: (entry: Entry) => Promise<void>;
  /** My lists: each entry's count of matching entries, in a column of its own (issue 17). */
  renderMatches?: (entry: Entry, compact: boolean) => ReactNode;
};

/**
 * `wide`: only from the breakpoint `shownFrom` gives (`from`: a breakpoint of its own); narrower tables keep those
 * facts in the expanded row. No `width`: the column takes what the others leave.
 */
type Column = { key: string; label: string; short?: string; width?: string; sort?: SortColumn; wide?: boolean; from?: 'xl' };

/**
 * Issue 13 dense entry table for screens of 960 px and more: one line per entry, sortable by the
 * columns the API sorts by, rows that expand inline to the card's details. Keyboard: the rows are
 * one tab stop; arrow keys move between them, Enter expands, Escape collapses.
 */
export function EntryTable({ entries, my, ordering, onOrderingChange, highlightUid, liveUids, onDelete, onRefresh, renderMatches }: Props) {
  const { t } = useTranslation();
  const now = useNow();
  const fresh = useFreshUids(liveUids);
  const rows = useRef(new Map<string, HTMLTableRowElement>());
  const [activeUid, setActiveUid] = useState<string | undefined>(undefined);
  // The roving tab stop stays on a shown row: the first one until the member moves it.
  const active = entries.some((entry) => entry.uid === activeUid) ? activeUid : entries[0]?.uid;

  const wares = entries[0]?.form_type === 'ware';
  // My lists: widths add up to the table's width (fixed layout): nothing pushes it past the page; texts end in "…".
  // Search lists (issue 35 item 7): every column but the route is as wide as its compact text needs in the
  // widest of the five languages (measured at 14 px, e2e/entry-table-fit.spec.ts); the route takes the rest.
  const columns: Column[] = my
    ? [
        // The id a dispatcher quotes on the phone and searches by (TR-…/WR-…).
        { key: 'id', label: t('entries.table.id'), width: '6.5rem' },
        { key: 'route', label: t('entries.table.route'), width: renderMatches ? '17%' : '21%' },
        { key: 'loading', label: t('entries.table.loading'), width: '11%', sort: 'loading' },
        { key: 'unloading', label: t('entries.table.unloading'), width: '10%', wide: true },
        { key: 'load', label: t('entries.table.load'), width: '11%' },
        { key: 'vehicle', label: t(wares ? 'entries.table.platform' : 'entries.table.vehicle'), width: '8%', wide: true },
        { key: 'price', label: t('entries.table.price'), width: '12%' },
        { key: 'expires', label: t('entries.table.expires'), width: '10%' },
        { key: 'age', label: t('entries.table.age'), width: '6%', sort: 'age' },
        { key: 'views', label: t('entries.table.views'), width: '5%' },
        ...(renderMatches ? [{ key: 'matches', label: t('matching.column'), width: '10rem' }] : []),
        // Three icon buttons (edit, refresh, delete), named and with tooltips, one click away. A search list has no
        // such cell: one own entry on its page would take its 6.5 rem from every row's route at 1366 px ("Bukarest
        // → …"); an own entry's actions are in its expanded row there, as on its card.
        { key: 'actions', label: t('entries.table.actions'), width: '7.5rem' },
      ]
    : [
        // Beside the 300 px sidebar the route needs the id's room; the id is in the expanded row and searchable.
        { key: 'id', label: t('entries.table.id'), width: '6.5rem', wide: true, from: ID_FROM },
        { key: 'route', label: t('entries.table.route') },
        // "29.–30.11."
        // Headers as dispatchers abbreviate them ("Entlad.", "Décharg."); the full name is read out and in the title.
        { key: 'loading', label: t('entries.table.loading'), short: t('entries.table.short.loading'), width: '5.25rem', sort: 'loading' },
        { key: 'unloading', label: t('entries.table.unloading'), short: t('entries.table.short.unloading'), width: '5.25rem', wide: true },
        // "24 t · 13,6 LDM"
        { key: 'load', label: t('entries.table.load'), width: '7.4rem' },
        // "Autotransp.", "Semirem. +1"
        {
          key: 'vehicle',
          label: t(wares ? 'entries.table.platform' : 'entries.table.vehicle'),
          short: t(wares ? 'entries.table.short.platform' : 'entries.table.short.vehicle'),
          width: wares ? '6.45rem' : '4.9rem',
          wide: true,
        },
        // "4,50 RON/km", after the Make-an-offer icon button of another company's entry (issue 31 item 1): 141 px together.
        { key: 'price', label: t('entries.table.price'), width: '9rem' },
        // The dense reputation badge ("☆", "★ 4,3 (3) · 67 % · ⚠") whole, then a short name ("Carpaţi Trans"), which may end
        // in "…" (its full name is in its title and the expanded row): the route, what a dispatcher reads first, keeps
        // room for "Bucharest → Stuttgart" at 1366 px (with 16 rem it read "Bucharest → …").
        { key: 'company', label: t('entries.table.company'), width: '13rem' },
        { key: 'age', label: t('entries.table.age'), short: t('entries.table.short.age'), width: '4rem', sort: 'age' },
      ];

  // An expanded row spans the columns drawn at this width (and the chevron's): spanning a hidden one too (the id
  // below xl) would add an empty column at the table's end, which takes half the route's room.
  const theme = useMantineTheme();
  const fromLg = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, true, { getInitialValueInEffect: false });
  const fromXl = useMediaQuery(`(min-width: ${theme.breakpoints.xl})`, true, { getInitialValueInEffect: false });
  const drawn = (column: Column) => {
    const from = shownFrom(my, column);
    return from === undefined || (from === 'xl' ? fromXl : fromLg);
  };
  const shownColumns = columns.filter(drawn).length + 1;

  const move = (uid: string, step: 1 | -1) => {
    const index = entries.findIndex((entry) => entry.uid === uid);
    const target = entries[index + step];
    if (!target) return;
    setActiveUid(target.uid);
    rows.current.get(target.uid)?.focus();
  };

  const label = (column: Column) =>
    column.short === undefined ? (
      column.label
    ) : (
      <>
        <span aria-hidden="true">{column.short}</span>
        <VisuallyHidden>{column.label}</VisuallyHidden>
      </>
    );

  const header = (column: Column) => {
    const sortable = column.sort !== undefined && SORT_FIELDS[column.sort] !== undefined;
    if (!sortable || !column.sort) return label(column);
    const sort = column.sort;
    const state = sortStateOf(sort, ordering);
    return (
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => {
          const next = nextOrdering(sort, ordering);
          if (next) onOrderingChange(next);
        }}
        data-testid={`entries-sort-${sort}`}
      >
        {label(column)}
        <span aria-hidden="true">{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}</span>
      </UnstyledButton>
    );
  };

  return (
    <Table className={classes.table} verticalSpacing={4} horizontalSpacing={5} fz="sm" highlightOnHover data-testid="entries-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={32}>
            <VisuallyHidden>{t('entries.table.details')}</VisuallyHidden>
          </Table.Th>
          {columns.map((column) => {
            const sortable = column.sort !== undefined && SORT_FIELDS[column.sort] !== undefined;
            return (
              <Table.Th
                key={column.key}
                scope="col"
                className={classes.cell}
                style={{ width: column.width }}
                aria-sort={sortable && column.sort ? sortStateOf(column.sort, ordering) : undefined}
                title={column.label}
                visibleFrom={shownFrom(my, column)}
                data-testid={`entries-column-${column.key}`}
              >
                {header(column)}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      {entries.map((entry) => (
        <EntryRow
          key={entry.uid}
          entry={entry}
          my={my}
          columnCount={shownColumns}
          now={now}
          active={entry.uid === active}
          highlighted={entry.uid === highlightUid}
          fresh={fresh.has(entry.uid)}
          rowRef={(element) => {
            if (element) rows.current.set(entry.uid, element);
            else rows.current.delete(entry.uid);
          }}
          onFocusRow={() => setActiveUid(entry.uid)}
          onMove={(step) => move(entry.uid, step)}
          onDelete={onDelete}
          onRefresh={onRefresh}
          matches={renderMatches?.(entry, true)}
        />
      ))}
    </Table>
  );
}
