import { Button, Group, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_PROOF_MAX_BYTES, DISPUTE_REASON_MAX } from '@freight/shared/deal-aftermath';
import type { DealDetail } from '@freight/shared/deals';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DayField } from '../../../components/date-fields';
import { FilePicker } from '../../../components/file-picker';
import { alert } from '../../../lib/alerts/alert';
import { confirmDelivery, disputeDelivery, markDelivered, recordInvoice, recordPayment } from '../api/deal-aftermath';
import { storeDeal } from '../api/deals';
import { alertFailure } from '../utils/errors';

type Step = 'deliver' | 'dispute_delivery' | 'invoice' | 'record_payment';
const FORM_STEPS: readonly Step[] = ['deliver', 'dispute_delivery', 'invoice', 'record_payment'];

/** Today as the browser sees it (the API judges the date at the unloading place and may still refuse). */
const today = () => new Date().toLocaleDateString('sv-SE');

/** The after-transport steps the API offers the caller now, each as a button; those with input open a small form. */
export function AfterTransportSteps({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [proof, setProof] = useState<File[]>([]);
  const [proofError, setProofError] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [day, setDay] = useState('');
  const can = (action: string) => deal.actions.includes(action as never);

  const run = async (step: () => Promise<DealDetail>, done: string) => {
    setBusy(true);
    try {
      storeDeal(queryClient, await step());
      alert.success(done);
      setOpen(null);
    } catch (error) {
      alertFailure(i18n, error);
    } finally {
      setBusy(false);
    }
  };
  const start = (step: Step) => {
    setProof([]);
    setProofError(undefined);
    setReason('');
    setDay(step === 'invoice' || step === 'record_payment' ? today() : '');
    setOpen(step);
  };
  const submit = () => {
    if (open === 'deliver') void run(() => markDelivered(deal.id, proof[0] ?? null), 'deals.after.done.deliver');
    if (open === 'dispute_delivery' && reason.trim()) void run(() => disputeDelivery(deal.id, reason.trim()), 'deals.after.done.dispute');
    if (open === 'invoice' && day) void run(() => recordInvoice(deal.id, day), 'deals.after.done.invoice');
    if (open === 'record_payment' && day) void run(() => recordPayment(deal.id, day), 'deals.after.done.payment');
  };
  const ready = open === 'deliver' || (open === 'dispute_delivery' ? reason.trim() !== '' : day !== '');
  const shown = FORM_STEPS.filter(can);
  if (shown.length === 0 && !can('confirm_delivery')) return null;

  return (
    <>
      <Group gap="xs" data-testid="after-actions">
        {can('confirm_delivery') && (
          <Button
            loading={busy && open === null}
            onClick={() => void run(() => confirmDelivery(deal.id), 'deals.after.done.confirm')}
            data-testid="after-confirm_delivery"
          >
            {t('deals.after.actions.confirm_delivery')}
          </Button>
        )}
        {shown.map((step) => (
          <Button
            key={step}
            variant={step === 'dispute_delivery' ? 'light' : 'filled'}
            color={step === 'dispute_delivery' ? 'red' : undefined}
            onClick={() => start(step)}
            data-testid={`after-${step}`}
          >
            {t(`deals.after.actions.${step}`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={open !== null}
        title={open ? t(`deals.after.actions.${open}`) : ''}
        confirmLabel={open ? t(`deals.after.actions.${open}`) : ''}
        cancelLabel={t('deals.actions.close')}
        loading={busy}
        confirmDisabled={!ready}
        onConfirm={submit}
        onCancel={() => setOpen(null)}
        testIds={{ body: 'after-form', confirm: 'after-submit' }}
      >
        {open === 'deliver' && (
          <FilePicker
            files={proof}
            multiple={false}
            onChange={(files, refused) => {
              setProof(files);
              setProofError(refused[0] ? t(`deals.after.proofRefused.${refused[0].reason}`) : undefined);
            }}
            accept={['.pdf', 'application/pdf']}
            maxSize={DELIVERY_PROOF_MAX_BYTES}
            label={t('deals.after.proof')}
            description={t('deals.after.proofHint')}
            error={proofError}
            id="after-proof"
            testIds={{ input: 'after-proof', button: 'after-proof-button', list: 'after-proof-list' }}
          />
        )}
        {open === 'dispute_delivery' && (
          <Textarea
            label={t('deals.after.disputeReason')}
            required
            maxLength={DISPUTE_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="after-dispute-reason"
          />
        )}
        {(open === 'invoice' || open === 'record_payment') && (
          <DayField
            id={`after-${open}-date`}
            label={t(open === 'invoice' ? 'deals.after.invoiceDate' : 'deals.after.paidDate')}
            required
            value={day}
            onChange={setDay}
            minDate={open === 'invoice' ? deal.terms.loading_date : (deal.aftermath?.invoice_date ?? undefined)}
            maxDate={today()}
            data-testid={`after-${open}-date`}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
