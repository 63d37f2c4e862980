import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EntryPage } from '@freight/shared/entries';
import { RealtimeProvider } from '../../lib/realtime/realtime-provider';
import { storeTokens } from '../../lib/session';
import { testEntry } from '../../test/entries';
import { page } from '../../test/msw/answers';
import { server as api } from '../../test/msw/server';
import { renderInRouter } from '../../test/render';
import { fakeJwt } from '../../test/tokens';
import { setupUser } from '../../test/user';
import { Component as EntrySearch } from './entry-search-route';

const OTHERS = '11111111-1111-4111-8111-111111111111';
const OWN = '22222222-2222-4222-8222-222222222222';

const original = window.matchMedia;
/** A laptop (the table, use-list-view's 60em query) or a phone (cards). */
const screenOf = (laptop: boolean) => {
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: laptop && query === '(min-width: 60em)',
  })) as typeof window.matchMedia;
};

function openSearch(path: string) {
  api.use(
    http.get('/api/truck-requests/', () =>
      HttpResponse.json(
        page([testEntry(OTHERS, 'truck'), testEntry(OWN, 'truck', { is_own: true, can_manage: true })]) satisfies EntryPage,
      ),
    ),
  );
  renderInRouter(
    [
      {
        path: '/dashboard',
        element: (
          <RealtimeProvider>
            <Outlet />
          </RealtimeProvider>
        ),
        children: [{ path: 'search-trucks/:uid?', handle: { crumb: 'nav.searchTrucks', formType: 'truck' }, Component: EntrySearch }],
      },
    ],
    path,
  );
}

const offerButtons = () => screen.queryAllByRole('button', { name: /^Make an offer on / });

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  window.matchMedia = original;
});

/** Issue 31 item 1: "Make an offer" in the table, on a phone card and on the entry's page, without expanding. */
describe('Make an offer on the search', { timeout: 20_000 }, () => {
  it('is on another company’s phone card without expanding it, and not on an own entry', async () => {
    screenOf(false);
    const user = setupUser();
    openSearch('/dashboard/search-trucks');
    const card = within(await screen.findByTestId(`entry-card-${OTHERS}`));
    const button = card.getByRole('button', { name: 'Make an offer on TR-1111' });
    expect(button).toHaveTextContent('Make an offer');
    expect(screen.getByTestId(`entry-card-${OTHERS}`)).not.toHaveAttribute('data-expanded');
    expect(within(screen.getByTestId(`entry-card-${OWN}`)).queryByRole('button', { name: /^Make an offer/ })).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Offer on TR-1111' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Expanded, the card still has the one button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(card.getByTestId(`entry-toggle-${OTHERS}`));
    await waitFor(() => expect(screen.getByTestId(`entry-card-${OTHERS}`)).toHaveAttribute('data-expanded', 'true'));
    expect(offerButtons()).toHaveLength(1);
  });

  it('is an icon in the table row beside the price, opening the offer without expanding the row', async () => {
    screenOf(true);
    const user = setupUser();
    openSearch('/dashboard/search-trucks');
    const row = within(await screen.findByTestId(`entry-row-${OTHERS}`));
    const button = row.getByRole('button', { name: 'Make an offer on TR-1111' });
    expect(button).not.toHaveTextContent('Make an offer');
    expect(within(screen.getByTestId(`entry-row-${OWN}`)).queryByRole('button', { name: /^Make an offer/ })).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Offer on TR-1111' });
    await waitFor(() => expect(dialog).toBeVisible());
    expect(screen.getByTestId(`entry-row-${OTHERS}`)).not.toHaveAttribute('data-expanded');
  });

  it('is on the entry’s page once, the entry opened by itself', async () => {
    screenOf(true);
    openSearch(`/dashboard/search-trucks/${OTHERS}`);
    await waitFor(() => expect(screen.getByTestId(`entry-row-${OTHERS}`)).toHaveAttribute('data-expanded', 'true'));
    expect(offerButtons()).toHaveLength(1);
    expect(within(screen.getByTestId(`entry-row-${OTHERS}`)).getByRole('button', { name: 'Make an offer on TR-1111' })).toBeVisible();
  });
});
