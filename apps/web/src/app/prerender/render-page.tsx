import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import { LoginPage } from '../../features/auth/pages/login-page';
import { RegisterPage } from '../../features/auth/pages/register-page';
import { LandingPage } from '../../features/public/pages/landing-page';
import { TEXT_OPTIONS } from '../../lib/i18n';
import { PublicLayout } from '../layouts/public-layout';
import { cssVariablesResolver, theme } from '../theme';
import { PRERENDERED_PAGES } from './prerendered-pages';

/**
 * Build time only (apps/web/prerender.ts): the markup of the pages in PRERENDERED_PAGES as a guest's
 * first render draws them, in each interface language, so the HTML paints before the script has
 * arrived (issue 35 item 11). The browser's script then draws the page itself in its place
 * (main.tsx); nothing here runs in the browser.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { eager: true });

const pages = { '/': LandingPage, '/login': LoginPage, '/register': RegisterPage } as const;

await i18n.use(initReactI18next).init({
  ...TEXT_OPTIONS,
  lng: DEFAULT_LANGUAGE,
  resources: Object.fromEntries(
    UI_LANGUAGES.map((language) => [language, { translation: catalogues[`../../locales/${language}.json`]!.default }]),
  ),
});

/** The markup inside `#root` of one page (`path` with its `search`, as PRERENDERED_PAGES names it) in `language`. */
export async function renderPage(path: keyof typeof pages, search: string, language: UiLanguage): Promise<string> {
  await i18n.changeLanguage(language);
  const router = createMemoryRouter([{ element: <PublicLayout />, children: [{ path, Component: pages[path] }] }], {
    initialEntries: [search ? `${path}?${search}` : path],
  });
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  // Read-only fields until the app takes over (lib/prerendered-page.ts): typing would reach no code.
  return html.replace(/<(input|textarea)\b/g, '<$1 readonly');
}

export { PRERENDERED_PAGES, UI_LANGUAGES };
