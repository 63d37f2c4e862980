import { Button, Group, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEAL_REASON_MAX, type DealDetail, type DealTermsInput } from '@freight/shared/deals';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { alert } from '../../../lib/alerts/alert';
import { acceptDeal, cancelDeal, counterDeal, declineDeal, downloadOrder, storeDeal, withdrawDeal } from '../api/deals';
import { alertFailure } from '../utils/errors';
import { TermsForm } from './terms-form';

type Closing = 'decline' | 'withdraw' | 'cancel';
const CLOSERS = { decline: declineDeal, withdraw: withdrawDeal, cancel: cancelDeal } as const;

/** The steps the caller may take now (the API tells them in `actions`), and the order's download once agreed. */
export function DealActions({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [countering, setCountering] = useState(false);
  const [closing, setClosing] = useState<Closing | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const can = (action: string) => deal.actions.includes(action as never);

  const run = async (name: string, step: () => Promise<DealDetail>, done: string) => {
    setBusy(name);
    try {
      storeDeal(queryClient, await step());
      alert.success(done);
      return true;
    } catch (error) {
      alertFailure(i18n, error);
      return false;
    } finally {
      setBusy(null);
    }
  };
  const counter = async (terms: DealTermsInput) => {
    try {
      storeDeal(queryClient, await counterDeal(deal.id, terms));
      setCountering(false);
      alert.success('deals.done.counter');
    } catch (error) {
      if ((error as { fields?: unknown }).fields) throw error;
      alertFailure(i18n, error);
    }
  };
  const close = async () => {
    if (!closing) return;
    if (closing === 'cancel' && reason.trim() === '') return;
    if (await run(closing, () => CLOSERS[closing](deal.id, reason.trim()), `deals.done.${closing}`)) setClosing(null);
  };
  const download = async () => {
    setBusy('order');
    try {
      await downloadOrder(deal, i18n.language);
    } catch (error) {
      alertFailure(i18n, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Group gap="xs" data-testid="deal-actions">
        {can('accept') && (
          <Button
            loading={busy === 'accept'}
            onClick={() => void run('accept', () => acceptDeal(deal.id), 'deals.done.accept')}
            data-testid="deal-accept"
          >
            {t('deals.actions.accept')}
          </Button>
        )}
        {can('counter') && (
          <Button variant="default" onClick={() => setCountering(true)} data-testid="deal-counter">
            {t('deals.actions.counter')}
          </Button>
        )}
        {(['decline', 'withdraw', 'cancel'] as const).filter(can).map((action) => (
          <Button
            key={action}
            variant="light"
            color="red"
            onClick={() => {
              setReason('');
              setClosing(action);
            }}
            data-testid={`deal-${action}`}
          >
            {t(`deals.actions.${action}`)}
          </Button>
        ))}
        {deal.number && (
          <Button variant="default" loading={busy === 'order'} onClick={() => void download()} data-testid="deal-order">
            {t('deals.actions.order')}
          </Button>
        )}
      </Group>
      <Dialog opened={countering} onClose={() => setCountering(false)} title={t('deals.counterTitle')} size="lg">
        <TermsForm
          entry={deal.entry}
          initial={{ ...deal.terms }}
          submitLabel={t('deals.actions.sendCounter')}
          onSubmit={counter}
          onCancel={() => setCountering(false)}
        />
      </Dialog>
      <ConfirmDialog
        opened={closing !== null}
        title={closing ? t(`deals.confirm.${closing}`) : ''}
        confirmLabel={closing ? t(`deals.actions.${closing}`) : ''}
        confirmColor="red"
        cancelLabel={t('deals.actions.close')}
        loading={closing !== null && busy === closing}
        confirmDisabled={closing === 'cancel' && reason.trim() === ''}
        onConfirm={() => void close()}
        onCancel={() => setClosing(null)}
        testIds={{ confirm: 'deal-confirm' }}
      >
        <Textarea
          label={t(closing === 'cancel' ? 'deals.reasonRequired' : 'deals.reason')}
          required={closing === 'cancel'}
          maxLength={DEAL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="deal-reason"
        />
      </ConfirmDialog>
    </>
  );
}
