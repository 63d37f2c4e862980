import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../lib/session';
import { displayNameOf, homeOf } from './signed-in-user';

/** The account menu's actions as plain links, for the phone menu (a drawer, where a dropdown would close with it). */
export function AccountLinks({ user, onLogout }: { user: SessionUser; onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600} data-testid="account-menu-name">
        {displayNameOf(user)}
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
