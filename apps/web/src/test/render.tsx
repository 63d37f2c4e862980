import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import hu from '../locales/hu.json';
import ro from '../locales/ro.json';

function createTestI18n(lng: string) {
  const instance = i18n.createInstance();
  const resources = {
    en: { translation: en },
    de: { translation: de },
    ro: { translation: ro },
    hu: { translation: hu },
    fr: { translation: fr },
  };
  void instance.use(initReactI18next).init({ lng, resources, interpolation: { escapeValue: false } });
  return instance;
}

/** The five interface languages with the real catalogues; `cimode` renders every translated text as its key. */
const instances = {
  en: createTestI18n('en'),
  de: createTestI18n('de'),
  ro: createTestI18n('ro'),
  hu: createTestI18n('hu'),
  fr: createTestI18n('fr'),
  cimode: createTestI18n('cimode'),
};

export type TestLanguage = keyof typeof instances;

/** The i18n instance pages of `language` render with: a test can tell its listeners of a switch. */
export const testI18n = (language: TestLanguage) => instances[language];

/** Renders with the app's providers. */
export function renderWithProviders(ui: ReactElement, language: keyof typeof instances = 'en') {
  return render(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={instances[language]}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}

/** Renders routes in a memory router with a fresh query cache that never retries, as page tests need. */
export function renderInRouter(routes: RouteObject[], path: string, language: keyof typeof instances = 'en') {
  return renderRouted(routes, path, language).router;
}

/**
 * As renderInRouter, answering the query cache too: a test can wait for the page's reads to land. A test of
 * the app's own retries passes the app's cache (createQueryClient).
 */
export function renderRouted(
  routes: RouteObject[],
  path: string,
  language: keyof typeof instances = 'en',
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    language,
  );
  return { router, queryClient };
}
