import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { PLATFORM_TENANT } from '../http/principal.js';
import type { TenantStore } from '../tenants/TenantStore.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { hasAccessConfiguration, PROFILE_EXEMPT_AUTHORITIES } from './permissions.js';
import type { TokenService } from './tokens.js';

/** An accounts row as read. */
export type AccountRow = Selectable<AccountsTable>;

/** Refusals of sign-in (platform-core.md §5), with their codes and Spanish messages. */
export const SIGN_IN_ERRORS = {
  /** Unknown user or wrong password: one answer for both, so accounts cannot be enumerated. */
  invalidCredentials: { code: 'error.invalidCredentials', message: 'Usuario o contraseña incorrectos.' },
  accountDisabled: {
    code: 'error.accountDisabled',
    message: 'La cuenta está deshabilitada. Contacte a su administrador.',
  },
  noAccess: {
    code: 'error.noAccess',
    message: 'Su perfil no tiene permisos configurados. Contacte a su administrador.',
  },
  tenantNotAllowed: { code: 'error.tenantNotAllowed', message: 'La cuenta no tiene acceso a ese cliente.' },
} as const;

/** A 401 answer for one of SIGN_IN_ERRORS. */
export function signInError(kind: keyof typeof SIGN_IN_ERRORS): HttpError {
  const { code, message } = SIGN_IN_ERRORS[kind];
  return new HttpError(401, message, code);
}

/** The sign-in name as stored in `logins.email`: trimmed and lower-case (sign-in is case-insensitive). */
export function normalizeLogin(username: string): string {
  return username.trim().toLowerCase();
}

/** The account a sign-in name belongs to, through the `logins` table. */
export async function findAccountByLogin(db: Kysely<Database>, username: string): Promise<AccountRow | undefined> {
  const login = await db
    .selectFrom('logins')
    .select(['tenant_id', 'account_id'])
    .where('email', '=', normalizeLogin(username))
    .executeTakeFirst();
  if (!login) return undefined;
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('tenant_id', '=', login.tenant_id)
    .where('id', '=', login.account_id)
    .executeTakeFirst();
}

/**
 * Tenants an account may act on, in order: its own tenant for a client account; for a platform
 * account its grants that exist as tenant folders (every folder when the grants hold '*').
 */
export function tenantsOf(account: Pick<AccountRow, 'tenant_id' | 'grants'>, store: TenantStore): string[] {
  const folders = store.tenantIds();
  if (account.tenant_id !== PLATFORM_TENANT) return folders.includes(account.tenant_id) ? [account.tenant_id] : [];
  if (account.grants.includes('*')) return folders;
  return account.grants.filter((grant, i, all) => folders.includes(grant) && all.indexOf(grant) === i);
}

/**
 * The tenant a token of this account acts on: the one asked for (which must be one of tenantsOf),
 * or the first of them.
 */
export function chooseTenant(
  account: Pick<AccountRow, 'tenant_id' | 'grants'>,
  store: TenantStore,
  requested: string | undefined,
): string {
  const allowed = tenantsOf(account, store);
  if (requested !== undefined) {
    if (!allowed.includes(requested)) throw signInError('tenantNotAllowed');
    return requested;
  }
  const first = allowed[0];
  if (first === undefined) throw signInError('noAccess');
  return first;
}

/** What authenticate needs. */
export interface SignInDeps {
  db: Kysely<Database>;
  store: TenantStore;
  tokens: TokenService;
}

/**
 * Checks a sign-in and answers an id token, or throws the 401 of platform-core.md §5: unknown user
 * and wrong password alike (after the same scrypt work), then a disabled account, then a non-admin
 * without a profile that grants any section. Platform accounts (root, consultants) act on every
 * tenant they are granted and need no profile. A not-activated account with a temporary password
 * signs in: the portal then sends it to /login/reset.
 */
export async function authenticate(
  deps: SignInDeps,
  request: { username: string; password: string; tenant?: string },
): Promise<string> {
  const account = await findAccountByLogin(deps.db, request.username);
  if (!account) {
    await verifyPassword(request.password, await decoyHash());
    throw signInError('invalidCredentials');
  }
  if (!(await verifyPassword(request.password, account.password_hash))) throw signInError('invalidCredentials');
  if (!account.enabled) throw signInError('accountDisabled');
  const platform = account.tenant_id === PLATFORM_TENANT;
  if (!platform && !account.authorities.some((a) => PROFILE_EXEMPT_AUTHORITIES.includes(a))) {
    const profile =
      account.profile_id === null
        ? undefined
        : await deps.db
            .selectFrom('profiles')
            .select('access')
            .where('tenant_id', '=', account.tenant_id)
            .where('id', '=', account.profile_id)
            .executeTakeFirst();
    if (!profile || !hasAccessConfiguration(profile.access)) throw signInError('noAccess');
  }
  const tenantId = chooseTenant(account, deps.store, request.tenant);
  // Signed on the wall clock: TokenService.verify checks the expiry against it (deps.now may be pinned).
  return deps.tokens.sign({
    tenantId,
    accountTenantId: account.tenant_id,
    accountId: account.id,
    sessionEpoch: account.session_epoch.getTime(),
  });
}
