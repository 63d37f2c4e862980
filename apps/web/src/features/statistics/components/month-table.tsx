import { Table } from '@mantine/core';
import { ScrollRegion } from './scroll-region';

/** A column: `format` also reads the row's other figures (the count behind a median or a rate). */
export type MonthColumn = { key: string; label: string; format(value: number | null, row: Record<string, number | null>): string };

/** The figures of a chart as a table (its text alternative), one row per month, scrolling sideways on a phone. */
export function MonthTable({
  caption,
  monthLabel,
  rows,
  columns,
  testId,
}: {
  monthLabel: string;
  caption: string;
  rows: { label: string; values: Record<string, number | null> }[];
  columns: MonthColumn[];
  testId: string;
}) {
  return (
    <ScrollRegion label={caption} minWidth={360}>
      <Table striped withTableBorder data-testid={testId}>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{monthLabel}</Table.Th>
            {columns.map((column) => (
              <Table.Th scope="col" key={column.key}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.format(row.values[column.key] ?? null, row.values)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
