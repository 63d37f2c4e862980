import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, Suspense, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router';
import { createRouter } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { AlertHostOnDemand } from './components/alert-host-on-demand';
import { PageLoader } from './components/page-loader';
import { initialLanguage, setupI18n } from './lib/i18n';
import { prerenderedPage } from './lib/prerendered-page';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();

/** Resolves once the first route's code, texts and loaders are in (at once when they already are). */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Runs `then` once the tree it closes has been committed to the page. */
function AfterCommit({ then }: { then: () => void }) {
  useLayoutEffect(then, [then]);
  return null;
}

async function start(root: HTMLElement) {
  // At once, before anything is awaited: a page drawn in another language than the reader's is gone,
  // and <html lang> says the reader's, before the page's load event.
  const language = initialLanguage();
  const drawn = prerenderedPage(root, language);
  await setupI18n();
  const router = createRouter();
  // A page the server drew ahead stays until the app can draw it whole, instead of a loader in between.
  if (drawn) await routerReady(router);
  const app = (takeOver?: () => void) => (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<PageLoader />}>
            <RouterProvider router={router} />
            <AlertHostOnDemand />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
      {takeOver && <AfterCommit then={takeOver} />}
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  if (!drawn) return reactRoot.render(app());
  // The drawn page already shows: the app draws its own in slices, so the browser stays responsive, and
  // swaps it in at once.
  startTransition(() => reactRoot.render(app(() => drawn.takeOver())));
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
void start(root);
