import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAlertShown, recordAlerts } from './alerts-shown';
import { text } from './catalogue';
import { logoutButton } from './dashboard-frame';
import { loginThroughForm, pageLanguage } from './journey';
import { waitForResetLink } from './outbox';

/** Demo staff account created on the journeys' fresh embedded database (README, Staff). */
const STAFF = { email: 'staff@demo.example', password: 'Demo-Freight-2026' };

const pdf = (label: string) => ({
  name: `${label}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`, 'latin1'),
});

/** A text field of the registration form by its label in `lang`. */
const textField = (form: Locator, lang: string, key: string) =>
  form.getByRole('textbox', { name: text(lang, `register.fields.${key}`), exact: true });

/** A select of the registration form by its label in `lang`. */
const selectField = (form: Locator, lang: string, key: string) =>
  form.getByRole('combobox', { name: text(lang, `register.fields.${key}`), exact: true });

async function chooseOption(page: Page, field: Locator, search: string, option: string) {
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function setPassword(page: Page, lang: string, linkPath: string, password: string) {
  await page.goto(linkPath);
  const form = page.getByRole('form', { name: text(lang, 'resetPassword.title'), exact: true });
  const submit = form.getByRole('button', { name: text(lang, 'resetPassword.submit'), exact: true });
  await expect(submit).toBeDisabled();
  await form.getByRole('textbox', { name: text(lang, 'resetPassword.password'), exact: true }).fill(password);
  await form.getByRole('textbox', { name: text(lang, 'resetPassword.confirm'), exact: true }).fill(password);
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const lang of ['en', 'ro'] as const) {
  test(`a carrier registers, is approved by staff, logs in and out and resets its password (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await recordAlerts(page);
    const unique = `${Date.now()}`.slice(-9);
    const company = `Transport Journey ${lang.toUpperCase()} ${unique}`;
    const email = `admin.${lang}.${unique}@journey.example`;
    const region = new Intl.DisplayNames([lang], { type: 'region' });
    const language = new Intl.DisplayNames([lang], { type: 'language' });
    await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);

    // 1. Registration with three PDFs (a carrier needs three).
    await page.goto('/register?subscriptionMonths=12');
    const form = page.getByRole('form', { name: text(lang, 'register.formLabel'), exact: true });
    await textField(form, lang, 'companyName').fill(company);
    await selectField(form, lang, 'companyType').click();
    await page.getByRole('option', { name: text(lang, 'register.companyTypes.carrier'), exact: true }).click();
    await textField(form, lang, 'vatNumber').fill(`DE${unique}`);
    await textField(form, lang, 'street').fill('Hafenstraße');
    await textField(form, lang, 'number').fill('12');
    await textField(form, lang, 'postalCode').fill('47119');
    await textField(form, lang, 'city').fill('Duisburg');
    await chooseOption(page, selectField(form, lang, 'country'), region.of('DE')!.slice(0, 4), region.of('DE')!);
    await textField(form, lang, 'firstName').fill('Stefan');
    await textField(form, lang, 'lastName').fill('Weber');
    await textField(form, lang, 'email').fill(email);
    await textField(form, lang, 'phoneNumber').fill('0171 234-5678');
    await selectField(form, lang, 'spokenLanguages').click();
    await page.getByRole('option', { name: language.of('de')!, exact: true }).click();
    await page.keyboard.press('Escape');
    // The hidden file input is named as the picker's button reads.
    const documents = form.getByLabel(text(lang, 'register.addDocuments'), { exact: true });
    await documents.setInputFiles([pdf('registration'), pdf('licence'), pdf('contract')]);
    await expect(form.getByRole('list', { name: text(lang, 'register.chosenDocuments'), exact: true }).getByRole('listitem')).toHaveCount(
      3,
    );
    await expect(documents).toHaveCount(0);
    await form.getByRole('button', { name: text(lang, 'register.submit'), exact: true }).click();
    await expectAlertShown(page, 'success', text(lang, 'register.success'));
    await expect(page).toHaveURL(/\/registration-pending$/);

    // 2. A superuser approves it in /staff.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    // Staff land on their own screen (issue 13 item 8).
    await loginThroughForm(staff, STAFF.email, STAFF.password, /\/staff$/);
    const staffLang = await pageLanguage(staff);
    // The card named by its title: another pending company's card may name this one among its signals' evidence.
    const card = staff.getByRole('article', { name: company });
    await expect(card).toBeVisible();
    await card
      .getByRole('button', { name: text(staffLang, 'staff.actions.approveCompany').replace('{{name}}', company), exact: true })
      .click();
    await staff
      .getByRole('dialog', { name: text(staffLang, 'staff.confirm.approveTitle').replace('{{name}}', company), exact: true })
      .getByRole('button', { name: text(staffLang, 'staff.actions.approve'), exact: true })
      .click();
    await expect(card).toHaveCount(0);
    await staffContext.close();

    // 3. The administrator sets a first password from the approval mail, logs in, reaches the dashboard, logs out.
    await setPassword(page, lang, await waitForResetLink(email, 1), 'Journey-Pass-2026');
    await loginThroughForm(page, email, 'Journey-Pass-2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard.title'));
    await logoutButton(page, lang).click();
    await expect(page).toHaveURL(/\/login/);

    // 4. Password reset through the outbox, then login with the new password.
    await page.getByRole('link', { name: text(lang, 'login.forgot'), exact: true }).click();
    const request = page.getByRole('form', { name: text(lang, 'requestReset.title'), exact: true });
    await request.getByRole('textbox', { name: text(lang, 'requestReset.email'), exact: true }).fill(email);
    await request.getByRole('button', { name: text(lang, 'requestReset.submit'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'requestReset.sent') })).toBeVisible();
    await setPassword(page, lang, await waitForResetLink(email, 2), 'Journey-Reset-2026');
    // The old password is refused: the member stays on the login page.
    await loginThroughForm(page, email, 'Journey-Pass-2026', /\/login$/);
    await expect(page.locator('[data-alert-kind="danger"]')).toContainText(text(lang, 'login.invalid'));
    await loginThroughForm(page, email, 'Journey-Reset-2026');
  });
}

test('a wrong password is refused with the invalid-credentials message', async ({ page }) => {
  await loginThroughForm(page, STAFF.email, 'wrong-password-1', /\/login$/);
  await expect(page.locator('[data-alert-kind="danger"]')).toContainText(text('en', 'login.invalid'));
});
