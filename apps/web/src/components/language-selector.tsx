import { LanguageButton } from './language-button';
import { useMenuOnDemand } from './menu-on-demand';

const loadLanguageMenu = () => import('./language-menu');

/**
 * Flag selector for the five interface languages. The first paint shows only its button; the menu's
 * code comes when the user reaches for it (issue 15 item 6: the landing page's initial JavaScript).
 */
export function LanguageSelector() {
  const menu = useMenuOnDemand(loadLanguageMenu);
  if (menu.module) return <menu.module.LanguageMenu openOnMount={menu.openOnMount} />;
  return <LanguageButton {...menu.targetProps} />;
}
