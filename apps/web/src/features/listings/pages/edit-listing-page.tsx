import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ListingInput } from '@freight/shared/listings';
import { PageLoader } from '../../../components/page-loader';
import { useMyEntry } from '../api/get-my-entry';
import { useUpdateListing } from '../api/update-listing';
import { ListingForm } from '../components/listing-form';
import { listingFromEntry } from '../utils/listing-values';
import { useFormType, useListingOutcome } from './use-listing-route';

/** §2 /dashboard/edit-truck/{uid} and /dashboard/edit-ware/{uid}: entries the member may manage (§6, decision 012). */
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
  else if (!entry.data.can_manage)
    content = (
      <Alert color="yellow" title={t('errors.permission_denied')} data-testid="listing-not-allowed">
        {t('listing.notAllowed')}
      </Alert>
    );
  else content = <ListingForm key={entry.data.uid} initialValues={listingFromEntry(entry.data)} onSubmit={submit} />;

  return (
    <Stack gap="md">
      <Title order={1}>{t(`listing.editTitle.${formType}`)}</Title>
      {content}
    </Stack>
  );
}

export { EditListingPage as Component };
