// A static file server for a built folder (Storybook's), on a free port of 127.0.0.1. Node built-ins only.
// Caching as the reference backend serves the portal (apps/api/src/http/web-apps.ts): the content-
// hashed build output under assets/ is immutable, every other file is revalidated. Without it a
// browser fetched every chunk again on each load, and bench:render's measured runs, which follow a
// warm-up, waited on a Node server rather than on the rendering they measure.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Cache-Control of content-hashed files (the same as apps/api's ASSET_CACHE_CONTROL). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Cache-Control of every other file: revalidated (the same as apps/api's REVALIDATE_CACHE_CONTROL). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Serves `dir`; resolves with its base URL and a close(). */
export function serveFolder(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? ASSET_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
