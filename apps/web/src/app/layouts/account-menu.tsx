import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuOpenedOnMount } from '../../components/menu-on-demand';
import type { SessionUser } from '../../lib/session';
import { AccountButton } from './account-button';
import { homeOf } from './signed-in-user';

type Props = { user: SessionUser; onLogout: () => Promise<void>; openOnMount: boolean };

/**
 * Public pages for a signed-in user (issue 13 item 9): the account menu (name, the way back to work,
 * logout) instead of Log in / Register. Fetched on demand (public-layout.tsx).
 */
export function AccountMenu({ user, onLogout, openOnMount }: Props) {
  const { t } = useTranslation();
  const { opened, onChange, target } = useMenuOpenedOnMount(openOnMount);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <AccountButton user={user} ref={target} />
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
