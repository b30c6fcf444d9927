import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { STATIC_SPRING_ALIAS } from '../../scripts/lib/static-spring.mjs';

// The dashboard editor, served by the reference backend at /editor/ (its assets under
// /editor/assets/). `npm run dev:editor` serves it with hot reload, its API calls proxied to
// VOZ_API_URL (default http://localhost:8080, where `npm start` listens). Workspace packages
// resolve to their TypeScript sources (the `source` export condition).
const here = path.dirname(fileURLToPath(import.meta.url));
const api = process.env.VOZ_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: here,
  base: '/editor/',
  plugins: [react(), tailwindcss()],
  // nivo's charts without react-spring: they never animate (docs/decisions/0014).
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'], alias: STATIC_SPRING_ALIAS },
  server: {
    port: Number(process.env.EDITOR_DEV_PORT ?? 5174),
    strictPort: false,
    proxy: { '/api': api, '/config.json': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2048,
  },
});
