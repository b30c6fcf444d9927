import { WORD_CLOUD_LIMIT, toWireDate } from '@voz/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import { metadataNames } from '../customers/metadata-names.js';
import { badRequest, forbidden } from '../http/errors.js';
import { LIST_HEADERS, readSort, setListHeaders } from '../http/list-query.js';
import { mayUse, principalOf, authenticateRoutes, type Principal } from '../http/principal.js';
import { TIME_DIMENSIONS } from '../indicators/types.js';
import { GROUPING_INTERVAL, INTERVAL_GROUPING, chartLabels, chartSeries, type OverviewChart } from './chart.js';
import { groupMentions, type SocialGrouping } from './grouping.js';
import { MENTION_SORT_COLUMNS, countMentions, mentionFacts, mentionPage, type MentionItem } from './mentions.js';
import { hasSocialListening, networkName } from './networks.js';
import { resolveSocialCall, type SocialCall } from './request.js';
import { socialRows, sortSocialRows, type SocialRow } from './rows.js';
import {
  CHART_BODY_SCHEMA,
  CHART_SCHEMA,
  MENTION_PAGING,
  MENTION_SCHEMA,
  SOCIAL_ROW_SCHEMA,
  socialQuerySchema,
} from './schemas.js';

// The social-listening calls of the routing table (docs/routing.md, kind "social"; decision
// 0009): GET external-social/mentions, /aggregation, /top-keywords and POST
// external-social/v3/analysis/overview/chart under /api/voc. Every query filters on the caller's
// tenant and is intersected with the caller's geographic scope; the caller's profile needs the
// social-listening section. A tenant without the socialListening feature answers empty results.

const security = [{ bearer: [] }];
const tags = ['voc: social listening'];
const errorResponse = {
  type: 'object',
  properties: {
    status: { type: 'integer' },
    code: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
  },
} as const;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
const rowsResponse = {
  200: { type: 'array', items: SOCIAL_ROW_SCHEMA, headers: { 'x-total-count': { type: 'integer' } } },
  ...errors,
};

/**
 * Whether the call is answered: false for a tenant without social listening (empty answers, not
 * an error); 403 for a caller whose profile lacks the social-listening section.
 */
function socialEnabled(principal: Principal): boolean {
  if (!hasSocialListening(principal.tenant.tenant.value)) return false;
  if (!mayUse(principal, 'social-listening')) throw forbidden('No tiene acceso a social listening.');
  return true;
}

/** The groupings of a call; `periods` without a time grouping groups by month first, as on the indicator calls. */
function dimensionsOf(call: SocialCall, where: string, first: SocialGrouping[] = []): SocialGrouping[] {
  const dimensions = [...first];
  for (const dimension of call.groupBy ?? []) {
    if (first.includes(dimension)) continue;
    if (dimensions.includes(dimension)) throw badRequest(`${where}.groupBy: ${dimension} está repetida.`);
    dimensions.push(dimension);
  }
  if (call.periods !== undefined && dimensions.length > 0 && !dimensions.some((d) => TIME_DIMENSIONS.has(d))) {
    dimensions.unshift('formattedMonth');
  }
  if (dimensions.length > 3) throw badRequest(`${where}.groupBy: se admiten a lo más tres agrupaciones.`);
  return dimensions;
}

/** The tenant's calendar day now. */
function todayOf(principal: Principal, now: Date): string {
  return toWireDate(now, principal.tenant.tenant.value.timezone);
}

/** The external-social routes. */
export function socialRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The section right goes with the token, before the input is read: on a tenant with social
  // listening, a caller without the section gets 403 whatever it sends (the handlers ask again,
  // for the empty answers of a tenant without it).
  authenticateRoutes(app, deps.principals, (principal) => void socialEnabled(principal));
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();

  /** Mentions grouped by the dimensions, in the external-social row format. */
  const groupedRows = async (
    principal: Principal,
    call: SocialCall,
    dimensions: SocialGrouping[],
  ): Promise<SocialRow[]> => {
    const { selection, dctx, spec } = resolveSocialCall(
      principal,
      { ...call, groupBy: dimensions },
      'querystring',
      todayOf(principal, deps.now()),
    );
    const time = dimensions.find((d) => TIME_DIMENSIONS.has(d));
    const groups = groupMentions(
      await mentionFacts(deps.db, selection),
      dimensions,
      dctx,
      spec && time ? { dimension: time, labels: spec.labels } : undefined,
    );
    let rows = sortSocialRows(socialRows(groups, dimensions, dctx), call.sort, 'querystring');
    if (call.limit !== undefined) rows = rows.slice(0, call.limit);
    return rows;
  };
  const sendRows = (reply: FastifyReply, rows: SocialRow[]): SocialRow[] => {
    void reply.header('x-total-count', rows.length);
    return rows;
  };

  typed.get(
    '/api/voc/external-social/mentions',
    {
      schema: {
        operationId: 'social-mentions',
        tags,
        summary: 'Menciones en redes sociales: la lista paginada o, con groupBy, cuántas hay por grupo',
        description:
          'Sin groupBy: las menciones de la selección, las más recientes primero, per_page por página (10000 por ' +
          'omisión) con X-Total-Count, X-Page, X-Size y X-Per-Page. Con groupBy: las filas de external-social/aggregation ' +
          '(group_0, groupId_0, group_1…, value.externalSourceCount). Sin fechas: los últimos 60 días.',
        security,
        querystring: socialQuerySchema(MENTION_PAGING),
        response: {
          200: {
            type: 'array',
            items: { anyOf: [MENTION_SCHEMA, SOCIAL_ROW_SCHEMA] },
            headers: {
              ...LIST_HEADERS,
              'X-Page': { type: 'integer', description: 'La página respondida (desde 1).' },
              'X-Size': { type: 'integer', description: 'per_page.' },
              'X-Per-Page': { type: 'integer', description: 'per_page.' },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply): Promise<MentionItem[] | SocialRow[]> => {
      const principal = principalOf(request);
      const query = request.query;
      // The list headers, X-Page 1-based as `page` is here, and X-Per-Page as the service names the size.
      const answer = <T>(rows: T[], total = rows.length): T[] => {
        setListHeaders(reply, total, { page: query.page, size: query.per_page }).header('x-per-page', query.per_page);
        return rows;
      };
      if (!socialEnabled(principal)) return answer([]);
      const dimensions = dimensionsOf(query, 'querystring');
      if (dimensions.length > 0) return answer(await groupedRows(principal, query, dimensions));
      const { selection } = resolveSocialCall(principal, query, 'querystring', todayOf(principal, deps.now()));
      const sort = readSort(query.sort, {
        columns: MENTION_SORT_COLUMNS,
        defaultDirection: 'asc',
        defaultSort: ['postedAt,desc'],
      });
      const names = metadataNames(principal.tenant.metadata.value);
      const [total, items] = await Promise.all([
        countMentions(deps.db, selection),
        mentionPage(
          deps.db,
          selection,
          { offset: (query.page - 1) * query.per_page, limit: query.per_page, sort },
          {
            networks: networkName,
            channels: (id) => names.channels.get(id) ?? String(id),
            places: (id) => names.geographies.get(id) ?? String(id),
          },
        ),
      ]);
      return answer(items, total);
    },
  );

  typed.get(
    '/api/voc/external-social/aggregation',
    {
      schema: {
        operationId: 'social-aggregation',
        tags,
        summary: 'Cifras de social listening: menciones, sentimiento y engagement, en total o por grupo',
        description:
          'Sin groupBy: una fila Total. Con groupBy (channel = la red social, date, week, formattedWeek, ' +
          'formattedMonth, geoLocation, tag): una fila por grupo, con periods todos los periodos (vacíos incluidos). ' +
          'Cada fila: count y value.externalSourceCount (menciones), positive/neutral/negative (y promoters/passives/' +
          'detractors, los mismos), sus porcentajes, netSentiment, likes, shares, replies y averageLikes.',
        security,
        querystring: socialQuerySchema({}),
        response: rowsResponse,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (!socialEnabled(principal)) return sendRows(reply, []);
      return sendRows(reply, await groupedRows(principal, request.query, dimensionsOf(request.query, 'querystring')));
    },
  );

  typed.get(
    '/api/voc/external-social/top-keywords',
    {
      schema: {
        operationId: 'social-top-keywords',
        tags,
        summary: 'Palabras clave más frecuentes de las menciones (nube de palabras, temas positivos y negativos)',
        description:
          'Una fila por palabra clave (group = la palabra), la más frecuente primero (empates por nombre), ' +
          `${WORD_CLOUD_LIMIT} como máximo salvo limit; sentiment=positive|negative da los temas más frecuentes de ` +
          'ese sentimiento. Otras agrupaciones de groupBy se añaden tras la palabra.',
        security,
        querystring: socialQuerySchema({}),
        response: rowsResponse,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (!socialEnabled(principal)) return sendRows(reply, []);
      const call = { ...request.query, limit: request.query.limit ?? WORD_CLOUD_LIMIT };
      return sendRows(reply, await groupedRows(principal, call, dimensionsOf(call, 'querystring', ['tag'])));
    },
  );

  typed.post(
    '/api/voc/external-social/v3/analysis/overview/chart',
    {
      preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        // A POST without a body reads as an empty filter.
        if (request.body === undefined) request.body = {};
        done();
      },
      schema: {
        operationId: 'social-overview-chart',
        tags,
        summary: 'Serie temporal de social listening: menciones o me gusta por día, semana o mes',
        description:
          'Una serie por sentimiento, por red o total, con un punto por periodo del rango (vacíos incluidos; hasta ' +
          'hoy como máximo; con periods, esos periodos).',
        security,
        body: CHART_BODY_SCHEMA,
        response: { 200: CHART_SCHEMA, ...errors },
      },
    },
    async (request): Promise<OverviewChart> => {
      const principal = principalOf(request);
      // preValidation gave a POST without a body an empty one.
      const body = request.body;
      const time = body.groupBy?.find((d) => TIME_DIMENSIONS.has(d));
      const interval = body.interval ?? (time ? GROUPING_INTERVAL[time] : undefined) ?? 'day';
      const metric = body.metric ?? 'mentions';
      const breakdown = body.breakdown ?? (body.groupBy?.includes('channel') ? 'network' : 'sentiment');
      if (!socialEnabled(principal))
        return { from: null, to: null, interval, metric, breakdown, labels: [], series: [] };
      const today = todayOf(principal, deps.now());
      const { selection, spec } = resolveSocialCall(
        principal,
        { ...body, groupBy: [INTERVAL_GROUPING[interval]] },
        'body',
        today,
      );
      const from = selection.from ?? today;
      const to = selection.to ?? today;
      // Future periods cannot hold a mention: the axis ends today at the latest.
      const last = to < today ? to : today;
      const labels = spec ? spec.labels : from <= last ? chartLabels(interval, from, last, 'body') : [];
      const facts = await mentionFacts(deps.db, selection);
      return {
        from: selection.from,
        to: selection.to,
        interval,
        metric,
        breakdown,
        labels,
        series: chartSeries(facts, labels, interval, metric, breakdown),
      };
    },
  );
}
