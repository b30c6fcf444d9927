// Rules of the public pages, apart from React so they are unit-tested.
import { mustResetPassword } from './account.js';

/** The server's minimum password length (apps/api auth/passwords.ts PASSWORD_MIN_LENGTH). */
export const PASSWORD_MIN_LENGTH = 8;

/** Paths remembered before sign-in and returned to after it (platform-core.md §2: alert details). */
export const REMEMBERED_PATH = /^\/alerts\/detail\/[^/]+\/?$/;

/**
 * Where a signed-in user goes from the public pages: /login/reset while the password is temporary,
 * else the remembered path, else the start ('/' then goes to the first menu item).
 */
export function afterSignIn(account: { activated: boolean; temporalPass: boolean }, returnTo: string | null): string {
  if (mustResetPassword(account)) return '/login/reset';
  return returnTo ?? '/';
}

/**
 * The first problem of a new password, as an i18n key, or null: too short, not confirmed, or the
 * password it replaces (`current`: the temporary one of the forced reset, or the current one of the
 * profile's change of password, which `currentKind` names).
 */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  current?: string,
  currentKind: 'temporary' | 'current' = 'temporary',
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'reset.tooShort';
  if (password !== confirmation) return 'reset.mismatch';
  if (current !== undefined && password === current) {
    return currentKind === 'temporary' ? 'reset.sameAsTemporary' : 'password.sameAsCurrent';
  }
  return null;
}
