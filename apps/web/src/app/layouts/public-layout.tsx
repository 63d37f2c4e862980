import { Anchor, AppShell, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSelector } from '../../components/language-selector';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { AccountLinks, AccountMenu, useSignedInUser } from './account-menu';

const NAV = [
  { to: '/prices', key: 'nav.prices' },
  { to: '/useful-links', key: 'nav.usefulLinks' },
  { to: '/policy/about', key: 'nav.about' },
] as const;

const FOOTER = [
  { to: '/policy/terms', key: 'nav.terms' },
  { to: '/policy/privacy', key: 'nav.privacy' },
  { to: '/policy/about', key: 'nav.about' },
  { to: '/useful-links', key: 'nav.usefulLinks' },
] as const;

/** `inDrawer`: the phone menu, where a dropdown would close with the drawer, so the account's links show as they are. */
function AccountButtons({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useTranslation();
  const [user, signOut] = useSignedInUser();
  if (user) return inDrawer ? <AccountLinks user={user} onLogout={signOut} /> : <AccountMenu user={user} onLogout={signOut} />;
  return (
    <>
      <Button component={Link} to="/login" variant="default">
        {t('nav.login')}
      </Button>
      <Button component={Link} to="/register">
        {t('nav.register')}
      </Button>
    </>
  );
}

/** Public pages (§2): logo, navigation, language flags, login and register, policy links in the footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="lg" visibleFrom="md" component="nav" aria-label={t('nav.main')}>
              {NAV.map((item) => (
                <Anchor key={item.to} component={NavLink} to={item.to} c="dark">
                  {t(item.key)}
                </Anchor>
              ))}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <LanguageSelector />
              <Group gap="sm" visibleFrom="sm">
                <AccountButtons />
              </Group>
              <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="md" aria-label={t('nav.openMenu')} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <Drawer opened={menuOpen} onClose={menu.close} title={t('brand.name')} position="right" size="xs" hiddenFrom="md">
        <Stack component="nav" aria-label={t('nav.main')} onClick={menu.close}>
          {NAV.map((item) => (
            <Anchor key={item.to} component={NavLink} to={item.to}>
              {t(item.key)}
            </Anchor>
          ))}
          <AccountButtons inDrawer />
        </Stack>
      </Drawer>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <Container size="lg" component="footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
            <Group gap="md" component="nav" aria-label={t('nav.legal')}>
              {FOOTER.map((item) => (
                <Anchor key={item.to} component={Link} to={item.to} size="sm">
                  {t(item.key)}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
