import crypto from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
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

/** The admin's way to a new employee (a link drawn as a button). */
const addEmployee = (page: Page) => page.getByRole('link', { name: text('en', 'employees.add'), exact: true });

/** A field of the employee form by its English label. */
const field = (form: Locator, key: 'firstName' | 'lastName' | 'jobTitle' | 'email') =>
  form.getByRole(key === 'jobTitle' ? 'combobox' : 'textbox', { name: text('en', `employees.form.${key}`), exact: true });

/** The main phone: the contact group's, not an extra phone's. */
const mainPhone = (form: Locator) =>
  form
    .getByRole('group', { name: text('en', 'employees.form.contact') })
    .getByRole('textbox', { name: text('en', 'employees.form.phone'), exact: true });

/** The form's own Save at its end (its twin sits in the header, outside the form). */
const saveButton = (form: Locator) => form.getByRole('button', { name: text('en', 'common.save'), exact: true });

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
  await addEmployee(admin).click();
  await expect(admin).toHaveURL(/\/dashboard\/add-employee$/);
  const created = admin.getByRole('form', { name: text('en', 'employees.form.createTitle') });
  await expect(field(created, 'firstName')).toBeVisible();
  await expectAccessible(admin);

  // A save without the required fields is refused in the browser and nothing is created.
  await saveButton(created).click();
  await expect(admin.getByText(text('en', 'validation.required')).first()).toBeVisible();
  await closeAlert(admin);

  await field(created, 'firstName').fill('Elena');
  await field(created, 'lastName').fill(`Vasile ${tag}`);
  await field(created, 'jobTitle').fill(text('en', 'employees.jobTitles.expeditor'));
  await field(created, 'jobTitle').press('Escape');
  await field(created, 'email').fill(email);
  await mainPhone(created).fill('0722 123-456');
  await admin.locator('input[type="file"]').setInputFiles(pdfFile('contract-de-munca.pdf'));
  await saveButton(created).click();
  await expectAlertShown(admin, 'success', '/reset-password/');
  await expect(admin).toHaveURL(/\/dashboard\/employees$/);
  const card = admin.locator('[data-testid^="employee-card-"]', { hasText: `Vasile ${tag}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(text('en', 'employees.jobTitles.expeditor'));

  // 2. Elena sets her password from the e-mailed link and logs in.
  const employee = await (await browser.newContext()).newPage();
  const linkPath = await waitForResetLink(email, 1);
  await employee.goto(linkPath);
  await employee.getByRole('textbox', { name: text('en', 'resetPassword.password'), exact: true }).fill(newPassword);
  await employee.getByRole('textbox', { name: text('en', 'resetPassword.confirm'), exact: true }).fill(newPassword);
  await employee.getByRole('button', { name: text('en', 'resetPassword.submit'), exact: true }).click();
  await expect(employee).toHaveURL(/\/login$/);
  await loginThroughForm(employee, email, newPassword);

  // 3. She edits her phones; her name, job title and e-mail are not hers to change.
  await employee.goto('/dashboard/employees');
  const own = employee.locator('[data-testid^="employee-card-"]', { hasText: `Vasile ${tag}` });
  await expect(own).toBeVisible();
  const id = (await own.getAttribute('data-testid'))!.replace('employee-card-', '');
  await expect(employee.locator('[data-testid^="employee-delete-"]')).toHaveCount(0);
  await expect(addEmployee(employee)).toHaveCount(0);
  await own.getByRole('link', { name: text('en', 'employees.editNamed').replace('{{name}}', `Elena Vasile ${tag}`) }).click();
  await expect(employee).toHaveURL(new RegExp(`/dashboard/add-employee/${id}$`));
  const edited = employee.getByRole('form', { name: text('en', 'employees.form.editTitle') });
  await expect(field(edited, 'firstName')).toBeDisabled();
  await expect(field(edited, 'lastName')).toBeDisabled();
  await expect(field(edited, 'email')).toBeDisabled();
  await expect(employee.getByTestId('employee-hiring-proof')).toHaveCount(0);
  await expectAccessible(employee);
  await mainPhone(edited).fill('0744 555 666');
  await edited.getByRole('button', { name: text('en', 'employees.form.addPhone') }).click();
  await edited
    .getByRole('group', { name: text('en', 'employees.form.extraPhones') })
    .getByRole('textbox', { name: text('en', 'employees.form.phone'), exact: true })
    .fill('0151 2345 6789');
  await saveButton(edited).click();
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
  let companyName = '';
  for (const form of ['truck', 'ware'] as const) {
    const response = await page.request.get(`/api/${form}-requests/?limit=200`, { headers });
    const entries = ((await response.json()) as { results: { uid: string; company: { name: string } }[] }).results;
    const carpati = entries.find((entry) => entry.company.name.startsWith('Carpați Trans'));
    if (carpati) {
      entryUid = carpati.uid;
      companyName = carpati.company.name;
      await page.goto(`/dashboard/search-${form}s/${carpati.uid}`);
      break;
    }
  }
  if (entryUid) {
    test.info().annotations.push({ type: 'route', description: 'entry card' });
    // The opened entry's details link its company by name.
    await page.getByRole('link', { name: companyName, exact: true }).click();
  } else {
    test.info().annotations.push({ type: 'route', description: 'company search (no Carpați entry in the demo data)' });
    await page.goto('/dashboard/company-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'companies.search.title'));
    const search = page.getByRole('search').getByRole('textbox', { name: text('en', 'companies.search.label'), exact: true });
    await search.fill('carpati trans');
    await search.press('Enter');
    await expect(page.getByRole('table')).toContainText('Carpați Trans');
    await expectAccessible(page);
    await page
      .getByRole('row', { name: /Carpați Trans/ })
      .first()
      .click();
  }

  await expect(page).toHaveURL(/\/dashboard\/company-details\/\d+$/);
  await expect(page.getByTestId('company-name')).toHaveText(/Carpați Trans/);
  await expect(page.getByRole('link', { name: text('en', 'companies.details.vies') })).toHaveAttribute(
    'href',
    /memberStateCode=RO&number=/,
  );
  await expect(
    page.getByRole('link', { name: text('en', 'companies.details.nationalRegister').replace('{{country}}', 'RO') }),
  ).toHaveAttribute('href', 'https://www.anaf.ro/');
  // The summary's link is named by the kind and its counts.
  const paymentIncidents = page.getByRole('link', { name: new RegExp(`^${text('en', 'companies.incidents.payment')}: `) });
  await expect(paymentIncidents).toHaveAttribute('href', /\/dashboard\/other-company-incidents\?companyId=\d+&type=payment$/);
  await expect(page.getByTestId('company-documents')).toBeVisible();
  await expect(page.getByRole('button', { name: text('en', 'companies.documents.add') })).toHaveCount(0);
  await expect(page.locator('[data-testid^="company-document-delete-"]')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: text('en', 'companies.details.viewEmployees') }).click();
  await expect(page).toHaveURL(/\/dashboard\/employees\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'employees.titleOther'));
  await expect(page.getByTestId('employees-list')).toContainText('Andrei');
  await expect(addEmployee(page)).toHaveCount(0);
  await expect(page.locator('[data-testid^="employee-delete-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="employee-edit-"]')).toHaveCount(0);
  await expectAccessible(page);
});
