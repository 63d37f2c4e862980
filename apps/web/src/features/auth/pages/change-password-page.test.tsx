import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { FormActionsProvider, FormActionsTarget } from '../../../components/form-actions';
import { validationFailed } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser, type User } from '../../../test/user';
import { ChangePasswordPage } from './change-password-page';

const fill = async (user: User, current: string, next: string, confirm = next) => {
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
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

const submitButton = () => screen.getByRole('button', { name: 'Change password' });

describe('ChangePasswordPage', { timeout: 20_000 }, () => {
  beforeEach(() => storeTokens({ access: fakeJwt(300), refresh: fakeJwt(86_400) }));
  afterEach(() => sessionStorage.clear());

  it('sends the current and the new password, then says the other sessions ended', async () => {
    const user = setupUser();
    const requests = recordRequests();
    renderPage();
    await fill(user, 'Old-secret-42', 'Fresh-cargo-route-9');
    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Your other sessions have ended');
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/auth/change-password/',
        body: { current_password: 'Old-secret-42', new_password: 'Fresh-cargo-route-9' },
      },
    ]);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('refuses a weak or unconfirmed new password before asking the server', async () => {
    const user = setupUser();
    const requests = recordRequests();
    renderPage();
    await fill(user, 'Old-secret-42', '12345678', '1234');
    await user.click(submitButton());

    expect(await screen.findByText('Passwords must match')).toBeVisible();
    expect(screen.getByTestId('change-password-rules').querySelector('[data-met="false"]')).not.toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows a wrong current password under its field', async () => {
    const user = setupUser();
    server.use(http.post('/api/auth/change-password/', () => validationFailed({ current_password: ['password_incorrect'] })));
    renderPage();
    await fill(user, 'Not-mine-000', 'Fresh-cargo-route-9');
    await user.click(submitButton());

    expect(await screen.findByText('The current password is not correct')).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('The current password is not correct');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
