import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@freight/shared/entries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { useReportGone } from '../api/report-gone';

/**
 * Issue 33: "Report as gone" on another company's entry, after a confirm. Once reported (now, or
 * earlier: the API answers already_reported) the button stays disabled and says so.
 */
export function ReportGoneButton({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [reported, setReported] = useState(false);
  const mutation = useReportGone(entry.form_type);
  const { uid } = entry;

  const report = async () => {
    setConfirming(false);
    try {
      await mutation.mutateAsync(uid);
      setReported(true);
      alert.success('entries.gone.reported');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'already_reported') setReported(true);
      alert.danger('entries.gone.failed', { details: error });
    }
  };

  return (
    <>
      <Button
        variant="light"
        color="orange"
        size="xs"
        disabled={reported}
        loading={mutation.isPending}
        onClick={() => setConfirming(true)}
        data-testid={`entry-gone-${uid}`}
      >
        {t(reported ? 'entries.gone.done' : 'entries.gone.action')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('entries.gone.title')}
        message={t('entries.gone.confirm')}
        confirmLabel={t('entries.gone.action')}
        confirmColor="orange"
        onConfirm={() => void report()}
        onCancel={() => setConfirming(false)}
        testIds={{ confirm: `entry-gone-confirm-${uid}` }}
      />
    </>
  );
}
