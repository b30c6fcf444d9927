import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import { principalOf, authenticateRoutes } from '../http/principal.js';
import { computeIndicator } from './computeIndicator.js';
import { BODY_SCHEMA, QUERY_SCHEMA, readParams, type IndicatorParams, type RawParams } from './params.js';

// The indicator calls of docs/routing.md: POST voc (the default), GET voc (historic series:
// grouped, periods, formula), GET lcm (useLcmApi), and the two counters the routing table names
// on their own path. All answer the rows of dashboard-catalogue §3.2 as a JSON array, computed by
// computeIndicator on the caller's tenant and scope; the header X-Voz-Indicator-Path says whether
// they came from the daily pre-aggregates (fast) or raw rows (scan).

const nullableNumber = { type: ['number', 'null'] } as const;
const tagCount = {
  type: 'object',
  properties: {
    group: { type: 'string' },
    count: { type: 'number' },
    positive: { type: 'number' },
    neutral: { type: 'number' },
    negative: { type: 'number' },
  },
} as const;

/** One row of an indicator answer (dashboard-catalogue §3.2); further fields pass through. */
const ROW_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  required: ['group', 'groupId', 'groupName', 'label', 'value', 'count'],
  properties: {
    group: { type: ['string', 'null'], description: 'Key of the (outermost) group: a name, period, status, tag.' },
    groupId: { type: ['integer', 'string', 'null'], description: 'Metadata id of the group, or the key itself.' },
    groupName: { type: ['string', 'null'], description: 'Name shown (the description with groupNameFormat).' },
    label: { type: ['string', 'null'], description: 'Label of the row: every dimension name joined.' },
    value: { type: ['number', 'null'], description: 'The value, unrounded; null for an empty sample.' },
    count: { type: 'number', description: 'Size of the sample.' },
    description: { type: 'string' },
    position: { type: ['integer', 'null'], description: 'Ranking position, 1 = best.' },
    groupCount: { type: 'integer', description: 'Ranked peers.' },
    promoters: { type: 'number' },
    passives: { type: 'number' },
    detractors: { type: 'number' },
    positive: { type: 'number' },
    neutral: { type: 'number' },
    negative: { type: 'number' },
    answeredCount: { type: 'number' },
    inProgressCount: { type: 'number' },
    notHandledCount: { type: 'number' },
    invalidCount: { type: 'number' },
    handledPerc: nullableNumber,
    validPerc: nullableNumber,
    not_handled: { type: 'number' },
    in_process: { type: 'number' },
    closed: { type: 'number' },
    wows: { type: 'number' },
    fast: { type: 'number' },
    slow: { type: 'number' },
    baseHours: {
      type: 'integer',
      description: 'Hours splitting fast from slow first responses (the indicator’s baseHours, 36 by default).',
    },
    projected: { type: 'boolean', description: 'True for points projected by linearRegression.' },
    tags: { type: 'array', items: tagCount },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          group: { type: 'string' },
          count: { type: 'number' },
          tags: {
            type: 'array',
            items: { type: 'object', properties: { group: { type: 'string' }, count: { type: 'number' } } },
          },
        },
      },
    },
  },
} as const;

const ERROR_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  properties: {
    status: { type: 'integer' },
    code: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
  },
} as const;

const RESPONSES = {
  200: { description: 'The rows', type: 'array', items: ROW_SCHEMA },
  400: { description: 'A parameter is not valid (the message names it)', ...ERROR_SCHEMA },
  401: { description: 'No valid token', ...ERROR_SCHEMA },
  404: { description: 'The tenant has no such indicator', ...ERROR_SCHEMA },
} as const;

const INDICATOR_PARAMS = {
  type: 'object',
  required: ['indicator'],
  properties: { indicator: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$', maxLength: 120 } },
} as const;

/** The indicator routes (POST voc, GET voc, GET lcm, alert-counters, survey-response-counters). */
export function indicatorRoutes(app: FastifyInstance, deps: AppDeps): void {
  authenticateRoutes(app, deps.principals);
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    raw: RawParams,
    defaults: Partial<IndicatorParams> = {},
  ): Promise<unknown> => {
    const principal = principalOf(request);
    const params = { ...defaults, ...readParams(raw, principal.tenant.tenant.value) };
    const result = await computeIndicator(deps.db, principal, name, params, deps.now());
    void reply.header('x-voz-indicator-path', result.path);
    return result.rows;
  };
  // A POST without a body reads as an empty filter (the root of every dimension).
  const emptyBody = (request: FastifyRequest, _reply: FastifyReply, done: () => void): void => {
    if (request.body === undefined) request.body = {};
    done();
  };

  typed.post(
    '/api/voc/indicators/:indicator/values',
    {
      preValidation: emptyBody,
      schema: {
        tags: ['indicators'],
        summary: 'Values of an indicator under the filters (the default indicator call)',
        description:
          "Rows of dashboard-catalogue §3.2 for the caller's tenant, intersected with the caller's data scope. " +
          "Filters: dates (the tenant's names), moments, geographies, logicals, channels, clusters, response values; " +
          "without a moment or geography filter the call covers every node of the tenant's trees (metadata.json), " +
          'so answers recorded at a node missing from them are not counted; ' +
          'groupBy up to three dimensions; extras periods, formula, groupByLevel, groupNameFormat, top/bottom, ' +
          'rankingPosition, linearRegression, sort and limit.',
        security: [{ bearer: [] }],
        params: INDICATOR_PARAMS,
        body: BODY_SCHEMA,
        response: RESPONSES,
      },
    },
    (request, reply) => answer(request, reply, request.params.indicator, request.body),
  );

  typed.get(
    '/api/voc/indicators/:indicator/values',
    {
      schema: {
        tags: ['indicators'],
        summary: 'Historic series of an indicator over a number of periods',
        description:
          'The same filters as the POST call in the query string (arrays as repeated keys, responseValues as JSON ' +
          'text); the grouping is `grouped`, with `periods` (ending at the last day) and `formula`.',
        security: [{ bearer: [] }],
        params: INDICATOR_PARAMS,
        querystring: QUERY_SCHEMA,
        response: RESPONSES,
      },
    },
    (request, reply) => answer(request, reply, request.params.indicator, request.query),
  );

  typed.get(
    '/api/lcm/indicators/:indicator/values',
    {
      schema: {
        tags: ['indicators'],
        summary: 'Values of an indicator computed by the core backend (useLcmApi)',
        description: 'The POST voc call as a GET on lcm: the filters in the query string, the grouping as groupBy.',
        security: [{ bearer: [] }],
        params: INDICATOR_PARAMS,
        querystring: QUERY_SCHEMA,
        response: RESPONSES,
      },
    },
    (request, reply) => answer(request, reply, request.params.indicator, request.query),
  );

  typed.post(
    '/api/voc/indicators/alert-counters/values',
    {
      preValidation: emptyBody,
      schema: {
        tags: ['indicators'],
        summary: 'Alert counters (not_handled, in_process, closed, wows) grouped by alert status',
        security: [{ bearer: [] }],
        body: BODY_SCHEMA,
        response: RESPONSES,
      },
    },
    (request, reply) => answer(request, reply, 'alert-counters', request.body, { groupBy: ['alertStatus'] }),
  );

  typed.post(
    '/api/voc/indicators/survey-response-counters/values',
    {
      preValidation: emptyBody,
      schema: {
        tags: ['indicators'],
        summary: 'Survey response counters: answered, in progress, not handled, response and valid percentages',
        security: [{ bearer: [] }],
        body: BODY_SCHEMA,
        response: RESPONSES,
      },
    },
    (request, reply) => answer(request, reply, 'survey-response-counters', request.body),
  );
}
