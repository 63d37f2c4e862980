import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { validationFailed } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser, type User } from '../../../test/user';
import { SaveSearchButton } from './save-search-button';

beforeEach(() => {
  // jsdom has no scrolling; Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

/** What the ware list sends for RO → DE, at most 24 t (strings, as in its query), with an empty id filter. */
const QUERY = { loading_country: 'RO', unloading_country: 'DE', max_weight: '24' };

async function openDialog(user: User, query: Record<string, string> = QUERY) {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <SaveSearchButton formType="ware" query={query} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Save search' }));
  return screen.getByRole('dialog', { name: 'Save this search as a search agent' });
}

describe('Save search', () => {
  it('refuses an empty name without asking the API, then saves the list’s filters, the name and the e-mail choice', async () => {
    const user = setupUser();
    const requests = recordRequests();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save search agent' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Name/), '  RO → DE  ');
    await user.click(within(dialog).getByTestId('agent-email-choice'));
    await user.click(await screen.findByRole('option', { name: 'Once a day', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search agent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/search-agents/' });
    expect(requests[0]?.body).toEqual({
      name: 'RO → DE',
      form_type: 'ware',
      filters: { loading_country: 'RO', unloading_country: 'DE', max_weight: 24 },
      email_alerts: 'daily',
      email_hour: 7,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows the 20-agent limit the API answers, and keeps the modal open', async () => {
    const user = setupUser();
    server.use(http.post('/api/search-agents/', () => validationFailed({ search_agents: ['limit_reached'] })));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'One too many');
    await user.click(within(dialog).getByRole('button', { name: 'Save search agent' }));
    expect(await within(dialog).findByTestId('agent-form-error')).toHaveTextContent(
      /^You already have 20 search agents\. Delete one to save another\.$/,
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says that the part of an id is not kept, and leaves it out', async () => {
    const user = setupUser();
    const requests = recordRequests();
    const dialog = await openDialog(user, { ...QUERY, identification_id: 'WR-12' });
    expect(within(dialog).getByText(/The ID filter names one entry/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Name/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save search agent' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect((requests[0]?.body as { filters: unknown }).filters).toEqual({ loading_country: 'RO', unloading_country: 'DE', max_weight: 24 });
  });
});
