import type { AccessAccount } from './account.js';
import { isAdmin, isRoot } from './account.js';
import { grantsAnySection } from './permissions.js';

/** Why the portal refuses a signed-in account (codes of the API's sign-in errors, without the `error.` prefix). */
export type SignInRefusal = 'accountDisabled' | 'noAccess';

/**
 * §5: sign-in is refused when the account is not enabled (`enabled: false`; absent is read as enabled),
 * or when a non-admin, non-root account has no profile whose access map grants any section. Null: the
 * account may enter.
 */
export function signInRefusal(account: AccessAccount): SignInRefusal | null {
  if (account.enabled === false) return 'accountDisabled';
  if (isAdmin(account) || isRoot(account)) return null;
  const granted = (account.userProfiles ?? []).some((profile) => {
    const access = profile?.config?.access;
    return access !== null && typeof access === 'object' && !Array.isArray(access) && grantsAnySection(access);
  });
  return granted ? null : 'noAccess';
}
