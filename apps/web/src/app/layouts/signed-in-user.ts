import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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

/** The name the account menu shows: first and last name, else the e-mail address. */
export const displayNameOf = (user: SessionUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;
