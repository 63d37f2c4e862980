import { Button, Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Entry } from '@freight/shared/entries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StrokeIcon } from '../../../components/stroke-icon';

/** Stroke icons of the compact actions (16 px, drawn in the text colour). */
const ICON_PATHS = {
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16m0 4v-4h-4',
  delete: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

function ActionGlyph({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <StrokeIcon>
      <path d={ICON_PATHS[name]} />
    </StrokeIcon>
  );
}

/**
 * An icon button's side padding: 30 × 26 px, above the 24 px target size, so the three fit a search list's
 * 6.5rem column beside the route (issue 35 item 7).
 */
const ICON_PADDING = 6;

type Props = {
  entry: Entry;
  /** A table row's action cell: icon buttons on one line, each named and with its tooltip. */
  compact?: boolean;
  onDelete: (entry: Entry) => Promise<void>;
  onRefresh: (entry: Entry) => Promise<void>;
};

/**
 * Edit, refresh and delete of one entry, for a card and a table row alike. Rendered only where the
 * API says the reader may (`can_manage`: the poster or an admin of the company, §6 and decision 012).
 */
export function EntryActions({ entry, compact = false, onDelete, onRefresh }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { uid } = entry;
  const label = (name: keyof typeof ICON_PATHS) => t(`entries.actions.${name}`);
  /** A text button on a card; an icon with the same name and a tooltip in a table row. */
  const content = (name: keyof typeof ICON_PATHS): ReactNode => (compact ? <ActionGlyph name={name} /> : label(name));

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap={compact ? 2 : 'xs'} wrap="nowrap">
      <ActionButton compact={compact} label={label('edit')}>
        <Button
          component={Link}
          to={`/dashboard/edit-${entry.form_type}/${uid}`}
          variant="default"
          size={compact ? 'compact-sm' : 'xs'}
          px={compact ? ICON_PADDING : undefined}
          aria-label={compact ? label('edit') : undefined}
          data-testid={`entry-edit-${uid}`}
        >
          {content('edit')}
        </Button>
      </ActionButton>
      <ActionButton compact={compact} label={label('refresh')}>
        <Button
          variant="default"
          size={compact ? 'compact-sm' : 'xs'}
          px={compact ? ICON_PADDING : undefined}
          loading={busy}
          aria-label={compact ? label('refresh') : undefined}
          onClick={() => void run(() => onRefresh(entry))}
          data-testid={`entry-refresh-${uid}`}
        >
          {content('refresh')}
        </Button>
      </ActionButton>
      <ActionButton compact={compact} label={label('delete')}>
        <Button
          variant="light"
          color="red"
          size={compact ? 'compact-sm' : 'xs'}
          px={compact ? ICON_PADDING : undefined}
          aria-label={compact ? label('delete') : undefined}
          onClick={() => setConfirming(true)}
          data-testid={`entry-delete-${uid}`}
        >
          {content('delete')}
        </Button>
      </ActionButton>
      <ConfirmDialog
        opened={confirming}
        title={t('entries.actions.deleteTitle')}
        message={t('entries.actions.deleteConfirm')}
        confirmLabel={t('entries.actions.delete')}
        confirmColor="red"
        loading={busy}
        onConfirm={() =>
          void run(async () => {
            setConfirming(false);
            await onDelete(entry);
          })
        }
        onCancel={() => setConfirming(false)}
        testIds={{ confirm: `entry-delete-confirm-${uid}` }}
      />
    </Group>
  );
}

/** A compact action shows its name on hover and keyboard focus. */
function ActionButton({ compact, label, children }: { compact: boolean; label: string; children: ReactNode }) {
  return compact ? (
    <Tooltip label={label} withinPortal openDelay={300}>
      {children}
    </Tooltip>
  ) : (
    children
  );
}
