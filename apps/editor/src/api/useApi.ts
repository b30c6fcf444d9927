// The authoring API of the signed-in consultant, and a small hook to load data with loading and
// error states. A 401 anywhere signs the consultant out.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../session/store.js';
import { authoringApi, type AuthoringApi } from './authoring.js';
import { ApiError } from '@voz/data';

/** The API bound to the session's token. */
export function useApi(): AuthoringApi {
  const token = useSession((s) => s.token) ?? '';
  return useMemo(() => authoringApi(token), [token]);
}

/** Signs out when the server says the token is no longer good. */
export function handleAuthError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) useSession.getState().signOut();
}

/** A loaded value. */
export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/** Loads a value when its dependencies change; `reload` loads it again. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [serial, setSerial] = useState(0);
  const run = useCallback(load, deps);
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    run().then(
      (value) => live && setResult({ state: 'ready', value }),
      (error: unknown) => {
        handleAuthError(error);
        if (live) setResult({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [run, serial]);
  return [result, () => setSerial((s) => s + 1)];
}
