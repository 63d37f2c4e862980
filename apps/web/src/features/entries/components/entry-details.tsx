import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Entry, EntryLocation } from '@freight/shared/entries';
import { useFormat } from '../../../lib/format/use-format';
import { formatEntryPrice } from '../utils/format-price';
import { ReportGoneButton } from './report-gone-button';
import { CompanyChangeWarning } from '../../../components/company-change-warning';
import { ReputationBadge } from '../../../components/reputation-badge';
import { HiddenContactsNote } from '../../../components/hidden-contacts-note';

const digits = (text: string) => text.replace(/\D/g, '');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

type Props = {
  entry: Entry;
  /** The count after this reader's view was recorded (useRecordView), not the list's older one. */
  viewCount: number;
};

/**
 * §4 an entry's full details and contacts: what a card or a table row shows once expanded. One
 * component for both views, so they never drift apart.
 */
export function EntryDetails({ entry, viewCount }: Props) {
  const { t, i18n } = useTranslation();
  const { uid, info, user, company, transport_options: options } = entry;
  const format = useFormat();
  const number = (value: number) => format.number(value, { max: 2 });
  const times = (location: EntryLocation) =>
    location.time_start && location.time_end
      ? t('entries.card.timeRange', { start: location.time_start, end: location.time_end })
      : t('entries.card.anyTime');
  const prices = formatEntryPrice(entry, t, i18n.language);
  const price = prices.price ?? t('entries.card.noPrice');
  const phone = user ? `${user.phone_prefix}${user.phone}` : '';

  return (
    <Stack gap="sm" id={`entry-details-${uid}`} data-testid={`entry-details-${uid}`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label={t('entries.card.loadingTimes')}>{times(entry.loading_location)}</Field>
        <Field label={t('entries.card.unloadingTimes')}>{times(entry.unloading_location)}</Field>
        {entry.form_type === 'truck' ? (
          <Field label={t('entries.transport.truckType')}>
            {options.truck_type === null ? t('entries.card.none') : t(`entries.truckTypes.${options.truck_type}`)}
          </Field>
        ) : (
          <Field label={t('entries.transport.platformType')}>
            {options.platform_type.map((type) => t(`entries.platformTypes.${type}`)).join(', ') || t('entries.card.none')}
          </Field>
        )}
        <Field label={t('entries.transport.specialFeatures')}>
          {options.truck_special_features.map((feature) => t(`entries.specialFeatures.${feature}`)).join(', ') || t('entries.card.none')}
        </Field>
        <Field label={t('entries.transport.coating')}>{t(`entries.coatings.${options.truck_coating}`)}</Field>
        <Field label={t('entries.transport.transportType')}>{t(`entries.transportTypes.${options.truck_transport_type}`)}</Field>
        <Field label={t('entries.info.volume')}>{info.volume === null ? t('entries.card.none') : number(info.volume)}</Field>
        {/* A truck's price is its rate per km; a ware's is for the load, with the derived rate beside it. */}
        <Field label={t(entry.form_type === 'truck' ? 'entries.info.pricePerKm' : 'entries.info.price')}>
          <span data-testid={`entry-price-detail-${uid}`}>{price}</span>
        </Field>
        {prices.perKm && (
          <Field label={t('entries.info.pricePerKm')}>
            <span data-testid={`entry-price-per-km-${uid}`}>{prices.perKm}</span>
          </Field>
        )}
        <Field label={t('entries.info.currency')}>{info.currency}</Field>
        <Field label={t('entries.card.vat')}>{t(info.vat_type ? 'entries.card.vatIncluded' : 'entries.card.vatExcluded')}</Field>
        <Field label={t('entries.card.paymentTerm')}>{t('entries.info.days', { count: info.payment_term })}</Field>
        <Field label={t('entries.card.views')}>{number(viewCount)}</Field>
        {entry.is_own && entry.gone_reports !== undefined && (
          <Field label={t('entries.gone.reports')}>
            <span data-testid={`entry-gone-reports-${uid}`}>{number(entry.gone_reports)}</span>
          </Field>
        )}
      </SimpleGrid>
      {entry.notes && (
        <Field label={t('entries.notes')}>
          <span data-testid={`entry-notes-${uid}`}>{entry.notes}</span>
          {entry.notes_contacts_hidden && <HiddenContactsNote own={entry.is_own} testId={`entry-notes-hidden-${uid}`} />}
        </Field>
      )}
      {!entry.is_own && <CompanyChangeWarning companyId={company.id} testId={`entry-contact-warning-${uid}`} />}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {user ? (
          <>
            <Field label={t('entries.card.poster')}>{`${user.first_name} ${user.last_name}`}</Field>
            <Field label={t('entries.card.phone')}>
              <Anchor href={`tel:${phone}`}>{phone}</Anchor>
            </Field>
            <Field label={t('entries.card.languages')}>
              {user.spoken_languages.map((code) => format.language(code)).join(', ') || t('entries.card.none')}
            </Field>
          </>
        ) : (
          <Field label={t('entries.card.poster')}>{t('entries.card.posterGone')}</Field>
        )}
        <Field label={t('entries.card.company')}>
          <Anchor component={Link} to={`/dashboard/company-details/${company.id}`} data-testid={`entry-company-${uid}`}>
            {company.name}
          </Anchor>
          {company.reputation && (
            <div>
              <ReputationBadge reputation={company.reputation} testId={`entry-details-reputation-${uid}`} />
            </div>
          )}
        </Field>
      </SimpleGrid>
      <Group gap="xs">
        {/* §4: messaging buttons only when the poster has the app. */}
        {user?.hasWhatsApp && (
          <Button
            component="a"
            href={`https://wa.me/${digits(phone)}`}
            target="_blank"
            rel="noopener noreferrer"
            // WhatsApp's dark green: white text on it keeps a 7:1 contrast (Mantine's light green does not).
            color="#1b5e20"
            data-testid={`entry-whatsapp-${uid}`}
          >
            {t('entries.card.whatsapp')}
          </Button>
        )}
        {user?.hasSignalApp && (
          <Button
            component="a"
            href={`https://signal.me/#p/+${digits(phone)}`}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            data-testid={`entry-signal-${uid}`}
          >
            {t('entries.card.signal')}
          </Button>
        )}
        {/* Issue 33: another company's entry may be reported gone; the owner sees how often it was. */}
        {!entry.is_own && <ReportGoneButton entry={entry} />}
      </Group>
    </Stack>
  );
}
