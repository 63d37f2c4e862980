import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alert, alertQueue } from '../lib/alerts/alert';
import { SESSION_KEYS } from '../lib/session';
import { renderWithProviders } from '../test/render';
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
    // navigator.clipboard is the edge of the world in jsdom.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(() => Promise.resolve()) } });
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
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong – please try again.');
    expect(screen.queryByText('Show error details')).toBeNull();
  });

  it('gives a superuser copyable error details with a 2 s confirmation', async () => {
    sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(superuser));
    renderWithProviders(<AlertHost />);
    act(() => void alert.danger('common.unexpectedError', { details: { code: 'server_error', status: 500 } }));
    fireEvent.click(screen.getByText('Show error details'));
    expect(screen.getByText(/"code": "server_error"/)).toHaveTextContent('"status": 500');
    await act(async () => fireEvent.click(screen.getByText('Copy details')));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(expect.stringContaining('"status": 500'));
    // The confirmation shows for 2 s.
    screen.getByText('Copied!');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Copied!')).toBeNull();
  });
});
