// Providers and routes. Public pages under /login; everything else needs a session and is served
// by the main area, which picks the page from the signed-in user's menu (tenant overrides of paths
// included), so no path of a tenant is baked into the router.
import { createI18n, I18nProvider, useTranslation } from '@voz/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { BootstrapConfig } from './bootstrap.js';
import { BootstrapProvider } from './bootstrapContext.js';
import { PublicLayout } from './layout/PublicLayout.js';
import { LegalPage } from './pages/LegalPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { RecoveryPage } from './pages/RecoveryPage.js';
import { ResetPage } from './pages/ResetPage.js';
import { useSession } from './session/store.js';

// The main area (dashboards, filters, widgets) is its own chunk: the sign-in pages load without it.
let loadedMainArea: ComponentType | null = null;
const importMainArea = (): Promise<ComponentType> =>
  import('./layout/MainArea.js').then(({ MainArea }) => (loadedMainArea = MainArea));
const LazyMainArea = lazy(() => importMainArea().then((component) => ({ default: component })));

/**
 * Loads the main area's chunk before the first render (main.tsx, for a returning user). Rendered
 * then, the main area does not suspend: a suspended boundary shows its fallback, and React holds
 * back the content that replaces a fallback until 300 ms after the fallback appeared, which left
 * the page idle for about 120 ms before it asked for the dashboard (BENCHMARKS.md, "Portal").
 */
export function preloadMainArea(): Promise<void> {
  return importMainArea().then(() => undefined);
}

/**
 * The main area: drawn at once when its chunk is loaded, else through React.lazy. Chosen once per
 * mount: switching from one to the other later would remount the whole main area.
 */
function MainArea(): ReactElement {
  const [Component] = useState<ComponentType>(() => loadedMainArea ?? LazyMainArea);
  return <Component />;
}

function Loading(): ReactElement {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center text-slate-500"
      data-portal-loading="code"
    >
      {t('app.loading')}
    </div>
  );
}

/** The routes of the portal: the public pages under /login, everything else in the main area. */
export function PortalRoutes(): ReactElement {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/login" element={<PublicLayout />}>
          <Route index element={<LoginPage />} />
          <Route path="recovery" element={<RecoveryPage />} />
          <Route path="reset" element={<ResetPage />} />
          <Route path="legal" element={<LegalPage kind="legal" />} />
          <Route path="privacy" element={<LegalPage kind="privacy" />} />
        </Route>
        <Route path="*" element={<MainArea />} />
      </Routes>
    </Suspense>
  );
}

/** The portal's query cache: no refetch on focus, one retry half a second later. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1, retryDelay: 500 } } });
}

/** The portal, under a base path ('' or '/voc'). */
export function App({
  config,
  basename,
  queryClient,
}: {
  config: BootstrapConfig;
  basename: string;
  queryClient: QueryClient;
}): ReactElement {
  const language = useSession((s) => s.language);
  const [i18n] = useState(() => createI18n(useSession.getState().language ?? 'es'));
  useEffect(() => {
    const next = language ?? 'es';
    if (i18n.language !== next) void i18n.changeLanguage(next);
    document.documentElement.lang = next;
  }, [i18n, language]);
  const now = useMemo(() => (config.now ? new Date(config.now) : new Date()), [config.now]);
  return (
    <BootstrapProvider value={{ config, basename, now }}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <BrowserRouter {...(basename ? { basename } : {})}>
            <PortalRoutes />
          </BrowserRouter>
        </I18nProvider>
      </QueryClientProvider>
    </BootstrapProvider>
  );
}
