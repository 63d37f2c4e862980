import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AgentUnsubscribed } from '@freight/shared/agents';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { UnsubscribePage } from './unsubscribe-page';

beforeEach(() => sessionStorage.clear());

const open = (search: string) =>
  renderInRouter([{ path: '/search-agents/unsubscribe', Component: UnsubscribePage }], `/search-agents/unsubscribe${search}`);

describe('unsubscribe page (the agent mail’s link)', () => {
  it('posts the token without a session and names the agent whose e-mails are off', async () => {
    const requests = recordRequests();
    open('?token=abc-123');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mails for “Romania → Germany” are off');
    expect(requests.map(({ method, path, body, headers }) => [method, path, body, headers.get('Authorization')])).toEqual([
      ['POST', '/api/search-agents/unsubscribe/', { token: 'abc-123' }, null],
    ]);
  });

  it('says the link does not work when the API does not know the token, and when there is none', async () => {
    server.use(http.post('/api/search-agents/unsubscribe/', () => apiError('not_found')));
    open('?token=wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work');
    cleanup();
    const requests = recordRequests();
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work');
    expect(requests).toHaveLength(0);
  });

  it('offers to try again after a server error', async () => {
    let answers = 0;
    server.use(
      http.post('/api/search-agents/unsubscribe/', () =>
        answers++ === 0
          ? apiError('service_unavailable', undefined, { headers: { 'Retry-After': '30' } })
          : HttpResponse.json({ status: 'unsubscribed', name: 'Trucks' } satisfies AgentUnsubscribed),
      ),
    );
    open('?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mails could not be switched off just now.');
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('E-mails for “Trucks” are off'));
  });
});
