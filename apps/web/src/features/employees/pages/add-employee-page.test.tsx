import { screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '@freight/shared/employees';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertQueue } from '../../../lib/alerts/alert';
import { apiError } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { setupUser, type User } from '../../../test/user';
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

/** The form's fieldsets, named by their legends: "Person", "Contact and notifications", "Other phones"… */
const group = (name: string) => within(screen.getByRole('group', { name }));
/** Required fields carry an asterisk after their label. */
const labelled = (label: string) => new RegExp(`^${label}`);
const person = (label: string) => group('Person').getByLabelText(labelled(label));
const phone = () => group('Contact and notifications').getByLabelText(labelled('Phone'));
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));

/** Replaces the field's text; pasted, as typing key by key is slow in jsdom. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}

beforeEach(() => {
  sessionStorage.clear();
  // The job title's suggestions scroll their option into view: jsdom cannot scroll.
  Element.prototype.scrollIntoView = () => undefined;
});

describe('add employee', { timeout: 20_000 }, () => {
  it('checks §5 rules, then sends the spec’s multipart fields and shows the reset link', async () => {
    const user = setupUser();
    login({ id: 1, role: 'admin', company: 9 });
    const requests = recordRequests();
    renderAt('/dashboard/add-employee');
    await screen.findByRole('group', { name: 'Person' });

    await user.type(person('First name'), 'E');
    await user.type(phone(), '0722 12');
    await save(user);
    // First and last name too short; job title and hiring proof missing.
    await waitFor(() => expect(screen.getAllByText('The name is too short.')).toHaveLength(2));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Enter at least 8 digits (at most 15).')).toBeVisible();
    expect(requests).toHaveLength(0);

    await fill(user, person('First name'), 'Elena');
    await fill(user, person('Last name'), 'Vasile');
    await fill(user, person('Job title'), 'Dispatcher');
    await fill(user, person('E-mail'), 'elena@carpati.example');
    await fill(user, phone(), '0722 123-456');
    await user.click(screen.getByRole('button', { name: 'Add a phone' }));
    await fill(user, group('Other phones').getByLabelText(labelled('Phone')), '0151 234 5678');
    await user.click(screen.getByRole('button', { name: 'Add an e-mail' }));
    await fill(user, group('Other e-mails').getByLabelText('Notes'), 'no address: dropped');
    const notes = 'x'.repeat(80);
    await fill(user, group('Other phones').getByLabelText('Notes'), notes);
    expect(screen.getByText('80 / 150 characters')).toBeVisible();
    await user.upload(person('Proof of employment'), new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }));
    await save(user);

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
    expect(await screen.findByRole('alert')).toHaveTextContent(/^You are not allowed to do this\.$/);
  });
});

describe('edit employee', { timeout: 20_000 }, () => {
  it('an employee editing themselves cannot change names, job title or e-mail; only their own fields are sent', async () => {
    const user = setupUser();
    login({ id: 5, role: 'employee', company: 9 });
    server.use(http.patch('/api/employees/:id/', () => HttpResponse.json(makeEmployee({ phone: '744555666' }) satisfies Employee)));
    const requests = recordRequests();
    renderAt('/dashboard/add-employee/5');
    await screen.findByRole('group', { name: 'Person' });
    for (const label of ['First name', 'Last name', 'E-mail', 'Job title']) expect(person(label), label).toBeDisabled();
    expect(screen.queryByLabelText(/proof of employment/i, { selector: 'input' })).toBeNull();
    expect(phone()).toBeEnabled();
    await fill(user, phone(), '0744 555 666');
    await save(user);
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
    const user = setupUser();
    login({ id: 1, role: 'admin', company: 9 });
    const requests = recordRequests();
    renderAt('/dashboard/add-employee/5');
    await screen.findByRole('group', { name: 'Person' });
    expect(phone()).toBeDisabled();
    expect(person('E-mail')).toBeDisabled();
    await fill(user, person('First name'), 'Ioanna');
    await save(user);
    await screen.findByText('employees page');
    const body = requests.find((request) => request.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toEqual({ first_name: 'Ioanna', last_name: 'Dumitrescu', job_title: 'expeditor' });
  });

  it("shows 'not allowed' for a colleague and for a refused save", async () => {
    const user = setupUser();
    login({ id: 6, role: 'employee', company: 9 });
    renderAt('/dashboard/add-employee/5');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^You are not allowed to do this\.$/);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    sessionStorage.clear();
    login({ id: 5, role: 'employee', company: 9 });
    server.use(http.patch('/api/employees/:id/', () => apiError('permission_denied')));
    renderAt('/dashboard/add-employee/5');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'employees.notAllowed' }));
  });
});
