import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Entry } from '@freight/shared/listings';

type Props = {
  entry: Entry;
  /** A table row's action cell: small buttons on one line. */
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
  const size = compact ? 'compact-xs' : 'xs';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap={compact ? 4 : 'xs'} wrap="nowrap">
      <Button
        component={Link}
        to={`/dashboard/edit-${entry.form_type}/${uid}`}
        variant="default"
        size={size}
        data-testid={`entry-edit-${uid}`}
      >
        {t('entries.actions.edit')}
      </Button>
      <Button
        variant="default"
        size={size}
        loading={busy}
        onClick={() => void run(() => onRefresh(entry))}
        data-testid={`entry-refresh-${uid}`}
      >
        {t('entries.actions.refresh')}
      </Button>
      <Button variant="light" color="red" size={size} onClick={() => setConfirming(true)} data-testid={`entry-delete-${uid}`}>
        {t('entries.actions.delete')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('entries.actions.deleteTitle')} centered>
        <Text>{t('entries.actions.deleteConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() =>
              void run(async () => {
                setConfirming(false);
                await onDelete(entry);
              })
            }
            data-testid={`entry-delete-confirm-${uid}`}
          >
            {t('entries.actions.delete')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
