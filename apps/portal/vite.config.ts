import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { isRendererModule, RENDERERS_CHUNK } from './src/chunks.js';
import { STATIC_SPRING_ALIAS } from '../../scripts/lib/static-spring.mjs';

// The portal. Assets are served from the site root (/assets/...), which the reference backend
// answers under every tenant base path too, so the same build runs at / and at /voc: the base path
// is read at run time from /config.json (src/bootstrap.ts), never baked in. Workspace packages
// resolve to their TypeScript sources (the `source` export condition).
// `npm run dev:portal` serves it with hot reload, its API calls proxied to VOZ_API_URL
// (default http://localhost:8080, where `npm start` listens).
const here = path.dirname(fileURLToPath(import.meta.url));
const api = process.env.VOZ_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), tailwindcss()],
  // nivo's charts without react-spring: they never animate (docs/decisions/0014).
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'], alias: STATIC_SPRING_ALIAS },
  server: {
    port: Number(process.env.PORTAL_DEV_PORT ?? 5173),
    strictPort: false,
    proxy: { '/api': api, '/config.json': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      output: {
        codeSplitting: {
          // Only the matched modules, not what they import (React, i18next and @voz/ui stay shared).
          includeDependenciesRecursively: false,
          groups: [{ name: RENDERERS_CHUNK, test: isRendererModule }],
        },
      },
    },
  },
});
