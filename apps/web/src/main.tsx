import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { AlertHost } from './components/alert-host';
import { PageLoader } from './components/page-loader';
import { InterfaceDatesProvider } from './lib/dates/dates-provider';
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
        <InterfaceDatesProvider>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<PageLoader />}>
              <RouterProvider router={createRouter()} />
              <AlertHost />
            </Suspense>
          </QueryClientProvider>
        </InterfaceDatesProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

void start();
