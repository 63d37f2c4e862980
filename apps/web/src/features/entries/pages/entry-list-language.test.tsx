import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { http, HttpResponse } from 'msw';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { storeTokens } from '../../../lib/session';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import { testEntry } from '../../../test/entries';
import { page } from '../../../test/msw/answers';
import { server as api } from '../../../test/msw/server';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { EntryListPage } from './entry-list-page';

const UID = '11111111-1111-4111-8111-111111111111';

/** The websocket at the edge, keeping what the page sends (its auth messages). */
class RecordingSocket extends ServerSocket {
  static sent: { type: string; lang?: string }[] = [];
  override send(data?: unknown) {
    RecordingSocket.sent.push(JSON.parse(String(data)) as { type: string; lang?: string });
  }
}

/** What the API answers for `lang`: München in German, Munich in English (decision 015 names places per reader). */
function entryIn(lang: string): Entry {
  const entry = testEntry(UID, 'truck');
  const german = lang === 'de';
  return {
    ...entry,
    loading_location: {
      ...entry.loading_location,
      country: 'DE',
      countryName: { code: 'DE', name: german ? 'Deutschland' : 'Germany' },
      cityName: german ? 'München' : 'Munich',
      city_display_name: 'Muenchen',
    },
  };
}

beforeEach(() => {
  sessionStorage.clear();
  RecordingSocket.sent = [];
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('entry list in the interface language', { timeout: 20_000 }, () => {
  it('sends the language with list reads and the socket’s auth, and re-reads both when the member switches it (live copies too)', async () => {
    vi.stubGlobal('WebSocket', RecordingSocket);
    const listLangs: string[] = [];
    api.use(
      http.get('/api/truck-requests/', ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang') ?? '';
        listLangs.push(lang);
        return HttpResponse.json(page([entryIn(lang)]) satisfies EntryPage);
      }),
    );
    const language = i18n.createInstance();
    await language.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
      interpolation: { escapeValue: false },
    });
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          element: (
            <RealtimeProvider>
              <Outlet />
            </RealtimeProvider>
          ),
          children: [{ path: 'search-trucks/:uid?', handle: { crumb: 'nav.searchTrucks', formType: 'truck' }, Component: EntryListPage }],
        },
      ],
      { initialEntries: ['/dashboard/search-trucks'] },
    );
    render(
      <MantineProvider>
        <I18nextProvider i18n={language}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </MantineProvider>,
    );

    const card = await screen.findByTestId(`entry-card-${UID}`);
    expect(card.textContent).toContain('Munich, Germany');
    expect(listLangs).toEqual(['en']);
    await waitFor(() => expect(RecordingSocket.sent).toEqual([expect.objectContaining({ type: 'auth', lang: 'en' })]));

    // A live edit arrives named in English; after the switch the German re-read replaces it.
    const server = RecordingSocket.last!;
    server.push({ type: 'ready' });
    // The first ready re-reads the list read before it (issue 31 item 7), in the same language.
    await waitFor(() => expect(listLangs).toEqual(['en', 'en']));
    server.push({ type: 'truck_update', id: 1, entry_data: { ...entryIn('en'), notes: 'Ramp 2' } });
    await waitFor(() => expect(screen.getByTestId(`entry-card-${UID}`).textContent).toContain('Munich, Germany'));

    await act(() => language.changeLanguage('de'));
    await waitFor(() => expect(screen.getByTestId(`entry-card-${UID}`).textContent).toContain('München, Deutschland'));
    expect(listLangs).toEqual(['en', 'en', 'de']);
    // The open socket is told too, so later events name places in German.
    const auths = RecordingSocket.sent.filter((message) => message.type === 'auth');
    expect(auths.map((message) => [message.type, message.lang])).toEqual([
      ['auth', 'en'],
      ['auth', 'de'],
    ]);
    // Between them, the socket was told what the list shows (issue 30 item 1): its filters and its entry.
    expect(RecordingSocket.sent).toContainEqual({
      type: 'subscribe',
      views: [{ kind: 'list', form_type: 'truck', my: false, filters: {}, uids: [UID] }],
    });
  });
});
