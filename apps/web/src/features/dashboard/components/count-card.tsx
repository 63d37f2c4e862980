import { Card, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format/use-format';

type Props = {
  label: string;
  value: number | undefined;
  loading: boolean;
  /** Where a click on the card leads (My trucks or My wares). */
  to: string;
  testId: string;
  /** Expiry cards turn orange when something is about to expire. */
  tone?: 'default' | 'warning';
};

/** One figure of the dashboard home: the whole card is a link, its accessible name is the figure and its label. */
export function CountCard({ label, value, loading, to, testId, tone = 'default' }: Props) {
  const format = useFormat();
  const attention = tone === 'warning' && (value ?? 0) > 0;
  return (
    // A card is no control to Mantine: as a link it needs the focus ring its buttons and anchors have.
    <Card
      component={Link}
      to={to}
      className="mantine-focus-auto"
      withBorder
      radius="md"
      padding="lg"
      data-testid={`${testId}-card`}
      aria-busy={loading}
    >
      {loading ? (
        <Skeleton height={34} width={64} mb={6} data-testid={`${testId}-skeleton`} />
      ) : (
        <Text fw={800} fz={28} lh={1.2} c={attention ? 'orange.9' : 'blue.9'} data-testid={testId}>
          {value === undefined ? '–' : format.number(value)}
        </Text>
      )}
      <Text size="sm" c="dark.6">
        {label}
      </Text>
    </Card>
  );
}
