import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstDownloadReport } from './build/firstDownload.ts';

// The server serves dist/ on its own port; in development, Vite proxies the API and socket to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), firstDownloadReport()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
