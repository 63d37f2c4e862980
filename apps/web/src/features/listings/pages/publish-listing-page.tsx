import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingInput } from '@freight/shared/listings';
import { useCreateListing } from '../api/create-listing';
import { ListingForm } from '../components/listing-form';
import { emptyListing } from '../utils/listing-values';
import { newUid } from '../utils/new-uid';
import { useFormType, useListingOutcome } from './use-listing-route';

/** §2 /dashboard/publish-truck and /dashboard/publish-ware. */
export function PublishListingPage() {
  const { t } = useTranslation();
  const formType = useFormType();
  const create = useCreateListing();
  const outcome = useListingOutcome(formType);
  // §4: after a successful create the form starts again from the defaults.
  const [round, setRound] = useState(0);

  const submit = async (body: ListingInput) => {
    try {
      await create.mutateAsync({ formType, body });
    } catch (error) {
      outcome.failed(error);
      throw error;
    }
    setRound((current) => current + 1);
    outcome.succeeded();
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t(`listing.title.${formType}`)}</Title>
      {/* The form keeps the uid it starts with (its initial values are read once per key): every save of one
          publication sends the same uid, so saving again after a lost answer or a failure cannot publish twice. */}
      <ListingForm key={`${formType}-${round}`} initialValues={emptyListing(formType, newUid())} onSubmit={submit} />
    </Stack>
  );
}

export { PublishListingPage as Component };
