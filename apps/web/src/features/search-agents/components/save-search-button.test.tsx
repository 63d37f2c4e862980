import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { json, stubNetwork } from '../../../test/network';
import { renderWithProviders } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { testAgent } from '../test-helpers';
import { SaveSearchButton } from './save-search-button';

beforeEach(() => {
  // jsdom has no scrolling; Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => vi.unstubAllGlobals());

/** What the ware list sends for RO → DE, at most 24 t (strings, as in its query), with an empty id filter. */
const QUERY = { loading_country: 'RO', unloading_country: 'DE', max_weight: '24' };

function renderButton(query: Record<string, string> = QUERY) {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <SaveSearchButton formType="ware" query={query} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
  return screen.getByRole('dialog', { name: 'Save this search as a search agent' });
}

describe('Save search', () => {
  it('refuses an empty name without asking the API, then saves the list’s filters, the name and the e-mail choice', async () => {
    const calls = stubNetwork(() => json(201, testAgent(7, { name: 'RO → DE' })));
    const dialog = renderButton();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search agent' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: '  RO → DE  ' } });
    fireEvent.click(within(dialog).getByTestId('agent-email-choice'));
    fireEvent.click(await screen.findByRole('option', { name: 'Once a day', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search agent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/search-agents/' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      name: 'RO → DE',
      form_type: 'ware',
      filters: { loading_country: 'RO', unloading_country: 'DE', max_weight: 24 },
      email_alerts: 'daily',
      email_hour: 7,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows the 20-agent limit the API answers, and keeps the modal open', async () => {
    stubNetwork(() => json(400, { code: 'validation_failed', detail: 'x', fields: { search_agents: ['limit_reached'] } }));
    const dialog = renderButton();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'One too many' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search agent' }));
    expect((await within(dialog).findByTestId('agent-form-error')).textContent).toBe(
      'You already have 20 search agents. Delete one to save another.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says that the part of an id is not kept, and leaves it out', async () => {
    const calls = stubNetwork(() => json(201, testAgent(8)));
    const dialog = renderButton({ ...QUERY, identification_id: 'WR-12' });
    expect(within(dialog).getByText(/The ID filter names one entry/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search agent' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.body)).filters).toEqual({ loading_country: 'RO', unloading_country: 'DE', max_weight: 24 });
  });
});
