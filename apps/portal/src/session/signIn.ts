// Signing in (platform-core.md §4, §5, §8): the token, then the account; a refusal or a failure
// leaves no token behind. The messages are i18n keys of the `login` group.
import { signInRefusal } from '@voz/core';
import { ApiError, callApi } from '@voz/data';
import type { Account } from './account.js';

/** The account of a token (GET account?full=true). */
export async function fetchAccount(token: string, signal?: AbortSignal): Promise<Account> {
  return (await callApi<Account>('/api/lcm/account?full=true', { token, ...(signal ? { signal } : {}) })).body;
}

/** The query of the signed-in account (reloaded at every start; a failure signs the user out). */
export const accountQuery = (
  token: string | null,
): {
  queryKey: readonly ['account', string | null];
  queryFn: (context: { signal: AbortSignal }) => Promise<Account>;
  staleTime: number;
  retry: false;
} => ({
  queryKey: ['account', token] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAccount(token ?? '', signal),
  staleTime: Infinity,
  retry: false as const,
});

/** A sign-in that did not go through: the i18n key of its message and, for unknown errors, the server's words. */
export class SignInError extends Error {
  constructor(
    readonly key: string,
    readonly detail?: string,
  ) {
    super(detail ?? key);
    this.name = 'SignInError';
  }
}

const CODE_KEYS: Record<string, string> = {
  'error.invalidCredentials': 'login.invalidCredentials',
  'error.accountDisabled': 'login.accountDisabled',
  'error.noAccess': 'login.noAccess',
  'error.tenantNotAllowed': 'login.tenantNotAllowed',
};

/** The i18n key for a failed authenticate call. */
export function signInErrorKey(error: unknown): { key: string; detail?: string } {
  if (error instanceof ApiError) {
    if (error.code !== undefined && CODE_KEYS[error.code]) return { key: CODE_KEYS[error.code] as string };
    if (error.status === 401) return { key: 'login.invalidCredentials' };
    if (error.status === 429) return { key: 'login.tooManyAttempts' };
    if (error.status === 0) return { key: 'login.network' };
    return { key: 'login.generic', detail: error.message };
  }
  return { key: 'login.generic', detail: error instanceof Error ? error.message : String(error) };
}

/** Signs in: the token, then the account, checked against the sign-in rules. */
export async function signIn(
  authenticateUrl: string,
  credentials: { username: string; password: string; tenant?: string },
): Promise<{ token: string; account: Account }> {
  let token: string;
  try {
    token = (await callApi<{ id_token: string }>(authenticateUrl, { body: credentials })).body.id_token;
  } catch (error) {
    const { key, detail } = signInErrorKey(error);
    throw new SignInError(key, detail);
  }
  let account: Account;
  try {
    account = await fetchAccount(token);
  } catch {
    throw new SignInError('login.accountLoadFailed');
  }
  const refusal = signInRefusal(account);
  if (refusal !== null) throw new SignInError(`login.${refusal}`);
  return { token, account };
}
