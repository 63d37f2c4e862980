import { Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@freight/shared/entries';

type Props = {
  entry: Entry;
  /** Undefined while the counts are read; null when they could not be read (the matches can still be opened). */
  count: number | null | undefined;
  /** MATCH_COUNT_CAP of the answer: a count equal to it reads "100+". */
  cap: number;
  compact?: boolean;
  onOpen: (entry: Entry) => void;
};

/**
 * Issue 17 item 5: "N matching wares" on an own truck ("N matching trucks" on a ware), a button that
 * opens the ranked matches. Its clicks and keys are its own, not the row's or card's around it.
 */
export function MatchCountButton({ entry, count, cap, compact = false, onOpen }: Props) {
  const { t } = useTranslation();
  const noun = entry.form_type === 'truck' ? 'Wares' : 'Trucks';
  const label =
    count === undefined
      ? t('matching.counting')
      : count === null
        ? t(`matching.show${noun}`)
        : count >= cap
          ? t(`matching.count${noun}Capped`, { count: cap })
          : t(`matching.count${noun}`, { count });
  // The table's column is narrow and its header says what is counted: the number and a short word there.
  const shown =
    !compact || typeof count !== 'number'
      ? label
      : count >= cap
        ? t('matching.countCompactCapped', { count: cap })
        : t('matching.countCompact', { count });
  return (
    <Button
      variant={count ? 'light' : 'subtle'}
      color={count ? undefined : 'gray'}
      size={compact ? 'compact-xs' : 'compact-sm'}
      leftSection={count === undefined ? <Loader size={10} /> : undefined}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(entry);
      }}
      onKeyDown={(event) => event.stopPropagation()}
      aria-haspopup="dialog"
      aria-label={t('matching.open', { label, id: entry.identification_id })}
      title={label}
      data-testid={`entry-matches-${entry.uid}`}
      data-count={count ?? undefined}
    >
      {shown}
    </Button>
  );
}
