import type { TenantMetadata } from '@voz/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { effectiveFilter } from '../http/scope.js';
import type { TenantFiles } from '../tenants/TenantStore.js';
import { conflict, type EntityContext } from './entity.js';
import { flatten } from './metadata-stores.js';

// Checks that the ids a body names exist in the caller's tenant (metadata.json, indicators.json or
// a table), so a bad reference answers 400 naming the field instead of storing a dangling id.

/** The caller's tenant files, as stored now. */
export function tenantFiles(ctx: EntityContext): TenantFiles {
  const files = ctx.deps.store.get(ctx.principal.tenantId);
  if (!files) throw notFound(`No existe el cliente "${ctx.principal.tenantId}".`);
  return files;
}

function refuseMissing(field: string, missing: readonly (number | string)[], noun: string): void {
  if (missing.length > 0) {
    throw badRequest(`${field}: ${noun} ${missing.map(String).join(', ')} no existe(n) en el cliente.`);
  }
}

/** Ids of metadata.json by kind. */
export type MetadataKind = 'criticalMoments' | 'geographies' | 'logicals' | 'channels' | 'clusters';

const NOUNS: Record<MetadataKind, string> = {
  criticalMoments: 'momento(s) crítico(s)',
  geographies: 'geografía(s)',
  logicals: 'ubicación(es) lógica(s)',
  channels: 'canal(es)',
  clusters: 'clúster(es)',
};

/** The ids of one kind in metadata.json. */
export function metadataIds(metadata: TenantMetadata, kind: MetadataKind): Set<number> {
  switch (kind) {
    case 'criticalMoments':
      return new Set(flatten(metadata.criticalMoments).map((p) => p.node.id));
    case 'geographies':
      return new Set(flatten(metadata.geographies.root).map((p) => p.node.id));
    case 'logicals':
      return new Set(flatten(metadata.logicals).map((p) => p.node.id));
    case 'channels':
      return new Set(metadata.channels.map((c) => c.id));
    case 'clusters':
      return new Set((metadata.clusters ?? []).map((c) => c.id));
  }
}

/** Refuses ids absent from metadata.json (null and undefined pass). */
export function assertMetadataIds(
  ctx: EntityContext,
  kind: MetadataKind,
  ids: number | readonly number[] | null | undefined,
  field: string,
): void {
  if (ids === null || ids === undefined) return;
  const known = metadataIds(tenantFiles(ctx).metadata.value, kind);
  const list = typeof ids === 'number' ? [ids] : ids;
  refuseMissing(
    field,
    list.filter((id) => !known.has(id)),
    NOUNS[kind],
  );
}

/** Refuses question ids absent from metadata.json (or not under the moment, when one is named). */
export function assertQuestions(
  ctx: EntityContext,
  ids: readonly number[] | undefined,
  field: string,
  momentId?: number | null,
): void {
  if (!ids || ids.length === 0) return;
  const metadata = tenantFiles(ctx).metadata.value;
  const placed = flatten(metadata.criticalMoments);
  const start =
    momentId === undefined || momentId === null
      ? placed
      : flatten(placed.find((p) => p.node.id === momentId)?.node ?? metadata.criticalMoments);
  const known = new Set(start.flatMap((p) => (p.node.questions ?? []).map((q) => q.id)));
  refuseMissing(
    field,
    ids.filter((id) => !known.has(id)),
    'pregunta(s)',
  );
}

/** Refuses indicator names absent from indicators.json (null and undefined pass). */
export function assertIndicators(
  ctx: EntityContext,
  names: string | readonly string[] | null | undefined,
  field: string,
): void {
  if (names === null || names === undefined) return;
  const known = tenantFiles(ctx).indicators.value.indicators;
  const list = typeof names === 'string' ? [names] : names;
  refuseMissing(
    field,
    list.filter((n) => !Object.hasOwn(known, n)),
    'indicador(es)',
  );
}

/** Refuses ids absent from one of the tenant's tables. */
export async function assertRows(
  trx: Kysely<Database>,
  ctx: EntityContext,
  table: string,
  ids: readonly number[] | undefined,
  field: string,
  noun: string,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM ${sql.table(table)} WHERE tenant_id = ${ctx.principal.tenantId} AND id = ANY(${[...ids]}::bigint[])
  `.execute(trx);
  const found = new Set(rows.map((r) => Number(r.id)));
  refuseMissing(
    field,
    ids.filter((id) => !found.has(id)),
    noun,
  );
}

/** Critical moments the caller may read (with descendants); null when all. */
export function visibleMoments(ctx: EntityContext): ReadonlySet<number> | null {
  return effectiveFilter(ctx.principal, tenantFiles(ctx).trees, {}).criticalMoments;
}

/** Refuses to write data of a critical moment out of the caller's scope (403). */
export function assertMomentInScope(ctx: EntityContext, momentId: number | null | undefined, field: string): void {
  if (momentId === null || momentId === undefined) return;
  const visible = visibleMoments(ctx);
  if (visible !== null && !visible.has(momentId)) {
    throw forbidden(`${field}: el momento crítico ${momentId} está fuera de su alcance.`);
  }
}

/**
 * The rows of a table the caller may see, by their critical moment(s): `single` a moment column,
 * `nullable` a moment column where null means "every moment", `array` a moment list where empty
 * means "every moment". Undefined (no condition) for callers with the whole tenant.
 */
export function momentVisibility(
  column: string,
  kind: 'single' | 'nullable' | 'array',
): (ctx: EntityContext) => RawBuilder<unknown> | undefined {
  return (ctx) => {
    const visible = visibleMoments(ctx);
    if (visible === null) return undefined;
    const ids = [...visible];
    const ref = sql.ref(column);
    if (kind === 'array') return sql`(cardinality(${ref}) = 0 OR ${ref} && ${ids}::integer[])`;
    if (kind === 'nullable') return sql`(${ref} IS NULL OR ${ref} = ANY(${ids}::integer[]))`;
    return sql`${ref} = ANY(${ids}::integer[])`;
  };
}

/** Refuses to delete an id that accounts hold in one of their lists (409). */
export async function assertNotHeldByAccounts(
  trx: Kysely<Database>,
  ctx: EntityContext,
  column: 'workflows' | 'dynamic_dashboards',
  id: number,
  noun: string,
): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM accounts WHERE tenant_id = ${ctx.principal.tenantId} AND ${id}::integer = ANY(${sql.ref(column)})
  `.execute(trx);
  const n = Number(rows[0]?.n ?? 0);
  if (n > 0) throw conflict(`${noun} ${id} está asignado a ${n} usuario(s); quíteselo primero.`);
}
