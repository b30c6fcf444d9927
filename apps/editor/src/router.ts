// The editor's few routes, under /editor/: the sign-in page, the file list, and a file open in
// the editor (/editor/t/<tenant>/<path>). History API only; the server answers index.html on them.
import { useSyncExternalStore } from 'react';

/** Where the editor is served. */
export const BASE = '/editor';

/** A route of the editor. */
export type Route =
  { page: 'login' } | { page: 'home'; tenant?: string } | { page: 'edit'; tenant: string; path: string };

/** The route of a pathname. */
export function routeOf(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  if (rest === '/login') return { page: 'login' };
  const edit = /^\/t\/([^/]+)\/(.+)$/.exec(rest);
  if (edit) return { page: 'edit', tenant: decodeURIComponent(edit[1]!), path: decodeURIComponent(edit[2]!) };
  const home = /^\/t\/([^/]+)\/?$/.exec(rest);
  if (home) return { page: 'home', tenant: decodeURIComponent(home[1]!) };
  return { page: 'home' };
}

/** The pathname of a route. */
export function hrefOf(route: Route): string {
  if (route.page === 'login') return `${BASE}/login`;
  if (route.page === 'edit')
    return `${BASE}/t/${encodeURIComponent(route.tenant)}/${route.path.split('/').map(encodeURIComponent).join('/')}`;
  return route.tenant ? `${BASE}/t/${encodeURIComponent(route.tenant)}` : `${BASE}/`;
}

const listeners = new Set<() => void>();
window.addEventListener('popstate', () => listeners.forEach((l) => l()));

/** Goes to a route (a new history entry, or replacing the current one). */
export function navigate(route: Route, replace = false): void {
  const href = hrefOf(route);
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  listeners.forEach((l) => l());
}

/** The current route; re-renders on navigation. */
export function useRoute(): Route {
  const pathname = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => window.location.pathname,
  );
  return routeOf(pathname);
}
