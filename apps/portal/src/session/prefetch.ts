// What a returning user needs is requested as soon as the page starts, side by side: the main
// area's chunk, the account and the tenant's files. Without this they would wait for /config.json,
// then for the chunk, then for each other.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchTenant } from '../tenant/tenantData.js';
import { accountQuery } from './signIn.js';

/** Starts loading the account and the tenant files of a token. */
export function prefetchSession(queryClient: QueryClient, token: string): void {
  void queryClient.prefetchQuery(accountQuery(token));
  prefetchTenant(queryClient, token);
}
