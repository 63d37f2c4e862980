import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { json, stubNetwork } from '../../../test/network';
import { FormActionsProvider, FormActionsTarget } from '../../../components/form-actions';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { ChangePasswordPage } from './change-password-page';

const type = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const fill = (current: string, next: string, confirm = next) => {
  type('change-password-current_password', current);
  type('change-password-new_password', next);
  type('change-password-confirm', confirm);
};

/** The page inside the dashboard's header action area, where its Save button goes (components/form-actions). */
const renderPage = () =>
  renderInRouter(
    [
      {
        path: '/dashboard/change-password',
        element: (
          <FormActionsProvider>
            <FormActionsTarget />
            <ChangePasswordPage />
          </FormActionsProvider>
        ),
      },
    ],
    '/dashboard/change-password',
  );

describe('ChangePasswordPage', () => {
  beforeEach(() => storeTokens({ access: fakeJwt(300), refresh: fakeJwt(86_400) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('sends the current and the new password, then says the other sessions ended', async () => {
    const calls = stubNetwork(() => json(200, { detail: 'ok' }));
    renderPage();
    fill('Old-secret-42', 'Fresh-cargo-route-9');
    fireEvent.click(screen.getByTestId('change-password-submit'));

    expect((await screen.findByTestId('change-password-success')).textContent).toContain('Your other sessions have ended');
    const call = calls.find((candidate) => candidate.path === '/api/auth/change-password/');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.body))).toEqual({ current_password: 'Old-secret-42', new_password: 'Fresh-cargo-route-9' });
    expect((screen.getByTestId('change-password-current_password') as HTMLInputElement).value).toBe('');
  });

  it('refuses a weak or unconfirmed new password before asking the server', async () => {
    const calls = stubNetwork(() => json(200, { detail: 'ok' }));
    renderPage();
    fill('Old-secret-42', '12345678', '1234');
    fireEvent.click(screen.getByTestId('change-password-submit'));

    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(screen.getByTestId('change-password-rules').querySelector('[data-met="false"]')).not.toBeNull();
    expect(calls.some((call) => call.path === '/api/auth/change-password/')).toBe(false);
  });

  it('shows a wrong current password under its field', async () => {
    stubNetwork(() => json(400, { code: 'validation_failed', detail: 'x', fields: { current_password: ['password_incorrect'] } }));
    renderPage();
    fill('Not-mine-000', 'Fresh-cargo-route-9');
    fireEvent.click(screen.getByTestId('change-password-submit'));

    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
    expect(screen.queryByTestId('change-password-success')).toBeNull();
  });
});
