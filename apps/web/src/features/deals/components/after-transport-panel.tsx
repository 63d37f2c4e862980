import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealAftermath } from '@freight/shared/deal-aftermath';
import type { DealDetail } from '@freight/shared/deals';
import { useFormat } from '../../../lib/format/use-format';
import { downloadProof } from '../api/deal-aftermath';
import { alertFailure } from '../utils/errors';
import { AfterTransportSteps } from './after-transport-steps';
import { DealPaymentIncident } from './deal-payment-incident';
import { DealRatings } from './deal-ratings';

/**
 * The payment-incident form prefilled from this deal (checked again by the form against incidentPrefillSchema).
 * The amount is the deal's price only where that is the whole transport's: a price per km is not the invoice.
 */
export function incidentLink(deal: DealDetail, after: DealAftermath): string {
  const debtor = after.payer_company_id === deal.owner_company.id ? deal.owner_company : deal.bidder_company;
  const query = new URLSearchParams({
    deal: String(deal.id),
    company: String(debtor.id),
    company_name: debtor.name,
    ...(deal.terms.price_unit === 'total' ? { amount: deal.terms.price.toFixed(2) } : {}),
    currency: deal.terms.currency,
    invoice_date: after.invoice_date ?? '',
    due_date: after.due_date ?? '',
    order: deal.number ?? '',
  });
  return `/dashboard/add-payment-incident?${query.toString()}`;
}

function DeliveryState({ deal, after }: { deal: DealDetail; after: DealAftermath }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  // Days (YYYY-MM-DD) show as that day, instants as the reader's local day; both in the house format.
  const day = (value: string | null) => (value ? format.day(value) : '');
  const date = (value: string | null) => (value ? format.date(value) : '');
  const [busy, setBusy] = useState(false);
  const proof = async (name: string) => {
    setBusy(true);
    try {
      await downloadProof(deal, name);
    } catch (error) {
      alertFailure(i18n, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} data-testid="after-state">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="after-delivery">
        {after.delivery_state === null && t('deals.after.state.none', { date: day(deal.terms.unloading_date) })}
        {after.delivery_state === 'reported' &&
          t('deals.after.state.reported', { date: date(after.delivered_at), until: date(after.confirm_until) })}
        {after.delivery_state === 'confirmed' &&
          t('deals.after.state.confirmed', { date: date(after.delivered_at), settled: date(after.delivery_settled_at) })}
        {after.delivery_state === 'disputed' &&
          t('deals.after.state.disputed', { date: date(after.delivered_at), reason: after.dispute_reason })}
      </Text>
      {after.proof_name && (
        <Button
          variant="subtle"
          size="compact-sm"
          justify="flex-start"
          // A file name runs up to 200 characters: it wraps on a phone instead of being cut at the button's edge.
          h="auto"
          py={4}
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start', lineHeight: 1.3 } }}
          loading={busy}
          onClick={() => void proof(after.proof_name!)}
          data-testid="after-proof-download"
        >
          {t('deals.after.proofDownload', { name: after.proof_name })}
        </Button>
      )}
      {after.invoice_date && (
        <Text size="sm" data-testid="after-invoice">
          {t('deals.after.invoiced', { date: day(after.invoice_date), due: day(after.due_date), term: deal.terms.payment_term_days })}
        </Text>
      )}
      {after.paid_date && (
        <Text size="sm" fw={600} c={after.late ? 'red.9' : undefined} data-testid="after-paid">
          {t(after.late ? 'deals.after.paidLate' : 'deals.after.paidOnTime', {
            date: day(after.paid_date),
            count: after.days_to_pay ?? 0,
            term: deal.terms.payment_term_days,
          })}
        </Text>
      )}
    </Stack>
  );
}

/** Issue 32 item 1–2: the deal after its transport, for both sides, with the steps the caller may take now. */
export function AfterTransportPanel({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = useRef<HTMLHeadingElement>(null);
  // A done step's button is gone: the focus goes to the panel, whose state now says what changed.
  const focusPanel = useCallback(() => title.current?.focus(), []);
  const after = deal.aftermath;
  if (!after) return null;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="after-transport-title" data-testid="after-transport">
      <Stack gap="sm">
        <Title order={2} size="h4" id="after-transport-title" ref={title} tabIndex={-1}>
          {t('deals.after.title')}
        </Title>
        {after.overdue && (
          <Alert color="red" title={t('deals.after.overdueTitle')} data-testid="after-overdue">
            <Stack gap="xs">
              <Text size="sm">
                {t('deals.after.overdue', {
                  due: after.due_date ? format.day(after.due_date) : '',
                  count: after.overdue_days,
                })}
              </Text>
              {deal.actions.includes('report_payment_incident') && (
                <Anchor component={Link} to={incidentLink(deal, after)} fw={600} data-testid="after-report-incident">
                  {t('deals.after.actions.report_payment_incident')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <DealPaymentIncident deal={deal} after={after} />
        <DeliveryState deal={deal} after={after} />
        <AfterTransportSteps deal={deal} onDone={focusPanel} />
        <DealRatings deal={deal} ratings={after.ratings} />
      </Stack>
    </Card>
  );
}
