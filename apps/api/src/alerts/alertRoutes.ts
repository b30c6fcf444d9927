import { FIRST_RESPONSE_BASE_HOURS, lastDaysRange } from '@voz/core';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { sql, type Kysely } from 'kysely';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import type { Database } from '../db/schema.js';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors.js';
import { principalOf, authenticateRoutes, type Gate, type Principal } from '../http/principal.js';
import { LIST_HEADERS, PAGING_PROPERTIES, sendList } from '../http/list-query.js';
import { MAX_NODE_ID, SAFE_TEXT_PATTERN, effectiveFilter } from '../http/list-filters.js';
import {
  FILTER_PROPERTIES,
  MAX_ID,
  SEARCH_PROPERTIES,
  idParamsSchema,
  inScope,
  isoInstant,
  readFilters,
  readPage,
  timestampValue,
  whereAll,
} from '../surveys/list-query.js';
import { moveAlertDaily, type AlertCounted } from './alertDaily.js';
import { registerAlertEvidence } from './alertEvidence.js';
import {
  alertConditions,
  alertDetailSchema,
  alertRecordSchema,
  canUpdateAlerts,
  canUseAlertAction,
  dailyConditions,
  ensure,
  findAlert,
  formatAlert,
  formatAlertDetail,
  listAlerts,
  readAlerts,
  type AlertJoinedRow,
  type AlertQuery,
} from './alertQueries.js';
import { ALERT_STATUSES, ALERT_TRANSITIONS, ALERT_TYPES, initialAlertState, moveAlert } from './alertTransitions.js';
import { nextId } from '../db/sequences.js';

// Alerts on voc: the CRUD of docs/routing.md (list, get, create, update, delete), the alert
// dashboard, comments, and (alertEvidence.ts) evidence files. Every write runs in one transaction
// that also moves alert_daily, so the alert counters change with the alert, at once, or not at all.

const security = [{ bearer: [] }];

const SORTABLE = {
  createdAt: 'a.created_at',
  id: 'a.id',
  status: 'a.status',
  type: 'a.type',
  firstResponseAt: 'a.first_response_at',
  closedAt: 'a.closed_at',
  criticalMomentId: 'a.critical_moment_id',
  geoLocationId: 'a.geo_location_id',
} as const;

/** The sortable columns that may be NULL (an alert not yet answered or closed). */
const NULLABLE: ReadonlySet<string> = new Set([SORTABLE.firstResponseAt, SORTABLE.closedAt]);

const statusList = { type: 'array', maxItems: 3, items: { type: 'string', enum: [...ALERT_STATUSES] } } as const;
const typeList = { type: 'array', maxItems: 4, items: { type: 'string', enum: [...ALERT_TYPES] } } as const;

const filterQueryProperties = {
  ...FILTER_PROPERTIES,
  ...SEARCH_PROPERTIES,
  alertStatusInclude: statusList,
  alertTypeInclude: typeList,
} as const;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...PAGING_PROPERTIES, ...filterQueryProperties },
} as const;

const dashboardQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: filterQueryProperties,
} as const;

const description = { type: 'string', maxLength: 4000, pattern: SAFE_TEXT_PATTERN } as const;
const nodeId = { type: 'integer', minimum: 0, maximum: MAX_NODE_ID } as const;
const instant = { type: 'string', format: 'date-time', maxLength: 40 } as const;

const createBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', enum: [...ALERT_TYPES] },
    status: { type: 'string', enum: [...ALERT_STATUSES], default: 'NOT_HANDLED' },
    responseId: { type: ['integer', 'null'], minimum: 1, maximum: MAX_ID },
    criticalMomentId: nodeId,
    geoLocationId: nodeId,
    description,
    createdAt: instant,
  },
  description: 'criticalMomentId and geoLocationId default to those of the response named by responseId.',
} as const;

const updateBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    status: { type: 'string', enum: [...ALERT_STATUSES] },
    type: { type: 'string', enum: [...ALERT_TYPES] },
    criticalMomentId: nodeId,
    geoLocationId: nodeId,
    description,
    createdAt: instant,
  },
  description:
    'Status changes: NOT_HANDLED → IN_PROCESS | CLOSED, IN_PROCESS → CLOSED, CLOSED → IN_PROCESS (reopen); ' +
    'any other change answers 409. The first move out of NOT_HANDLED sets firstResponseAt, CLOSED sets closedAt, ' +
    'reopening clears closedAt.',
} as const;

const commentSchema = {
  type: 'object',
  required: ['id', 'alertId', 'author', 'text', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    alertId: { type: 'integer' },
    author: { type: 'string' },
    text: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const countRow = (key: string, values: readonly string[]) =>
  ({
    type: 'object',
    required: [key, 'count'],
    properties: { [key]: { type: 'string', enum: [...values] }, count: { type: 'integer' } },
  }) as const;

const averageSchema = {
  type: 'object',
  required: ['count', 'averageHours'],
  properties: { count: { type: 'integer' }, averageHours: { type: ['number', 'null'] } },
} as const;

const dashboardSchema = {
  type: 'object',
  required: ['dateFrom', 'dateTo', 'total', 'byStatus', 'byType', 'firstResponse', 'closing'],
  properties: {
    dateFrom: { type: 'string' },
    dateTo: { type: 'string' },
    total: { type: 'integer' },
    byStatus: { type: 'array', items: countRow('status', ALERT_STATUSES) },
    byType: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'count', 'firstResponse'],
        properties: { type: { type: 'string' }, count: { type: 'integer' }, firstResponse: averageSchema },
      },
    },
    firstResponse: {
      type: 'object',
      required: ['baseHours', 'count', 'averageHours', 'fast', 'slow'],
      properties: {
        baseHours: { type: 'number' },
        count: { type: 'integer' },
        averageHours: { type: ['number', 'null'] },
        fast: { type: 'integer' },
        slow: { type: 'integer' },
      },
    },
    closing: averageSchema,
  },
} as const;

/** The filters of the list and the dashboard, as their schema admits them. */
type AlertFilterQuery = FromSchema<typeof dashboardQuerySchema>;

function alertQuery(q: AlertFilterQuery): AlertQuery {
  return {
    filters: readFilters(q, 'querystring'),
    statuses: q.alertStatusInclude ?? [],
    types: q.alertTypeInclude ?? [],
  };
}

function parseInstant(field: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(`body.${field}: "${value}" no es una fecha y hora válida.`);
  return date;
}

/**
 * Checks the moment and geography an alert is written with: known nodes of the tenant's trees
 * (else 400 naming the field) inside the caller's scope (else 403 naming the field).
 */
function checkPlacement(principal: Principal, criticalMomentId: number, geoLocationId: number): void {
  const trees = principal.tenant.trees;
  if (!trees.criticalMoments.has(criticalMomentId)) {
    throw badRequest(`body.criticalMomentId: no existe el momento crítico ${criticalMomentId}.`);
  }
  if (!trees.geographies.has(geoLocationId)) {
    throw badRequest(`body.geoLocationId: no existe la geografía ${geoLocationId}.`);
  }
  const effective = effectiveFilter(principal, trees, {});
  if (effective.criticalMoments && !effective.criticalMoments.has(criticalMomentId)) {
    throw forbidden(`body.criticalMomentId: el momento crítico ${criticalMomentId} está fuera de su alcance.`);
  }
  if (effective.geographies && !effective.geographies.has(geoLocationId)) {
    throw forbidden(`body.geoLocationId: la geografía ${geoLocationId} está fuera de su alcance.`);
  }
}

function counted(row: Pick<AlertJoinedRow, keyof AlertCounted>): AlertCounted {
  return {
    tenant_id: row.tenant_id,
    created_at: row.created_at,
    critical_moment_id: row.critical_moment_id,
    geo_location_id: row.geo_location_id,
    type: row.type,
    status: row.status,
  };
}

async function loadOrFail(
  db: Kysely<Database>,
  principal: Principal,
  id: number,
  lock = false,
): Promise<AlertJoinedRow> {
  const row = await findAlert(db, principal, id, lock);
  if (!row) throw notFound(`No existe la alerta ${id}.`);
  return row;
}

/** Alerts on voc: CRUD, dashboard, comments and evidence. */
export function alertRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Each route's base right goes with the token, before the body is read: a caller without it gets
  // 403 whatever it sends. What depends on the body or the alert (placement, transitions) stays below.
  authenticateRoutes(app, deps.principals);
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();
  const gated = (gate: Gate) => ({ gate });
  const { db } = deps;

  typed.get(
    '/api/voc/alerts',
    {
      config: gated(readAlerts),
      schema: {
        tags: ['alerts'],
        summary: 'Alerts, one page (scope applied; total in X-Total-Count)',
        security,
        querystring: listQuerySchema,
        response: {
          200: { description: 'One page of alerts.', headers: LIST_HEADERS, type: 'array', items: alertRecordSchema },
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const page = readPage(request.query, 'querystring', SORTABLE, 'a.id', { nullable: NULLABLE });
      const query = alertQuery(request.query);
      const condition = whereAll(alertConditions(principal, query));
      const daily = dailyConditions(principal, query);
      const { rows, total } = await listAlerts(db, condition, page, daily && whereAll(daily));
      return sendList(
        reply,
        rows.map((row) => formatAlert(row, principal)),
        total,
        page,
      );
    },
  );

  typed.get(
    '/api/voc/alerts/dashboard',
    {
      config: gated((principal) =>
        ensure(canUseAlertAction(principal, 'stats'), 'Las estadísticas de alertas requieren la acción "stats".'),
      ),
      schema: {
        tags: ['alerts'],
        summary: 'Alert statistics: counts by status and type, first-response and closing times',
        description:
          'Within the caller scope and the date range (the last 90 days by default). First response: alerts in ' +
          `IN_PROCESS or CLOSED with a first response; fast when under ${FIRST_RESPONSE_BASE_HOURS} h. Needs the stats action.`,
        security,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const query = alertQuery(request.query);
      const timeZone = principal.tenant.tenant.value.timezone;
      const fallback = lastDaysRange(90, deps.now(), timeZone);
      // A missing end takes the default range's: the last 90 days up to today in the tenant's zone.
      const dateFrom = query.filters.dateFrom ?? fallback.from;
      const dateTo = query.filters.dateTo ?? fallback.to;
      if (dateFrom > dateTo) throw badRequest(`querystring.dateFrom: ${dateFrom} es posterior a dateTo (${dateTo}).`);
      const filters = { ...query.filters, dateFrom, dateTo };
      const base = FIRST_RESPONSE_BASE_HOURS;
      const responded = sql`a.status IN ('IN_PROCESS', 'CLOSED') AND a.first_response_at IS NOT NULL`;
      const closed = sql`a.status = 'CLOSED' AND a.closed_at IS NOT NULL`;
      const rows = await db
        .selectFrom('alerts as a')
        .leftJoin('survey_responses as r', (join) =>
          join.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.response_id'),
        )
        .select([
          'a.status',
          'a.type',
          sql<number>`count(*)::int`.as('n'),
          sql<number>`(count(*) FILTER (WHERE ${responded}))::int`.as('responded'),
          sql<number>`coalesce(sum(extract(epoch FROM a.first_response_at - a.created_at)) FILTER (WHERE ${responded}), 0)::float8`.as(
            'responded_seconds',
          ),
          sql<number>`(count(*) FILTER (WHERE ${responded} AND a.first_response_at - a.created_at < make_interval(hours => ${base})))::int`.as(
            'fast',
          ),
          sql<number>`(count(*) FILTER (WHERE ${closed}))::int`.as('closed'),
          sql<number>`coalesce(sum(extract(epoch FROM a.closed_at - a.created_at)) FILTER (WHERE ${closed}), 0)::float8`.as(
            'closed_seconds',
          ),
        ])
        .where(whereAll(alertConditions(principal, { ...query, filters })))
        .groupBy(['a.status', 'a.type'])
        .execute();
      const hours = (seconds: number, n: number): number | null => (n === 0 ? null : seconds / n / 3600);
      const sum = (
        pick: (r: (typeof rows)[number]) => number,
        keep: (r: (typeof rows)[number]) => boolean = () => true,
      ) => rows.filter(keep).reduce((s, r) => s + pick(r), 0);
      const respondedCount = sum((r) => r.responded);
      const fast = sum((r) => r.fast);
      const closedCount = sum((r) => r.closed);
      return {
        dateFrom,
        dateTo,
        total: sum((r) => r.n),
        byStatus: ALERT_STATUSES.map((status) => ({
          status,
          count: sum(
            (r) => r.n,
            (r) => r.status === status,
          ),
        })),
        byType: ALERT_TYPES.map((type) => {
          const ofType = (r: (typeof rows)[number]): boolean => r.type === type;
          const n = sum((r) => r.responded, ofType);
          return {
            type,
            count: sum((r) => r.n, ofType),
            firstResponse: {
              count: n,
              averageHours: hours(
                sum((r) => r.responded_seconds, ofType),
                n,
              ),
            },
          };
        }),
        firstResponse: {
          baseHours: base,
          count: respondedCount,
          averageHours: hours(
            sum((r) => r.responded_seconds),
            respondedCount,
          ),
          fast,
          slow: respondedCount - fast,
        },
        closing: {
          count: closedCount,
          averageHours: hours(
            sum((r) => r.closed_seconds),
            closedCount,
          ),
        },
      };
    },
  );

  typed.get(
    '/api/voc/alerts/:id',
    {
      config: gated(readAlerts),
      schema: {
        tags: ['alerts'],
        summary: 'One alert, with the answers of its survey response',
        description:
          "The list record plus the response's channel and logical location and its visible answered questions " +
          '(questionResponses: calculated, sentiment and tag questions hidden, several answers joined by " | ", ' +
          "in the tenant's questionsOrder, then by question id).",
        security,
        params: idParamsSchema,
        response: { 200: alertDetailSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return formatAlertDetail(await loadOrFail(db, principal, request.params.id), principal);
    },
  );

  typed.post(
    '/api/voc/alerts',
    {
      config: gated((principal) =>
        ensure(canUpdateAlerts(principal), 'Crear alertas requiere la acción "update" de alertas.'),
      ),
      schema: {
        tags: ['alerts'],
        summary: 'Create an alert (admin, ROLE_ALERT_ADMIN or the alerts update action)',
        security,
        body: createBodySchema,
        response: { 201: alertRecordSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      const now = deps.now();
      const createdAt = parseInstant('createdAt', body.createdAt) ?? now;
      const record = await db.transaction().execute(async (trx) => {
        let criticalMomentId = body.criticalMomentId;
        let geoLocationId = body.geoLocationId;
        const responseId = body.responseId ?? null;
        if (responseId !== null) {
          const response = await trx
            .selectFrom('survey_responses')
            .select(['critical_moment_id', 'geo_location_id', 'logical_location_id'])
            .where('tenant_id', '=', principal.tenantId)
            .where('id', '=', responseId)
            .executeTakeFirst();
          const visible =
            response &&
            inScope(effectiveFilter(principal, principal.tenant.trees, {}), {
              criticalMoment: response.critical_moment_id,
              geography: response.geo_location_id,
              logical: response.logical_location_id,
            });
          if (!response || !visible) throw badRequest(`body.responseId: no existe la respuesta ${responseId}.`);
          criticalMomentId ??= response.critical_moment_id;
          geoLocationId ??= response.geo_location_id;
        }
        if (criticalMomentId === undefined) throw badRequest('body: falta "criticalMomentId" (o "responseId").');
        if (geoLocationId === undefined) throw badRequest('body: falta "geoLocationId" (o "responseId").');
        checkPlacement(principal, criticalMomentId, geoLocationId);
        const state = initialAlertState(body.status, now);
        const id = await nextId(trx, principal.tenantId, 'alerts');
        const row = {
          tenant_id: principal.tenantId,
          id,
          response_id: responseId,
          critical_moment_id: criticalMomentId,
          geo_location_id: geoLocationId,
          type: body.type,
          status: state.status,
          created_at: createdAt,
          first_response_at: state.firstResponseAt,
          closed_at: state.closedAt,
          description: body.description ?? '',
        };
        await trx.insertInto('alerts').values(row).execute();
        await moveAlertDaily(trx, null, counted(row), principal.tenant.tenant.value.timezone);
        const created = await findAlert(trx, principal, id);
        if (!created) throw new Error(`alert ${id} not readable after insert`);
        return formatAlert(created, principal);
      });
      return reply.status(201).send(record);
    },
  );

  typed.put(
    '/api/voc/alerts/:id',
    {
      config: gated((principal) =>
        ensure(
          canUpdateAlerts(principal),
          'Actualizar alertas requiere la acción "update" de alertas o el rol ROLE_ALERT_ADMIN.',
        ),
      ),
      schema: {
        tags: ['alerts'],
        summary: 'Update an alert: status, type, moment, geography, date, description',
        security,
        params: idParamsSchema,
        body: updateBodySchema,
        response: { 200: alertRecordSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const body = request.body;
      const createdAt = parseInstant('createdAt', body.createdAt);
      const now = deps.now();
      return db.transaction().execute(async (trx) => {
        const before = await loadOrFail(trx, principal, request.params.id, true);
        let state = { status: before.status, firstResponseAt: before.first_response_at, closedAt: before.closed_at };
        if (body.status !== undefined) {
          const moved = moveAlert(state, body.status, now);
          if (!moved) {
            const allowed = ALERT_TRANSITIONS[before.status].join(', ');
            throw new HttpError(
              409,
              `body.status: una alerta ${before.status} no puede pasar a ${body.status} (permitido: ${allowed}).`,
              'error.alert.transition',
            );
          }
          state = moved;
        }
        const after = {
          ...before,
          type: body.type ?? before.type,
          critical_moment_id: body.criticalMomentId ?? before.critical_moment_id,
          geo_location_id: body.geoLocationId ?? before.geo_location_id,
          created_at: createdAt ?? before.created_at,
          description: body.description ?? before.description,
          status: state.status,
          first_response_at: state.firstResponseAt,
          closed_at: state.closedAt,
        };
        if (body.criticalMomentId !== undefined || body.geoLocationId !== undefined) {
          checkPlacement(principal, after.critical_moment_id, after.geo_location_id);
        }
        await trx
          .updateTable('alerts')
          .set({
            type: after.type,
            status: after.status,
            critical_moment_id: after.critical_moment_id,
            geo_location_id: after.geo_location_id,
            created_at: after.created_at,
            first_response_at: after.first_response_at,
            closed_at: after.closed_at,
            description: after.description,
          })
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', before.id)
          .execute();
        await moveAlertDaily(trx, counted(before), counted(after), principal.tenant.tenant.value.timezone);
        return formatAlert(after, principal);
      });
    },
  );

  typed.delete(
    '/api/voc/alerts/:id',
    {
      config: gated((principal) =>
        ensure(
          principal.authorities.includes('ROLE_ADMIN') || principal.authorities.includes('ROLE_ROOT'),
          'Eliminar alertas requiere el rol de administrador.',
        ),
      ),
      schema: {
        tags: ['alerts'],
        summary: 'Delete an alert with its comments and evidence (admin)',
        security,
        params: idParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await db.transaction().execute(async (trx) => {
        const before = await loadOrFail(trx, principal, request.params.id, true);
        const key = (table: 'alert_comments' | 'alert_evidence') =>
          trx.deleteFrom(table).where('tenant_id', '=', principal.tenantId).where('alert_id', '=', before.id);
        await key('alert_comments').execute();
        await key('alert_evidence').execute();
        await trx
          .deleteFrom('alerts')
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', before.id)
          .execute();
        await moveAlertDaily(trx, counted(before), null, principal.tenant.tenant.value.timezone);
      });
      return reply.status(204).send();
    },
  );

  typed.get(
    '/api/voc/alerts/:id/comments',
    {
      config: gated(readAlerts),
      schema: {
        tags: ['alerts'],
        summary: 'Comments of one alert, oldest first',
        security,
        params: idParamsSchema,
        response: { 200: { type: 'array', items: commentSchema } },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const alert = await loadOrFail(db, principal, request.params.id);
      const rows = await db
        .selectFrom('alert_comments')
        .selectAll()
        .where('tenant_id', '=', principal.tenantId)
        .where('alert_id', '=', alert.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((c) => ({
        id: c.id,
        alertId: c.alert_id,
        author: c.author,
        text: c.text,
        createdAt: isoInstant(c.created_at),
      }));
    },
  );

  typed.post(
    '/api/voc/alerts/:id/comments',
    {
      config: gated((principal) =>
        ensure(canUseAlertAction(principal, 'addComment'), 'Comentar alertas requiere la acción "addComment".'),
      ),
      schema: {
        tags: ['alerts'],
        summary: 'Comment on an alert (the addComment action)',
        security,
        params: idParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          properties: { text: { type: 'string', minLength: 1, maxLength: 4000, pattern: SAFE_TEXT_PATTERN } },
        },
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const text = request.body.text.trim();
      if (text === '') throw badRequest('body.text: el comentario está vacío.');
      const author = `${principal.firstName} ${principal.lastName}`.trim() || principal.email;
      const createdAt = deps.now();
      const comment = await db.transaction().execute(async (trx) => {
        const alert = await loadOrFail(trx, principal, request.params.id);
        const id = await nextId(trx, principal.tenantId, 'alert_comments');
        await trx
          .insertInto('alert_comments')
          .values({
            tenant_id: principal.tenantId,
            id,
            alert_id: alert.id,
            author,
            text,
            created_at: timestampValue(createdAt),
          })
          .execute();
        return { id, alertId: alert.id, author, text, createdAt: createdAt.toISOString() };
      });
      return reply.status(201).send(comment);
    },
  );

  registerAlertEvidence(app, deps, gated);
}
