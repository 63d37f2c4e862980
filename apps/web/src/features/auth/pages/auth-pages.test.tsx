import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OnboardingData, SessionUser } from '@freight/shared/accounts';
import type { ErrorCode } from '@freight/shared/errors';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertQueue } from '../../../lib/alerts/alert';
import { getAccessToken, getRefreshToken, getSessionUser } from '../../../lib/session';
import { apiError, validationFailed } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { RegistrationInitializedPage } from './registration-initialized-page';
import { RegistrationPendingPage, SUPPORT_EMAIL } from './registration-pending-page';
import { RequestResetPage } from './request-reset-page';
import { ResetPasswordPage } from './reset-password-page';

function renderRoutes(routes: RouteObject[], path: string, language: 'en' | 'cimode' = 'en') {
  return renderInRouter(
    [
      ...routes,
      { path: '/', element: <p>home</p> },
      { path: '/dashboard/*', element: <p>dashboard</p> },
      { path: '/login', element: <p>login</p> },
    ],
    path,
    language,
  );
}

const type = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const user: SessionUser = {
  id: 7,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Pop',
  role: 'admin',
  company: 3,
  is_superuser: false,
  last_seen_update: null,
};

beforeEach(() => sessionStorage.clear());

/** The login answer for `who`: the tokens are opaque to this page. */
const loginAs = (who: SessionUser) =>
  server.use(http.post('/api/auth/login/', () => HttpResponse.json({ access: 'a.b.c', refresh: 'r.s.t', user: who })));
const sentRequests = (requests: ReturnType<typeof recordRequests>) => requests.map(({ method, path, body }) => ({ method, path, body }));

describe('/login', () => {
  const routes = [{ path: '/login', Component: LoginPage }];

  it('keeps the session and goes to the redirect path', async () => {
    loginAs(user);
    const calls = recordRequests();
    const router = renderRoutes(routes, '/login?redirect=%2Fdashboard%2Fmy-wares');
    type('login-email', 'ana@example.com');
    type('login-password', 'Lorry-2024');
    fireEvent.submit(screen.getByTestId('login-submit').closest('form') as HTMLFormElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-wares'));
    expect(sentRequests(calls)).toEqual([
      { method: 'POST', path: '/api/auth/login/', body: { email: 'ana@example.com', password: 'Lorry-2024' } },
    ]);
    expect(getAccessToken()).toBe('a.b.c');
    expect(getRefreshToken()).toBe('r.s.t');
    expect(getSessionUser()).toEqual(user);
  });

  it('never follows a redirect off the site', async () => {
    loginAs(user);
    const router = renderRoutes(routes, '/login?redirect=%2F%2Fevil.example%2Fx');
    type('login-email', 'ana@example.com');
    type('login-password', 'Lorry-2024');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says beside the form that an inactive company must pay the subscription, with the way to /prices', async () => {
    server.use(http.post('/api/auth/login/', () => apiError('company_inactive')));
    renderRoutes(routes, '/login');
    type('login-email', 'ana@example.com');
    type('login-password', 'Lorry-2024');
    fireEvent.click(screen.getByTestId('login-submit'));
    const message = await screen.findByTestId('login-company-inactive');
    expect(message.textContent).toContain('Pay the subscription');
    expect(message.querySelector('a')?.getAttribute('href')).toBe('/prices');
    expect(getAccessToken()).toBeNull();
  });

  it('says so too when a session ended because the company was deactivated', () => {
    renderRoutes(routes, '/login?redirect=%2Fdashboard&reason=company_inactive');
    expect(screen.getByTestId('login-company-inactive').textContent).toContain('Pay the subscription');
  });

  it('lands staff on /staff, whatever member page the redirect named', async () => {
    loginAs({ ...user, company: null, is_superuser: true });
    const router = renderInRouter(
      [...routes, { path: '/staff', element: <p>staff</p> }, { path: '/dashboard/*', element: <p>dashboard</p> }],
      '/login?redirect=%2Fdashboard%2Fmy-trucks',
    );
    type('login-email', 'staff@example.com');
    type('login-password', 'Lorry-2024');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it.each([
    [400, 'invalid_credentials', 'login.invalid'],
    [429, 'rate_limited', 'errors.rate_limited'],
    [500, 'server_error', 'errors.server_error'],
  ] as [number, ErrorCode, string][])('answers %i with the danger alert %s → %s for 12 s', async (_status, code, key) => {
    server.use(http.post('/api/auth/login/', () => apiError(code)));
    renderRoutes(routes, '/login');
    type('login-email', 'ana@example.com');
    type('login-password', 'wrong-password');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: key, durationMs: 12_000 }));
    expect(getAccessToken()).toBeNull();
  });

  it('checks the fields before calling, and explains a logout after a major update', () => {
    const calls = recordRequests();
    renderRoutes(routes, '/login?update=1');
    expect(screen.getByTestId('login-update-notice').textContent).toContain('A critical update was installed');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('E-mail is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});

describe('/reset-password', () => {
  const routes = [{ path: '/reset-password/:token?', Component: ResetPasswordPage }];
  const token = 'k'.repeat(43);

  it('keeps save disabled until both fields meet the rules', () => {
    renderRoutes(routes, `/reset-password/${token}`);
    const save = screen.getByTestId('reset-submit') as HTMLButtonElement;
    const met = () => [...screen.getByTestId('reset-password-rules').querySelectorAll('li')].map((item) => item.dataset.met);
    expect(save.disabled).toBe(true);

    type('reset-password', 'short');
    expect(met()).toEqual(['false', 'true', 'true']);
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(save.disabled).toBe(true);

    type('reset-password', '12345678');
    expect(met()).toEqual(['true', 'false', 'false']);
    expect(save.disabled).toBe(true);

    type('reset-password', 'Football');
    expect(met()).toEqual(['true', 'true', 'false']);
    expect(save.disabled).toBe(true);

    type('reset-password', 'Lorry-2024');
    expect(met()).toEqual(['true', 'true', 'true']);
    type('reset-confirm', 'Lorry-2025');
    expect(screen.getByText('Passwords must match')).toBeVisible();
    expect(save.disabled).toBe(true);

    type('reset-confirm', 'Lorry-2024');
    expect(save.disabled).toBe(false);
  });

  it('reads the token from the query, saves, and goes to login with a success message', async () => {
    const calls = recordRequests();
    const router = renderRoutes(routes, `/reset-password?token=${token}`);
    type('reset-password', 'Lorry-2024');
    type('reset-confirm', 'Lorry-2024');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/reset-password/', body: { token, new_password: 'Lorry-2024' } });
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'success', messageKey: 'resetPassword.success' });
  });

  it('explains an invalid token and links to a new request', async () => {
    server.use(http.post('/api/auth/reset-password/', () => validationFailed({ token: ['token_invalid'] })));
    renderRoutes(routes, `/reset-password/${token}`);
    type('reset-password', 'Lorry-2024');
    type('reset-confirm', 'Lorry-2024');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-token-invalid')).textContent).toContain('This reset link is invalid or has expired.');
    expect(screen.getByTestId('reset-request-new').getAttribute('href')).toBe('/request-reset-password');
  });

  it('keeps the API’s objection under the new password until the password changes', async () => {
    server.use(http.post('/api/auth/reset-password/', () => validationFailed({ new_password: ['password_too_common'] })));
    renderRoutes(routes, `/reset-password/${token}`);
    type('reset-password', 'Lorry-2024');
    type('reset-confirm', 'Lorry-2024');
    fireEvent.click(screen.getByTestId('reset-submit'));
    const password = screen.getByTestId('reset-password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Password is too common')).toBeVisible();
    expect(document.activeElement).toBe(password);

    fireEvent.blur(password);
    expect(screen.getByText('Password is too common')).toBeVisible();
    type('reset-password', 'Lorry-2025!');
    expect(screen.queryByText('Password is too common')).toBeNull();
  });

  it('asks for the e-mail link when there is no token', () => {
    renderRoutes(routes, '/reset-password');
    expect(screen.getByTestId('reset-token-invalid').textContent).toContain('This page needs the link from the reset e-mail.');
    expect(screen.queryByTestId('reset-submit')).toBeNull();
  });
});

describe('/request-reset-password', () => {
  it('checks the address, sends it and says a link was sent if it exists', async () => {
    const calls = recordRequests();
    renderRoutes([{ path: '/request-reset-password', Component: RequestResetPage }], '/request-reset-password');
    type('request-reset-email', 'ana@');
    fireEvent.click(screen.getByTestId('request-reset-submit'));
    expect(screen.getByText('Invalid e-mail')).toBeVisible();
    expect(calls).toHaveLength(0);

    type('request-reset-email', ' ana@example.com ');
    fireEvent.click(screen.getByTestId('request-reset-submit'));
    expect((await screen.findByTestId('request-reset-sent')).textContent).toBe('If that e-mail exists, a reset link has been sent.');
    expect(sentRequests(calls)).toEqual([
      { method: 'POST', path: '/api/auth/request-password-reset/', body: { email: 'ana@example.com' } },
    ]);
  });
});

describe('/registration-initialized', () => {
  const routes = [{ path: '/registration-initialized', Component: RegistrationInitializedPage }];
  const onboarding: OnboardingData = {
    company: {
      name: 'Transporturi Ardeal SRL',
      type: 2,
      VATNumber: 'RO12345678',
      registry_orderNumber: 'J12',
      registry_uniqueId: '345',
      registry_year: '2015',
      street: 'Str. Memorandumului',
      number: '28',
      postal_code: '400114',
      city: 'Cluj-Napoca',
      country: 'RO',
      fax: '',
      website: '',
      subscription_months: 12,
    },
    contact: {
      first_name: 'Ioana',
      last_name: 'Mureșan',
      email: 'ioana@example.com',
      position: 'Director',
      phone_prefix: '+40',
      phone_number: '722123456',
      spoken_languages: ['ro', 'hu'],
    },
    documents: [
      { id: 1, name: 'statute.pdf' },
      { id: 2, name: 'contract.pdf' },
    ],
  };

  it('shows the stored registration and sends it back for approval', async () => {
    server.use(http.get('/api/company-onboarding/:tid/', () => HttpResponse.json(onboarding)));
    const calls = recordRequests();
    const router = renderRoutes(
      [...routes, { path: '/registration-pending', element: <p>pending</p> }],
      '/registration-initialized?tid=abc',
    );
    expect(((await screen.findByTestId('register-company-name')) as HTMLInputElement).value).toBe('Transporturi Ardeal SRL');
    expect((screen.getByTestId('register-company-registry_uniqueId') as HTMLInputElement).value).toBe('345');
    expect(screen.getByText('statute.pdf')).toBeVisible();
    // A producer with two stored documents needs no more: the picker is gone.
    expect(screen.queryByTestId('register-documents-input')).toBeNull();

    type('register-company-city', 'Cluj');
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-pending'));
    const sent = calls.find((call) => call.path === '/api/company/abc/pending-update/');
    expect(sent?.method).toBe('POST');
    const form = sent?.body as FormData;
    expect(JSON.parse(String(form.get('data')))).toMatchObject({
      company: { city: 'Cluj', type: 2 },
      contact: { spoken_languages: ['ro', 'hu'] },
    });
    expect(form.getAll('documents')).toHaveLength(0);
  });

  it('says so when no company belongs to the link', async () => {
    server.use(http.get('/api/company-onboarding/:tid/', () => apiError('not_found')));
    renderRoutes(routes, '/registration-initialized?tid=used');
    expect((await screen.findByTestId('onboarding-not-found')).textContent).toContain('No company was found for this link.');
  });

  it('goes home on any other failure', async () => {
    server.use(http.get('/api/company-onboarding/:tid/', () => apiError('server_error')));
    const router = renderRoutes(routes, '/registration-initialized?tid=abc');
    // One retry for a server error (the query's rule), then home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });
});

describe('/register', () => {
  it('preselects the subscription from the query', () => {
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register?subscriptionMonths=12');
    expect((screen.getByTestId('register-subscription-12') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('register-subscription-6') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('register-contract-membership_contract').getAttribute('href')).toBe(
      '/media/register_contracts/membership_contract_en.pdf',
    );
  });
});

describe('no literal text outside i18n on the account pages', () => {
  const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;
  const visibleTexts = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      // Option lists hold data (country and language names from Intl), not interface words.
      if (text && !node.parentElement?.closest('style, script, [role="listbox"]')) texts.push(text);
    }
    return texts;
  };

  const pages = [
    ['/login', LoginPage, 'login.title', 'Log in'],
    ['/register', RegisterPage, 'register.title', 'Register your company'],
    ['/registration-pending', RegistrationPendingPage, 'registrationPending.title', 'Thank you for registering!'],
    ['/request-reset-password', RequestResetPage, 'requestReset.title', 'Reset your password'],
    ['/reset-password/tokentokentokentoken', ResetPasswordPage, 'resetPassword.title', 'Set a new password'],
  ] as const;
  const routeOf = (path: string) => (path.startsWith('/reset-password') ? '/reset-password/:token?' : path);

  it.each(pages)('%s shows every text translated in English (no key left as text)', async (path, Component, _key, title) => {
    renderRoutes([{ path: routeOf(path), Component }], path);
    await screen.findAllByText(title);
    expect(visibleTexts().filter((text) => KEY.test(text))).toEqual([]);
  });

  it.each([
    ['/login', LoginPage, 'login.title'],
    ['/register', RegisterPage, 'register.title'],
    ['/registration-pending', RegistrationPendingPage, 'registrationPending.title'],
    ['/request-reset-password', RequestResetPage, 'requestReset.title'],
    ['/reset-password/tokentokentokentoken', ResetPasswordPage, 'resetPassword.title'],
  ])('%s', async (path, Component, title) => {
    renderRoutes([{ path: path.startsWith('/reset-password') ? '/reset-password/:token?' : path, Component }], path, 'cimode');
    await screen.findAllByText(title);
    // The required-field asterisk and the support address are not words.
    expect(visibleTexts().filter((text) => !KEY.test(text) && text !== '*' && text !== SUPPORT_EMAIL)).toEqual([]);
  });
});
