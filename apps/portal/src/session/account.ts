// The signed-in account as GET /api/lcm/account?full=true answers it (apps/api auth/account-view.ts).
import type { ScopeAccount } from '@voz/core';

/** An id with its name. */
export interface NamedId {
  id: number;
  name: string;
}

/** The account of the signed-in user. */
export interface Account extends ScopeAccount {
  id: number;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  enabled: boolean;
  activated: boolean;
  temporalPass: boolean;
  tenantId: string;
  accountTenantId: string;
  level: string | null;
  channels: number[];
  highestScope: boolean;
  tenants: { id: string; name: string }[];
  userProfiles: { id: number; name: string; config: { access: Record<string, string[]> } }[];
  scopeNames?: {
    geoLocations: NamedId[];
    logicalLocations: NamedId[];
    criticalMoments: NamedId[];
    channels: NamedId[];
    clusters: NamedId[];
  };
}

/** Full name for the header ("Ana Pérez"), or the e-mail when the account has none. */
export function displayName(account: Pick<Account, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return name.length > 0 ? name : account.email;
}

/** Whether the account must set a password before anything else (first sign-in with a temporary one). */
export function mustResetPassword(account: Pick<Account, 'activated' | 'temporalPass'>): boolean {
  return !account.activated && account.temporalPass;
}
