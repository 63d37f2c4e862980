import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Entry } from '@freight/shared/entries';
import { FormActionsProvider, FormActionsTarget } from '../../../components/form-actions';
import { formatDateTime } from '../../../lib/format/dates';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { recordRequests, type RecordedRequest } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { EditEntryPage } from './edit-entry-page';

const UID = '3c1f7a52-7d0e-4b8e-9a61-2f4d5e6a7b8c';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A 45-day truck published 23 days ago, loading in five days: it may be edited, and its offer has 22 days left. */
function ownTruck(overrides: Partial<Entry> = {}): Entry {
  const base = testEntry(UID, 'truck', { is_own: true, can_manage: true });
  const at = (location: Entry['loading_location'], date: string) => ({ ...location, date_start: date, date_end: date, date: [date] });
  return {
    ...base,
    created_at: new Date(Date.now() - 23 * DAY_MS).toISOString(),
    valid_until: new Date(Date.now() + 22 * DAY_MS).toISOString(),
    expires_at: `${day(5)}T21:59:00.000Z`,
    loading_location: at(base.loading_location, day(5)),
    unloading_location: at(base.unloading_location, day(6)),
    ...overrides,
  };
}

function Frame() {
  return (
    <FormActionsProvider>
      <FormActionsTarget />
      <Outlet />
    </FormActionsProvider>
  );
}

const renderEdit = () =>
  renderInRouter(
    [
      {
        path: '/dashboard',
        element: <Frame />,
        children: [
          { path: 'edit-truck/:uid', handle: { formType: 'truck' }, Component: EditEntryPage },
          { path: 'my-trucks', element: <p>my trucks</p> },
        ],
      },
    ],
    `/dashboard/edit-truck/${UID}`,
  );

const format = (iso: string) => formatDateTime(iso, 'en');
const validity = () => screen.getByRole('combobox', { name: 'Offer validity' });
/** The dates under the validity field: texts without a role of their own. */
const validUntil = () => screen.getByText(/^The offer is valid until /);
const expiresAt = () => screen.queryByText(/^The entry leaves the search on /);
const findSave = () => screen.findByRole('button', { name: 'Save' });

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

/** The API holds `entry`: it answers it to a read and to a save. */
const serveTruck = (entry: Entry) =>
  server.use(
    http.get('/api/truck-requests/:uid/', () => HttpResponse.json(entry)),
    http.patch('/api/truck-requests/:uid/', () => HttpResponse.json(entry)),
  );
const patchBody = (requests: RecordedRequest[]) => requests.find((request) => request.method === 'PATCH')?.body as Record<string, unknown>;

describe('validity on edit', { timeout: 20_000 }, () => {
  it('shows the stored validity and expiry, and keeps them on save: the PATCH names no validity', async () => {
    const entry = ownTruck();
    serveTruck(entry);
    const calls = recordRequests();
    const user = setupUser();
    const router = renderEdit();
    const save = await findSave();
    expect(validity()).toHaveValue('');
    expect(validUntil()).toHaveTextContent(`The offer is valid until ${format(entry.valid_until)}.`);
    expect(expiresAt()).toHaveTextContent(format(entry.expires_at));
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Second driver');
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-trucks'));
    expect(patchBody(calls)).toMatchObject({ uid: UID, notes: 'Second driver' });
    expect(patchBody(calls)).not.toHaveProperty('validity_days');
  });

  it('sends a validity the member picks, and shows the date it gives', async () => {
    serveTruck(ownTruck());
    const calls = recordRequests();
    const user = setupUser();
    renderEdit();
    const save = await findSave();
    await user.selectOptions(validity(), '30 days');
    const shown = validUntil().textContent ?? '';
    // Thirty days from now, give or take the minute the test takes.
    const expected = [0, 60_000].map((drift) => format(new Date(Date.now() + 30 * DAY_MS - drift).toISOString()));
    expect(expected.map((text) => `The offer is valid until ${text}.`)).toContain(shown);
    expect(expiresAt()).toBeNull();
    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(patchBody(calls)).toMatchObject({ validity_days: 30 });
  });

  it("does not offer the form for a colleague's entry the member may only read", async () => {
    serveTruck(ownTruck({ can_manage: false }));
    renderEdit();
    expect(await screen.findByRole('alert', { name: 'You are not allowed to do this.' })).toHaveTextContent(
      'Only the member who posted this entry or an admin of your company may change it.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
