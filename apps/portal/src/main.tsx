// The portal's entry: reads /config.json, finds the base path it is served under, applies a
// single-sign-on cookie, then renders the router. Nothing here is specific to a tenant.
import { createRoot } from 'react-dom/client';
import { App, createQueryClient, preloadMainArea } from './App.js';
import { basePathOf, loadBootstrap } from './bootstrap.js';
import { useSession } from './session/store.js';
import { prefetchSession } from './session/prefetch.js';
import { ssoToken } from './session/sso.js';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
const queryClient = createQueryClient();

// A returning user (a stored token, not on a sign-in page): start the main area's chunk, the
// account and the tenant files now, while /config.json is read. The first render waits for the
// chunk too (it comes with /config.json), so the main area draws without suspending.
const stored = useSession.getState().token;
let mainArea: Promise<void> = Promise.resolve();
if (stored !== null && !/\/login(\/|$)/.test(window.location.pathname)) {
  // A chunk that fails to load is asked for again by the render, which shows the failure.
  mainArea = preloadMainArea().catch(() => undefined);
  prefetchSession(queryClient, stored);
}

Promise.all([loadBootstrap(), mainArea])
  .then(([config]) => {
    const basename = basePathOf(window.location.pathname, config.tenants);
    const domains = config.tenants.flatMap((t) => t.ssoCookieDomains ?? []);
    const sso = ssoToken(document.cookie, window.location.hostname, domains);
    if (sso !== null && sso !== useSession.getState().token) {
      useSession.getState().setToken(sso);
      prefetchSession(queryClient, sso);
    }
    root.render(<App config={config} basename={basename} queryClient={queryClient} />);
  })
  .catch((error: unknown) => {
    // Before i18n exists: the one text of the portal not in the resources (the server is unreachable).
    const message = error instanceof Error ? error.message : String(error);
    root.render(
      <main className="mx-auto max-w-lg p-8" role="alert">
        <h1 className="text-xl font-semibold">Voz no está disponible</h1>
        <p className="mt-2 text-slate-600">{message}</p>
      </main>,
    );
  });
