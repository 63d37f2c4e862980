import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintChunk } from './first-paint-chunk';
import { firstPaintTexts } from './first-paint-texts';
import { precompress } from './precompress';
import { prerenderPages } from './prerender';
import { mantinePatches } from './mantine-patches';

export default defineConfig({
  plugins: [
    react(),
    mantinePatches(),
    // The landing page's first paint (issue 15 item 6): its code in one chunk with the entry's, and only
    // the text groups it reads (the layout, the landing page, the 404 page; lib/i18n.ts loads the rest).
    firstPaintChunk({ routes: ['src/features/public/pages/landing-page.tsx'] }),
    firstPaintTexts({
      groups: ['brand', 'nav', 'footer', 'language', 'common', 'notFound', 'pageError', 'landing', 'stats', 'prices', 'usefulLinks'],
    }),
    precompress(),
    // Login and registration paint from HTML drawn at build time, before their script arrives (issue 35 item 11).
    prerenderPages({ configFile: fileURLToPath(import.meta.url) }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Flags stay files (issue 35 item 6): inlined, the 47 of them would ride in every script that names one.
    assetsInlineLimit: (file) => (file.includes('/flag-icons/') ? false : undefined),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } },
  },
});
