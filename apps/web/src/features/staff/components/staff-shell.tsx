import { AppShell, Button, Container, Group, Paper, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSelector } from '../../../components/language-selector';
import { Logo } from '../../../components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { alert } from '../../../lib/alerts/alert';
import { logout } from '../../../lib/logout';

/** The staff area's own frame: logo, area name, language flags, logout and the staff navigation; no member navigation. */
export function StaffShell({ children, nav }: { children: ReactNode; nav?: ReactNode }) {
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
      <SkipLink />
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
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="lg" py="xl">
          {nav && (
            <Paper withBorder p="sm" radius="md" mb="lg">
              {nav}
            </Paper>
          )}
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
