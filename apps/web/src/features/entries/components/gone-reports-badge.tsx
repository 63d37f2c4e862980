import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@freight/shared/entries';

/** Issue 33: on the owner's row or card, how many companies reported the entry gone (3 hide it until a refresh). */
export function GoneReportsBadge({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (!entry.is_own || !entry.gone_reports) return null;
  return (
    <Badge color={entry.gone_reports >= 3 ? 'red' : 'orange'} variant="light" data-testid={`entry-gone-badge-${entry.uid}`}>
      {t(entry.gone_reports >= 3 ? 'entries.gone.hiddenBadge' : 'entries.gone.badge', { count: entry.gone_reports })}
    </Badge>
  );
}
