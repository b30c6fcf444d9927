import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';
import type { TenantFiles, TenantStore } from '../tenants/TenantStore.js';
import { forbidden, HttpError, unauthorized } from './errors.js';

/** Tenant id of the accounts that are not a client's (root operator, consultants). */
export const PLATFORM_TENANT = '_platform';

/** Who is calling, on which tenant, with what rights and data scope. */
export interface Principal {
  /** The one tenant this request acts on (named by the token). */
  tenantId: string;
  /** The tenant's files. */
  tenant: TenantFiles;
  accountId: number;
  /** Tenant whose accounts table holds the account (`_platform` for root and consultants). */
  accountTenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  authorities: string[];
  /** Tenant folders a platform account may act on ('*' for all; empty for client accounts' own tenant). */
  grants: string[];
  /** The account's user level (tenant.json `levels`), if any. */
  level: string | null;
  /** Section -> actions of the account's profile (platform-core §6). */
  access: Record<string, string[]>;
  /** The account's data scope as stored (ids; descendants are added where it is applied). */
  scope: { geographies: number[]; logicals: number[]; criticalMoments: number[] };
  /** Admins, root and platform accounts see the whole tenant. */
  wholeTenant: boolean;
  activated: boolean;
  temporalPass: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook (authenticateRoutes). */
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** The route's base right, checked by its plugin's auth hook right after the token (authenticateRoutes). */
    gate?: Gate;
    /** The route serves an account that must still replace its temporary password (RequireAuthOptions). */
    beforePasswordChange?: boolean;
  }
}

/**
 * Loads principals from tokens, with a short cache so a burst of calls does one account lookup. The
 * lookup also checks the token's session epoch against the account's (decision 0018), so ending
 * sessions costs no query of its own; a change in this process calls invalidate(), so the cache
 * never serves an ended session here (another process sharing the PostgreSQL database sees the
 * change within TTL_MS).
 */
export class PrincipalLoader {
  private readonly cache = new Map<string, { at: number; principal: Principal }>();
  private static readonly TTL_MS = 5_000;
  /** Counts invalidations: a load that began before one must not put what it read in the cache. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokens: Pick<TokenService, 'verify'>,
    private readonly store: TenantStore,
  ) {}

  /** Forgets cached principals (after an account or profile changes). */
  invalidate(): void {
    this.generation += 1;
    this.cache.clear();
  }

  /** The principal of a bearer token, or undefined when the token or its account is not valid. */
  async load(token: string, now = Date.now()): Promise<Principal | undefined> {
    const hit = this.cache.get(token);
    if (hit && now - hit.at < PrincipalLoader.TTL_MS) return hit.principal;
    const generation = this.generation;
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    const tenant = this.store.get(claims.tenantId);
    if (!tenant) return undefined;
    const account = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where('tenant_id', '=', claims.accountTenantId)
      .where('id', '=', claims.accountId)
      .executeTakeFirst();
    if (!account?.enabled) return undefined;
    // A token signed before the account's password, rights or scope last changed is over.
    if (account.session_epoch.getTime() !== claims.sessionEpoch) return undefined;
    const platform = claims.accountTenantId === PLATFORM_TENANT;
    if (platform && !account.grants.includes('*') && !account.grants.includes(claims.tenantId)) return undefined;
    if (!platform && claims.accountTenantId !== claims.tenantId) return undefined;
    const profile =
      account.profile_id === null
        ? undefined
        : await this.db
            .selectFrom('profiles')
            .select('access')
            .where('tenant_id', '=', claims.accountTenantId)
            .where('id', '=', account.profile_id)
            .executeTakeFirst();
    const authorities = account.authorities;
    const principal: Principal = {
      tenantId: claims.tenantId,
      tenant,
      accountId: account.id,
      accountTenantId: claims.accountTenantId,
      email: account.email,
      firstName: account.first_name,
      lastName: account.last_name,
      authorities,
      grants: account.grants,
      level: account.level,
      access: profile?.access ?? {},
      scope: {
        geographies: account.geo_locations,
        logicals: account.logical_locations,
        criticalMoments: account.critical_moments,
      },
      wholeTenant: platform || authorities.includes('ROLE_ADMIN') || authorities.includes('ROLE_ROOT'),
      activated: account.activated,
      temporalPass: account.temporal_pass,
    };
    // A change committed while this load read the account would otherwise be hidden for TTL_MS.
    if (generation === this.generation) this.cache.set(token, { at: now, principal });
    return principal;
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * A route's base right: a check of the principal (its profile, roles, tenant) and, at most, of the
 * request's path parameters, throwing 403 (or 404) when it fails. The body is not read yet: rights
 * that depend on the body or on stored rows stay in the handler.
 */
export type Gate = (principal: Principal, request: FastifyRequest) => void;

/**
 * Whether the account signed in with a temporary password it has not replaced yet (not activated,
 * temporary password): the portal's rule for sending it to /login/reset (apps/portal
 * session/account.ts mustResetPassword), enforced here too so a token cannot skip that page.
 */
export function mustChangePassword(principal: Pick<Principal, 'activated' | 'temporalPass'>): boolean {
  return !principal.activated && principal.temporalPass;
}

/** Code of the 403 a token gets on every route but its account's until the temporary password is replaced. */
export const PASSWORD_CHANGE_REQUIRED = 'error.passwordChangeRequired';

/** The 403 of a token whose account must replace its temporary password first. */
export const passwordChangeRequired = (): HttpError =>
  new HttpError(
    403,
    'Debe cambiar su contraseña temporal antes de continuar (POST /api/lcm/account/change-password).',
    PASSWORD_CHANGE_REQUIRED,
  );

/** The token (401), the forced password change (403), request.principal, then the gate. */
async function authenticate(
  loader: PrincipalLoader,
  request: FastifyRequest,
  gate: Gate | undefined,
  beforePasswordChange: boolean,
): Promise<void> {
  const token = bearerToken(request);
  const principal = token ? await loader.load(token) : undefined;
  if (!principal) throw unauthorized();
  if (!beforePasswordChange && mustChangePassword(principal)) throw passwordChangeRequired();
  request.principal = principal;
  gate?.(principal, request);
}

/**
 * The one auth hook of a route plugin (docs/api.md, "Route modules"): an onRequest hook of the
 * plugin's scope, so it runs for every route the plugin (and what it registers) declares, and for
 * none of the other plugins'. Each route says in its `config` what it needs beyond a valid token:
 * `gate`, its base right (403 before the body is read), and `beforePasswordChange`, that it serves
 * accounts that must still replace a temporary password. A gate given here is every route's (before
 * the route's own). It must be onRequest, not a preHandler: Fastify parses and validates the body
 * before any preHandler, and a caller without the right must learn nothing of the route's body (a
 * 400 says what it expects), so 401 and 403 come before it is read. A token whose account must
 * replace a temporary password is refused (403) unless the route serves such accounts: the forced
 * reset is the server's rule, not only the portal's; the app's preHandler hooks (fair share,
 * http/fair-share.ts) run after it and see request.principal. Public routes go in a plugin of
 * their own, without this hook.
 */
export function authenticateRoutes(app: FastifyInstance, loader: PrincipalLoader, pluginGate?: Gate): void {
  const both = (gate: Gate | undefined): Gate | undefined =>
    pluginGate && gate
      ? (principal, request) => {
          pluginGate(principal, request);
          gate(principal, request);
        }
      : (gate ?? pluginGate);
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const { gate, beforePasswordChange } = request.routeOptions.config;
    return authenticate(loader, request, both(gate), beforePasswordChange === true);
  });
}

/** The principal set by the auth hook (routes behind it may call this safely). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Refuses unless the principal has one of the authorities. */
export function requireAuthority(principal: Principal, ...authorities: string[]): void {
  if (!authorities.some((a) => principal.authorities.includes(a))) throw forbidden();
}

/**
 * Whether the principal may use a section's action (platform-core §6): the section is in the
 * profile's access map and the action is `main`, absent, or listed for it. Admins and root may.
 */
export function mayUse(principal: Principal, section: string, action?: string): boolean {
  if (principal.wholeTenant) return true;
  const actions = principal.access[section];
  if (!actions) return false;
  return action === undefined || action === 'main' || actions.includes(action);
}
