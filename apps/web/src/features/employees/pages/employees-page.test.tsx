import { screen, waitFor, within } from '@testing-library/react';
import type { Employee, EmployeeList } from '@freight/shared/employees';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { EmployeesPage } from './employees-page';
import { login, makeEmployee } from './employees-test-helpers';

const renderAt = (path: string) =>
  renderInRouter(
    [
      { path: '/dashboard/employees/:companyId?', element: <EmployeesPage /> },
      { path: '/dashboard/add-employee/:id?', element: <p>employee form</p> },
    ],
    path,
  );

const admin = makeEmployee({
  id: 1,
  first_name: 'Andrei',
  last_name: 'Popescu',
  role: 'admin',
  job_title: 'Director',
  phones: [],
  alt_emails: [],
});
const ioana = makeEmployee();

/** The employees the API lists, read again on every request. */
const serveEmployees = (list: () => Employee[]) =>
  server.use(http.get('/api/employees/', () => HttpResponse.json({ results: list(), next: null } satisfies EmployeeList)));

const card = (name: string) => screen.getByRole('heading', { name }).closest<HTMLElement>('[data-testid^="employee-card-"]')!;

beforeEach(() => sessionStorage.clear());

describe('employees page', { timeout: 20_000 }, () => {
  it('shows each card as §2 says, with management buttons for an admin of the own company', async () => {
    login({ id: 1, role: 'admin', company: 9 });
    serveEmployees(() => [admin, ioana]);
    const requests = recordRequests();
    renderAt('/dashboard/employees');
    expect(await screen.findByRole('heading', { name: 'Andrei Popescu (administrator)' })).toBeVisible();
    expect(requests[0]?.query).toMatchObject({ company: '9' });
    const ioanaCard = within(card('Ioana Dumitrescu'));
    expect(ioanaCard.getByText('Dispatcher')).toBeVisible();
    expect(ioanaCard.getByRole('link', { name: 'dispatch@carpati.example' })).toHaveAttribute('href', 'mailto:dispatch@carpati.example');
    expect(within(screen.getByTestId('employee-phones-5')).getByText('+49 15123456789')).toBeVisible();
    // Truck e-mails yes, ware e-mails no.
    expect(ioanaCard.getByText('yes')).toBeVisible();
    expect(ioanaCard.getByText('no')).toBeVisible();
    const apps = ioanaCard.getByRole('group', { name: 'Messaging apps' });
    expect(apps).toHaveTextContent('Signal');
    expect(apps).not.toHaveTextContent('WhatsApp');
    expect(within(ioanaCard.getByTestId('spoken-languages')).getByText('German')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add employee' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Ioana Dumitrescu' })).toHaveAttribute('href', '/dashboard/add-employee/5');
    expect(screen.getByRole('button', { name: 'Delete Ioana Dumitrescu' })).toBeEnabled();
  });

  it('deletes after a confirmation', async () => {
    const user = setupUser();
    login({ id: 1, role: 'admin', company: 9 });
    let list = [admin, ioana];
    serveEmployees(() => list);
    server.use(
      http.delete('/api/employees/:id/', () => {
        list = [admin];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    renderAt('/dashboard/employees/9');
    await user.click(await screen.findByRole('button', { name: 'Delete Ioana Dumitrescu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete employee' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ioana Dumitrescu' })).toBeNull());
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/employees/5/');
  });

  it("shows another company's employees read only, without roles", async () => {
    login({ id: 1, role: 'admin', company: 3 });
    serveEmployees(() => [admin, ioana]);
    renderAt('/dashboard/employees/9');
    expect(await screen.findByRole('heading', { name: 'Andrei Popescu' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add employee' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('lets an employee edit only their own card', async () => {
    login({ id: 5, role: 'employee', company: 9 });
    serveEmployees(() => [admin, ioana]);
    renderAt('/dashboard/employees');
    expect(await screen.findByRole('link', { name: 'Edit Ioana Dumitrescu' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit Andrei Popescu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('warns when there are no employees', async () => {
    login({ id: 1, role: 'admin', company: 3 });
    serveEmployees(() => []);
    renderAt('/dashboard/employees/9');
    expect(await screen.findByTestId('employees-empty')).toHaveTextContent(/^This company has no employees to show\.$/);
  });
});
