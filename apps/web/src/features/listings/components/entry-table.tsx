import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@freight/shared/listings';
import type { EntryOrdering } from '../api/list-entries';
import { useFreshUids } from '../hooks/use-fresh-uids';
import { useNow } from '../hooks/use-now';
import { EntryRow, wideFrom } from './entry-row';
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

/** `wide`: only from the breakpoint of `wideFrom`; narrower tables keep those facts in the expanded row. */
type Column = { key: string; label: string; width: string; sort?: SortColumn; wide?: boolean };

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

  // Own entries keep edit, refresh and delete one click away, in a cell of their own.
  const manage = my || entries.some((entry) => entry.can_manage);
  // Widths add up to the table's width (fixed layout, the id's 6.5rem ≈ 10% of a laptop's table): nothing
  // pushes it past the page; texts end in "…". The route has the most room; the price keeps room for "1.15 EUR/km".
  const columns: Column[] = [
    // The id a dispatcher quotes on the phone and searches by (TR-…/WR-…).
    { key: 'id', label: t('entries.table.id'), width: '6.5rem', wide: !my },
    { key: 'route', label: t('entries.table.route'), width: renderMatches ? '17%' : my ? '21%' : '20%' },
    // Issue 35 item 7: compact day ranges ("27.–28.11.") leave room for the load, the price and the company.
    { key: 'loading', label: t('entries.table.loading'), width: my ? '11%' : '9%', sort: 'loading' },
    { key: 'unloading', label: t('entries.table.unloading'), width: my ? '10%' : '9%', wide: true },
    { key: 'load', label: t('entries.table.load'), width: my ? '11%' : '12%' },
    {
      key: 'vehicle',
      label: t(entries[0]?.form_type === 'ware' ? 'entries.table.platform' : 'entries.table.vehicle'),
      width: my ? '8%' : '9%',
      wide: true,
    },
    { key: 'price', label: t('entries.table.price'), width: my ? '12%' : '11%' },
    my
      ? { key: 'expires', label: t('entries.table.expires'), width: '10%' }
      : { key: 'company', label: t('entries.table.company'), width: '12%' },
    { key: 'age', label: t('entries.table.age'), width: my ? '6%' : '7%', sort: 'age' },
    ...(my ? [{ key: 'views', label: t('entries.table.views'), width: '5%' }] : []),
    ...(renderMatches ? [{ key: 'matches', label: t('matching.column'), width: '10rem' }] : []),
    // Three icon buttons (edit, refresh, delete), named and with tooltips.
    ...(manage ? [{ key: 'actions', label: t('entries.table.actions'), width: '7.5rem' }] : []),
  ];

  const move = (uid: string, step: 1 | -1) => {
    const index = entries.findIndex((entry) => entry.uid === uid);
    const target = entries[index + step];
    if (!target) return;
    setActiveUid(target.uid);
    rows.current.get(target.uid)?.focus();
  };

  const header = (column: Column) => {
    const sortable = column.sort !== undefined && SORT_FIELDS[column.sort] !== undefined;
    if (!sortable || !column.sort) return column.label;
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
        {column.label}
        <span aria-hidden="true">{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}</span>
      </UnstyledButton>
    );
  };

  return (
    <Table className={classes.table} verticalSpacing={4} horizontalSpacing={6} fz="sm" highlightOnHover data-testid="entries-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={34}>
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
                visibleFrom={column.wide ? wideFrom(my) : undefined}
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
          manage={manage}
          columnCount={columns.length + 1}
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
