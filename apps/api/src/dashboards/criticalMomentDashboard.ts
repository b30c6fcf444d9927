import type { IndicatorDefinition, IndicatorsFile } from '@voz/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../http/route-module.js';
import { reserveIds } from '../db/sequences.js';
import type { Database } from '../db/schema.js';
import { metadataNames } from '../customers/metadata-names.js';
import { forbidden, notFound } from '../http/errors.js';
import { mayUse, principalOf, authenticateRoutes, type Principal } from '../http/principal.js';
import { effectiveFilter } from '../http/scope.js';
import type { Tree } from '../tenants/MetadataTrees.js';

// GET /api/voc/dashboard/critical-moment/{id}: the dynamic dashboard of a critical moment
// (platform-core §7). Its widgets are the tenant's dynamic dashboard widgets (the `dashboard`
// entity, administered through the CRUD routes) that apply to the moment: a widget on an indicator
// of that moment, of a moment under it or above it, or on no indicator at all. An account that
// lists widgets in dynamicDashboards sees only those; admins and accounts listing none see every
// widget of the tenant. The moment must be in the caller's scope: any other id answers 404, as an
// id of another tenant does.

/** A widget of a critical moment's dynamic dashboard. */
export interface CriticalMomentWidget {
  id: number;
  name: string;
  widgetName: string;
  description: string;
  formula: string;
  indicator: string | null;
  order: number;
}

/** What the route answers. */
export interface CriticalMomentDashboard {
  criticalMomentId: number;
  criticalMomentName: string;
  widgets: CriticalMomentWidget[];
}

/** The tables this module reads beyond schema.ts (migration 0004 added them; admin types them locally). */
// A type alias, not an interface: withTables wants a shape assignable to an index signature.
type DynamicDashboardTables = {
  dashboard_widgets: {
    tenant_id: string;
    id: number;
    name: string;
    widget_name: string;
    description: string;
    formula: string;
    indicator: string | null;
    widget_order: number;
  };
  accounts: Database['accounts'] & { dynamic_dashboards: number[] };
};

const tablesOf = (db: Kysely<Database>): Kysely<DynamicDashboardTables> => db.withTables<DynamicDashboardTables>();

/** Critical moments an indicator is computed on; undefined when it is not tied to any. */
function momentsOf(definition: IndicatorDefinition | undefined): readonly number[] | undefined {
  if (!definition) return undefined;
  return 'criticalMoments' in definition ? definition.criticalMoments : undefined;
}

/** Whether an indicator's moments meet the subtree of `moment`, or `moment` lies under one of them. */
export function appliesToMoment(tree: Tree, moment: number, indicatorMoments: readonly number[] | undefined): boolean {
  if (indicatorMoments === undefined || indicatorMoments.length === 0) return true;
  const under = tree.expand([moment]);
  if (indicatorMoments.some((m) => under.has(m))) return true;
  return tree.expand(indicatorMoments).has(moment);
}

async function dynamicDashboardsOf(db: Kysely<Database>, principal: Principal): Promise<number[]> {
  if (principal.wholeTenant) return [];
  const row = await tablesOf(db)
    .selectFrom('accounts')
    .select('dynamic_dashboards')
    .where('tenant_id', '=', principal.accountTenantId)
    .where('id', '=', principal.accountId)
    .executeTakeFirst();
  return row?.dynamic_dashboards ?? [];
}

const widgetSchema = {
  type: 'object',
  required: ['id', 'name', 'widgetName', 'description', 'formula', 'indicator', 'order'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    widgetName: { type: 'string', description: 'Widget kind (a type of schemas/widget.schema.json).' },
    description: { type: 'string' },
    formula: { type: 'string' },
    indicator: { type: ['string', 'null'] },
    order: { type: 'integer' },
  },
} as const;

const errorResponse = {
  type: 'object',
  properties: { status: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } },
} as const;

/** The critical-moment dashboard route. */
export function criticalMomentDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  authenticateRoutes(app, deps.principals);
  app.get<{ Params: { id: number } }>(
    '/api/voc/dashboard/critical-moment/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Dashboard dinámico de un momento crítico: sus widgets, en orden',
        security: [{ bearer: [] }],
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 0, maximum: 2_147_483_647 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['criticalMomentId', 'criticalMomentName', 'widgets'],
            properties: {
              criticalMomentId: { type: 'integer' },
              criticalMomentName: { type: 'string' },
              widgets: { type: 'array', items: widgetSchema },
            },
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request): Promise<CriticalMomentDashboard> => {
      const principal = principalOf(request);
      if (!mayUse(principal, 'dashboard')) throw forbidden();
      const trees = principal.tenant.trees;
      const momentId = request.params.id;
      const visible = effectiveFilter(principal, trees, { criticalMoments: [momentId] }).criticalMoments;
      const name = metadataNames(principal.tenant.metadata.value).criticalMoments.get(momentId);
      if (name === undefined || (visible !== null && !visible.has(momentId))) {
        throw notFound(`No existe el momento crítico ${momentId}.`);
      }
      const mine = await dynamicDashboardsOf(deps.db, principal);
      let query = tablesOf(deps.db)
        .selectFrom('dashboard_widgets')
        .select(['id', 'name', 'widget_name', 'description', 'formula', 'indicator', 'widget_order'])
        .where('tenant_id', '=', principal.tenantId);
      if (mine.length > 0) query = query.where('id', 'in', mine);
      const rows = await query.orderBy('widget_order').orderBy('id').execute();
      const definitions = principal.tenant.indicators.value.indicators;
      const widgets = rows
        .filter((row) =>
          appliesToMoment(
            trees.criticalMoments,
            momentId,
            row.indicator === null ? undefined : (momentsOf(definitions[row.indicator]) ?? []),
          ),
        )
        .map((row) => ({
          id: Number(row.id),
          name: row.name,
          widgetName: row.widget_name,
          description: row.description,
          formula: row.formula,
          indicator: row.indicator,
          order: row.widget_order,
        }));
      return { criticalMomentId: momentId, criticalMomentName: name, widgets };
    },
  );
}

/** Widget kinds shown for an indicator's formula in the demo dynamic dashboards. */
const DEMO_KIND: Readonly<Record<string, string>> = {
  nps: 'nps',
  average: 'gauge',
  'top-two-box': 'semicircle',
  'count-number': 'bar',
};

/**
 * The demo dynamic dashboard widgets of a tenant: one per survey indicator of indicators.json whose
 * formula has a demo kind, in file order. The demo seed calls it after clearing the tenant's tables.
 */
export async function seedDynamicDashboards(
  trx: Kysely<Database>,
  tenantId: string,
  indicators: IndicatorsFile,
): Promise<number> {
  const rows = Object.entries(indicators.indicators).flatMap(([name, definition]) => {
    if (definition.source !== 'survey') return [];
    const kind = DEMO_KIND[definition.formula];
    if (!kind) return [];
    const description = definition.description?.es ?? name;
    return [{ name, kind, formula: definition.formula, description }];
  });
  if (rows.length === 0) return 0;
  const first = await reserveIds(trx, tenantId, 'dashboard_widgets', rows.length);
  await tablesOf(trx)
    .insertInto('dashboard_widgets')
    .values(
      rows.map((row, i) => ({
        tenant_id: tenantId,
        id: first + i,
        name: row.name,
        widget_name: row.kind,
        description: row.description,
        formula: row.formula,
        indicator: row.name,
        widget_order: i,
      })),
    )
    .execute();
  return rows.length;
}
