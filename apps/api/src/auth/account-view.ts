import type { TenantMetadata, UserLevel } from '@voz/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import { hasHighestScope } from '../http/scope.js';
import type { TenantStore } from '../tenants/TenantStore.js';
import { tenantsOf } from './sign-in.js';

/** An id with its name (metadata.json), for scope lists shown to people. */
export interface NamedId {
  /** Node, channel or cluster id. */
  id: number;
  /** Its name; `#<id>` when metadata.json no longer has it. */
  name: string;
}

/** A profile as the portal reads it: the first one carries config.access (platform-core.md §3). */
export interface UserProfileView {
  /** Profile id. */
  id: number;
  /** Profile (role) name. */
  name: string;
  /** Access configuration: section -> actions. */
  config: { access: Record<string, string[]> };
}

/** The account of GET /api/lcm/account (platform-core.md §3). */
export interface AccountView {
  /** Account id (in the accounts table of accountTenantId). */
  id: number;
  /** Sign-in name (the e-mail). */
  login: string;
  /** E-mail address. */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Phone, shown by some clients. */
  phone: string | null;
  /** False: the account may not sign in. */
  enabled: boolean;
  /** False until the first password change (or reset). */
  activated: boolean;
  /** True while the password is a temporary one: the portal forces /login/reset. */
  temporalPass: boolean;
  /** Roles (ROLE_ADMIN, ROLE_ROOT, ROLE_CONSULTANT, ROLE_USER...). */
  authorities: string[];
  /** The tenant the token acts on. */
  tenantId: string;
  /** The tenant whose accounts hold the account (`_platform` for root and consultants). */
  accountTenantId: string;
  /** The user level (tenant.json `levels`), or null. */
  level: string | null;
  /** The account's profile, as a one-item list (empty without a profile). */
  userProfiles: UserProfileView[];
  /** Critical moment the filters start on, or null. */
  defaultCriticalMoment: number | null;
  /** Geography scope (ids; descendants included where applied). */
  geoLocations: number[];
  /** Logical-location scope. */
  logicalLocations: number[];
  /** Critical-moment scope. */
  criticalMoments: number[];
  /** Channels of the account. */
  channels: number[];
  /** Clusters of the account (the first is the default filter). */
  clusters: number[];
  /** The geography scope contains the root (render conditions `highestScope`). */
  highestScope: boolean;
  /** Tenants the account may act on (more than one for platform accounts). */
  tenants: { id: string; name: string }[];
  /** full=true: the profile. */
  profile?: { id: number; name: string; access: Record<string, string[]> } | null;
  /** full=true: the level as tenant.json describes it. */
  levelDetail?: UserLevel | null;
  /** full=true: the default critical moment's names. */
  defaultCriticalMomentDetail?: { id: number; name: string; description?: string; workflowName?: string } | null;
  /** full=true: the names of the scope lists. */
  scopeNames?: {
    geoLocations: NamedId[];
    logicalLocations: NamedId[];
    criticalMoments: NamedId[];
    channels: NamedId[];
    clusters: NamedId[];
  };
}

interface NodeLike {
  id: number;
  name: string;
  description?: string;
  workflowName?: string;
  children?: NodeLike[];
}

interface NameIndex {
  geographies: Map<number, NodeLike>;
  logicals: Map<number, NodeLike>;
  criticalMoments: Map<number, NodeLike>;
  channels: Map<number, NodeLike>;
  clusters: Map<number, NodeLike>;
}

const indexes = new WeakMap<TenantMetadata, NameIndex>();

function indexTree(root: NodeLike): Map<number, NodeLike> {
  const out = new Map<number, NodeLike>();
  const stack = [root];
  while (stack.length) {
    const node = stack.pop() as NodeLike;
    out.set(node.id, node);
    stack.push(...(node.children ?? []));
  }
  return out;
}

function nameIndex(metadata: TenantMetadata): NameIndex {
  let index = indexes.get(metadata);
  if (!index) {
    index = {
      geographies: indexTree(metadata.geographies.root),
      logicals: indexTree(metadata.logicals),
      criticalMoments: indexTree(metadata.criticalMoments),
      channels: new Map(metadata.channels.map((c) => [c.id, c])),
      clusters: new Map((metadata.clusters ?? []).map((c) => [c.id, c])),
    };
    indexes.set(metadata, index);
  }
  return index;
}

function named(ids: readonly number[], index: Map<number, NodeLike>): NamedId[] {
  return ids.map((id) => ({ id, name: index.get(id)?.name ?? `#${id}` }));
}

/**
 * The signed-in account as GET /api/lcm/account answers it; `full` adds the profile, the level, the
 * default critical moment's names and the names of the scope lists. Throws 401 when the account
 * vanished since the token was loaded.
 */
export async function accountView(
  db: Kysely<Database>,
  store: TenantStore,
  principal: Principal,
  full: boolean,
): Promise<AccountView> {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('tenant_id', '=', principal.accountTenantId)
    .where('id', '=', principal.accountId)
    .executeTakeFirst();
  if (!account) throw unauthorized();
  const profile =
    account.profile_id === null
      ? undefined
      : await db
          .selectFrom('profiles')
          .select(['id', 'name', 'access'])
          .where('tenant_id', '=', account.tenant_id)
          .where('id', '=', account.profile_id)
          .executeTakeFirst();
  const view: AccountView = {
    id: account.id,
    login: account.email,
    email: account.email,
    firstName: account.first_name,
    lastName: account.last_name,
    phone: account.phone,
    enabled: account.enabled,
    activated: account.activated,
    temporalPass: account.temporal_pass,
    authorities: account.authorities,
    tenantId: principal.tenantId,
    accountTenantId: account.tenant_id,
    level: account.level,
    userProfiles: profile ? [{ id: profile.id, name: profile.name, config: { access: profile.access } }] : [],
    defaultCriticalMoment: account.default_critical_moment,
    geoLocations: account.geo_locations,
    logicalLocations: account.logical_locations,
    criticalMoments: account.critical_moments,
    channels: account.channels,
    clusters: account.clusters,
    highestScope: hasHighestScope(principal, principal.tenant.trees),
    tenants: tenantsOf(account, store).map((id) => ({ id, name: store.get(id)?.tenant.value.name ?? id })),
  };
  if (!full) return view;
  const index = nameIndex(principal.tenant.metadata.value);
  const moment =
    account.default_critical_moment === null ? undefined : index.criticalMoments.get(account.default_critical_moment);
  return {
    ...view,
    profile: profile ? { id: profile.id, name: profile.name, access: profile.access } : null,
    levelDetail: principal.tenant.tenant.value.levels?.find((l) => l.id === account.level) ?? null,
    defaultCriticalMomentDetail: moment
      ? {
          id: moment.id,
          name: moment.name,
          ...(moment.description !== undefined ? { description: moment.description } : {}),
          ...(moment.workflowName !== undefined ? { workflowName: moment.workflowName } : {}),
        }
      : null,
    scopeNames: {
      geoLocations: named(account.geo_locations, index.geographies),
      logicalLocations: named(account.logical_locations, index.logicals),
      criticalMoments: named(account.critical_moments, index.criticalMoments),
      channels: named(account.channels, index.channels),
      clusters: named(account.clusters, index.clusters),
    },
  };
}
