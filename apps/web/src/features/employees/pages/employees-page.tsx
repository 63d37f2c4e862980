import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Employee } from '@freight/shared/employees';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { getSessionUser } from '../../../lib/session';
import { useDeleteEmployee, useEmployees } from '../api/employees-api';
import { EmployeeCard } from '../components/employee-card';
import { isAdminOf } from '../utils/permissions';

function useCompanyId(): number | null {
  const { companyId } = useParams();
  if (companyId === undefined) return getSessionUser()?.company ?? null;
  return /^\d{1,10}$/.test(companyId) && Number(companyId) > 0 ? Number(companyId) : null;
}

/**
 * §2 /dashboard/employees/{companyId?}: one card per employee. Another company's employees are
 * read only; an admin of the own company adds, edits and deletes (with a confirmation).
 */
export function EmployeesPage() {
  const { t } = useTranslation();
  const viewer = getSessionUser();
  const companyId = useCompanyId();
  const query = useEmployees(companyId);
  const remove = useDeleteEmployee();
  const [confirming, setConfirming] = useState<Employee | null>(null);
  const ownCompany = companyId !== null && viewer?.company === companyId;
  const admin = companyId !== null && isAdminOf(viewer, companyId);
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;

  useEffect(() => {
    if (query.isError && !notFound) alert.danger('employees.fetchFailed', { details: query.error });
  }, [query.isError, query.error, notFound]);

  if (companyId === null || notFound) {
    return (
      <Alert color="yellow" role="alert" data-testid="employees-company-missing">
        {t('employees.companyNotFound')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(ownCompany ? 'employees.titleOwn' : 'employees.titleOther')}
        </Title>
        {admin && (
          <Button component={Link} to="/dashboard/add-employee" data-testid="employees-add">
            {t('employees.add')}
          </Button>
        )}
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t('employees.fetchFailed')}
        </Alert>
      ) : query.data.length === 0 ? (
        <Alert color="yellow" data-testid="employees-empty">
          {t('employees.empty')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="employees-list">
          {query.data.map((employee) => (
            <EmployeeCard
              key={employee.id}
              employee={employee}
              ownCompany={ownCompany}
              canEdit={admin || (ownCompany && viewer?.id === employee.id)}
              canDelete={admin}
              onDelete={setConfirming}
            />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('employees.confirmTitle')}
        message={t('employees.confirmText', { name: confirming ? `${confirming.first_name} ${confirming.last_name}` : '' })}
        confirmLabel={t('employees.delete')}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
        onCancel={() => setConfirming(null)}
        testIds={{ confirm: 'employee-confirm-delete' }}
      />
    </Stack>
  );
}

export { EmployeesPage as Component };
