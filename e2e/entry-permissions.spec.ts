import crypto from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/own-company';
import { text } from './catalogue';
import { createEmployee, expectAccessible } from './journey';
import { daysFromNow, place } from './entry-body';
import { entryForm } from './entry-form';
import { entryList } from './entry-list';
import { signIn, type E2eSession } from './session';

/**
 * Issue 11 items 7 and 2: in a company of the journey's own (issue 18 item 7) the admin's truck is in the employee's My trucks read-only
 * (no edit, refresh or delete; the edit page refuses); the admin edits it, and the offer keeps the
 * validity and expiry it had — the edit form shows them and the card says the same after the save.
 */
type Entry = { uid: string; valid_until: string; expires_at: string; can_manage: boolean; notes: string };

async function member(browser: Browser, email: string): Promise<{ page: Page; session: E2eSession }> {
  const page = await (await browser.newContext()).newPage();
  return { page, session: await signIn(page, email) };
}

/** A truck published through the API, as a retried form would send it (a user-added city: no GeoNames id needed). */
function truckBody(uid: string) {
  return {
    uid,
    form_type: 'truck',
    validity_days: 15,
    loading_location: place('RO', '', 'Satu Nou de Sus', '400001', daysFromNow(3)),
    unloading_location: place('RO', '', 'Satu Nou de Jos', '010011', daysFromNow(4)),
    info: { weight: 12, mdp: 7.2 },
    transport_options: { truck_type: 4 },
    notes: 'Permissions journey',
  };
}

const post = (request: APIRequestContext, session: E2eSession, body: object) =>
  request.post('/api/truck-requests/create/', { headers: { Authorization: `Bearer ${session.access}` }, data: body });

test('an employee sees the admin’s truck read-only; the admin’s edit keeps its expiry', async ({ browser, request, ownCompany }) => {
  const admin = await member(browser, ownCompany.adminEmail);
  const uid = crypto.randomUUID();
  const first = await post(admin.page.request, admin.session, truckBody(uid));
  expect(first.status()).toBe(201);
  const published = (await first.json()) as Entry;
  // The same create sent again (its answer lost) is the same entry, not a second one.
  const again = await post(admin.page.request, admin.session, truckBody(uid));
  expect([again.status(), ((await again.json()) as Entry).uid]).toEqual([200, uid]);

  // The employee: the entry is in My trucks, without the actions; the edit page refuses it.
  const employee = await member(browser, await createEmployee(request, ownCompany.adminEmail, 'permissions'));
  await employee.page.goto('/dashboard/my-trucks');
  const card = employee.page.getByTestId(`entry-card-${uid}`);
  await expect(card).toBeVisible();
  await expect(employee.page.getByTestId(`entry-expires-${uid}`)).toBeVisible();
  for (const name of ['edit', 'refresh', 'delete'] as const) await expect(entryList(employee.page, 'en').action(card, name)).toHaveCount(0);
  await expectAccessible(employee.page);
  await employee.page.goto(`/dashboard/edit-truck/${uid}`);
  await expect(employee.page.getByRole('alert', { name: text('en', 'errors.permission_denied') })).toContainText(
    text('en', 'entries.notAllowed'),
  );
  await expect(entryForm(employee.page, 'en').save).toHaveCount(0);
  const refused = await employee.page.request.delete(`/api/truck-requests/${uid}/`, {
    headers: { Authorization: `Bearer ${employee.session.access}` },
  });
  expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([403, 'permission_denied']);

  // The admin edits it from My trucks; the form shows the stored validity and expiry and keeps them.
  await admin.page.goto('/dashboard/my-trucks');
  const expiresBefore = await admin.page.getByTestId(`entry-expires-${uid}`).textContent();
  const adminList = entryList(admin.page, 'en');
  const adminCard = admin.page.getByTestId(`entry-card-${uid}`);
  await adminList.action(adminCard, 'edit').click();
  await expect(admin.page).toHaveURL(new RegExp(`/dashboard/edit-truck/${uid}$`));
  const form = entryForm(admin.page, 'en');
  await expect(form.validity).toHaveValue('');
  await expect(admin.page.getByTestId('entry-valid-until')).toBeVisible();
  await expect(admin.page.getByTestId('entry-expires-at')).toBeVisible();
  await form.notes.fill('Permissions journey, second driver');
  const saved = admin.page.waitForResponse(
    (response) => response.url().endsWith(`/api/truck-requests/${uid}/`) && response.request().method() === 'PATCH',
  );
  await form.save.click();
  const edited = (await (await saved).json()) as Entry;
  expect(edited).toMatchObject({ notes: 'Permissions journey, second driver', valid_until: published.valid_until, can_manage: true });
  await expect(admin.page).toHaveURL(/\/dashboard\/my-trucks$/);
  await expect(admin.page.getByTestId(`entry-expires-${uid}`)).toHaveText(expiresBefore ?? '');
  for (const name of ['edit', 'refresh', 'delete'] as const) await expect(adminList.action(adminCard, name)).toBeVisible();
});
