// The layout of the public pages (sign-in, recovery, reset, legal): the client's branding when
// known (?client=<id>, else the tenant whose base path the portal is served under), the page in a
// card, and a footer with the legal and privacy links and the copyright line.
import { useTranslation } from '@voz/i18n';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router';
import { callApi } from '@voz/data';
import { useBootstrap } from '../bootstrapContext.js';
import { LanguageSwitch } from '../components/LanguageSwitch.js';
import { Logos, type LogoView } from '../components/Logos.js';
import { Footer } from './Footer.js';

/** What the login page needs to brand itself (GET /api/lcm/public/tenants/{id}). */
export interface PublicTenant {
  id: string;
  name: string;
  languages: string[];
  locale: string;
  basePath: string;
  logos: LogoView[];
}

/** The client the public pages are branded for: ?client=, else the only tenant under this base path. */
export function useBrandClient(): string | null {
  const [params] = useSearchParams();
  const { config, basename } = useBootstrap();
  const asked = params.get('client');
  if (asked !== null && /^[a-z0-9][a-z0-9-]*$/.test(asked)) return asked;
  if (basename === '') return null;
  const under = config.tenants.filter((t) => t.basePath.replace(/\/+$/, '') === basename);
  return under.length === 1 ? (under[0]?.id ?? null) : null;
}

/** The keep-the-client query string for links between public pages. */
export function useClientQuery(): string {
  const [params] = useSearchParams();
  const client = params.get('client');
  return client === null ? '' : `?client=${encodeURIComponent(client)}`;
}

export function PublicLayout(): ReactElement {
  const { t } = useTranslation();
  const client = useBrandClient();
  const clientQuery = useClientQuery();
  const brand = useQuery({
    queryKey: ['public-tenant', client],
    queryFn: async ({ signal }) =>
      (await callApi<PublicTenant>(`/api/lcm/public/tenants/${encodeURIComponent(client ?? '')}`, { signal })).body,
    enabled: client !== null,
    staleTime: Infinity,
    retry: false,
  });
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="flex items-center justify-between gap-4 px-6 py-4">
        <div data-brand={brand.data?.id ?? ''}>
          {brand.data ? (
            <Logos logos={brand.data.logos} name={brand.data.name} className="h-10" />
          ) : (
            <span className="text-2xl font-bold tracking-tight text-sky-800">{t('app.name')}</span>
          )}
        </div>
        <LanguageSwitch languages={brand.data?.languages ?? ['es', 'en']} />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          {brand.data ? (
            <p className="mb-4 text-sm font-medium text-slate-500">{t('login.brandOf', { name: brand.data.name })}</p>
          ) : null}
          {brand.isError && client !== null ? (
            <p role="status" className="mb-4 rounded bg-amber-50 p-2 text-sm text-amber-900">
              {t('login.unknownClient', { client })}
            </p>
          ) : null}
          <Outlet context={brand.data ?? null} />
        </div>
      </main>
      <Footer>
        <nav aria-label={t('legal.legalTitle')} className="flex gap-4">
          <Link to={`/login/legal${clientQuery}`} className="hover:underline">
            {t('legal.legalLink')}
          </Link>
          <Link to={`/login/privacy${clientQuery}`} className="hover:underline">
            {t('legal.privacyLink')}
          </Link>
        </nav>
      </Footer>
    </div>
  );
}
