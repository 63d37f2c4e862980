import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EntryInput } from '@freight/shared/entries';
import { PageLoader } from '../../../components/page-loader';
import { useMyEntry } from '../api/get-my-entry';
import { useUpdateEntry } from '../api/update-entry';
import { EntryForm } from '../components/entry-form';
import { formValuesOfEntry } from '../utils/entry-values';
import { useFormType, useEntryOutcome } from './use-entry-route';

/** §2 /dashboard/edit-truck/{uid} and /dashboard/edit-ware/{uid}: entries the member may manage (§6, decision 012). */
export function EditEntryPage() {
  const { t } = useTranslation();
  const formType = useFormType();
  const uid = useParams().uid ?? '';
  const entry = useMyEntry(formType, uid);
  const update = useUpdateEntry();
  const outcome = useEntryOutcome(formType);

  const submit = async (body: EntryInput) => {
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
      <Alert color="red" title={t('entries.loadFailed')} data-testid="entry-load-failed">
        {t('common.tryLater')}
      </Alert>
    );
  else if (!entry.data || entry.data.form_type !== formType)
    content = (
      <Alert color="yellow" title={t('notFound.title')} data-testid="entry-not-found">
        {t('entries.notFound')}
      </Alert>
    );
  else if (!entry.data.can_manage)
    content = (
      <Alert color="yellow" title={t('errors.permission_denied')} data-testid="entry-not-allowed">
        {t('entries.notAllowed')}
      </Alert>
    );
  else content = <EntryForm key={entry.data.uid} initialValues={formValuesOfEntry(entry.data)} onSubmit={submit} />;

  return (
    <Stack gap="md">
      <Title order={1}>{t(`entries.editTitle.${formType}`)}</Title>
      {content}
    </Stack>
  );
}

export { EditEntryPage as Component };
