import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncidentKind, IncidentStatus } from '@freight/shared/incidents';

/** §2: pending yellow, approved green, declined red. */
export const STATUS_COLOR: Record<IncidentStatus, string> = { pending: 'yellow', approved: 'green', declined: 'red' };
/** Filled badges whose text meets WCAG AA (≥ 4.5:1): black on yellow, white on a dark green and a dark red. */
const BADGE: Record<IncidentStatus, { color: string; text: string }> = {
  pending: { color: 'yellow.5', text: 'black' },
  approved: { color: '#1f7a35', text: 'white' },
  declined: { color: 'red.9', text: 'white' },
};

export function IncidentStatusBadge({ kind, id, status }: { kind: IncidentKind; id: number; status: IncidentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={BADGE[status].color}
      c={BADGE[status].text}
      variant="filled"
      // Never shrunk to "…" (issue 35 item 8): a row too narrow for it wraps instead.
      style={{ flexShrink: 0, maxWidth: 'none', overflow: 'visible' }}
      data-status={status}
      data-testid={`incident-status-${kind}-${id}`}
    >
      {t(`incidents.status.${status}`)}
    </Badge>
  );
}
