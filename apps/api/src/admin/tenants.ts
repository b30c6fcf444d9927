import fs from 'node:fs';
import path from 'node:path';
import type { FromSchema } from 'json-schema-to-ts';
import { sql } from 'kysely';
import { badRequest } from '../http/errors.js';
import {
  conflict,
  defineEntity,
  type EntityContext,
  type EntityStore,
  type ListPage,
  type ListParams,
} from './entity.js';
import { bool, instant, nameText, object, text } from './json-schema.js';
import { ROOT } from './permissions.js';
import { allOf, dateConditions, isUniqueViolation, orderBy, searchCondition, type Sql } from './sql.js';

// Companies (platform-core §2 /admin/companies, §6: ROLE_ROOT only). A tenant's id is its folder
// name in the dashboards directory (the `tenant_id` of every table); the `tenants` table of 0001
// registers it with its name. The row alone does not configure a company: its folder
// (tenant.json, metadata.json, indicators.json) does, and `configured` says whether it exists.

/** Pattern of a tenant id (the folder name; `_platform` and `_shared` are reserved). */
export const TENANT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,62}$';

/** A company as answered. */
export interface TenantItem {
  id: string;
  name: string;
  configured: boolean;
  createdAt: string;
}

interface TenantRow {
  tenant_id: string;
  name: string;
  created_at: Date;
}

const fields = {
  id: text(
    'Tenant id: the folder name in the dashboards directory (lower-case letters, digits and dashes). Required on create, fixed afterwards.',
    {
      pattern: TENANT_ID_PATTERN,
      maxLength: 63,
    },
  ),
  name: nameText('Company name.'),
  configured: bool('Whether the dashboards directory has the tenant folder (read-only).'),
  createdAt: instant('When the tenant was registered (read-only).'),
};

const tenantBody = object(
  'A company: id (on create) and name; configured and createdAt are read-only and ignored.',
  { ...fields, id: { ...fields.id, type: ['string', 'null'] } },
  ['name'],
);

/** The body of tenant create and update, as its schema validates it. */
export type TenantBody = FromSchema<typeof tenantBody>;

function tenantStore(): EntityStore<TenantItem, TenantBody, string> {
  const columnOf = (field: string): { column: string; text: boolean } =>
    field === 'id'
      ? { column: 'tenant_id', text: false }
      : field === 'createdAt'
        ? { column: 'created_at', text: false }
        : { column: 'name', text: true };
  const toItem = (ctx: EntityContext, row: TenantRow): TenantItem => ({
    id: row.tenant_id,
    name: row.name,
    configured: fs.existsSync(path.join(ctx.deps.store.dir, row.tenant_id, 'tenant.json')),
    createdAt: row.created_at.toISOString(),
  });
  const find = async (ctx: EntityContext, id: string): Promise<TenantRow | undefined> => {
    const { rows } = await sql<TenantRow>`SELECT * FROM tenants WHERE tenant_id = ${id}`.execute(ctx.deps.db);
    return rows[0];
  };

  return {
    async list(ctx: EntityContext, params: ListParams): Promise<ListPage<TenantItem>> {
      const conditions: Sql[] = [];
      if (params.filter) conditions.push(searchCondition(['tenant_id', 'name'], params.filter));
      conditions.push(...dateConditions('created_at', params, ctx.principal.tenant.tenant.value.timezone));
      const where = allOf(conditions);
      const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tenants WHERE ${where}`.execute(
        ctx.deps.db,
      );
      const { rows } = await sql<TenantRow>`
        SELECT * FROM tenants WHERE ${where}
        ORDER BY ${orderBy(params.sort, columnOf, 'tenant_id')}
        LIMIT ${params.size} OFFSET ${params.page * params.size}
      `.execute(ctx.deps.db);
      return { items: rows.map((r) => toItem(ctx, r)), total: Number(total.rows[0]?.n ?? 0) };
    },

    async get(ctx: EntityContext, id: string): Promise<TenantItem | undefined> {
      const row = await find(ctx, id);
      return row ? toItem(ctx, row) : undefined;
    },

    async create(ctx: EntityContext, body: TenantBody): Promise<TenantItem> {
      const id = body.id;
      if (typeof id !== 'string') throw badRequest('body.id: falta el id del cliente (el nombre de su carpeta).');
      if (await find(ctx, id)) throw conflict(`Ya existe el cliente "${id}".`);
      try {
        const { rows } = await sql<TenantRow>`
          INSERT INTO tenants (tenant_id, name, created_at) VALUES (${id}, ${body.name}, ${ctx.deps.now()})
          RETURNING *
        `.execute(ctx.deps.db);
        return toItem(ctx, rows[0] as TenantRow);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`Ya existe el cliente "${id}".`);
        throw error;
      }
    },

    async update(ctx: EntityContext, id: string, body: TenantBody): Promise<TenantItem | undefined> {
      const { rows } = await sql<TenantRow>`
        UPDATE tenants SET name = ${body.name} WHERE tenant_id = ${id} RETURNING *
      `.execute(ctx.deps.db);
      return rows[0] ? toItem(ctx, rows[0]) : undefined;
    },

    async remove(ctx: EntityContext, id: string): Promise<boolean> {
      return ctx.deps.db.transaction().execute(async (trx) => {
        const { rows } = await sql<TenantRow>`SELECT * FROM tenants WHERE tenant_id = ${id} FOR UPDATE`.execute(trx);
        if (!rows[0]) return false;
        if (fs.existsSync(path.join(ctx.deps.store.dir, id))) {
          throw conflict(
            `El cliente "${id}" tiene su carpeta de configuración; quítela del directorio de dashboards primero.`,
          );
        }
        const { rows: counts } = await sql<{ accounts: number; profiles: number }>`
          SELECT (SELECT count(*)::int FROM accounts WHERE tenant_id = ${id}) AS accounts,
                 (SELECT count(*)::int FROM profiles WHERE tenant_id = ${id}) AS profiles
        `.execute(trx);
        const held = counts[0];
        if (held && (held.accounts > 0 || held.profiles > 0)) {
          throw conflict(
            `El cliente "${id}" tiene ${held.accounts} usuario(s) y ${held.profiles} perfil(es); elimínelos primero.`,
          );
        }
        await sql`DELETE FROM tenants WHERE tenant_id = ${id}`.execute(trx);
        return true;
      });
    },
  };
}

/** tenants (lcm): the companies, managed by the root operator. */
export const tenantsEntity = defineEntity<TenantItem, TenantBody, string>({
  name: 'tenants',
  backend: 'lcm',
  path: 'tenants',
  tag: 'admin: companies',
  noun: 'el cliente',
  idSchema: text('Tenant id (folder name).', { pattern: TENANT_ID_PATTERN, maxLength: 63 }),
  schemas: {
    item: object('A company (tenant).', fields, ['id', 'name', 'configured', 'createdAt']),
    body: tenantBody,
    filters: {},
  },
  sortable: ['id', 'name', 'createdAt'],
  dates: true,
  permissions: { read: ROOT, create: ROOT, update: ROOT, delete: ROOT },
  store: tenantStore(),
});
