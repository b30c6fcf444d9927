import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../session/store.js';
import { ApiDataSource } from './ApiDataSource.js';

/** The portal's data source (one per query client); a 401 ends the session. */
export function useApiDataSource(): ApiDataSource {
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      new ApiDataSource({
        queryClient,
        token: () => useSession.getState().token,
        onUnauthorized: () => useSession.getState().signOut(),
      }),
    [queryClient],
  );
}
