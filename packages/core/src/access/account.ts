/** Authority of the platform operator, who manages companies (platform-core.md §1, §6). */
export const ROLE_ROOT = 'ROLE_ROOT';
/** Authority of a client's administrator, who manages users, roles and company structure (platform-core.md §6). */
export const ROLE_ADMIN = 'ROLE_ADMIN';

/** What the access rules read of an account (GET /api/lcm/account). */
export interface AccessAccount {
  /** False: the account may not sign in. Absent is read as enabled. */
  enabled?: boolean;
  /** Roles (ROLE_ADMIN, ROLE_ROOT, ROLE_USER...). */
  authorities: readonly string[];
  /** Profiles of the account; the first carries the access map (platform-core.md §3). */
  userProfiles: readonly { config: { access: Readonly<Record<string, readonly string[]>> } }[];
}

function hasAuthority(account: AccessAccount, authority: string): boolean {
  return Array.isArray(account.authorities) && account.authorities.includes(authority);
}

/** Whether the account is the platform operator (ROLE_ROOT). */
export function isRoot(account: AccessAccount): boolean {
  return hasAuthority(account, ROLE_ROOT);
}

/** Whether the account is a client administrator (ROLE_ADMIN); root is not admin unless it also has ROLE_ADMIN. */
export function isAdmin(account: AccessAccount): boolean {
  return hasAuthority(account, ROLE_ADMIN);
}

/**
 * Whether the header filters, the answered-surveys counter and the alerts drawer show: hidden for admins
 * and root, who get no filter restriction (platform-core.md §6).
 */
export function showsHeaderControls(account: AccessAccount): boolean {
  return !isAdmin(account) && !isRoot(account);
}
