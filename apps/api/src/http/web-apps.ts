import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from './route-module.js';
import type { TenantStore } from '../tenants/TenantStore.js';

// The browser apps, once built: the portal at / (and under a tenant's base path such as /voc) and
// the dashboard editor at /editor/. Both are single-page apps, so a page reload on a client-side
// route (/dashboard, /voc/dashboard, /editor/foo) must answer the app's index.html. The API, its
// documentation and /config.json keep their JSON 404: a mistyped API call must never come back as
// an HTML page with status 200. The folders are looked up per request, so building an app while
// the server runs is enough; while one is missing, its pages say how to build it.

/** Paths that belong to the API and its documentation; nothing under them falls back to an app. */
export const RESERVED_PREFIXES: readonly string[] = ['/api', '/docs', '/config.json'];

/** Where the editor is served. */
export const EDITOR_PREFIX = '/editor';

/** Cache-Control of hashed build output (Vite writes it under assets/, the hash changes with the content). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Cache-Control of every other file, index.html first: revalidated, so a new build shows at once. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

interface WebApp {
  root: string;
  /** Spanish name of the app, for the page shown while it is not built. */
  title: string;
  /** npm workspace that builds it. */
  workspace: string;
}

function reserved(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function underEditor(pathname: string): boolean {
  return pathname === EDITOR_PREFIX || pathname.startsWith(`${EDITOR_PREFIX}/`);
}

/** Browsers navigating ask for text/html; fetch() and API clients do not, and keep the JSON 404. */
function acceptsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b|\bapplication\/xhtml\+xml\b/i.test(request.headers.accept ?? '');
}

/** The decoded path of a request URL, without the query; undefined when its encoding is broken. */
function pathnameOf(url: string): string | undefined {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The file a path names inside an app's folder, as a path relative to it ('/assets/x.js'; a path
 * ending in / names its index.html); undefined when there is none. Dot segments and dot files are
 * never served, and a symbolic link may not lead out of the folder.
 */
function fileIn(root: string, pathname: string): string | undefined {
  if (pathname.includes('\0')) return undefined;
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.') || s.includes('\\'))) return undefined;
  if (pathname.endsWith('/') || segments.length === 0) segments.push('index.html');
  const full = path.join(root, ...segments);
  if (!fs.statSync(full, { throwIfNoEntry: false })?.isFile()) return undefined;
  const realRoot = fs.realpathSync(root);
  if (!fs.realpathSync(full).startsWith(`${realRoot}${path.sep}`)) return undefined;
  return `/${segments.join('/')}`;
}

/** The tenants' base paths ('/voc'), longest first, so the most specific one is stripped. */
function basePaths(store: TenantStore): string[] {
  const paths = store
    .tenantIds()
    .map((id) => store.get(id)?.tenant.value.basePath)
    .filter((p): p is string => typeof p === 'string' && p.length > 1)
    .map((p) => p.replace(/\/+$/, ''));
  return [...new Set(paths)].sort((a, b) => b.length - a.length);
}

/** Shown instead of an app's index.html while the app is not built (no script: the CSP allows none inline). */
function notBuiltPage(app: WebApp): string {
  return [
    '<!doctype html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Voz: ${app.title} aún no está compilado</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${app.title[0]?.toUpperCase()}${app.title.slice(1)} aún no está compilado</h1>`,
    `<p>El servidor de Voz está en marcha, pero no encuentra los archivos de ${app.title}.</p>`,
    '<p>Para compilarlo, ejecute en la carpeta del repositorio:</p>',
    `<pre><code>npm run build --workspace ${app.workspace}</code></pre>`,
    `<p>El resultado queda en <code>${app.workspace}/dist</code>; luego vuelva a cargar esta página.</p>`,
    '<p>Mientras tanto, la documentación de la API está en <a href="/docs">/docs</a>.</p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Hands the request to the not-found handler: the API's JSON 404. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

function sendFile(reply: FastifyReply, app: WebApp, file: string): FastifyReply {
  reply.header('cache-control', file.startsWith('/assets/') ? ASSET_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
  return reply.sendFile(file, app.root, { cacheControl: false });
}

/**
 * Serves the built portal and editor (registered after every other route: find-my-way prefers any
 * static or parametric route to this wildcard, so it only sees what nothing else answers). Only
 * GET (and its HEAD) is answered here; other methods keep the JSON 404.
 */
export const webAppRoutes: RouteModule = async (app, deps) => {
  const portal: WebApp = { root: deps.config.webRoots.portal, title: 'el portal', workspace: 'apps/portal' };
  const editor: WebApp = {
    root: deps.config.webRoots.editor,
    title: 'el editor de tableros',
    workspace: 'apps/editor',
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = pathnameOf(request.url);
    if (pathname === undefined || reserved(pathname)) return notFound(reply);
    if (pathname === EDITOR_PREFIX) {
      // The editor's pages and assets are addressed relative to /editor/.
      const q = request.url.indexOf('?');
      return reply.redirect(`${EDITOR_PREFIX}/${q === -1 ? '' : request.url.slice(q)}`, 302);
    }
    const web = underEditor(pathname) ? editor : portal;
    const inside = web === editor ? pathname.slice(EDITOR_PREFIX.length) : pathname;
    let file = fileIn(web.root, inside);
    if (file === undefined && web === portal) {
      // A portal built with relative URLs asks for its assets under the tenant's base path.
      const base = basePaths(deps.store).find((b) => inside.startsWith(`${b}/`));
      if (base !== undefined) file = fileIn(web.root, inside.slice(base.length));
    }
    if (file !== undefined) return sendFile(reply, web, file);
    if (!acceptsHtml(request) && inside !== '/') return notFound(reply);
    const index = fileIn(web.root, '/index.html');
    if (index !== undefined) return sendFile(reply, web, index);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE_CACHE_CONTROL)
      .send(notBuiltPage(web));
  };

  // Encapsulated, so the reply decoration of @fastify/static stays this module's own.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { serve: false });
    scope.get('/*', { schema: { hide: true } }, handler);
  });
};
