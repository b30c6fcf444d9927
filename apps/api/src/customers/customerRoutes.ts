import type { Tenant } from '@voz/schema';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { sql, type RawBuilder } from 'kysely';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import {
  LIST_HEADERS,
  PAGING_PROPERTIES,
  countRows,
  readList,
  setListHeaders,
  sortedPage,
  type ListRequest,
  type PagingInput,
} from '../http/list-query.js';
import { mayUse, principalOf, authenticateRoutes, type Gate, type Principal } from '../http/principal.js';
import {
  DATE_PROPERTIES,
  ID_LIST_SCHEMA,
  dayBounds,
  effectiveFilter,
  idCondition,
  likePattern,
  readDateRange,
  type DateParams,
} from '../http/list-filters.js';
import { NOTIFICATION_STATUSES } from '../db/rows.js';
import { customerDb } from './customer-tables.js';
import { metadataNames } from './metadata-names.js';
import { CALL_QUERY_PROPERTIES, TEXT_FILTER_PROPERTIES, tenantPageSize } from './request-params.js';

// The lcm client lists (platform-core §3, §7, §9; docs/routing.md): client accounts, messages,
// notifications, the surveys of a notification or of a client account, and the registered-survey
// counts of dashboard/resume and dashboard/status. Every query filters on the caller's tenant and
// is intersected with the caller's scope on the dimensions its rows carry (geography; critical
// moment for notifications and surveys; logical location for surveys). A row outside the tenant
// or the scope answers 404. Lists answer a JSON array with X-Total-Count, X-Page and X-Size.

const security = [{ bearer: [] }];
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;
const errorResponse = {
  type: 'object',
  properties: { status: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } },
} as const;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

const accountItem = {
  type: 'object',
  required: ['id', 'customerCode', 'name', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    customerCode: { type: 'string' },
    name: { type: 'string' },
    email: nullableString,
    phone: nullableString,
    segment: nullableString,
    geoLocationId: nullableInteger,
    geoLocationDescription: nullableString,
    createdAt: dateTime,
  },
} as const;

const messageItem = {
  type: 'object',
  required: ['id', 'customerCode', 'channel', 'subject', 'body', 'status', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    customerCode: { type: 'string' },
    channel: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    status: { type: 'string' },
    createdAt: dateTime,
    readAt: { type: ['string', 'null'], format: 'date-time' },
    geoLocationId: nullableInteger,
    geoLocationDescription: nullableString,
  },
} as const;

const notificationItem = {
  type: 'object',
  required: ['id', 'workflowName', 'status', 'customerCode', 'criticalMomentId', 'geoLocationId', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    workflowName: { type: 'string' },
    status: { type: 'string' },
    customerCode: { type: 'string' },
    criticalMomentId: { type: 'integer' },
    criticalMomentDescription: nullableString,
    geoLocationId: { type: 'integer' },
    geoLocationDescription: nullableString,
    createdAt: dateTime,
  },
} as const;

const surveyItem = {
  type: 'object',
  required: ['id', 'status', 'customerCode', 'criticalMomentId', 'geoLocationId', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string' },
    customerCode: { type: 'string' },
    customerName: { type: 'string' },
    customerLastname: { type: 'string' },
    criticalMomentId: { type: 'integer' },
    criticalMomentDescription: nullableString,
    geoLocationId: { type: 'integer' },
    geoLocationDescription: nullableString,
    channelId: nullableInteger,
    clientMode: { type: 'string' },
    createdAt: dateTime,
  },
} as const;

const resumeCounts = {
  type: 'object',
  required: ['notifications', 'registered', 'sent', 'error', 'opened', 'clicked', 'answered', 'queued', 'processed'],
  properties: Object.fromEntries(
    ['notifications', ...NOTIFICATION_STATUSES].map((k) => [k, { type: 'integer', minimum: 0 }]),
  ),
} as const;

const listResponse = (item: object): object => ({
  200: { type: 'array', items: item, headers: LIST_HEADERS },
  ...errors,
});

/** The query of a list: paging (http/list-query.ts), text filter, dates and the list's own filters. */
const listQuery = <const Extra extends Readonly<Record<string, JSONSchema>>>(extra: Extra) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { ...PAGING_PROPERTIES, ...TEXT_FILTER_PROPERTIES, ...DATE_PROPERTIES, ...extra },
  }) as const;

/** Registered-survey counts: every notification, then one count per status. */
export type ResumeCounts = Record<'notifications' | (typeof NOTIFICATION_STATUSES)[number], number>;

function and(...conditions: (RawBuilder<boolean> | null | undefined)[]): RawBuilder<boolean> {
  const present = conditions.filter((c): c is RawBuilder<boolean> => !!c);
  return present.length ? sql<boolean>`(${sql.join(present, sql` and `)})` : sql<boolean>`true`;
}

/**
 * The rows created within the request's date range, read under the tenant's naming
 * (http/list-filters.ts): instants of the tenant's zone, the end exclusive.
 */
function createdWithin(q: DateParams, tenant: Tenant, column = 'created_at'): RawBuilder<boolean> | null {
  const bounds = dayBounds(readDateRange(q, 'querystring', { accept: 'tenant', tenant }), tenant.timezone);
  return and(
    bounds.start ? sql<boolean>`${sql.ref(column)} >= ${bounds.start}` : null,
    bounds.end ? sql<boolean>`${sql.ref(column)} < ${bounds.end}` : null,
  );
}

function textFilter(text: string | undefined, columns: readonly string[]): RawBuilder<boolean> | null {
  if (text === undefined || text.trim() === '') return null;
  const pattern = likePattern(text.trim());
  return sql<boolean>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ilike ${pattern}`),
    sql` or `,
  )})`;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** Whether the principal may read the client lists (client accounts, messages). */
function requireClientAccounts(principal: Principal): void {
  if (!mayUse(principal, 'client-accounts')) throw forbidden('No tiene acceso a las cuentas de clientes.');
}

/** Notifications also feed the notifications drawer, which every user of a tenant with notifications sees. */
function requireNotifications(principal: Principal): void {
  const features = principal.tenant.tenant.value.features ?? [];
  if (!mayUse(principal, 'client-accounts') && !features.includes('notifications')) {
    throw forbidden('No tiene acceso a las notificaciones.');
  }
}

/** Validates a workflow name against the tenant's critical moments (400 naming it otherwise). */
function checkWorkflow(principal: Principal, workflowName: string | undefined): void {
  if (workflowName === undefined) return;
  const known = metadataNames(principal.tenant.metadata.value).workflows;
  if (!known.includes(workflowName)) {
    throw badRequest(
      `querystring.workflowName: "${workflowName}" no es un flujo de este cliente (${known.join(', ') || 'no tiene flujos'}).`,
    );
  }
}

/**
 * The page and sort a list request asks for, and the tenant: the tenant's list size, newest first
 * when it names no sort, a bare field ascending (the lcm lists' documented default).
 */
function listWindow(
  principal: Principal,
  q: PagingInput,
  sortable: Readonly<Record<string, string>>,
): { tenant: Tenant; page: ListRequest } {
  const tenant = principal.tenant.tenant.value;
  const rules = { columns: sortable, defaultDirection: 'asc', defaultSort: ['createdAt,desc'] } as const;
  return { tenant, page: readList(q, rules, { defaultSize: tenantPageSize(tenant) }) };
}

/** The lcm client lists and the registered-survey counts (resume, status). */
export function customerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = customerDb(deps.db);
  // A route's section right, if it has one, goes with the token, before the query is read: a
  // caller without it gets 403 whatever it sends. Workflow names and scope are the handlers'.
  authenticateRoutes(app, deps.principals);
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();
  const options = <Schema extends FastifySchema>(tag: string, summary: string, schema: Schema, gate?: Gate) => ({
    config: { gate },
    schema: { tags: [tag], summary, security, ...schema },
  });

  typed.get(
    '/api/lcm/accounts',
    options(
      'lcm: clientes',
      'Cuentas de clientes, una página (filtro por nombre, correo, código, teléfono o segmento)',
      {
        querystring: listQuery({ geoLocationInclude: ID_LIST_SCHEMA, segment: { type: 'string', maxLength: 100 } }),
        response: listResponse(accountItem),
      },
      requireClientAccounts,
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const q = request.query;
      const { tenant, page } = listWindow(principal, q, {
        id: 'id',
        customerCode: 'customer_code',
        name: 'name',
        email: 'email',
        segment: 'segment',
        createdAt: 'created_at',
      });
      const scope = effectiveFilter(principal, principal.tenant.trees, { geographies: q.geoLocationInclude ?? [] });
      const where = and(
        sql<boolean>`tenant_id = ${principal.tenantId}`,
        idCondition('geo_location_id', scope.geographies),
        createdWithin(q, tenant),
        q.segment !== undefined ? sql<boolean>`segment = ${q.segment}` : null,
        textFilter(q.filter, ['name', 'email', 'customer_code', 'phone', 'segment']),
      );
      const base = db.selectFrom('client_accounts').where(where);
      const total = await countRows(base);
      const rows = await sortedPage(base.selectAll(), page.sort, page).execute();
      const geos = metadataNames(principal.tenant.metadata.value).geographies;
      setListHeaders(reply, total, page);
      return rows.map((r) => ({
        id: r.id,
        customerCode: r.customer_code,
        name: r.name,
        email: r.email,
        phone: r.phone,
        segment: r.segment,
        geoLocationId: r.geo_location_id,
        geoLocationDescription: r.geo_location_id === null ? null : (geos.get(r.geo_location_id) ?? null),
        createdAt: r.created_at.toISOString(),
      }));
    },
  );

  type MessageRecord = Awaited<ReturnType<typeof messagesQuery>>[number];
  const messagesQuery = (where: RawBuilder<boolean>) => db.selectFrom('messages').where(where).selectAll().execute();
  const messageOut = (principal: Principal, r: MessageRecord): Record<string, unknown> => ({
    id: r.id,
    customerCode: r.customer_code,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    readAt: iso(r.read_at),
    geoLocationId: r.geo_location_id,
    geoLocationDescription:
      r.geo_location_id === null
        ? null
        : (metadataNames(principal.tenant.metadata.value).geographies.get(r.geo_location_id) ?? null),
  });

  typed.get(
    '/api/lcm/messages',
    options(
      'lcm: clientes',
      'Mensajes enviados a los clientes, una página',
      {
        querystring: listQuery({
          geoLocationInclude: ID_LIST_SCHEMA,
          status: { type: 'string', enum: ['sent', 'delivered', 'read', 'error'] },
          channel: { type: 'string', enum: ['EMAIL', 'SMS', 'WHATSAPP'] },
          customerCode: { type: 'string', minLength: 1, maxLength: 64 },
        }),
        response: listResponse(messageItem),
      },
      requireClientAccounts,
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const q = request.query;
      const { tenant, page } = listWindow(principal, q, {
        id: 'id',
        customerCode: 'customer_code',
        channel: 'channel',
        subject: 'subject',
        status: 'status',
        createdAt: 'created_at',
        readAt: 'read_at',
      });
      const scope = effectiveFilter(principal, principal.tenant.trees, { geographies: q.geoLocationInclude ?? [] });
      const where = and(
        sql<boolean>`tenant_id = ${principal.tenantId}`,
        idCondition('geo_location_id', scope.geographies),
        createdWithin(q, tenant),
        q.status !== undefined ? sql<boolean>`status = ${q.status}` : null,
        q.channel !== undefined ? sql<boolean>`channel = ${q.channel}` : null,
        q.customerCode !== undefined ? sql<boolean>`customer_code = ${q.customerCode}` : null,
        textFilter(q.filter, ['subject', 'body', 'customer_code']),
      );
      const base = db.selectFrom('messages').where(where);
      const total = await countRows(base);
      // Unread messages have no read_at: they go last whichever way read_at is sorted.
      const rows = await sortedPage(base.selectAll(), page.sort, page, { nullsLast: true }).execute();
      setListHeaders(reply, total, page);
      return rows.map((r) => messageOut(principal, r));
    },
  );

  typed.get(
    '/api/lcm/messages/:id',
    options(
      'lcm: clientes',
      'Un mensaje enviado a un cliente',
      {
        params: idParams,
        response: { 200: messageItem, ...errors },
      },
      requireClientAccounts,
    ),
    async (request) => {
      const principal = principalOf(request);
      const scope = effectiveFilter(principal, principal.tenant.trees, {});
      const [row] = await messagesQuery(
        and(
          sql<boolean>`tenant_id = ${principal.tenantId}`,
          sql<boolean>`id = ${request.params.id}`,
          idCondition('geo_location_id', scope.geographies),
        ),
      );
      if (!row) throw notFound(`No existe el mensaje ${request.params.id}.`);
      return messageOut(principal, row);
    },
  );

  type NotificationRecord = Awaited<ReturnType<typeof notificationById>>;
  const notificationById = (principal: Principal, id: number) => {
    const scope = effectiveFilter(principal, principal.tenant.trees, {});
    return db
      .selectFrom('notifications')
      .selectAll()
      .where(
        and(
          sql<boolean>`tenant_id = ${principal.tenantId}`,
          sql<boolean>`id = ${id}`,
          idCondition('critical_moment_id', scope.criticalMoments),
          idCondition('geo_location_id', scope.geographies),
        ),
      )
      .executeTakeFirst();
  };
  const notificationOut = (principal: Principal, r: NonNullable<NotificationRecord>): Record<string, unknown> => {
    const names = metadataNames(principal.tenant.metadata.value);
    return {
      id: r.id,
      workflowName: r.workflow_name,
      status: r.status,
      customerCode: r.customer_code,
      criticalMomentId: r.critical_moment_id,
      criticalMomentDescription: names.criticalMoments.get(r.critical_moment_id) ?? null,
      geoLocationId: r.geo_location_id,
      geoLocationDescription: names.geographies.get(r.geo_location_id) ?? null,
      createdAt: r.created_at.toISOString(),
    };
  };

  typed.get(
    '/api/lcm/notifications',
    options(
      'lcm: clientes',
      'Notificaciones (encuestas registradas) enviadas a los clientes, una página',
      {
        querystring: listQuery({
          geoLocationInclude: ID_LIST_SCHEMA,
          criticalMomentInclude: ID_LIST_SCHEMA,
          workflowName: { type: 'string', minLength: 1, maxLength: 64 },
          status: { type: 'string', enum: [...NOTIFICATION_STATUSES] },
          customerCode: { type: 'string', minLength: 1, maxLength: 64 },
        }),
        response: listResponse(notificationItem),
      },
      requireNotifications,
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const q = request.query;
      checkWorkflow(principal, q.workflowName);
      const { tenant, page } = listWindow(principal, q, {
        id: 'id',
        workflowName: 'workflow_name',
        status: 'status',
        customerCode: 'customer_code',
        createdAt: 'created_at',
      });
      const scope = effectiveFilter(principal, principal.tenant.trees, {
        geographies: q.geoLocationInclude ?? [],
        criticalMoments: q.criticalMomentInclude ?? [],
      });
      const where = and(
        sql<boolean>`tenant_id = ${principal.tenantId}`,
        idCondition('critical_moment_id', scope.criticalMoments),
        idCondition('geo_location_id', scope.geographies),
        createdWithin(q, tenant),
        q.workflowName !== undefined ? sql<boolean>`workflow_name = ${q.workflowName}` : null,
        q.status !== undefined ? sql<boolean>`status = ${q.status}` : null,
        q.customerCode !== undefined ? sql<boolean>`customer_code = ${q.customerCode}` : null,
        textFilter(q.filter, ['customer_code', 'workflow_name', 'status']),
      );
      const base = db.selectFrom('notifications').where(where);
      const total = await countRows(base);
      const rows = await sortedPage(base.selectAll(), page.sort, page).execute();
      setListHeaders(reply, total, page);
      return rows.map((r) => notificationOut(principal, r));
    },
  );

  typed.get(
    '/api/lcm/notifications/:id',
    options(
      'lcm: clientes',
      'Una notificación (encuesta registrada)',
      {
        params: idParams,
        response: { 200: notificationItem, ...errors },
      },
      requireNotifications,
    ),
    async (request) => {
      const principal = principalOf(request);
      const row = await notificationById(principal, request.params.id);
      if (!row) throw notFound(`No existe la notificación ${request.params.id}.`);
      return notificationOut(principal, row);
    },
  );

  const surveyStatus = { type: 'string', enum: ['ANSWERED', 'NOT_ANSWERED', 'INVALID', 'IN_PROGRESS'] } as const;
  const surveysQuery = listQuery({ status: surveyStatus });

  /** One page of survey responses matching `match` within the caller's scope. */
  const surveysPage = async (
    principal: Principal,
    q: FromSchema<typeof surveysQuery>,
    match: RawBuilder<boolean>,
    reply: FastifyReply,
  ): Promise<Record<string, unknown>[]> => {
    const { tenant, page } = listWindow(principal, q, {
      id: 'id',
      status: 'status',
      customerCode: 'customer_code',
      createdAt: 'created_at',
    });
    const scope = effectiveFilter(principal, principal.tenant.trees, {});
    const where = and(
      sql<boolean>`tenant_id = ${principal.tenantId}`,
      match,
      idCondition('critical_moment_id', scope.criticalMoments),
      idCondition('geo_location_id', scope.geographies),
      idCondition('logical_location_id', scope.logicals),
      createdWithin(q, tenant),
      q.status !== undefined ? sql<boolean>`status = ${q.status}` : null,
      textFilter(q.filter, ['customer_name', 'customer_lastname', 'customer_code', 'status']),
    );
    const base = db.selectFrom('survey_responses').where(where);
    const total = await countRows(base);
    const columns = base.select([
      'id',
      'status',
      'customer_code',
      'customer_name',
      'customer_lastname',
      'critical_moment_id',
      'geo_location_id',
      'channel_id',
      'client_mode',
      'created_at',
    ]);
    const rows = await sortedPage(columns, page.sort, page).execute();
    setListHeaders(reply, total, page);
    const names = metadataNames(principal.tenant.metadata.value);
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      customerCode: r.customer_code,
      customerName: r.customer_name,
      customerLastname: r.customer_lastname,
      criticalMomentId: r.critical_moment_id,
      criticalMomentDescription: names.criticalMoments.get(r.critical_moment_id) ?? null,
      geoLocationId: r.geo_location_id,
      geoLocationDescription: names.geographies.get(r.geo_location_id) ?? null,
      channelId: r.channel_id,
      clientMode: r.client_mode,
      createdAt: r.created_at.toISOString(),
    }));
  };

  typed.get(
    '/api/lcm/notifications/:id/surveys',
    options(
      'lcm: clientes',
      'Encuestas de una notificación (respuestas del mismo cliente y momento crítico) con su estado, una página',
      { params: idParams, querystring: surveysQuery, response: listResponse(surveyItem) },
      requireNotifications,
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const notification = await notificationById(principal, request.params.id);
      if (!notification) throw notFound(`No existe la notificación ${request.params.id}.`);
      return surveysPage(
        principal,
        request.query,
        and(
          sql<boolean>`customer_code = ${notification.customer_code}`,
          sql<boolean>`critical_moment_id = ${notification.critical_moment_id}`,
        ),
        reply,
      );
    },
  );

  typed.get(
    '/api/lcm/notifications/by-account/:customerCode',
    options(
      'lcm: clientes',
      'Encuestas de una cuenta de cliente (por su código) con su estado, una página',
      {
        params: {
          type: 'object',
          required: ['customerCode'],
          additionalProperties: false,
          properties: { customerCode: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' } },
        } as const,
        querystring: surveysQuery,
        response: listResponse(surveyItem),
      },
      requireClientAccounts,
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const scope = effectiveFilter(principal, principal.tenant.trees, {});
      const account = await db
        .selectFrom('client_accounts')
        .select('id')
        .where(
          and(
            sql<boolean>`tenant_id = ${principal.tenantId}`,
            sql<boolean>`customer_code = ${request.params.customerCode}`,
            idCondition('geo_location_id', scope.geographies),
          ),
        )
        .executeTakeFirst();
      if (!account) throw notFound(`No existe la cuenta de cliente ${request.params.customerCode}.`);
      return surveysPage(principal, request.query, sql<boolean>`customer_code = ${request.params.customerCode}`, reply);
    },
  );

  // A widget reaches resume and status through an indicator request, which may carry any call
  // parameter (docs/routing.md); those the counts cannot use (logicals, channels...) are ignored.
  const resumeQuery = { type: 'object', additionalProperties: false, properties: CALL_QUERY_PROPERTIES } as const;
  const statusQuery = { ...resumeQuery, required: ['workflowName'] } as const;
  const resumeResponse = {
    200: {
      type: 'object',
      required: ['workflowName', 'resume'],
      properties: { workflowName: nullableString, resume: resumeCounts },
    },
    ...errors,
  };

  const resume = async (principal: Principal, q: FromSchema<typeof resumeQuery>): Promise<ResumeCounts> => {
    checkWorkflow(principal, q.workflowName);
    const tenant = principal.tenant.tenant.value;
    const scope = effectiveFilter(principal, principal.tenant.trees, {
      criticalMoments: q.criticalMomentInclude ?? [],
      geographies: q.geoLocationInclude ?? [],
    });
    const rows = await db
      .selectFrom('notifications')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        and(
          sql<boolean>`tenant_id = ${principal.tenantId}`,
          q.workflowName !== undefined ? sql<boolean>`workflow_name = ${q.workflowName}` : null,
          idCondition('critical_moment_id', scope.criticalMoments),
          idCondition('geo_location_id', scope.geographies),
          createdWithin(q, tenant),
        ),
      )
      .groupBy('status')
      .execute();
    const counts = Object.fromEntries(['notifications', ...NOTIFICATION_STATUSES].map((k) => [k, 0])) as ResumeCounts;
    for (const row of rows) {
      const n = Number(row.n);
      counts.notifications += n;
      if ((NOTIFICATION_STATUSES as readonly string[]).includes(row.status)) {
        counts[row.status as (typeof NOTIFICATION_STATUSES)[number]] += n;
      }
    }
    return counts;
  };

  typed.get(
    '/api/lcm/dashboard/resume',
    options(
      'lcm: dashboard',
      'Encuestas registradas de un flujo en el rango de fechas: total (notifications) y por estado (sent, error, opened, clicked, answered, queued, processed)',
      { querystring: resumeQuery, response: resumeResponse },
    ),
    async (request) => {
      const principal = principalOf(request);
      return { workflowName: request.query.workflowName ?? null, resume: await resume(principal, request.query) };
    },
  );

  typed.get(
    '/api/lcm/dashboard/status',
    options('lcm: dashboard', 'Estado de un flujo (venta, postventa...): los mismos conteos bajo resume', {
      querystring: statusQuery,
      response: resumeResponse,
    }),
    async (request) => {
      const principal = principalOf(request);
      return { workflowName: request.query.workflowName ?? null, resume: await resume(principal, request.query) };
    },
  );
}
