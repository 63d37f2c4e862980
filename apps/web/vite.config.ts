import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } },
  },
});
