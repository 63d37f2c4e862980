import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { POLICY_TYPES } from '@freight/shared/content-constants';
import { getAccessToken } from '../lib/session';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';

/** §2: dashboard routes need a stored access token, else /login with the path to come back to. */
function requireSession({ request }: LoaderFunctionArgs) {
  if (getAccessToken()) return null;
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Guest-only pages send a logged-in member to the dashboard. */
function guestsOnly() {
  return getAccessToken() ? redirect('/dashboard') : null;
}

function policyTypeExists({ params }: LoaderFunctionArgs) {
  if (!(POLICY_TYPES as readonly string[]).includes(params.type ?? '')) throw new Response('', { status: 404 });
  return null;
}

// Every page is its own chunk: the landing page never downloads the dashboard.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <NotFoundPage />,
    children: [
      { index: true, loader: guestsOnly, lazy: () => import('../features/public/pages/landing-page') },
      { path: 'prices', lazy: () => import('../features/public/pages/prices-page') },
      { path: 'useful-links', lazy: () => import('../features/public/pages/useful-links-page') },
      {
        path: 'policy/:type',
        loader: policyTypeExists,
        errorElement: <NotFoundPage />,
        lazy: () => import('../features/public/pages/policy-page'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'dashboard',
    loader: requireSession,
    lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
    handle: { crumb: 'nav.dashboard' },
    children: [
      { index: true, lazy: () => import('./pages/dashboard-home-page') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
