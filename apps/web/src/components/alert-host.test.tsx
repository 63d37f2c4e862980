import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alert, alertQueue } from '../lib/alerts/alert';
import { ApiRequestError } from '../lib/api-client';
import { SESSION_KEYS } from '../lib/session';
import { renderWithProviders } from '../test/render';
import { setupUser } from '../test/user';
import { AlertHost } from './alert-host';

const superuser = {
  id: 1,
  email: 's@x.eu',
  first_name: 'S',
  last_name: 'U',
  role: 'admin',
  company: 1,
  is_superuser: true,
  last_seen_update: null,
};

describe('AlertHost', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    const current = alertQueue.snapshot();
    if (current) act(() => alertQueue.dismiss(current.id));
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('shows the translated text of an alert key and hides details from members', () => {
    renderWithProviders(<AlertHost />);
    act(() => void alert.danger('common.unexpectedError', { details: { status: 500 } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong – please try again.');
    expect(screen.queryByRole('button', { name: 'Show error details' })).toBeNull();
  });

  it('names the request of a failure on our side, so that a member can quote it, and not of a refusal', () => {
    renderWithProviders(<AlertHost />);
    const failure = new ApiRequestError(500, { code: 'server_error', detail: 'x', request_id: 'req-7f3a' });
    act(() => void alert.danger('common.unexpectedError', { details: failure }));
    expect(screen.getByRole('alert')).toHaveTextContent('Reference for support: req-7f3a');
    act(() => alertQueue.dismiss(alertQueue.snapshot()?.id ?? 0));
    const refusal = new ApiRequestError(400, { code: 'validation_failed', detail: 'x', request_id: 'req-8b1c' });
    act(() => void alert.danger('common.unexpectedError', { details: refusal }));
    expect(screen.getByRole('alert')).not.toHaveTextContent('req-8b1c');
  });

  it('gives a superuser copyable error details with a 2 s confirmation', async () => {
    sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(superuser));
    const user = setupUser();
    // navigator.clipboard is the edge of the world in jsdom; set after user-event's, which it replaces
    // (reading user-event's back fails on jsdom's Blob).
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithProviders(<AlertHost />);
    act(() => void alert.danger('common.unexpectedError', { details: { code: 'server_error', status: 500 } }));
    await user.click(screen.getByRole('button', { name: 'Show error details' }));
    expect(screen.getByText(/"code": "server_error"/)).toHaveTextContent('"status": 500');
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('"status": 500'));
    // The confirmation shows for 2 s.
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Copied!')).toBeNull();
  });
});
