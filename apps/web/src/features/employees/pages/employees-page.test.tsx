import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { EmployeesPage } from './employees-page';
import { json, login, makeEmployee, stubNetwork } from './employees-test-helpers';

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

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('employees page', { timeout: 20_000 }, () => {
  it('shows each card as §2 says, with management buttons for an admin of the own company', async () => {
    login({ id: 1, role: 'admin', company: 9 });
    const calls = stubNetwork(() => json(200, { results: [admin, ioana], next: null }));
    renderAt('/dashboard/employees');
    const card = await screen.findByTestId('employee-card-5');
    expect(calls[0]?.query).toMatchObject({ company: '9' });
    expect(screen.getByTestId('employee-name-1').textContent).toBe('Andrei Popescu (administrator)');
    expect(screen.getByTestId('employee-name-5').textContent).toBe('Ioana Dumitrescu');
    expect(within(card).getByText('Dispatcher')).toBeTruthy();
    expect(within(card).getByText('dispatch@carpati.example').getAttribute('href')).toBe('mailto:dispatch@carpati.example');
    expect(within(screen.getByTestId('employee-phones-5')).getByText('+49 15123456789')).toBeTruthy();
    expect(within(card).getByText('yes')).toBeTruthy();
    expect(within(card).getByText('no')).toBeTruthy();
    expect(screen.getByTestId('employee-signal-5')).toBeTruthy();
    expect(screen.queryByTestId('employee-whatsapp-5')).toBeNull();
    expect(within(card).getByRole('img', { name: 'German' }).getAttribute('src')).toBe('/flags/de.svg');
    expect(screen.getByTestId('employees-add')).toBeTruthy();
    expect(screen.getByTestId('employee-edit-5').getAttribute('href')).toBe('/dashboard/add-employee/5');
    expect(screen.getByTestId('employee-delete-5')).toBeTruthy();
  });

  it('deletes after a confirmation', async () => {
    login({ id: 1, role: 'admin', company: 9 });
    let list = [admin, ioana];
    const calls = stubNetwork((call) => {
      if (call.method === 'DELETE') {
        list = [admin];
        return json(204, null);
      }
      return json(200, { results: list, next: null });
    });
    renderAt('/dashboard/employees/9');
    fireEvent.click(await screen.findByTestId('employee-delete-5'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('employee-confirm-delete'));
    await waitFor(() => expect(screen.queryByTestId('employee-card-5')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/employees/5/');
  });

  it("shows another company's employees read only, without roles", async () => {
    login({ id: 1, role: 'admin', company: 3 });
    stubNetwork(() => json(200, { results: [admin, ioana], next: null }));
    renderAt('/dashboard/employees/9');
    await screen.findByTestId('employee-card-5');
    expect(screen.getByTestId('employee-name-1').textContent).toBe('Andrei Popescu');
    for (const id of ['employees-add', 'employee-edit-5', 'employee-delete-5', 'employee-edit-1'])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it('lets an employee edit only their own card', async () => {
    login({ id: 5, role: 'employee', company: 9 });
    stubNetwork(() => json(200, { results: [admin, ioana], next: null }));
    renderAt('/dashboard/employees');
    await screen.findByTestId('employee-card-5');
    expect(screen.getByTestId('employee-edit-5')).toBeTruthy();
    for (const id of ['employees-add', 'employee-delete-5', 'employee-edit-1']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('warns when there are no employees', async () => {
    login({ id: 1, role: 'admin', company: 3 });
    stubNetwork(() => json(200, { results: [], next: null }));
    renderAt('/dashboard/employees/9');
    expect((await screen.findByTestId('employees-empty')).textContent).toBe('This company has no employees to show.');
  });
});
