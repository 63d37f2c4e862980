import { Button, Group, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_PROOF_MAX_BYTES, DISPUTE_REASON_MAX } from '@freight/shared/deal-aftermath';
import type { DealDetail } from '@freight/shared/deals';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DayField } from '../../../components/date-fields';
import { FilePicker, type RefusedFile } from '../../../components/file-picker';
import { alert } from '../../../lib/alerts/alert';
import { errorText } from '../../../lib/forms/error-text';
import { confirmDelivery, disputeDelivery, markDelivered, recordInvoice, recordPayment } from '../api/deal-aftermath';
import { storeDeal } from '../api/deals';
import { alertFailure, fieldCode } from '../utils/errors';

type Step = 'deliver' | 'dispute_delivery' | 'invoice' | 'record_payment';
const FORM_STEPS: readonly Step[] = ['deliver', 'dispute_delivery', 'invoice', 'record_payment'];
/** The one input of each step, as the API names it in a refusal's `fields`. */
const FIELD: Record<Step, string> = { deliver: 'proof', dispute_delivery: 'reason', invoice: 'invoice_date', record_payment: 'paid_date' };
/** The API's refusals of a proof, said as the picker says its own. */
const PROOF_REFUSALS: Record<string, RefusedFile['reason']> = { unsupported_file: 'type', file_too_large: 'size', too_many_files: 'count' };

/** Today as the browser sees it (the API judges the date at the unloading place and may still refuse). */
const today = () => new Date().toLocaleDateString('sv-SE');

/** The API's rule for the two dates (deal-aftermath.service), checked as the member types: the code of the broken part. */
function dayRule(step: Step | null, day: string, deal: DealDetail): string | undefined {
  if (day === '') return undefined;
  if (day > today()) return 'date_in_future';
  if (step === 'invoice' && day < deal.terms.loading_date) return 'invoice_before_loading';
  const invoiced = deal.aftermath?.invoice_date;
  if (step === 'record_payment' && invoiced && day < invoiced) return 'paid_before_invoice';
  return undefined;
}

/**
 * The after-transport steps the API offers the caller now, each as a button; those with input open a small form.
 * `onDone` runs once a step has succeeded and its dialog has closed: the step's button is gone by then.
 */
export function AfterTransportSteps({ deal, onDone }: { deal: DealDetail; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(0);
  // Set by a success, spent by the move of the focus: a later cancelled dialog leaves the focus to Mantine.
  const focusPending = useRef(false);
  const [proof, setProof] = useState<File[]>([]);
  const [proofRefused, setProofRefused] = useState<RefusedFile['reason'] | undefined>();
  const [reason, setReason] = useState('');
  const [day, setDay] = useState('');
  // The API's code for the open step's field, until the member changes the field.
  const [refused, setRefused] = useState<string | undefined>();
  const can = (action: string) => deal.actions.includes(action as never);

  // After the dialog's close (Mantine returns the focus to the step's button, which no longer exists).
  useEffect(() => {
    if (!focusPending.current || open !== null) return;
    focusPending.current = false;
    onDone?.();
  }, [done, open, onDone]);

  const run = async (step: () => Promise<DealDetail>, doneKey: string) => {
    setBusy(true);
    try {
      storeDeal(queryClient, await step());
      alert.success(doneKey);
      focusPending.current = true;
      setOpen(null);
      setDone((count) => count + 1);
    } catch (error) {
      const code = open ? fieldCode(error, FIELD[open]) : undefined;
      if (open === 'deliver' && code && PROOF_REFUSALS[code]) setProofRefused(PROOF_REFUSALS[code]);
      else if (code) setRefused(code);
      else alertFailure(i18n, error);
    } finally {
      setBusy(false);
    }
  };
  const start = (step: Step) => {
    setProof([]);
    setProofRefused(undefined);
    setReason('');
    setRefused(undefined);
    setDay(step === 'invoice' || step === 'record_payment' ? today() : '');
    setOpen(step);
  };
  const dayError = refused ?? dayRule(open, day, deal);
  const submit = () => {
    if (open === 'deliver') void run(() => markDelivered(deal.id, proof[0] ?? null), 'deals.after.done.deliver');
    if (open === 'dispute_delivery' && reason.trim()) void run(() => disputeDelivery(deal.id, reason.trim()), 'deals.after.done.dispute');
    if (open === 'invoice' && day && !dayError) void run(() => recordInvoice(deal.id, day), 'deals.after.done.invoice');
    if (open === 'record_payment' && day && !dayError) void run(() => recordPayment(deal.id, day), 'deals.after.done.payment');
  };
  const ready = open === 'deliver' || (open === 'dispute_delivery' ? reason.trim() !== '' : day !== '' && !dayError);
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
            onChange={(files, left) => {
              setProof(files);
              setProofRefused(left[0]?.reason);
            }}
            accept={['.pdf', 'application/pdf']}
            maxSize={DELIVERY_PROOF_MAX_BYTES}
            label={t('deals.after.proof')}
            description={t('deals.after.proofHint')}
            error={proofRefused ? t(`deals.after.proofRefused.${proofRefused}`) : undefined}
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
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setRefused(undefined);
            }}
            error={errorText(t, i18n, refused)}
            data-testid="after-dispute-reason"
          />
        )}
        {(open === 'invoice' || open === 'record_payment') && (
          <DayField
            id={`after-${open}-date`}
            label={t(open === 'invoice' ? 'deals.after.invoiceDate' : 'deals.after.paidDate')}
            required
            value={day}
            onChange={(value) => {
              setDay(value);
              setRefused(undefined);
            }}
            // No minDate/maxDate: Mantine drops a typed day outside them on blur and shows the previous one, so a
            // payment typed before the invoice would silently become today; the rule is said under the field instead.
            error={errorText(t, i18n, dayError)}
            data-testid={`after-${open}-date`}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
