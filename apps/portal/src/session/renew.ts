// A session going on under a renewed token: a change of password ends every token signed before it,
// the session's own included, and answers a new one (apps/api routes/auth.ts change-password).
import type { QueryClient } from '@tanstack/react-query';
import type { Account } from './account.js';
import { accountQuery } from './signIn.js';
import { useSession } from './store.js';

/**
 * Moves the session to `renewed`: every cached answer keyed by the old token is copied under the
 * new one (the page keeps what it shows instead of loading it all again behind the loading screen),
 * the reloaded account is cached, and the store takes the new token and account.
 */
export function renewSession(queryClient: QueryClient, previous: string, renewed: string, account: Account): void {
  if (renewed !== previous) {
    for (const query of queryClient.getQueryCache().getAll()) {
      const key = query.queryKey;
      if (query.state.data === undefined || !key.includes(previous)) continue;
      const data: unknown = query.state.data;
      // An updater, since some answers are functions (the fragment loader) setQueryData would call.
      queryClient.setQueryData(
        key.map((part) => (part === previous ? renewed : part)),
        () => data,
      );
    }
  }
  queryClient.setQueryData(accountQuery(renewed).queryKey, account);
  useSession.getState().signedIn(renewed, account);
}
