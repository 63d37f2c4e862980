import { screen, waitFor, within } from '@testing-library/react';
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
import { setupUser, type User } from '../../../test/user';
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

/**
 * Replaces the field's text, then leaves the field (which shows its errors). Pasted, as a password
 * manager fills it: typing key by key costs ~10 ms a key in jsdom and tests nothing more here.
 */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
  await user.tab();
}

/** Required fields carry an asterisk after their label. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function logIn(user: User, email: string, password: string) {
  await fill(user, field('E-mail'), email);
  await fill(user, field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const member: SessionUser = {
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
    const user = setupUser();
    loginAs(member);
    const calls = recordRequests();
    const router = renderRoutes(routes, '/login?redirect=%2Fdashboard%2Fmy-wares');
    await fill(user, field('E-mail'), 'ana@example.com');
    // Enter in the password field submits the form.
    await user.type(field('Password'), 'Lorry-2024{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-wares'));
    expect(sentRequests(calls)).toEqual([
      { method: 'POST', path: '/api/auth/login/', body: { email: 'ana@example.com', password: 'Lorry-2024' } },
    ]);
    expect(getAccessToken()).toBe('a.b.c');
    expect(getRefreshToken()).toBe('r.s.t');
    expect(getSessionUser()).toEqual(member);
  });

  it('never follows a redirect off the site', async () => {
    const user = setupUser();
    loginAs(member);
    const router = renderRoutes(routes, '/login?redirect=%2F%2Fevil.example%2Fx');
    await logIn(user, 'ana@example.com', 'Lorry-2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says beside the form that an inactive company must pay the subscription, with the way to /prices', async () => {
    server.use(http.post('/api/auth/login/', () => apiError('company_inactive')));
    const user = setupUser();
    renderRoutes(routes, '/login');
    await logIn(user, 'ana@example.com', 'Lorry-2024');
    const message = await screen.findByRole('alert', { name: 'Your company is inactive' });
    expect(message).toHaveTextContent('Pay the subscription');
    expect(within(message).getByRole('link', { name: 'See the subscription prices' })).toHaveAttribute('href', '/prices');
    expect(getAccessToken()).toBeNull();
  });

  it('says so too when a session ended because the company was deactivated', () => {
    renderRoutes(routes, '/login?redirect=%2Fdashboard&reason=company_inactive');
    expect(screen.getByRole('alert', { name: 'Your company is inactive' })).toHaveTextContent('Pay the subscription');
  });

  it('lands staff on /staff, whatever member page the redirect named', async () => {
    const user = setupUser();
    loginAs({ ...member, company: null, is_superuser: true });
    const router = renderInRouter(
      [...routes, { path: '/staff', element: <p>staff</p> }, { path: '/dashboard/*', element: <p>dashboard</p> }],
      '/login?redirect=%2Fdashboard%2Fmy-trucks',
    );
    await logIn(user, 'staff@example.com', 'Lorry-2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it.each([
    [400, 'invalid_credentials', 'login.invalid'],
    [429, 'rate_limited', 'errors.rate_limited'],
    [500, 'server_error', 'errors.server_error'],
  ] as [number, ErrorCode, string][])('answers %i with the danger alert %s → %s for 12 s', async (_status, code, key) => {
    const user = setupUser();
    server.use(http.post('/api/auth/login/', () => apiError(code)));
    renderRoutes(routes, '/login');
    await logIn(user, 'ana@example.com', 'wrong-password');
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: key, durationMs: 12_000 }));
    expect(getAccessToken()).toBeNull();
  });

  it('checks the fields before calling, and explains a logout after a major update', async () => {
    const user = setupUser();
    const calls = recordRequests();
    renderRoutes(routes, '/login?update=1');
    expect(screen.getByRole('alert', { name: 'The application was updated' })).toHaveTextContent('A critical update was installed');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('E-mail is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});

describe('/reset-password', () => {
  const routes = [{ path: '/reset-password/:token?', Component: ResetPasswordPage }];
  const token = 'k'.repeat(43);

  it('keeps save disabled until both fields meet the rules', async () => {
    const user = setupUser();
    renderRoutes(routes, `/reset-password/${token}`);
    const save = screen.getByRole('button', { name: 'Save' });
    const password = field('New password');
    const confirm = field('Confirm the password');
    // The rules list has no name of its own; each rule says "(met)" or "(not met)" to a screen reader.
    const met = () =>
      within(screen.getByTestId('reset-password-rules'))
        .getAllByRole('listitem')
        .map((rule) => rule.dataset.met);
    expect(save).toBeDisabled();

    await fill(user, password, 'short');
    expect(met()).toEqual(['false', 'true', 'true']);
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(save).toBeDisabled();

    await fill(user, password, '12345678');
    expect(met()).toEqual(['true', 'false', 'false']);
    expect(save).toBeDisabled();

    await fill(user, password, 'Football');
    expect(met()).toEqual(['true', 'true', 'false']);
    expect(save).toBeDisabled();

    await fill(user, password, 'Lorry-2024');
    expect(met()).toEqual(['true', 'true', 'true']);
    await fill(user, confirm, 'Lorry-2025');
    expect(screen.getByText('Passwords must match')).toBeVisible();
    expect(save).toBeDisabled();

    await fill(user, confirm, 'Lorry-2024');
    expect(save).toBeEnabled();
  });

  it('reads the token from the query, saves, and goes to login with a success message', async () => {
    const user = setupUser();
    const calls = recordRequests();
    const router = renderRoutes(routes, `/reset-password?token=${token}`);
    await fill(user, field('New password'), 'Lorry-2024');
    await fill(user, field('Confirm the password'), 'Lorry-2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/reset-password/', body: { token, new_password: 'Lorry-2024' } });
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'success', messageKey: 'resetPassword.success' });
  });

  it('explains an invalid token and links to a new request', async () => {
    server.use(http.post('/api/auth/reset-password/', () => validationFailed({ token: ['token_invalid'] })));
    const user = setupUser();
    renderRoutes(routes, `/reset-password/${token}`);
    await fill(user, field('New password'), 'Lorry-2024');
    await fill(user, field('Confirm the password'), 'Lorry-2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const problem = await screen.findByRole('alert', { name: 'This reset link is invalid or has expired.' });
    expect(within(problem).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/request-reset-password');
  });

  it('keeps the API’s objection under the new password until the password changes', async () => {
    server.use(http.post('/api/auth/reset-password/', () => validationFailed({ new_password: ['password_too_common'] })));
    const user = setupUser();
    renderRoutes(routes, `/reset-password/${token}`);
    const password = field('New password');
    await fill(user, password, 'Lorry-2024');
    await fill(user, field('Confirm the password'), 'Lorry-2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Password is too common')).toBeVisible();
    expect(password).toHaveFocus();

    await user.tab();
    expect(password).not.toHaveFocus();
    expect(screen.getByText('Password is too common')).toBeVisible();
    await fill(user, password, 'Lorry-2025!');
    expect(screen.queryByText('Password is too common')).toBeNull();
  });

  it('asks for the e-mail link when there is no token', () => {
    renderRoutes(routes, '/reset-password');
    expect(screen.getByRole('alert', { name: 'This page needs the link from the reset e-mail.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('/request-reset-password', () => {
  it('checks the address, sends it and says a link was sent if it exists', async () => {
    const user = setupUser();
    const calls = recordRequests();
    renderRoutes([{ path: '/request-reset-password', Component: RequestResetPage }], '/request-reset-password');
    await fill(user, field('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Invalid e-mail')).toBeVisible();
    expect(calls).toHaveLength(0);

    await fill(user, field('E-mail'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^If that e-mail exists, a reset link has been sent\.$/);
    expect(sentRequests(calls)).toEqual([
      { method: 'POST', path: '/api/auth/request-password-reset/', body: { email: 'ana@example.com' } },
    ]);
  });
});

describe('/registration-initialized', () => {
  // Tabbing on from the city focuses the country select, whose list scrolls its option into view: jsdom cannot scroll.
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });
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
    const user = setupUser();
    server.use(http.get('/api/company-onboarding/:tid/', () => HttpResponse.json(onboarding)));
    const calls = recordRequests();
    const router = renderRoutes(
      [...routes, { path: '/registration-pending', element: <p>pending</p> }],
      '/registration-initialized?tid=abc',
    );
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Transporturi Ardeal SRL');
    expect(field('Trade register: number')).toHaveValue('345');
    expect(screen.getByText('statute.pdf')).toBeVisible();
    // A producer with two stored documents needs no more: the picker is gone.
    expect(screen.queryByRole('button', { name: 'Add PDF documents' })).toBeNull();

    await fill(user, field('City'), 'Cluj');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
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
    expect(await screen.findByRole('alert', { name: /^No company was found for this link\./ })).toBeVisible();
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
    expect(screen.getByRole('radio', { name: /^12 months – / })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^6 months – / })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Membership contract (PDF) (opens in a new tab)' })).toHaveAttribute(
      'href',
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
