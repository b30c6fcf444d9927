import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import {
  conflict,
  refuseIdOnCreate,
  type EntityContext,
  type EntityStore,
  type ListPage,
  type ListParams,
} from './entity.js';
import { instant, integer, INT_MAX, nullable, object, type JsonSchema, type ObjectSchema } from './json-schema.js';
import { nextId } from '../db/sequences.js';
import { allOf, dateConditions, isUniqueViolation, orderBy, searchCondition, type Sql } from './sql.js';

/** How a column is stored and bound. */
export type ColumnKind = 'text' | 'int' | 'bool' | 'int[]' | 'text[]' | 'json' | 'date';

/** One editable API field and its column. */
export interface FieldSpec {
  /** Column name. */
  column: string;
  /** Column type. */
  kind: ColumnKind;
  /** Value when a body leaves the field out (null when not given). */
  default?: unknown;
  /** Searched by the list's `filter` text. */
  search?: boolean;
}

/** Hooks and shape of a table-backed entity. */
export interface TableStoreOptions<Body> {
  /** Table keyed by (tenant_id, id); its sequence in `sequences` has the same name. */
  table: string;
  /** Editable API fields -> columns (id, createdAt and updatedAt are managed). */
  fields: Readonly<Record<string, FieldSpec>>;
  /** Whether the table has created_at and updated_at (answered as createdAt, updatedAt). */
  timestamps: boolean;
  /** An API field whose value is unique in the tenant, case-insensitively: a duplicate is 409. */
  unique?: string;
  /** The entity's list filters: parameter -> condition. */
  filters?: Readonly<Record<string, (value: unknown, ctx: EntityContext) => Sql>>;
  /** The rows the caller may see (its data scope); undefined for all of the tenant's. */
  visible?: (ctx: EntityContext) => Sql | undefined;
  /** Checks a body against the tenant (referenced ids exist, in scope...): throws 400/403. */
  check?: (ctx: EntityContext, body: Body, trx: Kysely<Database>, id: number | undefined) => Promise<void>;
  /** Refuses a deletion (still referenced): throws 409. */
  beforeDelete?: (ctx: EntityContext, id: number, trx: Kysely<Database>) => Promise<void>;
  /** After a committed write (forget cached principals...). */
  afterWrite?: (ctx: EntityContext) => void;
}

type Row = Record<string, unknown>;

function bind(kind: ColumnKind, value: unknown): Sql {
  switch (kind) {
    case 'int[]':
      return sql`${value ?? []}::integer[]`;
    case 'text[]':
      return sql`${value ?? []}::text[]`;
    case 'json':
      return sql`${JSON.stringify(value ?? null)}::jsonb`;
    case 'date':
      return sql`${value ?? null}::date`;
    default:
      return sql`${value ?? null}`;
  }
}

/**
 * An EntityStore over one table keyed by (tenant_id, id): every query filters on the caller's
 * tenant (another tenant's id is simply not found) and on what the caller may see; writes run in
 * one transaction with their checks.
 */
export function tableStore<Item, Body extends { id?: unknown }>(
  options: TableStoreOptions<Body>,
): EntityStore<Item, Body, number> {
  const { table, fields } = options;
  const entries = Object.entries(fields);

  const toItem = (row: Row): Item => {
    const item: Row = { id: Number(row.id) };
    for (const [field, spec] of entries) item[field] = row[spec.column] ?? null;
    if (options.timestamps) {
      item.createdAt = (row.created_at as Date).toISOString();
      item.updatedAt = (row.updated_at as Date).toISOString();
    }
    return item as Item;
  };

  const columnOf = (field: string): { column: string; text: boolean } => {
    if (field === 'id') return { column: 'id', text: false };
    if (field === 'createdAt') return { column: 'created_at', text: false };
    if (field === 'updatedAt') return { column: 'updated_at', text: false };
    const spec = fields[field];
    if (!spec) throw badRequest(`querystring.sort: no se puede ordenar por "${field}".`);
    return { column: spec.column, text: spec.kind === 'text' };
  };

  const baseConditions = (ctx: EntityContext): Sql[] => {
    const out: Sql[] = [sql`tenant_id = ${ctx.principal.tenantId}`];
    const visible = options.visible?.(ctx);
    if (visible) out.push(visible);
    return out;
  };

  const findRow = async (
    db: Kysely<Database>,
    ctx: EntityContext,
    id: number,
    lock: boolean,
  ): Promise<Row | undefined> => {
    const { rows } = await sql<Row>`
      SELECT * FROM ${sql.table(table)} WHERE ${allOf([...baseConditions(ctx), sql`id = ${id}`])}
      ${lock ? sql`FOR UPDATE` : sql``}
    `.execute(db);
    return rows[0];
  };

  const assertUnique = async (
    db: Kysely<Database>,
    ctx: EntityContext,
    body: Body,
    id: number | undefined,
  ): Promise<void> => {
    if (!options.unique) return;
    const spec = fields[options.unique];
    const value = (body as Record<string, unknown>)[options.unique];
    if (!spec || typeof value !== 'string') return;
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM ${sql.table(table)}
      WHERE tenant_id = ${ctx.principal.tenantId} AND lower(${sql.ref(spec.column)}) = lower(${value})
        ${id === undefined ? sql`` : sql`AND id <> ${id}`}
      LIMIT 1
    `.execute(db);
    if (rows.length > 0) throw conflict(`Ya existe un elemento con ${options.unique} "${value}".`);
  };

  // Create: a field left out takes its default. Update: a field left out keeps its value.
  const valuesOf = (body: Body, creating: boolean): [string, Sql][] =>
    entries.flatMap(([field, spec]): [string, Sql][] => {
      const given = (body as Record<string, unknown>)[field];
      if (given === undefined && !creating) return [];
      return [[spec.column, bind(spec.kind, given === undefined ? (spec.default ?? null) : given)]];
    });

  const duplicateAsConflict = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict('Ya existe un elemento con esos datos.');
    throw error;
  };

  return {
    async list(ctx: EntityContext, params: ListParams): Promise<ListPage<Item>> {
      const conditions = baseConditions(ctx);
      const searched = entries.filter(([, spec]) => spec.search).map(([, spec]) => spec.column);
      if (params.filter && searched.length > 0) conditions.push(searchCondition(searched, params.filter));
      if (options.timestamps) {
        conditions.push(...dateConditions('created_at', params, ctx.principal.tenant.tenant.value.timezone));
      }
      for (const [name, value] of Object.entries(params.filters)) {
        const filter = options.filters?.[name];
        if (filter) conditions.push(filter(value, ctx));
      }
      const where = allOf(conditions);
      const db = ctx.deps.db;
      const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${where}`.execute(
        db,
      );
      const { rows } = await sql<Row>`
        SELECT * FROM ${sql.table(table)} WHERE ${where}
        ORDER BY ${orderBy(params.sort, columnOf)}
        LIMIT ${params.size} OFFSET ${params.page * params.size}
      `.execute(db);
      return { items: rows.map(toItem), total: Number(total.rows[0]?.n ?? 0) };
    },

    async get(ctx: EntityContext, id: number): Promise<Item | undefined> {
      const row = await findRow(ctx.deps.db, ctx, id, false);
      return row ? toItem(row) : undefined;
    },

    async create(ctx: EntityContext, body: Body): Promise<Item> {
      refuseIdOnCreate(body);
      const now = ctx.deps.now();
      const item = await ctx.deps.db
        .transaction()
        .execute(async (trx) => {
          await options.check?.(ctx, body, trx, undefined);
          await assertUnique(trx, ctx, body, undefined);
          const id = await nextId(trx, ctx.principal.tenantId, table);
          const values: [string, Sql][] = [
            ['tenant_id', sql`${ctx.principal.tenantId}`],
            ['id', sql`${id}`],
            ...valuesOf(body, true),
            ...(options.timestamps
              ? ([
                  ['created_at', sql`${now}`],
                  ['updated_at', sql`${now}`],
                ] as [string, Sql][])
              : []),
          ];
          const { rows } = await sql<Row>`
            INSERT INTO ${sql.table(table)} (${sql.join(values.map(([c]) => sql.ref(c)))})
            VALUES (${sql.join(values.map(([, v]) => v))})
            RETURNING *
          `.execute(trx);
          return toItem(rows[0] as Row);
        })
        .catch(duplicateAsConflict);
      options.afterWrite?.(ctx);
      return item;
    },

    async update(ctx: EntityContext, id: number, body: Body): Promise<Item | undefined> {
      const now = ctx.deps.now();
      const item = await ctx.deps.db
        .transaction()
        .execute(async (trx) => {
          if (!(await findRow(trx, ctx, id, true))) return undefined;
          await options.check?.(ctx, body, trx, id);
          await assertUnique(trx, ctx, body, id);
          const values = valuesOf(body, false);
          if (options.timestamps) values.push(['updated_at', sql`${now}`]);
          if (values.length === 0) return toItem((await findRow(trx, ctx, id, false)) as Row);
          const { rows } = await sql<Row>`
            UPDATE ${sql.table(table)} SET ${sql.join(values.map(([c, v]) => sql`${sql.ref(c)} = ${v}`))}
            WHERE tenant_id = ${ctx.principal.tenantId} AND id = ${id}
            RETURNING *
          `.execute(trx);
          return toItem(rows[0] as Row);
        })
        .catch(duplicateAsConflict);
      if (item) options.afterWrite?.(ctx);
      return item;
    },

    async remove(ctx: EntityContext, id: number): Promise<boolean> {
      const removed = await ctx.deps.db.transaction().execute(async (trx) => {
        if (!(await findRow(trx, ctx, id, true))) return false;
        await options.beforeDelete?.(ctx, id, trx);
        await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${ctx.principal.tenantId} AND id = ${id}`.execute(
          trx,
        );
        return true;
      });
      if (removed) options.afterWrite?.(ctx);
      return removed;
    },
  };
}

/** The read-only fields every table entity answers, which its body may carry back (ignored). */
const MANAGED = {
  createdAt: instant('When the item was created (read-only).'),
  updatedAt: instant('When the item was last changed (read-only).'),
};

const bodyId = nullable(integer('Ignored on update when equal to the path id; refused on create.', 0, INT_MAX));

/**
 * The item and body schemas of a table entity: its fields plus id, createdAt and updatedAt. The
 * body's schema keeps its literal shape: the entity's body type is `FromSchema<typeof ….body>`.
 */
export function tableEntitySchemas<
  const Fields extends Readonly<Record<string, JsonSchema>>,
  const Required extends readonly (keyof Fields & string)[],
>(
  description: string,
  fields: Fields,
  required: Required,
): {
  item: JsonSchema;
  body: ObjectSchema<{ id: typeof bodyId } & Fields & typeof MANAGED, Required>;
} {
  return {
    item: object(
      description,
      { id: integer('Id, unique in the tenant (assigned by the server).', 1), ...fields, ...MANAGED },
      ['id', ...Object.keys(fields), 'createdAt', 'updatedAt'],
    ),
    body: object(
      `${description} On create, fields left out take their defaults; on update they keep their value. id (refused on create, equal to the path on update), createdAt and updatedAt are read-only.`,
      { id: bodyId, ...fields, ...MANAGED },
      required,
    ),
  };
}

/** List filter: the column equals the value. */
export function equals(column: string): (value: unknown) => Sql {
  return (value) => sql`${sql.ref(column)} = ${value}`;
}

/** List filter: the column is one of the values (an id list). */
export function inIds(column: string): (value: unknown) => Sql {
  return (value) => sql`${sql.ref(column)} = ANY(${value}::integer[])`;
}

/** List filter: an integer array column shares an id with the values. */
export function overlapsIds(column: string): (value: unknown) => Sql {
  return (value) => sql`${sql.ref(column)} && ${value}::integer[]`;
}

/** List filter: a text array column shares a value with the values. */
export function overlapsTexts(column: string): (value: unknown) => Sql {
  return (value) => sql`${sql.ref(column)} && ${value}::text[]`;
}

/** List filter: an integer array column holds the value. */
export function holds(column: string): (value: unknown) => Sql {
  return (value) => sql`${value}::integer = ANY(${sql.ref(column)})`;
}
