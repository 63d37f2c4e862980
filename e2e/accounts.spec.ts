import { expect, test, type Page } from '@playwright/test';
import { expectAlertShown, recordAlerts } from './alerts-shown';
import { text } from './catalogue';
import { waitForResetLink } from './outbox';

/** Demo staff account created on the journeys' fresh embedded database (README, Staff). */
const STAFF = { email: 'staff@demo.example', password: 'Demo-Freight-2026' };

const pdf = (label: string) => ({
  name: `${label}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`, 'latin1'),
});

async function chooseOption(page: Page, testId: string, search: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function setPassword(page: Page, linkPath: string, password: string) {
  await page.goto(linkPath);
  await expect(page.getByTestId('reset-submit')).toBeDisabled();
  await page.getByTestId('reset-password').fill(password);
  await page.getByTestId('reset-confirm').fill(password);
  await page.getByTestId('reset-submit').click();
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
    await page.getByTestId('register-company-name').fill(company);
    await page.getByTestId('register-company-type').click();
    await page.getByRole('option', { name: text(lang, 'register.companyTypes.carrier'), exact: true }).click();
    await page.getByTestId('register-company-VATNumber').fill(`DE${unique}`);
    await page.getByTestId('register-company-street').fill('Hafenstraße');
    await page.getByTestId('register-company-number').fill('12');
    await page.getByTestId('register-company-postal_code').fill('47119');
    await page.getByTestId('register-company-city').fill('Duisburg');
    await chooseOption(page, 'register-company-country', region.of('DE')!.slice(0, 4), region.of('DE')!);
    await page.getByTestId('register-contact-first_name').fill('Stefan');
    await page.getByTestId('register-contact-last_name').fill('Weber');
    await page.getByTestId('register-contact-email').fill(email);
    await page.getByTestId('register-contact-phone_number').fill('0171 234-5678');
    await page.getByTestId('register-contact-spoken_languages').click();
    await page.getByRole('option', { name: language.of('de')!, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('register-documents-input').setInputFiles([pdf('registration'), pdf('licence'), pdf('contract')]);
    await expect(page.getByTestId('register-document')).toHaveCount(3);
    await expect(page.getByTestId('register-documents-input')).toHaveCount(0);
    await page.getByTestId('register-submit').click();
    await expectAlertShown(page, 'success', text(lang, 'register.success'));
    await expect(page).toHaveURL(/\/registration-pending$/);

    // 2. A superuser approves it in /staff.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await login(staff, STAFF.email, STAFF.password);
    // Staff land on their own screen (issue 13 item 8).
    await expect(staff).toHaveURL(/\/staff$/);
    // The card named by its title: another pending company's card may name this one among its signals' evidence.
    const card = staff.getByRole('article', { name: company });
    await expect(card).toBeVisible();
    await card.locator('[data-testid^="staff-approve-"]').click();
    await staff.getByTestId('staff-confirm').click();
    await expect(card).toHaveCount(0);
    await staffContext.close();

    // 3. The administrator sets a first password from the approval mail, logs in, reaches the dashboard, logs out.
    await setPassword(page, await waitForResetLink(email, 1), 'Journey-Pass-2026');
    await login(page, email, 'Journey-Pass-2026');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'dashboard.title'));
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);

    // 4. Password reset through the outbox, then login with the new password.
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('request-reset-email').fill(email);
    await page.getByTestId('request-reset-submit').click();
    await expect(page.getByTestId('request-reset-sent')).toBeVisible();
    await setPassword(page, await waitForResetLink(email, 2), 'Journey-Reset-2026');
    await login(page, email, 'Journey-Pass-2026');
    await expect(page.locator('[data-alert-kind="danger"]')).toContainText(text(lang, 'login.invalid'));
    await login(page, email, 'Journey-Reset-2026');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('a wrong password is refused with the invalid-credentials message', async ({ page }) => {
  await login(page, STAFF.email, 'wrong-password-1');
  await expect(page.locator('[data-alert-kind="danger"]')).toContainText(text('en', 'login.invalid'));
});
