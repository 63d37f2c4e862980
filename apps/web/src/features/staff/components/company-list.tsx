import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyStatus } from '@freight/shared/accounts-constants';
import { PageLoader } from '../../../components/page-loader';
import { useStaffCompanies } from '../api/list-staff-companies';
import { errorKey } from '../utils/error-key';
import { CompanyCard } from './company-card';
import { DocumentViewer, type ViewedDocument } from './document-viewer';
import { LoadMoreButton } from '../../../components/load-more-button';

/** One tab of the staff list: newest first, paginated by the server's cursor ("load more"). */
export function CompanyList({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation();
  const companies = useStaffCompanies(status);
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);

  if (companies.isPending) return <PageLoader />;
  if (companies.isError) {
    return (
      <Alert color="red" role="alert" title={t('staff.loadFailed')} data-testid="staff-list-error">
        <Stack gap="sm" align="flex-start">
          <span>{t(errorKey(companies.error), { defaultValue: t('common.unexpectedError') })}</span>
          <Button size="xs" variant="light" color="red" onClick={() => void companies.refetch()}>
            {t('staff.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const list = companies.data.pages.flatMap((page) => page.results);
  if (list.length === 0) {
    return (
      <Alert color="blue" data-testid="staff-empty">
        {t('staff.empty')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {list.map((company) => (
        <CompanyCard key={company.id} company={company} onViewDocument={setViewed} />
      ))}
      <LoadMoreButton pages={companies} label={t('staff.loadMore')} testId="staff-load-more" variant="light" />
      <DocumentViewer document={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
