import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import { ASSET_CACHE_CONTROL, EDITOR_PREFIX, REVALIDATE_CACHE_CONTROL } from './web-apps.js';

// What a browser sends when it navigates, and what fetch() and API clients send.
const NAVIGATE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ANY = { accept: '*/*' };

interface Built {
  dir: string;
  portal: string;
  editor: string;
  /** Bytes of the files written, by app and path. */
  files: Record<'portal' | 'editor', Record<string, string>>;
  /** A file beside the app folders that must never be served. */
  secret: string;
}

function buildApps(): Built {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-web-apps-'));
  const files = {
    portal: {
      'index.html': '<!doctype html><title>Portal</title><script type="module" src="/assets/app-3f9a1c.js"></script>',
      'assets/app-3f9a1c.js': 'export const portal = 1;\n',
      'assets/app-3f9a1c.css': 'body { margin: 0 }\n',
      'robots.txt': 'User-agent: *\n',
    },
    editor: {
      'index.html':
        '<!doctype html><title>Editor</title><script type="module" src="/editor/assets/ed-77b2e0.js"></script>',
      'assets/ed-77b2e0.js': 'export const editor = 1;\n',
    },
  };
  for (const app of ['portal', 'editor'] as const) {
    for (const [name, text] of Object.entries(files[app])) {
      const file = path.join(dir, app, 'dist', name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  const secret = 'no-debe-salir';
  fs.writeFileSync(path.join(dir, 'portal', 'secret.txt'), secret);
  fs.writeFileSync(path.join(dir, 'portal', 'dist', '.env'), secret);
  return { dir, portal: path.join(dir, 'portal', 'dist'), editor: path.join(dir, 'editor', 'dist'), files, secret };
}

const jsonNotFound = (answer: { status: number; body: unknown; headers: Headers }, what: string): void => {
  expect(answer.status, what).toBe(404);
  expect(answer.headers.get('content-type'), what).toContain('application/json');
  expect(answer.body, what).toMatchObject({ status: 404, code: 'error.notFound' });
};

describe('built browser apps', { timeout: 60_000 }, () => {
  let server: TestServer;
  let built: Built;

  beforeAll(async () => {
    built = buildApps();
    server = await startTestServer({ webRoots: { portal: built.portal, editor: built.editor } });
  });
  afterAll(async () => {
    await server?.close();
    if (built) fs.rmSync(built.dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = NAVIGATE) => server.request('GET', url, { headers });

  it('serves hashed assets with their content type and a long, immutable cache', async () => {
    for (const [url, text, type] of [
      ['/assets/app-3f9a1c.js', built.files.portal['assets/app-3f9a1c.js'], 'javascript'],
      ['/assets/app-3f9a1c.css', built.files.portal['assets/app-3f9a1c.css'], 'text/css'],
      [`${EDITOR_PREFIX}/assets/ed-77b2e0.js`, built.files.editor['assets/ed-77b2e0.js'], 'javascript'],
    ] as const) {
      const answer = await get(url, ANY);
      expect(answer.status, url).toBe(200);
      expect(answer.body, url).toBe(text);
      expect(answer.headers.get('content-type'), url).toContain(type);
      expect(answer.headers.get('cache-control'), url).toBe(ASSET_CACHE_CONTROL);
      expect(answer.headers.get('etag'), url).toBeTruthy();
    }
    const robots = await get('/robots.txt', ANY);
    expect(robots.body).toBe(built.files.portal['robots.txt']);
    expect(robots.headers.get('cache-control')).toBe(REVALIDATE_CACHE_CONTROL);
  });

  it("serves each app's index.html at its root, never cached without revalidation, under the CSP", async () => {
    for (const [url, html] of [
      ['/', built.files.portal['index.html']],
      [`${EDITOR_PREFIX}/`, built.files.editor['index.html']],
    ] as const) {
      const answer = await get(url, ANY);
      expect(answer.status, url).toBe(200);
      expect(answer.body, url).toBe(html);
      expect(answer.headers.get('content-type'), url).toContain('text/html');
      expect(answer.headers.get('cache-control'), url).toBe(REVALIDATE_CACHE_CONTROL);
      expect(answer.headers.get('content-security-policy'), url).toContain("script-src 'self'");
    }
    const bare = await fetch(`${server.url}${EDITOR_PREFIX}?tab=2`, { redirect: 'manual', headers: NAVIGATE });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe(`${EDITOR_PREFIX}/?tab=2`);
  });

  it("answers client-side routes with the app's index.html: portal, tenant base path, editor", async () => {
    for (const [url, html] of [
      ['/dashboard', built.files.portal['index.html']],
      ['/login/reset?key=abc', built.files.portal['index.html']],
      ['/voc/dashboard', built.files.portal['index.html']],
      ['/voc/', built.files.portal['index.html']],
      [`${EDITOR_PREFIX}/foo`, built.files.editor['index.html']],
      [`${EDITOR_PREFIX}/tenants/auto-b/cxo`, built.files.editor['index.html']],
    ] as const) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.body, url).toBe(html);
      expect(answer.headers.get('cache-control'), url).toBe(REVALIDATE_CACHE_CONTROL);
    }
    const head = await server.request('HEAD', '/dashboard', { headers: NAVIGATE });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
  });

  it("serves the portal's assets under a tenant's base path (a build with relative URLs)", async () => {
    const answer = await get('/voc/assets/app-3f9a1c.js', ANY);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(built.files.portal['assets/app-3f9a1c.js']);
    expect(answer.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
  });

  it('keeps the JSON 404 under the reserved prefixes, even for a browser', async () => {
    for (const url of ['/api/voc/nope', '/api/lcm/nope/deeper', '/api', '/docs/nope', '/config.json/x']) {
      jsonNotFound(await get(url), `GET ${url}`);
    }
    // The reserved routes themselves still answer.
    expect((await get('/config.json', ANY)).status).toBe(200);
    const docs = await get('/docs/json', ANY);
    expect(docs.status).toBe(200);
    // The fallback is no operation of the API: the OpenAPI document does not list it.
    const paths = Object.keys((docs.body as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !p.startsWith('/api/') && p !== '/config.json')).toEqual([]);
  });

  it('answers a missing file with the JSON 404 unless a browser navigates', async () => {
    jsonNotFound(await get('/assets/missing-000000.js', ANY), 'missing asset');
    jsonNotFound(await get(`${EDITOR_PREFIX}/assets/missing.js`, ANY), 'missing editor asset');
    jsonNotFound(await get('/dashboard', ANY), 'client route asked by fetch()');
  });

  it('falls back for GET only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const url of ['/dashboard', '/voc/dashboard', `${EDITOR_PREFIX}/foo`, '/']) {
        jsonNotFound(await server.request(method, url, { headers: NAVIGATE }), `${method} ${url}`);
      }
    }
  });

  it('never serves dot files or anything outside the app folders', async () => {
    for (const url of ['/.env', '/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/%2e%2e/secret.txt']) {
      const browser = await get(url);
      const client = await get(url, ANY);
      for (const answer of [browser, client]) {
        expect(String(answer.body), url).not.toContain(built.secret);
        expect([200, 400, 403, 404], url).toContain(answer.status);
      }
      // A browser gets the portal (a client-side route), a client the JSON 404 or a refusal.
      if (browser.status === 200) expect(browser.body, url).toBe(built.files.portal['index.html']);
      expect(client.status, url).not.toBe(200);
    }
  });
});

describe('browser apps not built yet', { timeout: 60_000 }, () => {
  let server: TestServer;

  beforeAll(async () => {
    // The harness points webRoots at folders that do not exist.
    server = await startTestServer({ modules: [] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers / with a Spanish page saying how to build the portal, without script, under the CSP', async () => {
    for (const headers of [NAVIGATE, ANY]) {
      const answer = await server.request('GET', '/', { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = String(answer.body);
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('El portal aún no está compilado');
      expect(html).toContain('npm run build --workspace apps/portal');
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });

  it('says the same on client-side routes, and names the editor under /editor/', async () => {
    expect(String((await server.request('GET', '/voc/dashboard', { headers: NAVIGATE })).body)).toContain(
      'El portal aún no está compilado',
    );
    const editor = await server.request('GET', `${EDITOR_PREFIX}/foo`, { headers: NAVIGATE });
    expect(editor.status).toBe(200);
    expect(String(editor.body)).toContain('El editor de tableros aún no está compilado');
    expect(String(editor.body)).toContain('npm run build --workspace apps/editor');
  });

  it('keeps the JSON 404 for files, API paths and other methods', async () => {
    jsonNotFound(await server.request('GET', '/assets/app.js', { headers: ANY }), 'asset');
    jsonNotFound(await server.request('GET', '/api/voc/nope', { headers: NAVIGATE }), 'api');
    jsonNotFound(await server.request('POST', '/', { headers: NAVIGATE }), 'POST /');
  });
});
