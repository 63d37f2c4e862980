import { text } from './catalogue';
import { expect, test } from './fixtures/own-company';
import { createEmployee, expectAccessible, VIEWPORTS } from './journey';
import { DEMO_PASSWORD, login, signIn } from './session';

/**
 * Issue 13 item 9: a member changes the password from the Settings group; the new one logs in, the
 * old one no longer does, and another session of the member ends. Each run uses a new employee of
 * a company of its own (issue 18 item 7), so no other journey's session or company is touched.
 */
const NEW_PASSWORD = 'Fresh-cargo-route-9';

for (const { name, viewport } of VIEWPORTS) {
  for (const lang of ['de', 'hu'] as const) {
    test.describe(`change password (${name}, ${lang})`, () => {
      test.use({ viewport });

      test('the member changes the password; the other session ends and the new password logs in', async ({ page, ownCompany }) => {
        const member = await createEmployee(page.request, ownCompany.adminEmail, `password${lang}`);
        const other = await login(page.request, member);
        await signIn(page, member, lang);
        await page.goto('/dashboard/change-password');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'changePassword.title'));

        const form = page.getByRole('form', { name: text(lang, 'changePassword.title'), exact: true });
        const field = (key: 'current' | 'new' | 'confirm') =>
          form.getByRole('textbox', { name: text(lang, `changePassword.${key}`), exact: true });
        // The form's button sits in the header, or the phone's bottom bar, outside the form.
        const submit = page.getByRole('button', { name: text(lang, 'changePassword.submit'), exact: true });

        // A wrong current password is said under its field, with axe clean in that state.
        await field('current').fill('Not-my-password-1');
        await field('new').fill(NEW_PASSWORD);
        await field('confirm').fill(NEW_PASSWORD);
        await submit.click();
        await expect(page.getByText(text(lang, 'validation.password_incorrect'))).toBeVisible();
        await expectAccessible(page);

        await field('current').fill(DEMO_PASSWORD);
        await submit.click();
        const success = page.getByRole('status', { name: text(lang, 'changePassword.successTitle'), exact: true });
        await expect(success).toContainText(text(lang, 'changePassword.successTitle'));
        await expectAccessible(page);

        const refused = await page.request.post('/api/auth/token/refresh/', { data: { refresh: other.refresh } });
        expect(refused.status()).toBe(401);
        expect((await page.request.post('/api/auth/login/', { data: { email: member, password: DEMO_PASSWORD } })).status()).toBe(400);
        await login(page.request, member, NEW_PASSWORD);
        // This session goes on.
        await page.goto('/dashboard/useful-links');
        await expect(page).toHaveURL(/\/dashboard\/useful-links$/);
      });
    });
  }
}
