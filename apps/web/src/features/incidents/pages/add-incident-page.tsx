import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate, useSearchParams } from 'react-router';
import { INCIDENT_KINDS, type IncidentKind } from '@freight/shared/incidents';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { useCreateIncident } from '../api/create-incident';
import { DisputeBanner } from '../components/dispute-banner';
import { IncidentForm } from '../components/incident-form';
import { prefillFromDeal } from '../utils/deal-prefill';
import { dealRefusal } from '../utils/deal-refusal';
import { toIncidentForm, type IncidentFormValues } from '../utils/incident-values';

/** The incident kind is route data (`handle.incidentKind`): one page module serves both forms. */
function useIncidentKind(): IncidentKind {
  const kind = useMatches()
    .map((match) => (match.handle as { incidentKind?: unknown } | undefined)?.incidentKind)
    .find((value): value is IncidentKind => (INCIDENT_KINDS as readonly unknown[]).includes(value));
  if (!kind) throw new Error('An incident route needs handle.incidentKind');
  return kind;
}

/**
 * §2 /dashboard/add-payment-incident and /dashboard/add-transport-incident. §8: a 404 says
 * 'company not found', any other failure the generic incident error; success 'Form Submitted
 * Successfully!' (5 s), then My incidents.
 */
export function AddIncidentPage() {
  const { t, i18n } = useTranslation();
  const kind = useIncidentKind();
  const create = useCreateIncident();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = kind === 'payment' ? prefillFromDeal(params, t, i18n.language) : undefined;

  const submit = async (values: IncidentFormValues) => {
    try {
      await create.mutateAsync({ kind, form: toIncidentForm(kind, values) });
    } catch (error) {
      // A deal the API refused (decision 067) is said in words; a 404 of the deal is not "company not found".
      const refusal = dealRefusal(error);
      const notFound = error instanceof ApiRequestError && error.status === 404;
      if (refusal) alert.danger(`incidents.dealErrors.${refusal}`, { details: error });
      else alert.danger(notFound ? 'incidents.form.companyNotFound' : 'incidents.form.submitFailed', { details: error });
      throw error;
    }
    alert.success('incidents.form.submitted');
    void navigate('/dashboard/my-incidents');
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(`incidents.form.title.${kind}`)}
      </Title>
      <Text c="dimmed">{t(`incidents.form.intro.${kind}`)}</Text>
      <DisputeBanner />
      <IncidentForm key={kind} kind={kind} onSubmit={submit} initial={initial} />
    </Stack>
  );
}

export { AddIncidentPage as Component };
