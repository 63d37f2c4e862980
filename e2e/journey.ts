import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { text } from './catalogue';
import { DEMO_PASSWORD, login } from './session';

/** The two screens issue 13 judges the product on: a laptop and a phone. */
export const LAPTOP = { width: 1366, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const VIEWPORTS = [
  { name: 'laptop', viewport: LAPTOP },
  { name: 'phone', viewport: PHONE },
] as const;

/** The interface language the page shows (the app writes it on <html> before it draws). */
export async function pageLanguage(page: Page): Promise<string> {
  return (await page.locator('html').getAttribute('lang')) ?? 'en';
}

/**
 * The app has taken over the page: a page the server drew ahead (the landing page, login, registration;
 * decisions 057 and 062) stays inert until the app's own render replaces it, and a check made meanwhile
 * measures markup that is about to go (a button detached mid-check reads as 0 % visible).
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Signs in through the login form, as a member does, and lands on the dashboard (staff: on /staff). */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD, landing = /\/dashboard$/) {
  await page.goto('/login');
  const form = page.getByRole('form');
  await form.waitFor();
  const lang = await pageLanguage(page);
  await form.getByRole('textbox', { name: text(lang, 'login.email'), exact: true }).fill(email);
  await form.getByRole('textbox', { name: text(lang, 'login.password'), exact: true }).fill(password);
  await form.getByRole('button', { name: text(lang, 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * axe for the page, collecting details for violations only: by default it also keeps the nodes of every
 * rule that passed, which on a dashboard screen costs more than the checks and is never read here.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}

/**
 * The page at rest: nothing loading, and no transition or animation running but endless ones (a loader's).
 * axe reads colours as drawn, and a button or dialog in the middle of its transition has too little
 * contrast for that moment (a flaky color-contrast finding on a loaded machine).
 */
async function settled(page: Page) {
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The serious and critical violations of an axe run, each as its rule and the elements it found. */
export function seriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe violation in the screen's own content (the dashboard frame has its own checks). */
export async function expectAccessible(page: Page) {
  await settled(page);
  expect(seriousViolations(await axe(page).include('main').analyze())).toEqual([]);
}

/**
 * No serious or critical axe violation on the whole page: the frame, the alert host and the popups
 * (calendars, combobox dropdowns), which Mantine portals outside <main>, included.
 */
export async function expectPageAccessible(page: Page) {
  await settled(page);
  expect(seriousViolations(await axe(page).analyze())).toEqual([]);
}

/** A small valid PDF made in the test; the name makes each file's bytes differ. */
export function pdfFile(name: string) {
  const body = `%PDF-1.4\n% ${name}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/**
 * A new employee of the admin's company with the demo password, for a journey that changes the
 * member's own account (a password change ends the member's other sessions, which would disturb
 * journeys running at the same time on a shared demo member).
 */
export async function createEmployee(request: APIRequestContext, adminEmail: string, name: string): Promise<string> {
  const admin = await login(request, adminEmail);
  const email = `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@journey.example`;
  const form = new FormData();
  const fields = {
    first_name: name,
    last_name: 'Journey',
    email,
    role: 'employee',
    job_title: 'expeditor',
    phone_prefix: '+40',
    phone: '0722 123-456',
    hasSignalApp: 'false',
    hasWhatsApp: 'false',
    should_receive_truck_emails: 'false',
    should_receive_ware_emails: 'false',
    spoken_languages: 'ro',
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  const proof = pdfFile('hiring-proof.pdf');
  form.append('hiring_proof', new Blob([new Uint8Array(proof.buffer)], { type: proof.mimeType }), proof.name);
  const created = await request.post('/api/employees/', { headers: { authorization: `Bearer ${admin.access}` }, multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const { reset_link: link } = (await created.json()) as { reset_link: string };
  const token = link.split('/').pop();
  const reset = await request.post('/api/auth/reset-password/', { data: { token, new_password: DEMO_PASSWORD } });
  expect(reset.status(), await reset.text()).toBeLessThan(300);
  return email;
}
