import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { AlertHostOnDemand } from './components/alert-host-on-demand';
import { PageLoader } from './components/page-loader';
import { setupI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();

async function start() {
  await setupI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<PageLoader />}>
            <RouterProvider router={createRouter()} />
            <AlertHostOnDemand />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

void start();
