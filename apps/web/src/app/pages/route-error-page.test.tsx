import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import hu from '../../locales/hu.json';
import ro from '../../locales/ro.json';
import { ChunkLoadError } from '../../lib/chunk-loader';
import { renderInRouter } from '../../test/render';
import { RouteErrorPage } from './route-error-page';

const catalogues = { en, de, ro, hu, fr };

describe('RouteErrorPage (issue 35 item 4)', () => {
  for (const [language, catalogue] of Object.entries(catalogues) as [keyof typeof catalogues, typeof en][]) {
    it(`says in ${language} that the page's code did not load and reloads on demand`, async () => {
      let reloads = 0;
      renderInRouter(
        [
          {
            path: '/',
            errorElement: <RouteErrorPage reload={() => (reloads += 1)} />,
            lazy: () => Promise.reject(new ChunkLoadError('chunk load gave up')),
          },
        ],
        '/',
        language,
      );
      expect(await screen.findByRole('heading', { name: catalogue.pageError.chunkTitle })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(catalogue.pageError.chunkText);
      await userEvent.click(screen.getByRole('button', { name: catalogue.pageError.reload }));
      expect(reloads).toBe(1);
    });
  }

  it('shows the browser’s own failed import as a chunk failure too', async () => {
    renderInRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: en.pageError.chunkTitle })).toBeInTheDocument();
  });

  it('shows a page that threw as a general failure, and a 404 as not found', async () => {
    renderInRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          Component: () => {
            throw new Error('render failed');
          },
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: en.pageError.title })).toBeInTheDocument();
  });

  it('shows the not-found page for a 404', async () => {
    renderInRouter(
      [
        {
          path: '/missing',
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new Response('', { status: 404 });
          },
        },
      ],
      '/missing',
    );
    expect(await screen.findByRole('heading', { name: en.notFound.title })).toBeInTheDocument();
  });
});
