import { Anchor, AppShell, Breadcrumbs, Burger, Group, NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { FormActionsProvider, FormActionsTarget } from '../../components/form-actions';
import { LanguageSelector } from '../../components/language-selector';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { logout as endLogin } from '../../lib/logout';
import { alert } from '../../lib/alerts/alert';
import { RealtimeProvider } from '../../lib/realtime/realtime-provider';
import { getSessionUser } from '../../lib/session';
import { SessionKeeper } from '../session-keeper';
import { DASHBOARD_NAV, HELP_EMAIL } from './dashboard-nav';

/** §9: sidebar width 300 px; below 960 px (the theme's `md`) it hides behind a burger. */
const SIDEBAR_WIDTH = 300;

export type RouteHandle = { crumb?: string };

function DashboardBreadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useMatches()
    .map((match) => ({
      path: match.pathname,
      key: (match.handle as RouteHandle | undefined)?.crumb,
    }))
    .filter((crumb): crumb is { path: string; key: string } => Boolean(crumb.key));
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" aria-current="page">
              {t(crumb.key)}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {t(crumb.key)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** Members' layout (§2): sidebar groups, logout, help mail; header with breadcrumbs and form actions. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();

  // §8: the local session ends even when the server cannot be told; then 'Logout failed'.
  const logout = async () => {
    if (!(await endLogin())) alert.danger('session.logoutFailed');
    queryClient.clear();
    void navigate('/login');
  };

  return (
    <RealtimeProvider>
      <FormActionsProvider>
        <SessionKeeper />
        <AppShell
          header={{ height: 64 }}
          navbar={{
            width: SIDEBAR_WIDTH,
            breakpoint: 'md',
            collapsed: { mobile: !opened },
          }}
          padding="md"
        >
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group wrap="nowrap" gap="md">
                <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.openMenu')} data-testid="sidebar-burger" />
                <Logo to="/dashboard" />
                <DashboardBreadcrumbs />
              </Group>
              <Group wrap="nowrap" gap="sm">
                <FormActionsTarget />
                <LanguageSelector />
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="xs" aria-label={t('nav.sidebar')} data-testid="sidebar">
            <AppShell.Section grow component={ScrollArea}>
              <MantineNavLink component={NavLink} to="/dashboard" end label={t('nav.dashboard')} onClick={close} />
              {DASHBOARD_NAV.map((group) => (
                // A group only opens and closes (a button): a link without href must not carry aria-controls.
                <MantineNavLink key={group.key} component="button" label={t(group.key)} defaultOpened childrenOffset="md">
                  {group.items.map((item) => (
                    <MantineNavLink
                      key={item.to}
                      component={NavLink}
                      to={item.to}
                      label={t(item.key)}
                      active={location.pathname.startsWith(item.to)}
                      onClick={close}
                    />
                  ))}
                </MantineNavLink>
              ))}
            </AppShell.Section>
            <AppShell.Section>
              <Stack gap={4}>
                {getSessionUser()?.is_superuser && (
                  <MantineNavLink component={Link} to="/staff" label={t('nav.staff')} data-testid="nav-staff" onClick={close} />
                )}
                <MantineNavLink component="a" href={`mailto:${HELP_EMAIL}`} label={t('nav.help')} description={HELP_EMAIL} />
                <MantineNavLink component="button" label={t('nav.logout')} onClick={() => void logout()} c="red" data-testid="logout" />
              </Stack>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </AppShell.Main>
        </AppShell>
      </FormActionsProvider>
    </RealtimeProvider>
  );
}
