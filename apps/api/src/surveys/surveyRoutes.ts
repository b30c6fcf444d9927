import { dataQualityFromCounts, responsePercentage } from '@voz/core';
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { principalOf, authenticateRoutes, type Principal } from '../http/principal.js';
import { LIST_HEADERS, PAGING_PROPERTIES, sendList, type PagingInput } from '../http/list-query.js';
import {
  RESPONSE_VALUES_SCHEMA,
  SAFE_TEXT_PATTERN,
  dateConditions,
  effectiveFilter,
  likePattern,
} from '../http/list-filters.js';
import { formatSurveyResponse, type SurveyResponseSource } from './formatSurveyResponse.js';
import {
  FILTER_PROPERTIES,
  SEARCH_PROPERTIES,
  idParamsSchema,
  inScope,
  listCondition,
  readFilters,
  readPage,
  responseValueConditions,
  scopeConditions,
  whereAll,
  type ListFilters,
} from './list-query.js';
import { metadataNames } from './metadataNames.js';

// Survey responses on voc (platform-core §3, §7): the paged list (GET with the filters in the
// query, POST filter with them in a body and the bus tenant's trip context), one response, and the
// counts by status behind the data-quality and response-rate gauges. Survey responses feed the
// dashboards every signed-in user sees, so they need no profile section: what a caller reads is
// bounded by the tenant of the token and the caller's data scope, on every query.

/** Statuses of a survey response (platform-core §4). */
export const RESPONSE_STATUSES = ['ANSWERED', 'NOT_ANSWERED', 'INVALID', 'IN_PROGRESS'] as const;
type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** Spanish labels of the statuses (groupName of the values rows). */
const STATUS_LABELS: Readonly<Record<ResponseStatus, string>> = {
  ANSWERED: 'Respondidas',
  NOT_ANSWERED: 'No respondidas',
  INVALID: 'Inválidas',
  IN_PROGRESS: 'En progreso',
};

/** The trip fields of the bus tenant's responses (survey_responses.context), filterable by exact value. */
export const CONTEXT_FIELDS = [
  'fFechaViaje',
  'sOrigen',
  'sDestino',
  'nAutobus',
  'sNomOperador1',
  'nOperacion',
] as const;

const SORTABLE = {
  createdAt: 'r.created_at',
  id: 'r.id',
  status: 'r.status',
  customerName: 'r.customer_name',
  customerLastname: 'r.customer_lastname',
  customerCode: 'r.customer_code',
  criticalMomentId: 'r.critical_moment_id',
  geoLocationId: 'r.geo_location_id',
  clientMode: 'r.client_mode',
} as const;

const statusListSchema = {
  type: 'array',
  maxItems: 4,
  items: { type: 'string', enum: [...RESPONSE_STATUSES] },
} as const;

// Numbers (nAutobus, nOperacion) are coerced to text, which is how they are compared.
const contextValueSchema = {
  type: 'array',
  maxItems: 100,
  items: { type: 'string', maxLength: 200, pattern: SAFE_TEXT_PATTERN },
} as const;

const contextSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Trip fields of the response context; each matches one of the values given (a value or a list).',
  properties: Object.fromEntries(CONTEXT_FIELDS.map((f) => [f, contextValueSchema])),
} as const;

// Sent by indicator calls built from the portal's filter state (docs/routing.md); a count or list
// of survey responses does not depend on alert filters, so they are accepted and ignored.
const IGNORED_ALERT_FILTERS = {
  alertStatusInclude: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 32 } },
  alertTypeInclude: { type: 'array', maxItems: 4, items: { type: 'string', maxLength: 32 } },
} as const;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...PAGING_PROPERTIES,
    ...FILTER_PROPERTIES,
    ...SEARCH_PROPERTIES,
    ...IGNORED_ALERT_FILTERS,
    status: statusListSchema,
    responseValues: { type: 'string', maxLength: 20_000, description: 'JSON object: question id -> answers.' },
  },
} as const;

const filterBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...PAGING_PROPERTIES,
    ...FILTER_PROPERTIES,
    ...SEARCH_PROPERTIES,
    ...IGNORED_ALERT_FILTERS,
    status: statusListSchema,
    responseValues: RESPONSE_VALUES_SCHEMA,
    context: contextSchema,
  },
} as const;

const pagingQuerySchema = { type: 'object', additionalProperties: false, properties: PAGING_PROPERTIES } as const;

const valuesBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...FILTER_PROPERTIES,
    ...IGNORED_ALERT_FILTERS,
    status: statusListSchema,
    responseValues: RESPONSE_VALUES_SCHEMA,
    context: contextSchema,
    groupBy: {
      type: 'array',
      maxItems: 1,
      items: { type: 'string', enum: ['status'] },
      description: 'Only status: the answer is grouped by status.',
    },
    // Sent by indicator calls (docs/routing.md); they do not change a count by status.
    keyExtract: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } },
    limit: { type: 'integer', minimum: 1, maximum: 10_000 },
    sort: { type: 'string', maxLength: 64 },
    featureInclude: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } },
    featureExclude: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } },
  },
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

const questionResponseSchema = {
  type: 'object',
  required: [
    'questionId',
    'questionName',
    'questionText',
    'questionType',
    'numberAnswer',
    'decimalAnswer',
    'commentAnswer',
    'textAnswer',
    'answerFormated',
  ],
  properties: {
    questionId: { type: 'integer' },
    questionName: { type: 'string' },
    questionText: { type: 'string' },
    questionType: { type: 'string', enum: ['NUMBER', 'DECIMAL', 'COMMENT', 'CHOICE', 'TEXT', 'CALCULATED'] },
    numberAnswer: nullableNumber,
    decimalAnswer: nullableNumber,
    commentAnswer: nullableString,
    textAnswer: nullableString,
    answerFormated: { type: 'string' },
  },
} as const;

const recordProperties = {
  id: { type: 'integer' },
  status: { type: 'string', enum: [...RESPONSE_STATUSES] },
  customerName: { type: 'string' },
  customerLastname: { type: 'string' },
  customerCode: { type: 'string' },
  criticalMomentId: { type: 'integer' },
  criticalMomentDescription: { type: 'string' },
  geoLocationId: { type: 'integer' },
  geoLocationDescription: { type: 'string' },
  logicalLocationId: { type: 'integer' },
  logicalLocationDescription: { type: 'string' },
  channelId: nullableInteger,
  channelDescription: nullableString,
  clusterId: nullableInteger,
  createdAt: { type: 'string', format: 'date-time' },
  clientMode: { type: 'string' },
  advisor: nullableString,
  humanSurvey: { type: 'object', additionalProperties: { type: 'string' } },
  responseValues: { type: 'object', additionalProperties: true },
  surveyResponseContext: {
    type: 'object',
    required: ['surveyOperation'],
    properties: { surveyOperation: { type: ['object', 'null'], additionalProperties: true } },
  },
} as const;

const recordRequired = [
  'id',
  'status',
  'customerName',
  'customerLastname',
  'customerCode',
  'criticalMomentId',
  'criticalMomentDescription',
  'geoLocationId',
  'geoLocationDescription',
  'createdAt',
  'clientMode',
  'humanSurvey',
  'responseValues',
  'surveyResponseContext',
];

const summarySchema = { type: 'object', required: recordRequired, properties: recordProperties } as const;

const detailSchema = {
  type: 'object',
  required: [...recordRequired, 'questionResponses'],
  properties: { ...recordProperties, questionResponses: { type: 'array', items: questionResponseSchema } },
} as const;

const listResponse = {
  200: {
    description: 'One page of responses; the total in X-Total-Count.',
    headers: LIST_HEADERS,
    type: 'array',
    items: summarySchema,
  },
} as const;

const valuesRowSchema = {
  type: 'object',
  required: [
    'group',
    'groupId',
    'groupName',
    'count',
    'value',
    'answeredCount',
    'inProgressCount',
    'notHandledCount',
    'invalidCount',
    'total',
    'handledPerc',
    'validPerc',
  ],
  properties: {
    group: { type: 'string' },
    groupId: { type: 'string' },
    groupName: { type: 'string' },
    count: { type: 'integer' },
    value: { type: 'integer' },
    answeredCount: { type: 'integer' },
    inProgressCount: { type: 'integer' },
    notHandledCount: { type: 'integer' },
    invalidCount: { type: 'integer' },
    total: { type: 'integer' },
    handledPerc: nullableNumber,
    validPerc: { type: 'number' },
  },
} as const;

const security = [{ bearer: [] }];

/** What a survey-response query reads besides the shared filters. */
interface ResponseQuery {
  filters: ListFilters;
  statuses: readonly string[];
  /** Trip field -> accepted values (a field left out does not filter). */
  context: Readonly<Record<string, readonly string[] | undefined>>;
}

/** The WHERE conditions of a survey-response query: tenant, scope, filters (incl. bus context). */
function responseConditions(principal: Principal, query: ResponseQuery): Expression<SqlBool>[] {
  const { filters } = query;
  const trees = principal.tenant.trees;
  const effective = effectiveFilter(principal, trees, {
    criticalMoments: filters.criticalMoments,
    geographies: filters.geographies,
    logicals: filters.logicals,
  });
  const conditions: (Expression<SqlBool> | undefined)[] = [
    sql<SqlBool>`r.tenant_id = ${principal.tenantId}`,
    ...scopeConditions(effective, {
      criticalMoment: 'r.critical_moment_id',
      geography: 'r.geo_location_id',
      logical: 'r.logical_location_id',
    }),
    ...dateConditions('r.created_at', filters, principal.tenant.tenant.value.timezone),
    listCondition('r.channel_id', filters.channels),
    listCondition('r.cluster_id', filters.clusters),
    listCondition('r.status', query.statuses),
    ...responseValueConditions('r.answers', filters.responseValues),
  ];
  if (filters.criticalMomentExclude.length > 0) {
    const excluded = [...trees.criticalMoments.expand(filters.criticalMomentExclude)];
    if (excluded.length > 0) conditions.push(sql<SqlBool>`r.critical_moment_id NOT IN (${sql.join(excluded)})`);
  }
  if (filters.search !== undefined) {
    const pattern = likePattern(filters.search);
    conditions.push(sql<SqlBool>`(r.customer_name ILIKE ${pattern} OR r.customer_lastname ILIKE ${pattern}
      OR (r.customer_name || ' ' || r.customer_lastname) ILIKE ${pattern} OR r.customer_code ILIKE ${pattern})`);
  }
  for (const [field, values] of Object.entries(query.context)) {
    if (values === undefined || values.length === 0) continue;
    conditions.push(sql<SqlBool>`(r.context ->> ${field}) IN (${sql.join([...values])})`);
  }
  return conditions.filter((c): c is Expression<SqlBool> => c !== undefined);
}

async function listResponses(
  db: Kysely<Database>,
  principal: Principal,
  query: ResponseQuery,
  pageInput: PagingInput,
  where: 'querystring' | 'body',
): Promise<{ rows: ReturnType<typeof formatSurveyResponse>[]; total: number; page: ReturnType<typeof readPage> }> {
  const page = readPage(pageInput, where, SORTABLE, 'r.id');
  const condition = whereAll(responseConditions(principal, query));
  const totalRow = await db
    .selectFrom('survey_responses as r')
    .select(sql<number>`count(*)::int`.as('total'))
    .where(condition)
    .executeTakeFirst();
  const total = totalRow?.total ?? 0;
  let select = db.selectFrom('survey_responses as r').selectAll('r').where(condition);
  for (const term of page.orderBy) select = select.orderBy(term);
  const rows =
    total === 0 || page.page * page.size >= total
      ? []
      : await select
          .limit(page.size)
          .offset(page.page * page.size)
          .execute();
  const names = metadataNames(principal.tenant.metadata.value);
  const order = principal.tenant.tenant.value.questionsOrder;
  return {
    rows: rows.map((row) => formatSurveyResponse(row as SurveyResponseSource, names, order, false)),
    total,
    page,
  };
}

/** Survey responses on voc: list, filter (with context), one response, values by status. */
export function surveyRoutes(app: FastifyInstance, deps: AppDeps): void {
  authenticateRoutes(app, deps.principals);
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();
  const { db } = deps;

  typed.get(
    '/api/voc/survey-responses',
    {
      schema: {
        tags: ['survey-responses'],
        summary: 'Survey responses, one page (filters in the query; total in X-Total-Count)',
        security,
        querystring: listQuerySchema,
        response: listResponse,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const q = request.query;
      const query: ResponseQuery = { filters: readFilters(q, 'querystring'), statuses: q.status ?? [], context: {} };
      const { rows, total, page } = await listResponses(db, principal, query, q, 'querystring');
      return sendList(reply, rows, total, page);
    },
  );

  typed.post(
    '/api/voc/survey-responses/filter',
    {
      schema: {
        tags: ['survey-responses'],
        summary: 'Survey responses matching a filter body, with the trip context (bus); one page',
        description: 'page, size and sort may come in the query or the body (the body wins).',
        security,
        querystring: pagingQuerySchema,
        body: filterBodySchema,
        response: listResponse,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      const query: ResponseQuery = {
        filters: readFilters(body, 'body'),
        statuses: body.status ?? [],
        context: body.context ?? {},
      };
      const paging = {
        page: body.page ?? request.query.page,
        size: body.size ?? request.query.size,
        sort: body.sort ?? request.query.sort,
      };
      const where = body.sort ? 'body' : 'querystring';
      const { rows, total, page } = await listResponses(db, principal, query, paging, where);
      return sendList(reply, rows, total, page);
    },
  );

  typed.get(
    '/api/voc/survey-responses/:id',
    {
      schema: {
        tags: ['survey-responses'],
        summary: 'One survey response, with its visible answered questions',
        security,
        params: idParamsSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await db
        .selectFrom('survey_responses')
        .selectAll()
        .where('tenant_id', '=', principal.tenantId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      const effective = effectiveFilter(principal, principal.tenant.trees, {});
      // Another tenant's id and an id outside the caller's scope answer the same: not found.
      if (
        !row ||
        !inScope(effective, {
          criticalMoment: row.critical_moment_id,
          geography: row.geo_location_id,
          logical: row.logical_location_id,
        })
      ) {
        throw notFound(`No existe la respuesta ${request.params.id}.`);
      }
      return formatSurveyResponse(
        row,
        metadataNames(principal.tenant.metadata.value),
        principal.tenant.tenant.value.questionsOrder,
        true,
      );
    },
  );

  typed.post(
    '/api/voc/survey-responses/values',
    {
      schema: {
        tags: ['survey-responses'],
        summary: 'Survey responses counted by status, with the response rate and data quality',
        description:
          'One row per status present. Every row repeats the totals: answeredCount (ANSWERED), ' +
          'inProgressCount (IN_PROGRESS), notHandledCount (NOT_ANSWERED), invalidCount (INVALID), total; ' +
          'handledPerc = responsePercentage (answered + in progress over all responses, null when none) and ' +
          'validPerc = dataQualityFromCounts, as on the survey-response counters: the valid share of the responses ' +
          'with answers ((answered + in progress) over answered + in progress + invalid; 100 when there are none).',
        security,
        body: valuesBodySchema,
        response: { 200: { type: 'array', items: valuesRowSchema } },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const body = request.body;
      const query: ResponseQuery = {
        filters: readFilters(body, 'body'),
        statuses: body.status ?? [],
        context: body.context ?? {},
      };
      const counts = await db
        .selectFrom('survey_responses as r')
        .select(['r.status', sql<number>`count(*)::int`.as('n')])
        .where(whereAll(responseConditions(principal, query)))
        .groupBy('r.status')
        .execute();
      const byStatus = new Map<string, number>(counts.map((c) => [c.status, c.n]));
      const answered = byStatus.get('ANSWERED') ?? 0;
      const inProgress = byStatus.get('IN_PROGRESS') ?? 0;
      const notHandled = byStatus.get('NOT_ANSWERED') ?? 0;
      const invalid = byStatus.get('INVALID') ?? 0;
      const total = answered + inProgress + notHandled + invalid;
      const totals = {
        answeredCount: answered,
        inProgressCount: inProgress,
        notHandledCount: notHandled,
        invalidCount: invalid,
        total,
        handledPerc: responsePercentage({ answered, inProgress, notHandled, total }),
        validPerc: dataQualityFromCounts({ answered, inProgress, invalid }),
      };
      return RESPONSE_STATUSES.filter((s) => (byStatus.get(s) ?? 0) > 0).map((status) => ({
        group: status,
        groupId: status,
        groupName: STATUS_LABELS[status],
        count: byStatus.get(status) ?? 0,
        value: byStatus.get(status) ?? 0,
        ...totals,
      }));
    },
  );
}
