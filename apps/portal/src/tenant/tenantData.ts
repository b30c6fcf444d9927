// The signed-in user's tenant as the API serves it: tenant.json, metadata.json, the dashboards
// (fetched by key when a page needs one) and every fragment (includes are expanded synchronously).
import type { FragmentLoader } from '@voz/core';
import type { Dashboard, Fragment, Tenant, TenantMetadata } from '@voz/schema';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '../api/client.js';

/** Where the tenant files are read. */
const CONFIG = '/api/lcm/tenant-config';

/** The tenant files every page needs. */
export interface TenantData {
  tenant: Tenant;
  metadata: TenantMetadata;
  dashboardKeys: string[];
  fragments: FragmentLoader;
}

interface DashboardList {
  dashboards: string[];
  fragments: string[];
  sharedFragments: string[];
}

async function get<T>(path: string, token: string, signal?: AbortSignal): Promise<T> {
  return (await callApi<T>(path, { token, ...(signal ? { signal } : {}) })).body;
}

/** Loads tenant.json, metadata.json, the dashboard keys and every fragment, in parallel where it can. */
export async function loadTenantData(token: string, signal?: AbortSignal): Promise<TenantData> {
  const [tenant, metadata, list] = await Promise.all([
    get<Tenant>(CONFIG, token, signal),
    get<TenantMetadata>(`${CONFIG}/metadata`, token, signal),
    get<DashboardList>(`${CONFIG}/dashboards`, token, signal),
  ]);
  const load = (name: string, shared: boolean): Promise<[string, Fragment]> =>
    get<Fragment>(`${CONFIG}/fragments/${encodeURIComponent(name)}${shared ? '?shared=true' : ''}`, token, signal).then(
      (f) => [`${shared ? 'shared' : 'own'}:${name}`, f],
    );
  const fragments = new Map(
    await Promise.all([
      ...list.fragments.map((name) => load(name, false)),
      ...list.sharedFragments.map((name) => load(name, true)),
    ]),
  );
  return {
    tenant,
    metadata,
    dashboardKeys: list.dashboards,
    fragments: (ref) => fragments.get(`${ref.shared ? 'shared' : 'own'}:${ref.name}`),
  };
}

/** The tenant files of the session's token (cached for the session). */
export function useTenantData(token: string | null): UseQueryResult<TenantData> {
  return useQuery({
    queryKey: ['tenant', token],
    queryFn: ({ signal }) => loadTenantData(token ?? '', signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: 1,
  });
}

/** One dashboard of the tenant, by key. */
export function useDashboardFile(token: string | null, key: string | null): UseQueryResult<Dashboard> {
  return useQuery({
    queryKey: ['dashboard', token, key],
    queryFn: ({ signal }) =>
      get<Dashboard>(`${CONFIG}/dashboards/${encodeURIComponent(key ?? '')}`, token ?? '', signal),
    enabled: token !== null && key !== null,
    staleTime: Infinity,
    retry: 1,
  });
}
