import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertQueue } from '../../../lib/alerts/alert';
import { renderInRouter } from '../../../test/render';
import { AddEmployeePage } from './add-employee-page';
import { json, login, makeEmployee, stubNetwork } from './employees-test-helpers';

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
afterEach(() => vi.unstubAllGlobals());

describe('add employee', { timeout: 20_000 }, () => {
  it('checks §5 rules, then sends the spec’s multipart fields and shows the reset link', async () => {
    login({ id: 1, role: 'admin', company: 9 });
    const calls = stubNetwork(() => json(201, { ...makeEmployee({ id: 77 }), reset_link: 'http://localhost/reset-password/abc' }));
    renderAt('/dashboard/add-employee');
    await screen.findByTestId('employee-first-name');

    type('employee-first-name', 'E');
    type('employee-phone', '0722 12');
    fireEvent.click(screen.getByTestId('employee-submit'));
    // First and last name too short; job title and hiring proof missing.
    await waitFor(() => expect(screen.getAllByText('The name is too short.')).toHaveLength(2));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Enter at least 8 digits (at most 15).')).toBeTruthy();
    expect(calls).toHaveLength(0);

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
    expect(screen.getByText('80 / 150 characters')).toBeTruthy();
    const proof = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(proof, { target: { files: [new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByTestId('employee-submit'));

    await screen.findByText('employees page');
    const form = calls[0]?.body as FormData;
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/employees/' });
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
    expect((await screen.findByTestId('employee-not-allowed')).textContent).toBe('You are not allowed to do this.');
  });
});

describe('edit employee', { timeout: 20_000 }, () => {
  it('an employee editing themselves cannot change names, job title or e-mail; only their own fields are sent', async () => {
    login({ id: 5, role: 'employee', company: 9 });
    const calls = stubNetwork((call) => json(200, makeEmployee(call.method === 'PATCH' ? { phone: '744555666' } : {})));
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
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/employees/5/');
    const body = JSON.parse(String(patch?.body)) as Record<string, unknown>;
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
    const calls = stubNetwork(() => json(200, makeEmployee()));
    renderAt('/dashboard/add-employee/5');
    await screen.findByTestId('employee-first-name');
    expect((screen.getByTestId('employee-phone') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('employee-email') as HTMLInputElement).disabled).toBe(true);
    type('employee-first-name', 'Ioanna');
    fireEvent.click(screen.getByTestId('employee-submit'));
    await screen.findByText('employees page');
    const body = JSON.parse(String(calls.find((call) => call.method === 'PATCH')?.body)) as Record<string, unknown>;
    expect(body).toEqual({ first_name: 'Ioanna', last_name: 'Dumitrescu', job_title: 'expeditor' });
  });

  it("shows 'not allowed' for a colleague and for a refused save", async () => {
    login({ id: 6, role: 'employee', company: 9 });
    stubNetwork(() => json(200, makeEmployee()));
    renderAt('/dashboard/add-employee/5');
    await screen.findByTestId('employee-not-allowed');
    vi.unstubAllGlobals();

    sessionStorage.clear();
    login({ id: 5, role: 'employee', company: 9 });
    stubNetwork((call) => (call.method === 'PATCH' ? json(403, { code: 'permission_denied', detail: 'No.' }) : json(200, makeEmployee())));
    renderAt('/dashboard/add-employee/5');
    await screen.findAllByTestId('employee-submit');
    fireEvent.click(screen.getAllByTestId('employee-submit').at(-1)!);
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'employees.notAllowed' }));
  });
});
