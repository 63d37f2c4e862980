import { Button, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { alert } from '../../lib/alerts/alert';
import { logout } from '../../lib/logout';
import { getAccessToken, getSessionUser, type SessionUser } from '../../lib/session';

/** The signed-in user of this tab, or null for a guest (read at each render: a login happens on another page). */
export function useSignedInUser(): [SessionUser | null, () => Promise<void>] {
  const [, setVersion] = useState(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = getAccessToken() ? getSessionUser() : null;
  const signOut = async () => {
    // §8: the local session ends even when the server cannot be told; then 'Logout failed'.
    if (!(await logout())) alert.danger('session.logoutFailed');
    queryClient.clear();
    setVersion((version) => version + 1);
    void navigate('/');
  };
  return [user, signOut];
}

/** Where a signed-in user works: staff on the staff screens, members on the dashboard. */
export const homeOf = (user: SessionUser) => (user.is_superuser ? '/staff' : '/dashboard');

/**
 * Public pages for a signed-in user (issue 13 item 9): the account menu (name, the way back to work,
 * logout) instead of Log in / Register.
 */
export function AccountMenu({ user, onLogout }: { user: SessionUser; onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" data-testid="account-menu" aria-label={t('nav.accountMenu', { name })}>
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={homeOf(user)} data-testid="account-menu-home">
          {t(user.is_superuser ? 'nav.staff' : 'nav.dashboard')}
        </Menu.Item>
        <Menu.Item onClick={() => void onLogout()} data-testid="account-menu-logout">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same account actions as plain links, for the phone menu (a drawer). */
export function AccountLinks({ user, onLogout }: { user: SessionUser; onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600} data-testid="account-menu-name">
        {`${user.first_name} ${user.last_name}`.trim() || user.email}
      </Text>
      <Button component={Link} to={homeOf(user)} data-testid="account-menu-home">
        {t(user.is_superuser ? 'nav.staff' : 'nav.dashboard')}
      </Button>
      <Button variant="default" onClick={() => void onLogout()} data-testid="account-menu-logout">
        {t('nav.logout')}
      </Button>
    </>
  );
}
