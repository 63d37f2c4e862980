import { AppShell, Button, Container, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSelector } from '../../../components/language-selector';
import { Logo } from '../../../components/logo';
import { alert } from '../../../lib/alerts/alert';
import { logout } from '../../../lib/logout';

/** The staff area's own frame: logo, area name, language flags and logout; no member navigation. */
export function StaffShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const onLogout = async () => {
    setLeaving(true);
    // §8 'Logout failed': the local session ends anyway, the server may still hold the refresh token.
    if (!(await logout())) alert.danger('staff.alerts.logoutFailed');
    void navigate('/login');
  };
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap">
              <Logo />
              <Text fw={600} c="dimmed" visibleFrom="sm">
                {t('staff.area')}
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <LanguageSelector />
              <Button variant="default" onClick={() => void onLogout()} loading={leaving} data-testid="staff-logout">
                {t('staff.logout')}
              </Button>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" py="xl">
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
