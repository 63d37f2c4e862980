import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryInput } from '@freight/shared/entries';
import { useCreateEntry } from '../api/create-entry';
import { EntryForm } from '../components/entry-form';
import { emptyEntry } from '../utils/entry-values';
import { newUid } from '../utils/new-uid';
import { useFormType, useEntryOutcome } from './use-entry-route';

/** §2 /dashboard/publish-truck and /dashboard/publish-ware. */
export function PublishEntryPage() {
  const { t } = useTranslation();
  const formType = useFormType();
  const create = useCreateEntry();
  const outcome = useEntryOutcome(formType);
  // §4: after a successful create the form starts again from the defaults.
  const [round, setRound] = useState(0);

  const submit = async (body: EntryInput) => {
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
      <Title order={1}>{t(`entries.title.${formType}`)}</Title>
      {/* The form keeps the uid it starts with (its initial values are read once per key): every save of one
          publication sends the same uid, so saving again after a lost answer or a failure cannot publish twice. */}
      <EntryForm key={`${formType}-${round}`} initialValues={emptyEntry(formType, newUid())} onSubmit={submit} />
    </Stack>
  );
}

export { PublishEntryPage as Component };
