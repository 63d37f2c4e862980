import { Alert, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ADMIN_EDITABLE_FIELDS, SELF_EDITABLE_FIELDS, type Employee } from '@freight/shared/employees';
import { PageLoader } from '../../../components/page-loader';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { getSessionUser } from '../../../lib/session';
import { employeeKeys } from '../api/employee-keys';
import { createEmployee, replaceHiringProof, updateEmployee, useEmployee } from '../api/employees-api';
import { EmployeeForm, type ServerFieldErrors } from '../components/employee-form';
import { createForm, editChanges, emptyValues, valuesOf, type EmployeeValues } from '../utils/employee-values';
import { editableFields, isAdminOf } from '../utils/permissions';

/** §8: an API error named on a field goes under that field; e-mail and file codes have a home of their own. */
function serverErrors(error: ApiRequestError): ServerFieldErrors {
  const errors: ServerFieldErrors = { ...error.fields };
  if (error.code === 'email_exists') errors.email = ['email_exists'];
  if (error.code === 'unsupported_file' || error.code === 'file_too_large') errors.hiring_proof = [error.code];
  return errors;
}

/** A refused or failed save: 'not allowed' for permission_denied (§6), field errors for 400, else the §8 alert. */
function failure(error: unknown, alertKey: string): ServerFieldErrors | void {
  if (error instanceof ApiRequestError && error.code === 'permission_denied') {
    alert.warning('employees.notAllowed', { details: error });
    return;
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    alert.danger(`errors.${error.code}`, { details: error });
    return serverErrors(error);
  }
  alert.danger(alertKey, { details: error });
}

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="alert" data-testid="employee-not-allowed">
      {t('employees.notAllowed')}
    </Alert>
  );
}

/** Creating, an admin fills in every field. */
const ALL_FIELDS = new Set<string>([...ADMIN_EDITABLE_FIELDS, ...SELF_EDITABLE_FIELDS]);

function CreateEmployee() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = getSessionUser();
  const companyId = viewer?.company ?? null;
  if (companyId === null || !isAdminOf(viewer, companyId)) return <NotAllowed />;

  // The form has checked the values with the shared schema and made sure of the proof.
  const submit = async (values: EmployeeValues, proof: File | null): Promise<ServerFieldErrors | void> => {
    if (!proof) return { hiring_proof: ['required'] };
    try {
      const created = await createEmployee(createForm(values, companyId, proof));
      // §8: the success message carries the reset link, which is also mailed to the new employee.
      alert.success('employees.created', { values: { link: created.reset_link } });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      void navigate('/dashboard/employees');
    } catch (error) {
      return failure(error, 'employees.addFailed');
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('employees.form.createTitle')}
      </Title>
      <EmployeeForm mode="create" initialValues={emptyValues()} editable={ALL_FIELDS} hiringProof="required" onSubmit={submit} />
    </Stack>
  );
}

function EditEmployee({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = getSessionUser();
  const query = useEmployee(id);

  useEffect(() => {
    if (query.isError) alert.danger('employees.fetchOneFailed', { details: query.error });
  }, [query.isError, query.error]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {t('employees.fetchOneFailed')}
      </Alert>
    );
  }
  const employee: Employee = query.data;
  const editable = editableFields(viewer, employee);
  if (editable.size === 0) return <NotAllowed />;
  const admin = isAdminOf(viewer, employee.company);

  // The form has checked what this viewer may change; only that is sent (§6).
  const submit = async (values: EmployeeValues, proof: File | null): Promise<ServerFieldErrors | void> => {
    const { changes } = editChanges(values, editable);
    try {
      await updateEmployee(id, changes);
      if (proof && admin) await replaceHiringProof(id, proof);
      alert.success('employees.saved');
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      void navigate(`/dashboard/employees/${employee.company}`);
    } catch (error) {
      return failure(error, 'employees.saveFailed');
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('employees.form.editTitle')}
      </Title>
      <EmployeeForm
        key={employee.id}
        mode="edit"
        initialValues={valuesOf(employee)}
        editable={editable}
        hiringProof={admin ? 'optional' : 'hidden'}
        onSubmit={submit}
      />
    </Stack>
  );
}

/** §2 /dashboard/add-employee/{id?}: without id an admin adds an employee; with id the employee is edited (§6). */
export function AddEmployeePage() {
  const { id } = useParams();
  if (id === undefined) return <CreateEmployee />;
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0) return <NotAllowed />;
  return <EditEmployee id={Number(id)} />;
}

export { AddEmployeePage as Component };
