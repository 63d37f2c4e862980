import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import { storeTokens } from '../../../lib/session';
import { page } from '../../../test/msw/answers';
import { server as api } from '../../../test/msw/server';
import { fakeJwt } from '../../../test/tokens';
import { createQueryClient } from '../../../lib/query-client';
import { renderEntryListRouted } from './entry-list.test-helpers';

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

const limited = (seconds: string) =>
  HttpResponse.json({ code: 'rate_limited', detail: 'Too many requests.' }, { status: 429, headers: { 'Retry-After': seconds } });

/** Decision 071: a search refused for the member's pace says so, waits the API's Retry-After, and then shows the list. */
describe('entry list refused for the member’s pace (429)', { timeout: 20_000 }, () => {
  it('says in German when it loads again, and loads then', async () => {
    let calls = 0;
    api.use(
      http.get('/api/truck-requests/', () => {
        calls += 1;
        return calls === 1 ? limited('1') : HttpResponse.json(page([], null));
      }),
    );
    // The app's own query cache: its retries are what is tested.
    renderEntryListRouted('/dashboard/search-trucks', 'de', createQueryClient());
    const waiting = await screen.findByText(de.entries.readsLimited_one.replace('{{count}}', '1'));
    expect(waiting.closest('[data-testid="entries-loading"]')).not.toBeNull();
    expect(await screen.findByText(de.entries.noEntries, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the limit as the error, not a failed fetch, when the wait is longer than a list should wait by itself', async () => {
    api.use(http.get('/api/truck-requests/', () => limited('3600')));
    renderEntryListRouted('/dashboard/search-trucks', 'en', createQueryClient());
    expect(await screen.findByTestId('entries-error')).toHaveTextContent(en.errors.rate_limited);
  });
});
