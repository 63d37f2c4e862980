import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { renderInRouter, renderRouted, type TestLanguage } from '../../../test/render';
import { EntryListPage } from './entry-list-page';

/** The four entry lists under the realtime provider, routed as the dashboard routes them (app/router.tsx). */
const ENTRY_LIST_ROUTES: RouteObject[] = [
  {
    path: '/dashboard',
    element: (
      <RealtimeProvider>
        <Outlet />
      </RealtimeProvider>
    ),
    children: [
      { path: 'search-trucks/:uid?', handle: { crumb: 'nav.searchTrucks', formType: 'truck' }, Component: EntryListPage },
      { path: 'search-wares/:uid?', handle: { crumb: 'nav.searchWares', formType: 'ware' }, Component: EntryListPage },
      { path: 'my-trucks', handle: { crumb: 'nav.myTrucks', formType: 'truck', my: true }, Component: EntryListPage },
      { path: 'my-wares', handle: { crumb: 'nav.myWares', formType: 'ware', my: true }, Component: EntryListPage },
    ],
  },
];

/** Opens an entry list at `path` with a fresh query cache; answers the memory router. */
export function renderEntryList(path: string, language: TestLanguage = 'en') {
  return renderInRouter(ENTRY_LIST_ROUTES, path, language);
}

/** As renderEntryList, answering the query cache too (to wait for the first ready's re-read, issue 31 item 7). */
export function renderEntryListRouted(path: string, language: TestLanguage = 'en', queryClient?: QueryClient) {
  return renderRouted(ENTRY_LIST_ROUTES, path, language, queryClient);
}
