import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardHomePage } from '../features/dashboard/pages/dashboard-home-page';
import { PriceCards } from '../features/public/components/price-cards';
import { renderWithProviders } from '../test/render';
import { DashboardLayout } from './layouts/dashboard-layout';
import { HELP_EMAIL } from './layouts/dashboard-nav';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';

/**
 * Under i18next's `cimode` every translated text renders as its key, so any visible text that is
 * not a key was written outside i18n. Numbers, money, ISO language codes (the flag selector's "EN")
 * and the help address are data, not words.
 */
const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;
const DATA = /^([\s\d€.,%:()–-]*|[A-Z]{2})$/;

function visibleTexts(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text && !node.parentElement?.closest('style, script')) texts.push(text);
  }
  return texts;
}

function expectOnlyKeys(root: HTMLElement) {
  const texts = visibleTexts(root);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => !KEY.test(text) && !DATA.test(text) && text !== HELP_EMAIL)).toEqual([]);
}

function renderRoute(element: React.ReactElement, child: React.ReactElement, path: string) {
  const router = createMemoryRouter([{ path: '/', element, children: [{ path: '*', element: child }] }], { initialEntries: [path] });
  return renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    'cimode',
  );
}

describe('no literal text outside i18n', () => {
  it('public layout and not-found page', async () => {
    renderRoute(<PublicLayout />, <NotFoundPage />, '/missing');
    await screen.findByText('notFound.title');
    expectOnlyKeys(document.body);
  });

  it('dashboard layout and home', async () => {
    renderRoute(<DashboardLayout />, <DashboardHomePage />, '/home');
    await screen.findByText('dashboard.title');
    expectOnlyKeys(document.body);
  });

  it('price cards', async () => {
    renderRoute(<PublicLayout />, <PriceCards />, '/prices');
    await screen.findAllByText('prices.register');
    expectOnlyKeys(document.body);
  });
});
