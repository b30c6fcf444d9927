// The signed-in user's tenant as the API serves it: tenant.json and metadata.json (every page needs
// them), the fragments (includes are expanded synchronously, so a dashboard waits for them) and the
// dashboards, fetched by key when a page needs one. Each is its own query, started as early as the
// token is known (see prefetchSession), so they load side by side rather than one after another.
import { capStartupLists, type FragmentLoader } from '@voz/core';
import type { Dashboard, Fragment, Tenant, TenantMetadata } from '@voz/schema';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '@voz/data';

/** Where the tenant files are read. */
const CONFIG = '/api/lcm/tenant-config';

/** The tenant files every page needs. */
export interface TenantData {
  tenant: Tenant;
  metadata: TenantMetadata;
}

interface DashboardList {
  dashboards: string[];
  fragments: string[];
  sharedFragments: string[];
}

async function get<T>(path: string, token: string, signal?: AbortSignal): Promise<T> {
  return (await callApi<T>(path, { token, ...(signal ? { signal } : {}) })).body;
}

/**
 * Loads tenant.json and metadata.json, keeping at most 1000 items of each metadata list
 * (platform-core §9, capStartupLists).
 */
export async function loadTenantData(token: string, signal?: AbortSignal): Promise<TenantData> {
  const [tenant, metadata] = await Promise.all([
    get<Tenant>(CONFIG, token, signal),
    get<TenantMetadata>(`${CONFIG}/metadata`, token, signal),
  ]);
  return { tenant, metadata: capStartupLists(metadata) };
}

/** Loads every fragment of the tenant and of _shared, as the loader expandIncludes takes. */
export async function loadFragments(token: string, signal?: AbortSignal): Promise<FragmentLoader> {
  const list = await get<DashboardList>(`${CONFIG}/dashboards`, token, signal);
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
  return (ref) => fragments.get(`${ref.shared ? 'shared' : 'own'}:${ref.name}`);
}

const tenantQuery = (token: string | null) => ({
  queryKey: ['tenant', token] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => loadTenantData(token ?? '', signal),
  staleTime: Infinity,
  retry: 1,
});

const fragmentsQuery = (token: string | null) => ({
  queryKey: ['fragments', token] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => loadFragments(token ?? '', signal),
  staleTime: Infinity,
  retry: 1,
});

/** Starts loading the tenant files of a token before any page asks for them. */
export function prefetchTenant(queryClient: QueryClient, token: string): void {
  void queryClient.prefetchQuery(tenantQuery(token));
  void queryClient.prefetchQuery(fragmentsQuery(token));
}

/** The tenant files of the session's token (cached for the session). */
export function useTenantData(token: string | null): UseQueryResult<TenantData> {
  return useQuery({ ...tenantQuery(token), enabled: token !== null });
}

/** The tenant's fragments (cached for the session). */
export function useFragments(token: string | null): UseQueryResult<FragmentLoader> {
  return useQuery({ ...fragmentsQuery(token), enabled: token !== null });
}

/** A query of one tenant file: its key and loader, cached for the session, retried once. */
export interface FileQuery<T> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime: number;
  retry: number;
}

/** The query of one dashboard of the tenant, by key. */
export const dashboardQuery = (token: string | null, key: string | null): FileQuery<Dashboard> => ({
  queryKey: ['dashboard', token, key],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    get<Dashboard>(`${CONFIG}/dashboards/${encodeURIComponent(key ?? '')}`, token ?? '', signal),
  staleTime: Infinity,
  retry: 1,
});

/** One dashboard of the tenant, by key. */
export function useDashboardFile(token: string | null, key: string | null): UseQueryResult<Dashboard> {
  return useQuery({ ...dashboardQuery(token, key), enabled: token !== null && key !== null });
}
