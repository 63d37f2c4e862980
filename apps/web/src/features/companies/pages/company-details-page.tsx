import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { getSessionUser } from '../../../lib/session';
import { PageLoader } from '../../../components/page-loader';
import { useCompanyDetails } from '../../../lib/companies/companies-api';
import { ChangeRequestsCard } from '../components/change-requests-card';
import { ContactCard, FirmCard, InfoCard } from '../components/company-cards';
import { DocumentsManager } from '../components/documents-manager';
import { IncidentSummaryCard } from '../components/incident-summary-card';
import { ReputationSection } from '../components/reputation-section';
import { VatLinks } from '../components/vat-links';

/** The company of the route, or the reader's own company when the route names none (§2). */
function useCompanyId(): number | null {
  const { id } = useParams();
  if (id === undefined) return getSessionUser()?.company ?? null;
  return /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** §2 /dashboard/company-details/{id?}: info, firm, contact, incidents, documents, VAT links. */
export function CompanyDetailsPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const query = useCompanyDetails(companyId);

  useEffect(() => {
    if (query.isError && !isNotFound(query.error)) alert.danger('companies.details.fetchFailed', { details: query.error });
  }, [query.isError, query.error]);

  if (companyId === null || (query.isError && isNotFound(query.error))) {
    return (
      <Alert color="yellow" role="alert" data-testid="company-not-found">
        {t('companies.details.notFound')}
      </Alert>
    );
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" data-testid="company-error">
        {t('companies.details.fetchFailed')}
      </Alert>
    );
  }
  const company = query.data;
  return (
    <Stack gap="lg" data-testid="company-details">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {company.name}
        </Title>
        {!company.is_own && (
          <Button component={Link} to={`/dashboard/employees/${company.id}`} variant="light" data-testid="company-view-employees">
            {t('companies.details.viewEmployees')}
          </Button>
        )}
      </Group>
      <VatLinks vat={company.VATNumber} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InfoCard company={company} />
        <FirmCard company={company} />
        <ContactCard company={company} />
        <IncidentSummaryCard company={company} />
      </SimpleGrid>
      <ReputationSection companyId={company.id} />
      {company.is_own && <ChangeRequestsCard />}
      <DocumentsManager company={company} />
    </Stack>
  );
}

export { CompanyDetailsPage as Component };
