import type { Page } from '@playwright/test';
import { text } from './catalogue';

/** The dashboard's sidebar, the navigation named as such in `lang`. */
export function sidebar(page: Page, lang: string) {
  return page.getByRole('navigation', { name: text(lang, 'nav.sidebar'), exact: true });
}

/** A group of the sidebar (Wares, Trucks, Incidents, Settings): a button that opens and closes it. */
export function sidebarGroup(page: Page, lang: string, group: 'wares' | 'trucks' | 'incidents' | 'settings') {
  return sidebar(page, lang).getByRole('button', { name: text(lang, `nav.groups.${group}`), exact: true });
}

/** The sidebar's Log out. */
export function logoutButton(page: Page, lang: string) {
  return sidebar(page, lang).getByRole('button', { name: text(lang, 'nav.logout'), exact: true });
}
