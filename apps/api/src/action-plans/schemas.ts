import { WIRE_DATE_SCHEMA } from '../http/list-filters.js';
import { LIST_HEADERS, PAGE_PROPERTIES, PAGING_PROPERTIES } from '../http/list-query.js';
import { PLAN_STATUSES, ACTIVITY_STATUSES } from './transitions.js';

// JSON Schemas of the action-plan routes: requests (validated by Fastify, a failure answers 400
// naming the field) and answers (serialised through them, so nothing unlisted leaks).

/** A positive database id. */
export const idSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
/** A calendar date 'YYYY-MM-DD' or null (the day's existence is checked by the handler). */
const nullableDate = { type: ['string', 'null'], pattern: WIRE_DATE_SCHEMA.pattern } as const;
/** An indicator code of indicators.json. */
export const indicatorCodeSchema = { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,100}$' } as const;

/** `:id` params. */
export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idSchema },
} as const;

/** Filters shared by the list and the dashboard. */
export const planFilterProperties = {
  status: { type: 'array', maxItems: 4, items: { type: 'string', enum: PLAN_STATUSES } },
  library: { type: 'boolean' },
  dateFrom: WIRE_DATE_SCHEMA,
  dateTo: WIRE_DATE_SCHEMA,
  geoLocationInclude: { type: 'array', maxItems: 1000, items: idSchemaOrZero() },
  criticalMomentInclude: { type: 'array', maxItems: 1000, items: idSchemaOrZero() },
  indicatorId: indicatorCodeSchema,
  overdue: { type: 'boolean' },
} as const;

function idSchemaOrZero(): { type: 'integer'; minimum: 0; maximum: number } {
  // Tree roots may have id 0 (platform-core §9).
  return { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
}

/** A node id (roots may be 0). */
export const nodeIdSchema = idSchemaOrZero();

/** GET action-plans query. */
export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...PAGING_PROPERTIES,
    ...planFilterProperties,
    filter: { type: 'string', maxLength: 200 },
  },
} as const;

/** GET action-plans/dashboard query. */
export const dashboardQuery = {
  type: 'object',
  additionalProperties: false,
  properties: planFilterProperties,
} as const;

/** The query of a list with one fixed order: page and size. */
export const pagingQuery = { type: 'object', additionalProperties: false, properties: PAGE_PROPERTIES } as const;

const causeInput = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: { type: 'string', minLength: 1, maxLength: 500 },
    category: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

const activityFields = {
  title: { type: 'string', minLength: 1, maxLength: 200 },
  description: { type: 'string', maxLength: 5000 },
  owner: { type: ['string', 'null'], maxLength: 200 },
  dueDate: nullableDate,
} as const;

/** POST action-plans body. */
export const createPlanBody = {
  type: 'object',
  required: ['title', 'geoLocationId'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    description: { type: 'string', maxLength: 5000 },
    geoLocationId: nodeIdSchema,
    criticalMomentId: { type: ['integer', 'null'], minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    indicatorId: { type: ['string', 'null'], pattern: '^[A-Za-z0-9_.-]{1,100}$' },
    owner: { type: ['string', 'null'], maxLength: 200, description: 'Who owns the plan (a name).' },
    startDate: { ...nullableDate, description: 'When the work starts (not after dueDate).' },
    dueDate: nullableDate,
    alertId: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'The alert the plan is created from (one the caller sees).',
    },
    causes: { type: 'array', maxItems: 50, items: causeInput },
    activities: {
      type: 'array',
      maxItems: 100,
      items: { type: 'object', required: ['title'], additionalProperties: false, properties: activityFields },
    },
  },
} as const;

/** PUT action-plans/:id body. */
export const statusBody = {
  type: 'object',
  required: ['actionPlanStatus'],
  additionalProperties: false,
  properties: { actionPlanStatus: { type: 'string', enum: PLAN_STATUSES } },
} as const;

/** PUT action-plans/:id/library body. */
export const libraryBody = {
  type: 'object',
  required: ['library'],
  additionalProperties: false,
  properties: { library: { type: 'boolean' } },
} as const;

/** PUT action-plans/:id/causes body. */
export const causesBody = {
  type: 'object',
  required: ['causes'],
  additionalProperties: false,
  properties: { causes: { type: 'array', maxItems: 50, items: causeInput } },
} as const;

/** POST action-plans/:id/comments-report body (every field optional). */
export const commentsReportBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dateFrom: WIRE_DATE_SCHEMA,
    dateTo: WIRE_DATE_SCHEMA,
    sentiment: { type: 'array', maxItems: 3, items: { type: 'integer', enum: [-1, 0, 1] } },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

/** POST action-plan-activities body. */
export const createActivityBody = {
  type: 'object',
  required: ['actionPlanId', 'title'],
  additionalProperties: false,
  properties: { actionPlanId: idSchema, ...activityFields },
} as const;

/** PUT action-plan-activities/:id body. */
export const updateActivityBody = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: activityFields,
} as const;

/** PUT action-plans/:id/activities/:activityId/progress params. */
export const progressParams = {
  type: 'object',
  required: ['id', 'activityId'],
  additionalProperties: false,
  properties: { id: idSchema, activityId: idSchema },
} as const;

/** PUT …/progress body. */
export const progressBody = {
  type: 'object',
  required: ['progress'],
  additionalProperties: false,
  properties: { progress: { type: 'integer', minimum: 0, maximum: 100 } },
} as const;

/** POST action-plan-activities/:id/comments body. */
export const commentBody = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;

/** Params of a comment. */
export const commentParams = {
  type: 'object',
  required: ['id', 'commentId'],
  additionalProperties: false,
  properties: { id: idSchema, commentId: idSchema },
} as const;

/** Params of an evidence file. */
export const evidenceParams = {
  type: 'object',
  required: ['id', 'evidenceId'],
  additionalProperties: false,
  properties: { id: idSchema, evidenceId: idSchema },
} as const;

/** GET action-plan-templates query. */
export const templatesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...PAGE_PROPERTIES, indicatorId: indicatorCodeSchema },
} as const;

// ---- answers ----

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const instant = { type: 'string', description: 'ISO 8601 instant (UTC)' } as const;

/** A cause. */
export const causeSchema = {
  type: 'object',
  required: ['id', 'text', 'category', 'position'],
  properties: {
    id: { type: 'integer' },
    text: { type: 'string' },
    category: nullableString,
    position: { type: 'integer' },
  },
} as const;

/** An activity. */
export const activitySchema = {
  type: 'object',
  required: ['id', 'actionPlanId', 'title', 'description', 'owner', 'dueDate', 'progress', 'status', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    actionPlanId: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    owner: nullableString,
    dueDate: nullableString,
    progress: { type: 'integer' },
    status: { type: 'string', enum: ACTIVITY_STATUSES },
    overdue: { type: 'boolean' },
    createdAt: instant,
    updatedAt: instant,
  },
} as const;

const planProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  description: { type: 'string' },
  status: { type: 'string', enum: PLAN_STATUSES },
  library: { type: 'boolean' },
  geoLocationId: { type: 'integer' },
  geoLocationName: nullableString,
  criticalMomentId: nullableInteger,
  criticalMomentName: nullableString,
  indicatorId: nullableString,
  createdBy: { type: 'string' },
  createdAt: instant,
  updatedAt: instant,
  dueDate: nullableString,
  owner: nullableString,
  startDate: nullableString,
  alertId: nullableInteger,
  closedAt: { type: ['string', 'null'], description: 'ISO 8601 instant (UTC)' },
  progress: { ...nullableNumber, description: 'Mean progress of the activities (unrounded); null without activities' },
  activityCount: { type: 'integer' },
  overdue: { type: 'boolean' },
} as const;

const planRequired = [
  'id',
  'title',
  'description',
  'status',
  'library',
  'geoLocationId',
  'criticalMomentId',
  'indicatorId',
  'createdBy',
  'createdAt',
  'dueDate',
  'owner',
  'startDate',
  'alertId',
  'closedAt',
  'progress',
  'activityCount',
  'overdue',
] as const;

/** A plan in a list. */
export const planSchema = { type: 'object', required: planRequired, properties: planProperties } as const;

/** A plan with its causes and activities. */
export const planDetailSchema = {
  type: 'object',
  required: [...planRequired, 'causes', 'activities'],
  properties: {
    ...planProperties,
    causes: { type: 'array', items: causeSchema },
    activities: { type: 'array', items: activitySchema },
  },
} as const;

/** A log row. */
export const logSchema = {
  type: 'object',
  required: ['id', 'actionPlanId', 'accountId', 'author', 'action', 'detail', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    actionPlanId: { type: 'integer' },
    accountId: nullableInteger,
    author: { type: 'string' },
    action: { type: 'string' },
    detail: { type: 'object', additionalProperties: true },
    createdAt: instant,
  },
} as const;

/** A comment of an activity. */
export const commentSchema = {
  type: 'object',
  required: ['id', 'activityId', 'author', 'text', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    activityId: { type: 'integer' },
    author: { type: 'string' },
    text: { type: 'string' },
    createdAt: instant,
  },
} as const;

/** An evidence file's description (the bytes are served by its own URL). */
export const evidenceSchema = {
  type: 'object',
  required: ['id', 'activityId', 'fileName', 'contentType', 'size', 'uploadedBy', 'createdAt', 'url'],
  properties: {
    id: { type: 'integer' },
    activityId: { type: 'integer' },
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    uploadedBy: { type: 'string' },
    createdAt: instant,
    url: { type: 'string' },
  },
} as const;

/** A template. */
export const templateSchema = {
  type: 'object',
  required: ['id', 'indicatorId', 'title', 'description', 'activities'],
  properties: {
    id: { type: 'integer' },
    indicatorId: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    activities: {
      type: 'array',
      items: {
        type: 'object',
        required: ['title', 'dueInDays'],
        properties: { title: { type: 'string' }, dueInDays: { type: 'integer' } },
      },
    },
  },
} as const;

/** GET action-plans/dashboard answer. */
export const dashboardSchema = {
  type: 'object',
  required: ['total', 'byStatus', 'library', 'overdue', 'averageProgress', 'activities', 'activitiesDone'],
  properties: {
    total: { type: 'integer' },
    byStatus: {
      type: 'object',
      required: PLAN_STATUSES,
      properties: Object.fromEntries(PLAN_STATUSES.map((s) => [s, { type: 'integer' }])),
    },
    library: { type: 'integer' },
    overdue: { type: 'integer' },
    averageProgress: {
      ...nullableNumber,
      description: 'Mean of the progress of the plans that have activities, cancelled plans aside (unrounded)',
    },
    activities: { type: 'integer' },
    activitiesDone: { type: 'integer' },
  },
} as const;

/** POST action-plans/:id/comments-report answer. */
export const commentsReportSchema = {
  type: 'object',
  required: ['actionPlanId', 'title', 'generatedAt', 'dateFrom', 'dateTo', 'activityComments', 'customerComments'],
  properties: {
    actionPlanId: { type: 'integer' },
    title: { type: 'string' },
    generatedAt: instant,
    dateFrom: { type: 'string' },
    dateTo: { type: 'string' },
    activityComments: {
      type: 'object',
      required: ['total', 'activities'],
      properties: {
        total: { type: 'integer' },
        activities: {
          type: 'array',
          items: {
            type: 'object',
            required: ['activityId', 'title', 'comments'],
            properties: {
              activityId: { type: 'integer' },
              title: { type: 'string' },
              comments: { type: 'array', items: commentSchema },
            },
          },
        },
      },
    },
    customerComments: {
      type: 'object',
      required: ['total', 'positive', 'neutral', 'negative', 'items'],
      properties: {
        total: { type: 'integer' },
        positive: { type: 'integer' },
        neutral: { type: 'integer' },
        negative: { type: 'integer' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['responseId', 'date', 'text', 'sentiment', 'tags', 'geoLocationId', 'criticalMomentId'],
            properties: {
              responseId: { type: 'integer' },
              questionId: { type: 'integer' },
              date: { type: 'string' },
              text: { type: 'string' },
              sentiment: { type: 'integer' },
              tags: { type: 'array', items: { type: 'string' } },
              geoLocationId: { type: 'integer' },
              criticalMomentId: { type: 'integer' },
            },
          },
        },
      },
    },
  },
} as const;

/** An array of items. */
export const arrayOf = <T>(items: T): { type: 'array'; items: T } => ({ type: 'array', items });

/** The answer of a list: one page of items, with the list headers (http/list-query.ts). */
export const pageOf = <T>(items: T): { type: 'array'; items: T; headers: typeof LIST_HEADERS } => ({
  type: 'array',
  items,
  headers: LIST_HEADERS,
});
