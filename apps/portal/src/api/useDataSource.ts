import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBootstrap } from '../bootstrapContext.js';
import { useSession } from '../session/store.js';
import { ApiDataSource } from './ApiDataSource.js';
import { CallBatcher } from './CallBatcher.js';

/**
 * The portal's data source (one per query client); a 401 ends the session. The widgets' calls are
 * batched when /config.json names a batch address.
 */
export function useApiDataSource(): ApiDataSource {
  const queryClient = useQueryClient();
  const { batchUrl } = useBootstrap().config;
  return useMemo(() => {
    const token = (): string | null => useSession.getState().token;
    return new ApiDataSource({
      queryClient,
      token,
      onUnauthorized: () => useSession.getState().signOut(),
      ...(batchUrl ? { batcher: new CallBatcher({ url: batchUrl, token }) } : {}),
    });
  }, [queryClient, batchUrl]);
}
