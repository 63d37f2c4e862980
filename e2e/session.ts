import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Freight-2026';

export type E2eSession = { access: string; refresh: string; user: { id: number; company: number | null } };

/** Logs in through the API, as the login page does. */
export async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<E2eSession> {
  const response = await request.post('/api/auth/login/', { data: { email, password } });
  expect(response.status(), `login ${email}`).toBe(200);
  return (await response.json()) as E2eSession;
}

/**
 * Opens the page as a signed-in member (the session stored as the login page stores it, once, so a
 * logout stays a logout) with the interface in `lang`.
 */
export async function signIn(page: Page, email: string, lang = 'en', password = DEMO_PASSWORD): Promise<E2eSession> {
  const session = await login(page.request, email, password);
  await page.addInitScript(
    ({ stored, chosen }) => {
      localStorage.setItem('lang', chosen);
      if (sessionStorage.getItem('access') !== null || sessionStorage.getItem('e2e-session-seeded') !== null) return;
      sessionStorage.setItem('access', stored.access);
      sessionStorage.setItem('refresh', stored.refresh);
      sessionStorage.setItem('user', JSON.stringify(stored.user));
      sessionStorage.setItem('e2e-session-seeded', '1');
    },
    { stored: session, chosen: lang },
  );
  return session;
}
