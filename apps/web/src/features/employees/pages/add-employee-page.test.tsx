import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Employee } from '@freight/shared/employees';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertQueue } from '../../../lib/alerts/alert';
import { apiError } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { AddEmployeePage } from './add-employee-page';
import { login, makeEmployee } from './employees-test-helpers';

const renderAt = (path: string) =>
  renderInRouter(
    [
      { path: '/dashboard/add-employee/:id?', element: <AddEmployeePage /> },
      { path: '/dashboard/employees/:companyId?', element: <p>employees page</p> },
    ],
    path,
  );

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => sessionStorage.clear());

describe('add employee', { timeout: 20_000 }, () => {
  it('checks §5 rules, then sends the spec’s multipart fields and shows the reset link', async () => {
    login({ id: 1, role: 'admin', company: 9 });
    const requests = recordRequests();
    renderAt('/dashboard/add-employee');
    await screen.findByTestId('employee-first-name');

    type('employee-first-name', 'E');
    type('employee-phone', '0722 12');
    fireEvent.click(screen.getByTestId('employee-submit'));
    // First and last name too short; job title and hiring proof missing.
    await waitFor(() => expect(screen.getAllByText('The name is too short.')).toHaveLength(2));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Enter at least 8 digits (at most 15).')).toBeVisible();
    expect(requests).toHaveLength(0);

    type('employee-first-name', 'Elena');
    type('employee-last-name', 'Vasile');
    type('employee-job-title', 'Dispatcher');
    type('employee-email', 'elena@carpati.example');
    type('employee-phone', '0722 123-456');
    fireEvent.click(screen.getByTestId('employee-add-phone'));
    type('employee-extra-phone-number-0', '0151 234 5678');
    fireEvent.click(screen.getByTestId('employee-add-email'));
    type('employee-extra-email-notes-0', 'no address: dropped');
    const notes = 'x'.repeat(80);
    type('employee-extra-phone-notes-0', notes);
    expect(screen.getByText('80 / 150 characters')).toBeVisible();
    const proof = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(proof, { target: { files: [new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByTestId('employee-submit'));

    await screen.findByText('employees page');
    const form = requests[0]?.body as FormData;
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/employees/' });
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      first_name: 'Elena',
      job_title: 'expeditor',
      company: '9',
      role: 'employee',
      phone_prefix: '+40',
      'phones[0].prefix': '+40',
      'phones[0].number': '0151 234 5678',
      'phones[0].notes': notes,
    });
    expect(form.has('alt_emails[0].email')).toBe(false);
    expect((form.get('hiring_proof') as File).name).toBe('contract.pdf');
    expect(alertQueue.snapshot()).toMatchObject({
      kind: 'success',
      messageKey: 'employees.created',
      values: { link: 'http://localhost/reset-password/abc' },
    });
  });

  it('turns away members who are not admins', async () => {
    login({ id: 5, role: 'employee', company: 9 });
    renderAt('/dashboard/add-employee');
    expect(await screen.findByTestId('employee-not-allowed')).toHaveTextContent(/^You are not allowed to do this\.$/);
  });
});

describe('edit employee', { timeout: 20_000 }, () => {
  it('an employee editing themselves cannot change names, job title or e-mail; only their own fields are sent', async () => {
    login({ id: 5, role: 'employee', company: 9 });
    server.use(http.patch('/api/employees/:id/', () => HttpResponse.json(makeEmployee({ phone: '744555666' }) satisfies Employee)));
    const requests = recordRequests();
    renderAt('/dashboard/add-employee/5');
    await screen.findByTestId('employee-first-name');
    for (const id of ['employee-first-name', 'employee-last-name', 'employee-email', 'employee-job-title']) {
      expect((screen.getByTestId(id) as HTMLInputElement).disabled, id).toBe(true);
    }
    expect(screen.queryByTestId('employee-hiring-proof')).toBeNull();
    expect((screen.getByTestId('employee-phone') as HTMLInputElement).disabled).toBe(false);
    type('employee-phone', '0744 555 666');
    fireEvent.click(screen.getByTestId('employee-submit'));
    await screen.findByText('employees page');
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe('/api/employees/5/');
    const body = patch?.body as Record<string, unknown>;
    expect(body.phone).toBe('0744 555 666');
    expect(Object.keys(body).sort()).toEqual(
      [
        'alt_emails',
        'hasSignalApp',
        'hasWhatsApp',
        'phone',
        'phone_prefix',
        'phones',
        'should_receive_truck_emails',
        'should_receive_ware_emails',
        'spoken_languages',
      ].sort(),
    );
  });

  it('an admin edits names and job title of an employee, not their contact settings', async () => {
    login({ id: 1, role: 'admin', company: 9 });
    const requests = recordRequests();
    renderAt('/dashboard/add-employee/5');
    await screen.findByTestId('employee-first-name');
    expect((screen.getByTestId('employee-phone') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('employee-email') as HTMLInputElement).disabled).toBe(true);
    type('employee-first-name', 'Ioanna');
    fireEvent.click(screen.getByTestId('employee-submit'));
    await screen.findByText('employees page');
    const body = requests.find((request) => request.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toEqual({ first_name: 'Ioanna', last_name: 'Dumitrescu', job_title: 'expeditor' });
  });

  it("shows 'not allowed' for a colleague and for a refused save", async () => {
    login({ id: 6, role: 'employee', company: 9 });
    renderAt('/dashboard/add-employee/5');
    await screen.findByTestId('employee-not-allowed');

    sessionStorage.clear();
    login({ id: 5, role: 'employee', company: 9 });
    server.use(http.patch('/api/employees/:id/', () => apiError('permission_denied')));
    renderAt('/dashboard/add-employee/5');
    await screen.findAllByTestId('employee-submit');
    fireEvent.click(screen.getAllByTestId('employee-submit').at(-1)!);
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'employees.notAllowed' }));
  });
});
