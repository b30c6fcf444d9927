// The portal's DataSource: every indicator call of the widgets over HTTP, through TanStack Query.
// Identical calls (same callKey: backend, method, url, body) are fetched once and shared; a call
// is cancelled when every widget waiting for it stops waiting (unmount, filter change); a failed
// call is retried once; a failure reaches only the widgets of that call (their frames show it).
// The cache holds an answer as it came; each request reads it through normaliseRows (its own
// `value` field, the period first), so requests sharing one call each get their own rows.
import { callKey, normaliseRows, type IndicatorRow } from '@voz/core';
import { DataSourceError, type DataSource, type FetchInput } from '@voz/data';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@voz/data';
import { sendAlone, type CallBatcher } from './CallBatcher.js';

/** How long identical calls are answered from the cache. */
export const INDICATOR_STALE_MS = 5 * 60_000;

/** Rows of an answer as they came: arrays as they are, an object as one row, anything else as no rows. */
export function rowsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body.filter((r) => typeof r === 'object' && r !== null);
  if (typeof body === 'object' && body !== null) return [body];
  return [];
}

/** Options of the data source. */
export interface ApiDataSourceOptions {
  queryClient: QueryClient;
  /** The bearer token (read at each call: a new token applies at once). */
  token: () => string | null;
  /** Called when a call answers 401: the session is over. */
  onUnauthorized?: () => void;
  /** Sends the calls of one moment together, when the server has a batch address. */
  batcher?: CallBatcher;
}

export class ApiDataSource implements DataSource {
  readonly #options: ApiDataSourceOptions;
  /** Widgets waiting for each call. */
  readonly #waiting = new Map<string, number>();

  constructor(options: ApiDataSourceOptions) {
    this.#options = options;
  }

  async fetch({ call, request, signal }: FetchInput): Promise<IndicatorRow[]> {
    const { queryClient } = this.#options;
    const key = callKey(call);
    const queryKey = ['indicator', key] as const;
    this.#waiting.set(key, (this.#waiting.get(key) ?? 0) + 1);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      const left = (this.#waiting.get(key) ?? 1) - 1;
      if (left > 0) {
        this.#waiting.set(key, left);
        return;
      }
      this.#waiting.delete(key);
      if (signal?.aborted) void queryClient.cancelQueries({ queryKey, exact: true });
    };
    signal?.addEventListener('abort', release, { once: true });
    try {
      const answer = await queryClient.fetchQuery({
        queryKey,
        staleTime: INDICATOR_STALE_MS,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        queryFn: async ({ signal: querySignal }) => {
          const { batcher, token } = this.#options;
          return rowsOf(await (batcher ? batcher.send(call, querySignal) : sendAlone(call, token(), querySignal)));
        },
      });
      return normaliseRows(answer, request);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401) this.#options.onUnauthorized?.();
        throw new DataSourceError(error.message, error.status);
      }
      throw error;
    } finally {
      signal?.removeEventListener('abort', release);
      release();
    }
  }
}
