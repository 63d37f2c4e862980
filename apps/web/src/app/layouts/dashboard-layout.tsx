import { Anchor, AppShell, Breadcrumbs, Burger, Group, NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { FormActionsBar, FormActionsProvider, FormActionsTarget } from '../../components/form-actions';
import { LanguageSelector } from '../../components/language-selector';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { logout as endLogin } from '../../lib/logout';
import { alert } from '../../lib/alerts/alert';
import { InterfaceDatesProvider } from '../../lib/dates/dates-provider';
import { RealtimeProvider } from '../../lib/realtime/realtime-provider';
import { SearchAgentsNav } from '../../features/search-agents/components/search-agents-nav';
import { DealsNav } from '../../features/deals/components/deals-nav';
import { DealsLive } from '../../features/deals/hooks/use-live-deals';
import { SearchAgentsLive } from '../../features/search-agents/hooks/use-live-agent-matches';
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
    <nav aria-label={t('nav.breadcrumbs')} style={{ minWidth: 0, overflow: 'hidden', padding: 3 }}>
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

/**
 * Members' layout. The date pickers' language is set here, with the only screens that pick dates,
 * so that the landing page downloads no calendar names (issue 15 item 6).
 */
export function DashboardLayout() {
  return (
    <InterfaceDatesProvider>
      <DashboardFrame />
    </InterfaceDatesProvider>
  );
}

/** Members' layout (§2): sidebar groups, logout, help mail; header with breadcrumbs and form actions. */
function DashboardFrame() {
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
        <SearchAgentsLive />
        <DealsLive />
        <SkipLink />
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
              {/* Issue 13: this side shrinks (the breadcrumbs clip), so it never pushes the language selector off a phone. */}
              <Group wrap="nowrap" gap="md" miw={0}>
                <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.openMenu')} data-testid="sidebar-burger" />
                <Logo to="/dashboard" />
                <DashboardBreadcrumbs />
              </Group>
              <Group wrap="nowrap" gap="sm" style={{ flexShrink: 0 }}>
                <FormActionsTarget />
                <LanguageSelector />
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="xs" aria-label={t('nav.sidebar')} data-testid="sidebar">
            <AppShell.Section grow component={ScrollArea}>
              <MantineNavLink component={NavLink} to="/dashboard" end label={t('nav.dashboard')} onClick={close} py={5} />
              {/* Issue 17: outside the groups, so its badge of new matches and the agents' own counts show with every group closed. */}
              <SearchAgentsNav onNavigate={close} />
              <DealsNav onNavigate={close} />
              {DASHBOARD_NAV.map((group) => (
                // A group only opens and closes (a button): a link without href must not carry aria-controls.
                // Only the current page's group starts open, so every group (Settings too, with its seven
                // entries) shows without scrolling at 1366×800 (issue 13 item 9): rows are as tight as a
                // pointer still hits them comfortably (about 30 px).
                <MantineNavLink
                  key={group.key}
                  component="button"
                  label={t(group.key)}
                  defaultOpened={group.items.some((item) => location.pathname.startsWith(item.to))}
                  childrenOffset="md"
                  py={5}
                  data-testid={`nav-group-${group.key.split('.').pop()}`}
                >
                  {group.items.map((item) => (
                    <MantineNavLink
                      key={item.to}
                      component={NavLink}
                      to={item.to}
                      label={t(item.key)}
                      active={location.pathname.startsWith(item.to)}
                      onClick={close}
                      py={4}
                    />
                  ))}
                </MantineNavLink>
              ))}
            </AppShell.Section>
            <AppShell.Section>
              <Stack gap={0}>
                <MantineNavLink component="a" href={`mailto:${HELP_EMAIL}`} label={t('nav.help')} description={HELP_EMAIL} py={5} />
                <MantineNavLink
                  component="button"
                  label={t('nav.logout')}
                  onClick={() => void logout()}
                  c="red"
                  py={5}
                  data-testid="logout"
                />
              </Stack>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
            {/* Phones: the form's buttons in a bar fixed to the bottom (issue 13). */}
            <FormActionsBar />
          </AppShell.Main>
        </AppShell>
      </FormActionsProvider>
    </RealtimeProvider>
  );
}
