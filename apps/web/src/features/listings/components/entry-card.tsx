import { Anchor, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Entry, EntryLocation } from '@freight/shared/listings';
import { viewEntry } from '../api/view-entry';
import { formatEntryPrice } from '../utils/format-price';

/** §9: a highlighted entry (uid in the search route) expands this long after it is shown. */
export const HIGHLIGHT_EXPAND_DELAY_MS = 500;

type Props = {
  entry: Entry;
  highlighted: boolean;
  onDelete: (entry: Entry) => Promise<void>;
  onRefresh: (entry: Entry) => Promise<void>;
};

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

/**
 * §4 entry card: a summary that toggles to the full entry. Edit, refresh and delete only where the API
 * says the reader may (`can_manage`: the poster or an admin of the company, §6 and decision 012).
 */
export function EntryCard({ entry, highlighted, onDelete, onRefresh }: Props) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [viewCount, setViewCount] = useState(entry.view_count);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const viewed = useRef(false);
  const { uid, info, user, company, transport_options: options } = entry;

  // §4: expanding records a view, once per card; a failure is only logged (§8).
  useEffect(() => {
    if (!expanded || viewed.current) return;
    viewed.current = true;
    viewEntry(entry.form_type, uid).then(
      (answer) => setViewCount(answer.view_count),
      (error: unknown) => console.error('Recording the view failed', error),
    );
  }, [expanded, entry.form_type, uid]);

  useEffect(() => {
    if (!highlighted) return undefined;
    const timer = setTimeout(() => setExpanded(true), HIGHLIGHT_EXPAND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  const date = (day: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' }).format(new Date(`${day}T00:00:00`));
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  // The API names GeoNames places in the reader's language (decision 015); city_display_name is only what the poster typed.
  const place = (location: EntryLocation) =>
    t('entries.card.place', { city: location.cityName || location.city_display_name, country: location.countryName.name });
  const dates = (location: EntryLocation) =>
    t('entries.card.dateRange', { start: date(location.date_start), end: date(location.date_end) });
  const times = (location: EntryLocation) =>
    location.time_start && location.time_end
      ? t('entries.card.timeRange', { start: location.time_start, end: location.time_end })
      : t('entries.card.anyTime');
  const prices = formatEntryPrice(entry, t, i18n.language);
  const price = prices.price ?? t('entries.card.noPrice');
  const phone = user ? `${user.phone_prefix}${user.phone}` : '';
  const languageNames = new Intl.DisplayNames([i18n.language], { type: 'language', fallback: 'code' });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      withBorder
      padding="md"
      data-testid={`entry-card-${uid}`}
      data-highlighted={highlighted || undefined}
      data-expanded={expanded || undefined}
      style={highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <UnstyledButton
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={`entry-details-${uid}`}
        aria-label={t(expanded ? 'entries.card.collapse' : 'entries.card.expand', { id: entry.identification_id })}
        data-testid={`entry-toggle-${uid}`}
        w="100%"
      >
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>{entry.identification_id}</Text>
              {entry.expired && (
                <Badge color="gray" data-testid={`entry-expired-${uid}`}>
                  {t('entries.card.expired')}
                </Badge>
              )}
            </Group>
            <Text size="sm">{t('entries.card.route', { from: place(entry.loading_location), to: place(entry.unloading_location) })}</Text>
            <Text size="sm" c="dimmed">
              {t('entries.card.routeDates', { loading: dates(entry.loading_location), unloading: dates(entry.unloading_location) })}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text size="sm">{t('entries.card.weightMdp', { weight: number(info.weight), mdp: number(info.mdp) })}</Text>
            <Text size="sm" data-testid={`entry-price-${uid}`}>
              {price}
              {prices.perKm && ` · ${prices.perKm}`}
            </Text>
            {entry.distance !== null && <Text size="sm">{t('entries.card.distance', { km: number(entry.distance) })}</Text>}
            <Text size="xs" c="dimmed">
              {t('entries.card.modified', { time: dateTime(entry.modified_at) })}
            </Text>
            {/* The own company's entries say when they leave the search: end of loading or of validity. */}
            {entry.is_own && !entry.expired && (
              <Text size="xs" c="dimmed" data-testid={`entry-expires-${uid}`}>
                {t('entries.card.expires', { time: dateTime(entry.expires_at) })}
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledButton>

      {expanded && (
        <Stack gap="sm" mt="md" id={`entry-details-${uid}`}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Field label={t('entries.card.loadingTimes')}>{times(entry.loading_location)}</Field>
            <Field label={t('entries.card.unloadingTimes')}>{times(entry.unloading_location)}</Field>
            {entry.form_type === 'truck' ? (
              <Field label={t('listing.transport.truckType')}>
                {options.truck_type === null ? t('entries.card.none') : t(`listing.truckTypes.${options.truck_type}`)}
              </Field>
            ) : (
              <Field label={t('listing.transport.platformType')}>
                {options.platform_type.map((type) => t(`listing.platformTypes.${type}`)).join(', ') || t('entries.card.none')}
              </Field>
            )}
            <Field label={t('listing.transport.specialFeatures')}>
              {options.truck_special_features.map((feature) => t(`listing.specialFeatures.${feature}`)).join(', ') ||
                t('entries.card.none')}
            </Field>
            <Field label={t('listing.transport.coating')}>{t(`listing.coatings.${options.truck_coating}`)}</Field>
            <Field label={t('listing.transport.transportType')}>{t(`listing.transportTypes.${options.truck_transport_type}`)}</Field>
            <Field label={t('listing.info.volume')}>{info.volume === null ? t('entries.card.none') : number(info.volume)}</Field>
            {/* A truck's price is its rate per km; a ware's is for the load, with the derived rate beside it. */}
            <Field label={t(entry.form_type === 'truck' ? 'listing.info.pricePerKm' : 'listing.info.price')}>
              <span data-testid={`entry-price-detail-${uid}`}>{price}</span>
            </Field>
            {prices.perKm && (
              <Field label={t('listing.info.pricePerKm')}>
                <span data-testid={`entry-price-per-km-${uid}`}>{prices.perKm}</span>
              </Field>
            )}
            <Field label={t('listing.info.currency')}>{info.currency}</Field>
            <Field label={t('entries.card.vat')}>{t(info.vat_type ? 'entries.card.vatIncluded' : 'entries.card.vatExcluded')}</Field>
            <Field label={t('entries.card.paymentTerm')}>{t('listing.info.days', { count: info.payment_term })}</Field>
            <Field label={t('entries.card.views')}>{number(viewCount)}</Field>
          </SimpleGrid>
          {entry.notes && <Field label={t('listing.notes')}>{entry.notes}</Field>}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {user ? (
              <>
                <Field label={t('entries.card.poster')}>{`${user.first_name} ${user.last_name}`}</Field>
                <Field label={t('entries.card.phone')}>
                  <Anchor href={`tel:${phone}`}>{phone}</Anchor>
                </Field>
                <Field label={t('entries.card.languages')}>
                  {user.spoken_languages.map((code) => languageNames.of(code) ?? code).join(', ') || t('entries.card.none')}
                </Field>
              </>
            ) : (
              <Field label={t('entries.card.poster')}>{t('entries.card.posterGone')}</Field>
            )}
            <Field label={t('entries.card.company')}>
              <Anchor component={Link} to={`/dashboard/company-details/${company.id}`} data-testid={`entry-company-${uid}`}>
                {company.name}
              </Anchor>
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
          </Group>
        </Stack>
      )}

      {entry.can_manage && (
        <Group gap="xs" mt="md">
          <Button
            component={Link}
            to={`/dashboard/edit-${entry.form_type}/${uid}`}
            variant="default"
            size="xs"
            data-testid={`entry-edit-${uid}`}
          >
            {t('entries.actions.edit')}
          </Button>
          <Button
            variant="default"
            size="xs"
            loading={busy}
            onClick={() => void run(() => onRefresh(entry))}
            data-testid={`entry-refresh-${uid}`}
          >
            {t('entries.actions.refresh')}
          </Button>
          <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)} data-testid={`entry-delete-${uid}`}>
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
      )}
    </Card>
  );
}
