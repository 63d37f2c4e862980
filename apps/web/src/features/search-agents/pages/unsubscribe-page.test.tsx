import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubNetwork } from '../../../test/network';
import { renderInRouter } from '../../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const open = (search: string) =>
  renderInRouter([{ path: '/search-agents/unsubscribe', Component: UnsubscribePage }], `/search-agents/unsubscribe${search}`);

describe('unsubscribe page (the agent mail’s link)', () => {
  it('posts the token without a session and names the agent whose e-mails are off', async () => {
    const calls = stubNetwork(() => json(200, { status: 'unsubscribed', name: 'Romania → Germany' }));
    open('?token=abc-123');
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toContain('E-mails for “Romania → Germany” are off');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/search-agents/unsubscribe/', JSON.stringify({ token: 'abc-123' })],
    ]);
  });

  it('says the link does not work when the API does not know the token, and when there is none', async () => {
    stubNetwork(() => json(404, { code: 'not_found', detail: 'Not found.' }));
    open('?token=wrong');
    expect((await screen.findByTestId('unsubscribe-invalid')).textContent).toContain('This link does not work');
    cleanup();
    const calls = stubNetwork(() => json(200, { status: 'unsubscribed', name: 'x' }));
    open('');
    expect((await screen.findByTestId('unsubscribe-invalid')).textContent).toContain('This link does not work');
    expect(calls).toHaveLength(0);
  });

  it('offers to try again after a server error', async () => {
    let answers = 0;
    stubNetwork(() =>
      answers++ === 0
        ? json(503, { code: 'service_unavailable', detail: 'Later.' })
        : json(200, { status: 'unsubscribed', name: 'Trucks' }),
    );
    open('?token=abc');
    const failed = await screen.findByTestId('unsubscribe-failed');
    fireEvent.click(failed.querySelector('button')!);
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toContain('“Trucks”');
  });
});
