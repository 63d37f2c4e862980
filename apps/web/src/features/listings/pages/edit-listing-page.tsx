import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OFFER_VALIDITY_DAYS, type Entry, type ListingInput } from '@freight/shared/listings';
import { PageLoader } from '../../../components/page-loader';
import { useMyEntry } from '../api/get-my-entry';
import { useUpdateListing } from '../api/update-listing';
import { ListingForm } from '../components/listing-form';
import { listingFromEntry } from '../utils/listing-values';
import { useFormType, useListingOutcome } from './use-listing-route';

const DAY_MS = 86_400_000;

/** The offer validity (§9) closest to the entry's own span from its last change to its end. */
function validityOf(entry: Entry): number {
  const span = (Date.parse(entry.valid_until) - Date.parse(entry.modified_at)) / DAY_MS;
  if (Number.isNaN(span)) return OFFER_VALIDITY_DAYS[0];
  return OFFER_VALIDITY_DAYS.reduce<number>(
    (best, days) => (Math.abs(days - span) < Math.abs(best - span) ? days : best),
    OFFER_VALIDITY_DAYS[0],
  );
}

/** §2 /dashboard/edit-truck/{uid} and /dashboard/edit-ware/{uid}: own entries only. */
export function EditListingPage() {
  const { t } = useTranslation();
  const formType = useFormType();
  const uid = useParams().uid ?? '';
  const entry = useMyEntry(formType, uid);
  const update = useUpdateListing();
  const outcome = useListingOutcome(formType);

  const submit = async (body: ListingInput) => {
    try {
      await update.mutateAsync({ formType, uid, body });
    } catch (error) {
      outcome.failed(error);
      throw error;
    }
    outcome.succeeded();
  };

  let content;
  if (entry.isPending) content = <PageLoader />;
  else if (entry.isError)
    content = (
      <Alert color="red" title={t('listing.loadFailed')} data-testid="listing-load-failed">
        {t('common.tryLater')}
      </Alert>
    );
  else if (!entry.data || entry.data.form_type !== formType)
    content = (
      <Alert color="yellow" title={t('notFound.title')} data-testid="listing-not-found">
        {t('listing.notFound')}
      </Alert>
    );
  else
    content = <ListingForm key={entry.data.uid} initialValues={listingFromEntry(entry.data, validityOf(entry.data))} onSubmit={submit} />;

  return (
    <Stack gap="md">
      <Title order={1}>{t(`listing.editTitle.${formType}`)}</Title>
      {content}
    </Stack>
  );
}

export { EditListingPage as Component };
