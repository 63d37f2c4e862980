import { Button, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEAL_CURRENCIES, type DealCurrency, type DealTermsInput } from '@freight/shared/deals';
import type { Entry } from '@freight/shared/entries';
import { Dialog } from '../../../components/dialog';
import { alert } from '../../../lib/alerts/alert';
import { makeOffer, storeDeal } from '../api/deals';
import { alertFailure } from '../utils/errors';
import { TermsForm } from './terms-form';
import { CompanyChangeWarning } from '../../../components/company-change-warning';
import { OfferPaymentWarning } from '../../../components/offer-payment-warning';
import { StrokeIcon } from '../../../components/stroke-icon';

/** Issue 32 item 6: the entry's lane and road km for the lane hint beside the offered price. */
const laneOfEntry = (entry: Entry) => ({
  formType: entry.form_type,
  loadingCountry: entry.loading_location.country,
  unloadingCountry: entry.unloading_location.country,
  truckType: entry.transport_options.truck_type,
  loadingCity: entry.loading_location.external_city_id,
  unloadingCity: entry.unloading_location.external_city_id,
  distanceKm: entry.distance,
});

const place = (location: Entry['loading_location']) => ({
  country: location.country,
  city: location.city_display_name,
  postal_code: location.postal_code,
  date_start: location.date_start,
  date_end: location.date_end,
});

/** Terms prefilled from the entry: its price (a truck's per km), currency, payment term and first days. */
function initialTerms(entry: Entry): DealTermsInput {
  const currency = (DEAL_CURRENCIES as readonly string[]).includes(entry.info.currency) ? (entry.info.currency as DealCurrency) : 'EUR';
  return {
    price: entry.info.price ?? 0,
    price_unit: entry.form_type === 'truck' ? 'per_km' : 'total',
    currency,
    payment_term_days: entry.info.payment_term,
    loading_date: entry.loading_location.date_start,
    unloading_date: entry.unloading_location.date_start,
    note: '',
  };
}

/** A hand holding a coin: the table row's icon of "Make an offer" (16 px stroke, as the row's other actions). */
function OfferGlyph() {
  return (
    <StrokeIcon>
      <circle cx="15" cy="6" r="3" />
      <path d="M3 14h3l4 2h4a2 2 0 0 1 0 4H9M6 21H3v-7M14 18l5-3a2 2 0 0 1 2 3l-5 4H6" />
    </StrokeIcon>
  );
}

/**
 * "Make an offer" (issue 31 item 1) on another company's live entry: the terms in a dialog, then the
 * deal's page. Own and expired entries have no button (the API refuses them too). `compact`: a table
 * row's icon, named and with its tooltip, so the row gets no wider.
 */
export function MakeOfferButton({ entry, compact = false }: { entry: Entry; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (entry.is_own || entry.expired) return null;

  const submit = async (terms: DealTermsInput) => {
    try {
      const deal = await makeOffer({ entry_uid: entry.uid, ...terms });
      storeDeal(queryClient, deal);
      setOpen(false);
      alert.success('deals.offerSent');
      void navigate(`/dashboard/deals/${deal.id}`);
    } catch (error) {
      if ((error as { fields?: unknown }).fields) throw error;
      alertFailure(i18n, error);
    }
  };
  return (
    <>
      {compact ? (
        <Tooltip label={t('deals.makeOffer')} withinPortal>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setOpen(true)}
            data-testid="make-offer"
            aria-label={t('deals.makeOfferFor', { id: entry.identification_id })}
          >
            <OfferGlyph />
          </Button>
        </Tooltip>
      ) : (
        <Button
          size="xs"
          onClick={() => setOpen(true)}
          data-testid="make-offer"
          aria-label={t('deals.makeOfferFor', { id: entry.identification_id })}
        >
          {t('deals.makeOffer')}
        </Button>
      )}
      <Dialog opened={open} onClose={() => setOpen(false)} title={t('deals.offerTitle', { id: entry.identification_id })} size="lg">
        <CompanyChangeWarning companyId={entry.company.id} testId="offer-contact-warning" />
        <OfferPaymentWarning companyId={entry.company.id} reputation={entry.company.reputation} />
        <TermsForm
          entry={{ loading: place(entry.loading_location), unloading: place(entry.unloading_location) }}
          lane={laneOfEntry(entry)}
          initial={initialTerms(entry)}
          submitLabel={t('deals.actions.sendOffer')}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}
