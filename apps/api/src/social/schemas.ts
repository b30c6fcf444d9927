import type { JSONSchema } from 'json-schema-to-ts';
import { CALL_BODY_PROPERTIES, CALL_FILTERS_SCHEMA, CALL_QUERY_PROPERTIES } from '../customers/request-params.js';
import { PAGING_DESCRIPTION, PAGING_PROPERTIES } from '../http/list-query.js';
import { SOCIAL_GROUPINGS } from './grouping.js';
import { NETWORK_PATTERN, SOCIAL_NETWORKS } from './networks.js';

// JSON Schemas of the external-social routes (docs/decisions/0009-social-listening.md), shown in
// OpenAPI at /docs. Requests accept every parameter a dashboard sends with an indicator call
// (CALL_*_PROPERTIES), so a widget's call is never refused for one the route does not read, plus
// the social ones; responses are documented field by field.

/** Largest page of the mentions list (and its default: the dashboards ask for one page of all). */
export const MAX_PER_PAGE = 10_000;

const networks = SOCIAL_NETWORKS.map((n) => `${n.id} (${n.name})`).join(', ');

/** The social parameters, over the indicator-call ones. */
const SOCIAL_PROPERTIES = {
  groupBy: {
    type: 'array',
    maxItems: 3,
    items: { type: 'string', enum: [...SOCIAL_GROUPINGS] },
    description:
      'Agrupaciones de las filas: channel (la red social), date, week (lunes), formattedWeek (AAAA-Wss), ' +
      'formattedMonth (AAAA-MM), geoLocation (el lugar), tag (palabra clave).',
  },
  network: {
    type: 'array',
    maxItems: 20,
    items: { type: 'string', pattern: NETWORK_PATTERN },
    description: `Redes a incluir: ${networks}.`,
  },
  sentiment: {
    type: 'string',
    enum: ['positive', 'neutral', 'negative'],
    description: 'Solo las menciones de este sentimiento.',
  },
  tag: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    description: 'Solo las menciones con esta palabra clave (la elegida en la nube de palabras).',
  },
  lastDays: {
    type: 'integer',
    minimum: 1,
    maximum: 366,
    description:
      'Ventana de los últimos N días que terminan en la fecha final (u hoy), en lugar de la fecha inicial ' +
      '(la ventana de menciones de 60 días).',
  },
  status: {
    type: 'string',
    enum: ['external', 'ANSWERED', 'NOT_ANSWERED', 'INVALID', 'IN_PROGRESS'],
    description: "Las menciones vienen de una fuente externa: 'external' (o nada) las incluye, otro estado ninguna.",
  },
} as const;

const DATES_DESCRIPTION =
  'Fechas AAAA-MM-DD en la zona horaria del cliente, con sus nombres (dateFrom/dateTo o customerServiceTime*). ' +
  'Sin fechas: los 60 días que terminan hoy. Con lastDays: los últimos N días que terminan en la fecha final (u hoy). ' +
  'Con periods y una agrupación temporal: esos periodos, terminando en la fecha final (u hoy).';

/** Query string of the GET calls, with a route's own parameters. */
export const socialQuerySchema = <const Extra extends Readonly<Record<string, JSONSchema>>>(extra: Extra) =>
  ({
    type: 'object',
    additionalProperties: false,
    description: DATES_DESCRIPTION,
    properties: { ...CALL_QUERY_PROPERTIES, ...SOCIAL_PROPERTIES, ...extra },
  }) as const;

/**
 * Paging of the mentions list: `per_page` and a 1-based `page`, the external-social service's
 * paging that the social widgets send; `sort` is the API's one dialect (http/list-query.ts).
 */
export const MENTION_PAGING = {
  per_page: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PER_PAGE,
    default: MAX_PER_PAGE,
    description: `Menciones por página (${MAX_PER_PAGE} por omisión y como máximo).`,
  },
  page: {
    type: 'integer',
    minimum: 1,
    maximum: 1_000_000,
    default: 1,
    description: 'Página, desde 1.',
  },
  sort: {
    ...PAGING_PROPERTIES.sort,
    description:
      `${PAGING_DESCRIPTION.sort} Lista: postedAt, likes, shares, replies o sentiment (ascendente si se omite la ` +
      'dirección; por omisión las más recientes primero). Filas agrupadas: un campo de la fila (value es el número de ' +
      'menciones), descendente si se omite.',
  },
} as const;

/** A social call as the routes read it: a query string's or a body's parameters, the list's sort included. */
export const SOCIAL_CALL_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: { ...CALL_FILTERS_SCHEMA.properties, ...SOCIAL_PROPERTIES, sort: MENTION_PAGING.sort },
} as const;

/** Body of the overview chart. */
export const CHART_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  description: DATES_DESCRIPTION,
  properties: {
    ...CALL_BODY_PROPERTIES,
    ...SOCIAL_PROPERTIES,
    interval: {
      type: 'string',
      enum: ['day', 'week', 'month'],
      description: 'Periodo de cada punto; por omisión el de la agrupación temporal de groupBy, si no day.',
    },
    metric: {
      type: 'string',
      enum: ['mentions', 'likes', 'averageLikes'],
      description: 'Qué mide cada punto: menciones (por omisión), suma de me gusta, o me gusta por mención.',
    },
    breakdown: {
      type: 'string',
      enum: ['sentiment', 'network', 'total'],
      description: 'Una serie por sentimiento (por omisión; por red si groupBy incluye channel), por red, o una total.',
    },
  },
} as const;

const nullableNumber = { type: ['number', 'null'] } as const;

/** A mention of the list. */
export const MENTION_SCHEMA = {
  type: 'object',
  required: [
    'id',
    'network',
    'networkName',
    'channelId',
    'channel',
    'geoLocationId',
    'geoLocation',
    'postedAt',
    'date',
    'author',
    'text',
    'sentiment',
    'sentimentLabel',
    'keywords',
    'likes',
    'shares',
    'replies',
    'status',
  ],
  properties: {
    id: { type: 'integer' },
    network: { type: 'string', description: 'Clave de la red: facebook, instagram, x, google, tiktok, youtube…' },
    networkName: { type: 'string' },
    channelId: { type: 'integer', description: 'Canal de metadata.json por el que llegan (7, redes sociales).' },
    channel: { type: 'string' },
    geoLocationId: { type: 'integer', description: 'Lugar del que habla la mención.' },
    geoLocation: { type: 'string' },
    postedAt: { type: 'string', format: 'date-time', description: 'Instante de la publicación (UTC).' },
    date: { type: 'string', description: 'Día de la publicación en la zona horaria del cliente.' },
    author: { type: 'string' },
    text: { type: 'string' },
    sentiment: { type: 'integer', enum: [-1, 0, 1] },
    sentimentLabel: { type: 'string', enum: ['positive', 'neutral', 'negative'] },
    keywords: { type: 'array', items: { type: 'string' } },
    likes: { type: 'integer' },
    shares: { type: 'integer' },
    replies: { type: 'integer' },
    status: { type: 'string', enum: ['external'] },
  },
} as const;

/** A row of grouped mentions (aggregation, grouped mentions, top-keywords). */
export const SOCIAL_ROW_SCHEMA = {
  type: 'object',
  required: [
    'group',
    'groupId',
    'groupName',
    'label',
    'count',
    'value',
    'positive',
    'neutral',
    'negative',
    'likes',
    'averageLikes',
  ],
  properties: {
    group: { type: ['string', 'null'], description: 'Grupo de la primera agrupación (Total sin agrupaciones).' },
    groupId: {
      type: ['string', 'integer', 'null'],
      description: 'Id: clave de la red, id del lugar, el periodo o la palabra.',
    },
    groupName: { type: ['string', 'null'] },
    label: { type: ['string', 'null'], description: 'Los nombres de todas las agrupaciones, unidos con " · ".' },
    description: { type: 'string' },
    count: { type: 'integer', description: 'Menciones del grupo.' },
    value: {
      type: 'object',
      required: ['externalSourceCount'],
      properties: { externalSourceCount: { type: 'integer', description: 'Menciones de la fuente externa.' } },
    },
    positive: { type: 'integer' },
    neutral: { type: 'integer' },
    negative: { type: 'integer' },
    promoters: { type: 'integer', description: 'Las positivas, con el nombre del gráfico de sentimiento.' },
    passives: { type: 'integer', description: 'Las neutras.' },
    detractors: { type: 'integer', description: 'Las negativas.' },
    positivePercentage: nullableNumber,
    neutralPercentage: nullableNumber,
    negativePercentage: nullableNumber,
    netSentiment: { type: ['number', 'null'], description: '% positivas − % negativas.' },
    likes: { type: 'integer' },
    shares: { type: 'integer' },
    replies: { type: 'integer' },
    averageLikes: nullableNumber,
  },
  // One triple per grouping N (0 = the first), as the indicator rows with several groupings.
  patternProperties: {
    '^group(Name)?_[0-9]+$': { type: ['string', 'null'] },
    '^groupId_[0-9]+$': { type: ['string', 'integer', 'null'] },
  },
} as const;

/** The overview chart. */
export const CHART_SCHEMA = {
  type: 'object',
  required: ['from', 'to', 'interval', 'metric', 'breakdown', 'labels', 'series'],
  properties: {
    from: { type: ['string', 'null'] },
    to: { type: ['string', 'null'] },
    interval: { type: 'string', enum: ['day', 'week', 'month'] },
    metric: { type: 'string', enum: ['mentions', 'likes', 'averageLikes'] },
    breakdown: { type: 'string', enum: ['sentiment', 'network', 'total'] },
    labels: {
      type: 'array',
      items: { type: 'string' },
      description: 'Periodos, del más antiguo al más reciente (AAAA-MM-DD, AAAA-Wss o AAAA-MM), hasta hoy como máximo.',
    },
    series: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'name', 'data', 'total'],
        properties: {
          key: { type: 'string', description: 'positive, neutral, negative; la clave de la red; o total.' },
          name: { type: 'string' },
          data: { type: 'array', items: nullableNumber, description: 'Un punto por periodo.' },
          total: nullableNumber,
        },
      },
    },
  },
} as const;
