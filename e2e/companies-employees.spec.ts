import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAlertShown, recordAlerts } from './alerts-shown';
import { text } from './catalogue';
import { expect, test } from './fixtures/own-company';
import { expectAccessible, loginThroughForm, pdfFile } from './journey';
import { waitForResetLink } from './outbox';
import { login as apiLogin } from './session';

/**
 * The first journey adds an employee to a company of its own (issue 18 item 7); the second only reads
 * the demo's Carpați Trans (its documents and employees) as Rhein Spedition's admin, so it keeps the demo.
 */
const RHEIN_ADMIN = 'markus.becker@rhein-spedition.example';

async function closeAlert(page: Page) {
  const visible = page.locator('[data-alert-kind]');
  if (await visible.count()) await visible.getByRole('button', { name: text('en', 'common.close') }).click();
}

test('an admin adds an employee, who sets a password from the mail, logs in and edits only their own contact data', async ({
  browser,
  ownCompany,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomBytes(4).toString('hex');
  const email = `elena.${tag}@own-company.example`;
  const newPassword = `Angajat-${tag}-2026`;

  // 1. The company's admin adds Elena with a hiring proof.
  const admin = await (await browser.newContext()).newPage();
  await recordAlerts(admin);
  await loginThroughForm(admin, ownCompany.adminEmail);
  await admin.goto('/dashboard/employees');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(text('en', 'employees.titleOwn'));
  await expect(admin.getByTestId('employees-list')).toBeVisible();
  await expectAccessible(admin);
  await admin.getByTestId('employees-add').click();
  await expect(admin).toHaveURL(/\/dashboard\/add-employee$/);
  await expect(admin.getByTestId('employee-first-name')).toBeVisible();
  await expectAccessible(admin);

  // A save without the required fields is refused in the browser and nothing is created.
  await admin.getByTestId('employee-submit').click();
  await expect(admin.getByText(text('en', 'validation.required')).first()).toBeVisible();
  await closeAlert(admin);

  await admin.getByTestId('employee-first-name').fill('Elena');
  await admin.getByTestId('employee-last-name').fill(`Vasile ${tag}`);
  await admin.getByTestId('employee-job-title').fill(text('en', 'employees.jobTitles.expeditor'));
  await admin.getByTestId('employee-job-title').press('Escape');
  await admin.getByTestId('employee-email').fill(email);
  await admin.getByTestId('employee-phone').fill('0722 123-456');
  await admin.locator('input[type="file"]').setInputFiles(pdfFile('contract-de-munca.pdf'));
  await admin.getByTestId('employee-submit').click();
  await expectAlertShown(admin, 'success', '/reset-password/');
  await expect(admin).toHaveURL(/\/dashboard\/employees$/);
  const card = admin.locator('[data-testid^="employee-card-"]', { hasText: `Vasile ${tag}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(text('en', 'employees.jobTitles.expeditor'));

  // 2. Elena sets her password from the e-mailed link and logs in.
  const employee = await (await browser.newContext()).newPage();
  const linkPath = await waitForResetLink(email, 1);
  await employee.goto(linkPath);
  await employee.getByTestId('reset-password').fill(newPassword);
  await employee.getByTestId('reset-confirm').fill(newPassword);
  await employee.getByTestId('reset-submit').click();
  await expect(employee).toHaveURL(/\/login$/);
  await loginThroughForm(employee, email, newPassword);

  // 3. She edits her phones; her name, job title and e-mail are not hers to change.
  await employee.goto('/dashboard/employees');
  const own = employee.locator('[data-testid^="employee-card-"]', { hasText: `Vasile ${tag}` });
  await expect(own).toBeVisible();
  const id = (await own.getAttribute('data-testid'))!.replace('employee-card-', '');
  await expect(employee.locator('[data-testid^="employee-delete-"]')).toHaveCount(0);
  await expect(employee.getByTestId('employees-add')).toHaveCount(0);
  await employee.getByTestId(`employee-edit-${id}`).click();
  await expect(employee).toHaveURL(new RegExp(`/dashboard/add-employee/${id}$`));
  await expect(employee.getByTestId('employee-first-name')).toBeDisabled();
  await expect(employee.getByTestId('employee-last-name')).toBeDisabled();
  await expect(employee.getByTestId('employee-email')).toBeDisabled();
  await expect(employee.getByTestId('employee-hiring-proof')).toHaveCount(0);
  await expectAccessible(employee);
  await employee.getByTestId('employee-phone').fill('0744 555 666');
  await employee.getByTestId('employee-add-phone').click();
  await employee.getByTestId('employee-extra-phone-number-0').fill('0151 2345 6789');
  await employee.getByTestId('employee-submit').click();
  await expect(employee.locator('[data-alert-kind="success"]')).toContainText(text('en', 'employees.saved'));
  await expect(employee.getByTestId(`employee-phones-${id}`)).toContainText('744555666');
  await expect(employee.getByTestId(`employee-phones-${id}`)).toContainText('+40 15123456789');

  // The API refuses the name change too (§6), whatever the browser sends.
  const session = await apiLogin(employee.request, email, newPassword);
  const refused = await employee.request.patch(`/api/employees/${id}/`, {
    data: { first_name: 'Hacked' },
    headers: { Authorization: `Bearer ${session.access}` },
  });
  expect(refused.status()).toBe(403);
});

test("a member of another company sees Carpați's details, documents and employees read-only", async ({ page }) => {
  test.setTimeout(90_000);
  await loginThroughForm(page, RHEIN_ADMIN);

  // From an entry card when Carpați has a published entry; otherwise through the company search.
  const session = await apiLogin(page.request, RHEIN_ADMIN);
  const headers = { Authorization: `Bearer ${session.access}` };
  let entryUid: string | undefined;
  for (const form of ['truck', 'ware'] as const) {
    const response = await page.request.get(`/api/${form}-requests/?limit=200`, { headers });
    const entries = ((await response.json()) as { results: { uid: string; company: { name: string } }[] }).results;
    const carpati = entries.find((entry) => entry.company.name.startsWith('Carpați Trans'));
    if (carpati) {
      entryUid = carpati.uid;
      await page.goto(`/dashboard/search-${form}s/${carpati.uid}`);
      break;
    }
  }
  if (entryUid) {
    test.info().annotations.push({ type: 'route', description: 'entry card' });
    await page.getByTestId(`entry-company-${entryUid}`).click();
  } else {
    test.info().annotations.push({ type: 'route', description: 'company search (no Carpați entry in the demo data)' });
    await page.goto('/dashboard/company-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'companies.search.title'));
    await page.getByTestId('company-search-input').fill('carpati trans');
    await page.getByTestId('company-search-input').press('Enter');
    await expect(page.getByTestId('company-search-results')).toContainText('Carpați Trans');
    await expectAccessible(page);
    await page.locator('[data-testid^="company-row-"]', { hasText: 'Carpați Trans' }).first().click();
  }

  await expect(page).toHaveURL(/\/dashboard\/company-details\/\d+$/);
  await expect(page.getByTestId('company-name')).toHaveText(/Carpați Trans/);
  await expect(page.getByTestId('company-vat-vies')).toHaveAttribute('href', /memberStateCode=RO&number=/);
  await expect(page.getByTestId('company-vat-national')).toHaveAttribute('href', 'https://www.anaf.ro/');
  await expect(page.getByTestId('incident-summary-payment')).toHaveAttribute(
    'href',
    /\/dashboard\/other-company-incidents\?companyId=\d+&type=payment$/,
  );
  await expect(page.getByTestId('company-documents')).toBeVisible();
  await expect(page.getByTestId('company-document-add')).toHaveCount(0);
  await expect(page.locator('[data-testid^="company-document-delete-"]')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByTestId('company-view-employees').click();
  await expect(page).toHaveURL(/\/dashboard\/employees\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'employees.titleOther'));
  await expect(page.getByTestId('employees-list')).toContainText('Andrei');
  await expect(page.getByTestId('employees-add')).toHaveCount(0);
  await expect(page.locator('[data-testid^="employee-delete-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="employee-edit-"]')).toHaveCount(0);
  await expectAccessible(page);
});
