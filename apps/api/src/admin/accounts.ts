import type { FromSchema } from 'json-schema-to-ts';
import { sql, type Kysely } from 'kysely';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/passwords.js';
import { normalizeLogin } from '../auth/sign-in.js';
import type { Database } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import {
  conflict,
  defineEntity,
  refuseIdOnCreate,
  type EntityContext,
  type EntityStore,
  type ListPage,
  type ListParams,
} from './entity.js';
import { bool, idList, instant, integer, INT_MAX, nullable, object, text } from './json-schema.js';
import { ADMIN, ROOT } from './permissions.js';
import { assertMetadataIds, assertRows, tenantFiles } from './references.js';
import { nextId } from '../db/sequences.js';
import { allOf, dateConditions, isUniqueViolation, orderBy, searchCondition, type Sql } from './sql.js';

// Accounts of the caller's tenant (platform-core §3 account/user): users/tenant for the tenant's
// admin (ROLE_ADMIN) managing its users, users/admin for the root operator (ROLE_ROOT) managing the
// tenant's admins. Both write the `accounts` row and its `logins` row (the global, unique sign-in
// name) in one transaction. Passwords are hashed with scrypt (auth/passwords.ts) and never
// answered. A tenant admin never sees or changes admin accounts through users/tenant, and cannot
// grant ROLE_ADMIN: only the root operator makes admins.

/** Authorities a tenant admin may give its users. */
export const TENANT_USER_AUTHORITIES = ['ROLE_USER', 'ROLE_ALERT_ADMIN'] as const;

/** Which accounts a route manages. */
type AccountKind = 'tenant' | 'admin';

/** An account row as read (0001 plus the scope columns of 0004). */
interface AccountRow {
  tenant_id: string;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  authorities: string[];
  level: string | null;
  profile_id: number | null;
  activated: boolean;
  enabled: boolean;
  temporal_pass: boolean;
  default_critical_moment: number | null;
  geo_locations: number[];
  logical_locations: number[];
  critical_moments: number[];
  channels: number[];
  clusters: number[];
  workflows: number[];
  dynamic_dashboards: number[];
  created_at: Date;
}

/** An admin account as answered by users/admin. */
export interface AdminUserItem {
  id: number;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  authorities: string[];
  activated: boolean;
  enabled: boolean;
  temporalPass: boolean;
  createdAt: string;
}

/** A user account as answered by users/tenant: the admin fields plus level, profile and scope. */
export interface TenantUserItem extends AdminUserItem {
  level: string | null;
  profileId: number | null;
  defaultCriticalMoment: number | null;
  geoLocations: number[];
  logicalLocations: number[];
  criticalMoments: number[];
  channels: number[];
  clusters: number[];
  workflows: number[];
  dynamicDashboards: number[];
}

/** The body of users/admin create and update, as its schema validates it. */
export type AdminUserBody = FromSchema<typeof adminUserBody>;

/** The body of users/tenant create and update, as its schema validates it. */
export type TenantUserBody = FromSchema<typeof tenantUserBody>;

// API field -> column, kind, and the value a new account takes when the body leaves it out.
interface Column {
  column: keyof AccountRow;
  kind: 'text' | 'int' | 'bool' | 'int[]' | 'text[]';
  default: unknown;
}

const COMMON_COLUMNS: Record<string, Column> = {
  firstName: { column: 'first_name', kind: 'text', default: '' },
  lastName: { column: 'last_name', kind: 'text', default: '' },
  phone: { column: 'phone', kind: 'text', default: null },
  activated: { column: 'activated', kind: 'bool', default: false },
  enabled: { column: 'enabled', kind: 'bool', default: true },
  temporalPass: { column: 'temporal_pass', kind: 'bool', default: true },
};

const USER_COLUMNS: Record<string, Column> = {
  ...COMMON_COLUMNS,
  authorities: { column: 'authorities', kind: 'text[]', default: ['ROLE_USER'] },
  level: { column: 'level', kind: 'text', default: null },
  profileId: { column: 'profile_id', kind: 'int', default: null },
  defaultCriticalMoment: { column: 'default_critical_moment', kind: 'int', default: null },
  geoLocations: { column: 'geo_locations', kind: 'int[]', default: [] },
  logicalLocations: { column: 'logical_locations', kind: 'int[]', default: [] },
  criticalMoments: { column: 'critical_moments', kind: 'int[]', default: [] },
  channels: { column: 'channels', kind: 'int[]', default: [] },
  clusters: { column: 'clusters', kind: 'int[]', default: [] },
  workflows: { column: 'workflows', kind: 'int[]', default: [] },
  dynamicDashboards: { column: 'dynamic_dashboards', kind: 'int[]', default: [] },
};

function bind(kind: Column['kind'], value: unknown): Sql {
  if (kind === 'int[]') return sql`${value}::integer[]`;
  if (kind === 'text[]') return sql`${value}::text[]`;
  return sql`${value}`;
}

function adminItem(row: AccountRow): AdminUserItem {
  return {
    id: Number(row.id),
    login: row.email,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    authorities: row.authorities,
    activated: row.activated,
    enabled: row.enabled,
    temporalPass: row.temporal_pass,
    createdAt: row.created_at.toISOString(),
  };
}

function userItem(row: AccountRow): TenantUserItem {
  return {
    ...adminItem(row),
    level: row.level,
    profileId: row.profile_id === null ? null : Number(row.profile_id),
    defaultCriticalMoment: row.default_critical_moment,
    geoLocations: row.geo_locations,
    logicalLocations: row.logical_locations,
    criticalMoments: row.critical_moments,
    channels: row.channels,
    clusters: row.clusters,
    workflows: row.workflows,
    dynamicDashboards: row.dynamic_dashboards,
  };
}

/**
 * Checks what a tenant user's body refers to: level, profile, scope ids (400 naming the field).
 * Not its authorities: the admin body's (any text, read-only) are not the tenant user's.
 */
async function checkUserReferences(
  ctx: EntityContext,
  body: Omit<TenantUserBody, 'authorities'>,
  trx: Kysely<Database>,
): Promise<void> {
  const tenant = tenantFiles(ctx).tenant.value;
  if (body.level !== undefined && body.level !== null && !(tenant.levels ?? []).some((l) => l.id === body.level)) {
    throw badRequest(
      `body.level: el nivel "${body.level}" no existe en el cliente; use uno de: ${(tenant.levels ?? []).map((l) => l.id).join(', ') || '(ninguno)'}.`,
    );
  }
  if (body.profileId !== undefined && body.profileId !== null) {
    await assertRows(trx, ctx, 'profiles', [body.profileId], 'body.profileId', 'perfil');
  }
  assertMetadataIds(ctx, 'criticalMoments', body.defaultCriticalMoment, 'body.defaultCriticalMoment');
  assertMetadataIds(ctx, 'geographies', body.geoLocations, 'body.geoLocations');
  assertMetadataIds(ctx, 'logicals', body.logicalLocations, 'body.logicalLocations');
  assertMetadataIds(ctx, 'criticalMoments', body.criticalMoments, 'body.criticalMoments');
  assertMetadataIds(ctx, 'channels', body.channels, 'body.channels');
  assertMetadataIds(ctx, 'clusters', body.clusters, 'body.clusters');
  await assertRows(trx, ctx, 'workflows', body.workflows, 'body.workflows', 'flujo(s)');
  await assertRows(trx, ctx, 'dashboard_widgets', body.dynamicDashboards, 'body.dynamicDashboards', 'widget(s)');
}

/** The store of one kind of account (tenant users or admins) of the caller's tenant. */
function accountStore<Item, Body extends AdminUserBody>(kind: AccountKind): EntityStore<Item, Body, number> {
  const columns = kind === 'tenant' ? USER_COLUMNS : COMMON_COLUMNS;
  const toItem = (kind === 'tenant' ? userItem : adminItem) as (row: AccountRow) => Item;
  // users/admin: accounts with ROLE_ADMIN; users/tenant: every other account of the tenant.
  const kindCondition =
    kind === 'admin'
      ? sql`'ROLE_ADMIN' = ANY(authorities)`
      : sql`NOT ('ROLE_ADMIN' = ANY(authorities) OR 'ROLE_ROOT' = ANY(authorities))`;

  const columnOf = (field: string): { column: string; text: boolean } => {
    if (field === 'id') return { column: 'id', text: false };
    if (field === 'email') return { column: 'email', text: true };
    if (field === 'createdAt') return { column: 'created_at', text: false };
    const spec = columns[field];
    if (!spec) throw badRequest(`querystring.sort: no se puede ordenar por "${field}".`);
    return { column: spec.column, text: spec.kind === 'text' };
  };

  const find = async (
    db: Kysely<Database>,
    ctx: EntityContext,
    id: number,
    lock: boolean,
  ): Promise<AccountRow | undefined> => {
    const { rows } = await sql<AccountRow>`
      SELECT * FROM accounts WHERE tenant_id = ${ctx.principal.tenantId} AND id = ${id} AND ${kindCondition}
      ${lock ? sql`FOR UPDATE` : sql``}
    `.execute(db);
    return rows[0];
  };

  const assertFreeEmail = async (
    db: Kysely<Database>,
    email: string,
    own: { tenantId: string; id: number } | undefined,
  ): Promise<void> => {
    const { rows } = await sql<{ tenant_id: string; account_id: number }>`
      SELECT tenant_id, account_id FROM logins WHERE email = ${email}
    `.execute(db);
    const holder = rows[0];
    if (holder && !(own && holder.tenant_id === own.tenantId && Number(holder.account_id) === own.id)) {
      throw conflict(`body.email: ya existe una cuenta con el correo "${email}".`);
    }
  };

  const checkPassword = (password: string | undefined, required: boolean): void => {
    if (password === undefined) {
      if (required) throw badRequest('body.password: falta la contraseña inicial de la cuenta.');
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      throw badRequest(`body.password: la contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`);
    }
  };

  const assignments = (body: Body, creating: boolean): [string, Sql][] =>
    Object.entries(columns).flatMap(([field, spec]): [string, Sql][] => {
      const given = (body as Record<string, unknown>)[field];
      if (given === undefined && !creating) return [];
      return [[spec.column, bind(spec.kind, given === undefined ? spec.default : given)]];
    });

  const duplicateAsConflict = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict('body.email: ya existe una cuenta con ese correo.');
    throw error;
  };

  return {
    async list(ctx: EntityContext, params: ListParams): Promise<ListPage<Item>> {
      const conditions: Sql[] = [sql`tenant_id = ${ctx.principal.tenantId}`, kindCondition];
      if (params.filter) conditions.push(searchCondition(['email', 'first_name', 'last_name'], params.filter));
      conditions.push(...dateConditions('created_at', params, ctx.principal.tenant.tenant.value.timezone));
      const f = params.filters;
      if (f.profileId !== undefined) conditions.push(sql`profile_id = ${f.profileId}`);
      if (f.level !== undefined) conditions.push(sql`level = ${f.level}`);
      if (f.enabled !== undefined) conditions.push(sql`enabled = ${f.enabled}`);
      if (f.activated !== undefined) conditions.push(sql`activated = ${f.activated}`);
      if (f.geoLocationInclude !== undefined) conditions.push(sql`geo_locations && ${f.geoLocationInclude}::integer[]`);
      if (f.criticalMomentInclude !== undefined) {
        conditions.push(sql`critical_moments && ${f.criticalMomentInclude}::integer[]`);
      }
      const where = allOf(conditions);
      const db = ctx.deps.db;
      const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM accounts WHERE ${where}`.execute(db);
      const { rows } = await sql<AccountRow>`
        SELECT * FROM accounts WHERE ${where}
        ORDER BY ${orderBy(params.sort, columnOf)}
        LIMIT ${params.size} OFFSET ${params.page * params.size}
      `.execute(db);
      return { items: rows.map(toItem), total: Number(total.rows[0]?.n ?? 0) };
    },

    async get(ctx: EntityContext, id: number): Promise<Item | undefined> {
      const row = await find(ctx.deps.db, ctx, id, false);
      return row ? toItem(row) : undefined;
    },

    async create(ctx: EntityContext, body: Body): Promise<Item> {
      refuseIdOnCreate(body);
      checkPassword(body.password, true);
      const email = normalizeLogin(body.email);
      // scrypt takes tens of milliseconds: hash before the transaction holds the database.
      const passwordHash = await hashPassword(body.password as string);
      const tenantId = ctx.principal.tenantId;
      const item = await ctx.deps.db
        .transaction()
        .execute(async (trx) => {
          if (kind === 'tenant') await checkUserReferences(ctx, body, trx);
          await assertFreeEmail(trx, email, undefined);
          const id = await nextId(trx, tenantId, 'accounts');
          const values: [string, Sql][] = [
            ['tenant_id', sql`${tenantId}`],
            ['id', sql`${id}`],
            ['email', sql`${email}`],
            ['password_hash', sql`${passwordHash}`],
            ['created_at', sql`${ctx.deps.now()}`],
            ...assignments(body, true),
            ...(kind === 'admin' ? ([['authorities', sql`${['ROLE_ADMIN']}::text[]`]] as [string, Sql][]) : []),
          ];
          const { rows } = await sql<AccountRow>`
            INSERT INTO accounts (${sql.join(values.map(([c]) => sql.ref(c)))})
            VALUES (${sql.join(values.map(([, v]) => v))})
            RETURNING *
          `.execute(trx);
          await sql`INSERT INTO logins (email, tenant_id, account_id) VALUES (${email}, ${tenantId}, ${id})`.execute(
            trx,
          );
          return toItem(rows[0] as AccountRow);
        })
        .catch(duplicateAsConflict);
      ctx.deps.principals.invalidate();
      return item;
    },

    async update(ctx: EntityContext, id: number, body: Body): Promise<Item | undefined> {
      checkPassword(body.password, false);
      const email = normalizeLogin(body.email);
      const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
      const tenantId = ctx.principal.tenantId;
      const item = await ctx.deps.db
        .transaction()
        .execute(async (trx) => {
          const existing = await find(trx, ctx, id, true);
          if (!existing) return undefined;
          if (kind === 'tenant') await checkUserReferences(ctx, body, trx);
          const values = assignments(body, false);
          if (email !== existing.email) {
            await assertFreeEmail(trx, email, { tenantId, id });
            values.push(['email', sql`${email}`]);
            await sql`DELETE FROM logins WHERE email = ${existing.email} AND tenant_id = ${tenantId} AND account_id = ${id}`.execute(
              trx,
            );
            await sql`INSERT INTO logins (email, tenant_id, account_id) VALUES (${email}, ${tenantId}, ${id})`.execute(
              trx,
            );
          }
          if (passwordHash !== undefined) values.push(['password_hash', sql`${passwordHash}`]);
          if (values.length === 0) return toItem(existing);
          const { rows } = await sql<AccountRow>`
            UPDATE accounts SET ${sql.join(values.map(([c, v]) => sql`${sql.ref(c)} = ${v}`))}
            WHERE tenant_id = ${tenantId} AND id = ${id}
            RETURNING *
          `.execute(trx);
          return toItem(rows[0] as AccountRow);
        })
        .catch(duplicateAsConflict);
      if (item) ctx.deps.principals.invalidate();
      return item;
    },

    async remove(ctx: EntityContext, id: number): Promise<boolean> {
      const tenantId = ctx.principal.tenantId;
      const removed = await ctx.deps.db.transaction().execute(async (trx) => {
        if (!(await find(trx, ctx, id, true))) return false;
        await sql`DELETE FROM logins WHERE tenant_id = ${tenantId} AND account_id = ${id}`.execute(trx);
        await sql`DELETE FROM password_tokens WHERE tenant_id = ${tenantId} AND account_id = ${id}`.execute(trx);
        await sql`
          UPDATE alert_work_groups SET member_ids = array_remove(member_ids, ${id}::integer)
          WHERE tenant_id = ${tenantId} AND ${id}::integer = ANY(member_ids)
        `.execute(trx);
        await sql`DELETE FROM accounts WHERE tenant_id = ${tenantId} AND id = ${id}`.execute(trx);
        return true;
      });
      if (removed) ctx.deps.principals.invalidate();
      return removed;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Schemas

const accountId = integer('Account id.', 1);
const readOnlyId = nullable(integer('Ignored on update when equal to the path id; refused on create.', 0, INT_MAX));
const email = text(
  'E-mail address, also the sign-in name (stored trimmed and lower-case; unique across the platform).',
  {
    minLength: 3,
    maxLength: 254,
    pattern: '^\\s*[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+\\s*$',
  },
);
const password = text(
  `Password (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters): required on create, changes it on update when given. Never answered.`,
  { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
);
const commonFields = {
  login: text('Sign-in name: the e-mail (read-only).', { maxLength: 254 }),
  email,
  firstName: text('First name.', { maxLength: 100 }),
  lastName: text('Last name.', { maxLength: 100 }),
  phone: nullable(text('Phone number, shown by some clients.', { maxLength: 40 })),
  activated: bool('False until the first password change or reset (new accounts: false).'),
  enabled: bool('False: the account may not sign in (new accounts: true).'),
  temporalPass: bool('The password is temporary: the portal forces /login/reset (new accounts: true).'),
  createdAt: instant('When the account was created (read-only).'),
};
const adminAuthorities = {
  description: 'Roles of the account (always ROLE_ADMIN here; read-only).',
  type: 'array',
  items: { type: 'string' },
} as const;
const userFields = {
  ...commonFields,
  authorities: {
    description: `Roles: ${TENANT_USER_AUTHORITIES.join(', ')} (new accounts: ROLE_USER). ROLE_ADMIN is given by the root operator through users/admin.`,
    type: 'array',
    maxItems: 5,
    uniqueItems: true,
    items: { type: 'string', enum: [...TENANT_USER_AUTHORITIES] },
  },
  level: nullable(text('User level (an id of tenant.json `levels`), or null.', { maxLength: 100 })),
  profileId: nullable(
    integer('Role profile (a profiles id), whose access map decides what the user sees; or null.', 1),
  ),
  defaultCriticalMoment: nullable(integer('Critical moment the filters start on (a metadata.json id), or null.')),
  geoLocations: idList('Geography scope: metadata.json ids (descendants included); empty: the whole tenant.'),
  logicalLocations: idList('Logical scope: metadata.json ids (descendants included); empty: the whole tenant.'),
  criticalMoments: idList('Critical-moment scope: metadata.json ids (descendants included); empty: the whole tenant.'),
  channels: idList('Channels of the account (metadata.json ids).'),
  clusters: idList('Clusters of the account (metadata.json ids).'),
  workflows: idList('Workflows of the account (workflows ids).'),
  dynamicDashboards: idList('Dynamic dashboard widgets of the account (dashboard ids).'),
} as const;

const commonRequired = [
  'id',
  'login',
  'email',
  'firstName',
  'lastName',
  'phone',
  'authorities',
  'activated',
  'enabled',
  'temporalPass',
  'createdAt',
];

const tenantUserBody = object(
  'A user account: e-mail and, on create, password. Fields left out of an update keep their value; on create they take the defaults described. login and createdAt are read-only and ignored.',
  { id: readOnlyId, ...userFields, password },
  ['email'],
);

const adminUserBody = object(
  'An admin account: e-mail and, on create, password. Fields left out of an update keep their value. login, authorities and createdAt are read-only and ignored.',
  { id: readOnlyId, ...commonFields, authorities: adminAuthorities, password },
  ['email'],
);

/** users/tenant (lcm): the tenant's user accounts, managed by its admin. */
export const tenantUsersEntity = defineEntity<TenantUserItem, TenantUserBody, number>({
  name: 'users-tenant',
  backend: 'lcm',
  path: 'users/tenant',
  tag: 'admin: users and roles',
  noun: 'el usuario',
  idSchema: accountId,
  schemas: {
    item: object('A user account of the tenant (never its password).', { id: accountId, ...userFields }, [
      ...commonRequired,
      'level',
      'profileId',
      'defaultCriticalMoment',
      'geoLocations',
      'logicalLocations',
      'criticalMoments',
      'channels',
      'clusters',
      'workflows',
      'dynamicDashboards',
    ]),
    body: tenantUserBody,
    filters: {
      profileId: integer('Only accounts of this profile.', 1),
      level: text('Only accounts of this level.', { maxLength: 100 }),
      enabled: bool('Only enabled (true) or disabled (false) accounts.'),
      activated: bool('Only activated (true) or not yet activated (false) accounts.'),
      geoLocationInclude: idList('Only accounts whose geography scope names one of these ids.', 100),
      criticalMomentInclude: idList('Only accounts whose critical-moment scope names one of these ids.', 100),
    },
  },
  sortable: ['id', 'email', 'firstName', 'lastName', 'level', 'profileId', 'enabled', 'activated', 'createdAt'],
  dates: true,
  permissions: { read: ADMIN, create: ADMIN, update: ADMIN, delete: ADMIN },
  store: accountStore<TenantUserItem, TenantUserBody>('tenant'),
});

/** users/admin (lcm): the tenant's admin accounts (ROLE_ADMIN), managed by the root operator. */
export const adminUsersEntity = defineEntity<AdminUserItem, AdminUserBody, number>({
  name: 'users-admin',
  backend: 'lcm',
  path: 'users/admin',
  tag: 'admin: users and roles',
  noun: 'el administrador',
  idSchema: accountId,
  schemas: {
    item: object(
      'An admin account (ROLE_ADMIN) of the tenant the token acts on (never its password).',
      { id: accountId, ...commonFields, authorities: adminAuthorities },
      commonRequired,
    ),
    body: adminUserBody,
    filters: {
      enabled: bool('Only enabled (true) or disabled (false) accounts.'),
      activated: bool('Only activated (true) or not yet activated (false) accounts.'),
    },
  },
  sortable: ['id', 'email', 'firstName', 'lastName', 'enabled', 'activated', 'createdAt'],
  dates: true,
  permissions: { read: ROOT, create: ROOT, update: ROOT, delete: ROOT },
  store: accountStore<AdminUserItem, AdminUserBody>('admin'),
});
