import { expect, test } from '@playwright/test';
import { text } from './catalogue';
import { languageButton } from './language-menu';

const POLICIES = [
  { type: 'terms', api: '/api/terms-and-conditions/' },
  { type: 'privacy', api: '/api/confidentiality-policy/' },
  { type: 'about', api: '/api/about-us/' },
] as const;

for (const policy of POLICIES) {
  test(`/policy/${policy.type} renders every numbered section with its sidebar`, async ({ page, request }) => {
    const sections = (await (await request.get(`${policy.api}?lang=en`)).json()) as { title: string }[];
    expect(sections.length).toBeGreaterThan(0);
    await page.goto(`/policy/${policy.type}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', `policy.titles.${policy.type}`));
    await expect(page.getByTestId('policy-section')).toHaveCount(sections.length);
    await expect(page.getByTestId('policy-section').nth(1).getByRole('heading', { level: 2 })).toHaveText(`2. ${sections[1]?.title}`);
    await expect(page.getByTestId('policy-last-updated')).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: text('en', 'policy.moreLinks') });
    for (const href of ['/login', '/register', '/policy/about', '/policy/terms', '/policy/privacy']) {
      await expect(sidebar.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });
}

test('an unknown policy type is the not-found page', async ({ page }) => {
  await page.goto('/policy/cookies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound.title'));
});

test('an unknown page is the not-found page, inside the public layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound.title'));
  await expect(languageButton(page, 'en')).toBeVisible();
});
