import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { POLICY_TYPES } from '@freight/shared/content-constants';
import { loadAllTexts } from '../lib/i18n';
import { getAccessToken, getSessionUser } from '../lib/session';
import { PageLoader } from '../components/page-loader';
import { loadChunk, retryingLazy } from '../lib/chunk-loader';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/** §2: dashboard routes need a stored access token, else /login with the path to come back to. */
function requireSession({ request }: LoaderFunctionArgs) {
  if (getAccessToken()) return null;
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * The member dashboard: a session, and not staff's — every member screen answers staff 403, so a
 * superuser is sent to the staff screens (issue 13 item 8; the API decides authority, this only
 * keeps staff from a screen of errors).
 */
function requireMemberSession(args: LoaderFunctionArgs) {
  return requireSession(args) ?? (getSessionUser()?.is_superuser ? redirect('/staff') : null);
}

/** Guest-only pages send a logged-in member to the dashboard. */
function guestsOnly() {
  return getAccessToken() ? redirect('/dashboard') : null;
}

/** §2 /registration-initialized needs `?tid=`, otherwise home. */
function onboardingLink({ request }: LoaderFunctionArgs) {
  return guestsOnly() ?? (new URL(request.url).searchParams.get('tid') ? null : redirect('/'));
}

function policyTypeExists({ params }: LoaderFunctionArgs) {
  if (!(POLICY_TYPES as readonly string[]).includes(params.type ?? '')) throw new Response('', { status: 404 });
  return null;
}

/**
 * The landing page reads only the first paint's texts (vite.config.ts); every other page loads the
 * whole catalogue with its code. A dashboard or staff page is covered by its frame's route, whose
 * code react-router awaits with the page's.
 */
function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadChunk(load), loadAllTexts()]).then(([module]) => module);
}

const publishEntryPage = retryingLazy(() => import('../features/entries/pages/publish-entry-page'));
const editEntryPage = retryingLazy(() => import('../features/entries/pages/edit-entry-page'));
const entryListPage = retryingLazy(() => import('../features/entries/pages/entry-list-page'));
const entrySearchPage = retryingLazy(() => import('./pages/entry-search-route'));
const addIncidentPage = retryingLazy(() => import('../features/incidents/pages/add-incident-page'));
const incidentsPage = retryingLazy(() => import('../features/incidents/pages/incidents-page'));

// Every page is its own chunk: the landing page never downloads the dashboard. Each top-level route
// shows the page loader while its first lazy chunk or loader runs (issue 13 item 13: without a
// hydrate fallback react-router warns on every first load).
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    // A page that fails shows its error inside the frame (issue 35 item 4).
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, loader: guestsOnly, lazy: retryingLazy(() => import('../features/public/pages/landing-page')) },
          { path: 'prices', lazy: withAllTexts(() => import('../features/public/pages/prices-page')) },
          { path: 'useful-links', lazy: withAllTexts(() => import('../features/public/pages/useful-links-page')) },
          {
            path: 'policy/:type',
            loader: policyTypeExists,
            // An unknown type is a 404 (not-found page); a page that did not load offers a reload.
            errorElement: <RouteErrorPage />,
            lazy: withAllTexts(() => import('../features/public/pages/policy-page')),
          },
          // Accounts (§2 public routes): guests only.
          { path: 'login', loader: guestsOnly, lazy: withAllTexts(() => import('../features/auth/pages/login-page')) },
          { path: 'register', loader: guestsOnly, lazy: withAllTexts(() => import('../features/auth/pages/register-page')) },
          {
            path: 'registration-pending',
            loader: guestsOnly,
            lazy: withAllTexts(() => import('../features/auth/pages/registration-pending-page')),
          },
          {
            path: 'registration-initialized',
            loader: onboardingLink,
            lazy: withAllTexts(() => import('../features/auth/pages/registration-initialized-page')),
          },
          {
            path: 'request-reset-password',
            loader: guestsOnly,
            lazy: withAllTexts(() => import('../features/auth/pages/request-reset-page')),
          },
          {
            path: 'reset-password/:token?',
            loader: guestsOnly,
            lazy: withAllTexts(() => import('../features/auth/pages/reset-password-page')),
          },
          // Issue 17: a search agent mail's unsubscribe link, for members signed in or not.
          { path: 'search-agents/unsubscribe', lazy: withAllTexts(() => import('../features/search-agents/pages/unsubscribe-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    path: 'dashboard',
    loader: requireMemberSession,
    hydrateFallbackElement: <PageLoader />,
    lazy: withAllTexts(async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout })),
    handle: { crumb: 'nav.dashboard' },
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: retryingLazy(() => import('../features/dashboard/pages/dashboard-home-page')) },
          // §2 entry form: one page module per mode, the form type is route data.
          { path: 'publish-truck', handle: { crumb: 'nav.publishTruck', formType: 'truck' }, lazy: publishEntryPage },
          { path: 'publish-ware', handle: { crumb: 'nav.publishWare', formType: 'ware' }, lazy: publishEntryPage },
          { path: 'edit-truck/:uid', handle: { crumb: 'entries.editTitle.truck', formType: 'truck' }, lazy: editEntryPage },
          { path: 'edit-ware/:uid', handle: { crumb: 'entries.editTitle.ware', formType: 'ware' }, lazy: editEntryPage },
          // §2 entry lists: one page module; the form type and `my` are route data.
          { path: 'search-trucks/:uid?', handle: { crumb: 'nav.searchTrucks', formType: 'truck' }, lazy: entrySearchPage },
          { path: 'search-wares/:uid?', handle: { crumb: 'nav.searchWares', formType: 'ware' }, lazy: entrySearchPage },
          // Issue 17: saved searches; an agent's page is the agent mail's link.
          {
            path: 'search-agents',
            handle: { crumb: 'nav.searchAgents' },
            children: [
              { index: true, lazy: retryingLazy(() => import('../features/search-agents/pages/search-agents-page')) },
              { path: ':id', handle: { crumb: 'nav.searchAgent' }, lazy: retryingLazy(() => import('./pages/search-agent-route')) },
            ],
          },
          // Issue 31: deals, incoming and outgoing, and one deal's page.
          {
            path: 'deals',
            handle: { crumb: 'nav.deals' },
            children: [
              { index: true, lazy: retryingLazy(() => import('../features/deals/pages/deals-page')) },
              { path: ':id', handle: { crumb: 'nav.deal' }, lazy: retryingLazy(() => import('../features/deals/pages/deal-page')) },
            ],
          },
          { path: 'my-trucks', handle: { crumb: 'nav.myTrucks', formType: 'truck', my: true }, lazy: entryListPage },
          { path: 'my-wares', handle: { crumb: 'nav.myWares', formType: 'ware', my: true }, lazy: entryListPage },
          // §2 incidents: one form module and one list module; the kind and the mode are route data.
          { path: 'add-payment-incident', handle: { crumb: 'nav.addPaymentIncident', incidentKind: 'payment' }, lazy: addIncidentPage },
          {
            path: 'add-transport-incident',
            handle: { crumb: 'nav.addTransportIncident', incidentKind: 'transport' },
            lazy: addIncidentPage,
          },
          { path: 'my-incidents', handle: { crumb: 'nav.myIncidents', incidentsMode: 'own' }, lazy: incidentsPage },
          { path: 'other-company-incidents', handle: { crumb: 'nav.otherCompanyIncidents', incidentsMode: 'other' }, lazy: incidentsPage },
          // §2 companies and employees.
          {
            path: 'company-details/:id?',
            handle: { crumb: 'nav.companyDetails' },
            lazy: retryingLazy(() => import('../features/companies/pages/company-details-page')),
          },
          {
            path: 'company-search',
            handle: { crumb: 'nav.companySearch' },
            lazy: retryingLazy(() => import('../features/companies/pages/company-search-page')),
          },
          {
            path: 'employees/:companyId?',
            handle: { crumb: 'nav.employees' },
            lazy: retryingLazy(() => import('../features/employees/pages/employees-page')),
          },
          {
            path: 'add-employee/:id?',
            handle: { crumb: 'nav.addEmployee' },
            lazy: retryingLazy(() => import('../features/employees/pages/add-employee-page')),
          },
          {
            path: 'road-distances',
            handle: { crumb: 'nav.roadDistances' },
            lazy: retryingLazy(() => import('../features/entries/pages/road-distances-page')),
          },
          {
            path: 'statistics',
            handle: { crumb: 'nav.statistics' },
            lazy: retryingLazy(() => import('../features/statistics/pages/statistics-page')),
          },
          {
            path: 'useful-links',
            handle: { crumb: 'nav.usefulLinks' },
            lazy: retryingLazy(() => import('../features/public/pages/dashboard-useful-links-page')),
          },
          {
            path: 'change-password',
            handle: { crumb: 'nav.changePassword' },
            lazy: retryingLazy(() => import('../features/auth/pages/change-password-page')),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  // Staff screens (DESIGN §3): their own frame; the page itself turns away members who are not superusers.
  {
    path: 'staff',
    loader: requireSession,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    lazy: withAllTexts(() => import('../features/staff/pages/staff-page')),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
