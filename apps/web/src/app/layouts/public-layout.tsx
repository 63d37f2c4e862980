import { Anchor, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSelector } from '../../components/language-selector';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useMenuOnDemand } from '../../components/menu-on-demand';
import { useOnDemand } from '../../lib/use-on-demand';
import { AccountButton } from './account-button';
import { AccountLinks } from './account-links';
import classes from './public-layout.module.css';
import { useSignedInUser } from './signed-in-user';

// Fetched on demand (issue 15 item 6): a guest's first paint needs neither a dropdown nor a drawer.
const loadAccountMenu = () => import('./account-menu');
const loadPhoneMenu = () => import('./phone-menu');

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
  const menu = useMenuOnDemand(loadAccountMenu);
  if (user && inDrawer) return <AccountLinks user={user} onLogout={signOut} />;
  if (user && menu.module) return <menu.module.AccountMenu user={user} onLogout={signOut} openOnMount={menu.openOnMount} />;
  if (user) return <AccountButton user={user} {...menu.targetProps} />;
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
  const phoneMenu = useOnDemand(loadPhoneMenu);
  return (
    <div className={classes.shell}>
      <SkipLink />
      {/* The drawer's scroll lock shifts elements with this class by the scrollbar's width, as AppShell's header. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
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
              <Burger
                opened={menuOpen}
                onClick={() => {
                  menu.toggle();
                  phoneMenu.show();
                }}
                onPointerEnter={phoneMenu.prefetch}
                onFocus={phoneMenu.prefetch}
                hiddenFrom="md"
                aria-label={t('nav.openMenu')}
              />
            </Group>
          </Group>
        </Container>
      </header>
      {phoneMenu.module && (
        <phoneMenu.module.PhoneMenu opened={menuOpen} onClose={menu.close}>
          {NAV.map((item) => (
            <Anchor key={item.to} component={NavLink} to={item.to}>
              {t(item.key)}
            </Anchor>
          ))}
          <AccountButtons inDrawer />
        </phoneMenu.module.PhoneMenu>
      )}
      <main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
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
      </main>
    </div>
  );
}
