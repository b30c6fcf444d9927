import type { FormulaName, GroupBy, RowField, Tenant } from '@voz/schema';
import type { FromSchema } from 'json-schema-to-ts';
import { badRequest } from '../http/errors.js';

// The parameters of an indicator call, exactly as packages/core's buildIndicatorCalls sends them
// (docs/routing.md §2): a JSON body on the POST call, a query string on the GET calls (arrays as
// repeated keys, responseValues as JSON text, the grouping as `grouped` on the historic call).

/** Every grouping of dashboard-catalogue §3.1. */
export const GROUP_BY: readonly GroupBy[] = [
  'question',
  'tag',
  'status',
  'mlCluster',
  'geoLocation',
  'logicalLocation',
  'formattedMonth',
  'formattedWeek',
  'criticalMoment',
  'alertType',
  'alertStatus',
  'channel',
  'date',
  'week',
  'numberAnswer',
  'responseValue',
  'advisor',
  'formattedBimester',
  'context',
];

/** Row fields a request may extract or sort on (dashboard-catalogue §3.2). */
export const ROW_FIELDS: readonly RowField[] = [
  'group',
  'groupId',
  'groupName',
  'label',
  'value',
  'count',
  'position',
  'groupCount',
  'positive',
  'negative',
  'neutral',
  'promoters',
  'passives',
  'detractors',
  'answeredCount',
  'inProgressCount',
  'notHandledCount',
  'handledPerc',
  'validPerc',
  'description',
  'children',
  'details',
  'tags',
  'categories',
  'resume',
];

/** Formula names an extra may ask for (docs/decisions/formulas.md). */
export const FORMULAS: readonly FormulaName[] = [
  'nps',
  'nps-10',
  'nps-5',
  'average',
  'wavg',
  'avgmax-10',
  'count-number',
  'top-two-box',
  'sentiment-percentage',
];

/** Alert statuses. */
export const ALERT_STATUSES = ['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'] as const;
/** Alert types. */
export const ALERT_TYPES = ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'] as const;
/** Survey response statuses. */
export const RESPONSE_STATUSES = ['ANSWERED', 'NOT_ANSWERED', 'INVALID', 'IN_PROGRESS'] as const;
/** Statuses of a survey invitation (platform-core §3), one list with the resume counts' (@voz/core). */
export { NOTIFICATION_STATUSES } from '@voz/core';

/** Status of an alert. */
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** Type of an alert. */
export type AlertType = (typeof ALERT_TYPES)[number];
/** Status of a survey response. */
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** The parameters of one indicator call, after the tenant's date names are read as dateFrom/dateTo. */
export interface IndicatorParams {
  /** First day, YYYY-MM-DD in the tenant's zone, inclusive (absent: no lower bound). */
  dateFrom?: string;
  /** Last day, YYYY-MM-DD in the tenant's zone, inclusive (absent: no upper bound; periods end today). */
  dateTo?: string;
  /** Critical moments to include, with descendants (absent or the root: all). */
  criticalMomentInclude?: number[];
  /** Critical moments to leave out, with descendants. */
  criticalMomentExclude?: number[];
  /** Geographies to include, with descendants. */
  geoLocationInclude?: number[];
  /** Logical locations to include, with descendants. */
  logicalLocationInclude?: number[];
  /** Channels to include. */
  channelInclude?: number[];
  /** Clusters to include. */
  clusterInclude?: number[];
  /** Answers to filter on: question id -> accepted options. */
  responseValues?: Record<string, string[]>;
  /** Roll geography rows up to the top locations of the selection. */
  groupByTopLocation?: boolean;
  /** Alert statuses to count. */
  alertStatusInclude?: AlertStatus[];
  /** Alert types to count. */
  alertTypeInclude?: AlertType[];
  /** Dimensions of the rows, outermost first. */
  groupBy?: GroupBy[];
  /** Largest number of rows. */
  limit?: number;
  /** Order of the rows before the limit: 'field,asc' or 'field,desc' (desc when the order is left out). */
  sort?: string;
  /** Fields the widget reads (every row keeps all its fields; this only validates them). */
  keyExtract?: RowField[];
  /** Number of periods of a historic series ending at dateTo. */
  periods?: number;
  /** Formula overriding the definition's. */
  formula?: FormulaName;
  /** Geography level rows are rolled up to. */
  groupByLevel?: number;
  /** 'description': group names are node descriptions. */
  groupNameFormat?: 'description';
  /** top or bottom: only the best or worst rows (JSON and EXCEL are report formats, read as a plain list). */
  resultType?: 'top' | 'bottom' | 'JSON' | 'EXCEL';
  /** Rows of the best part. */
  topSize?: number;
  /** Rows of the worst part. */
  bottomSize?: number;
  /** How a short list is halved between best and worst. */
  trunc?: 'HALF_UP' | 'HALF_DOWN';
  /** rankingPosition or linearRegression. */
  aggregation?: 'rankingPosition' | 'linearRegression';
  /** Peers of a ranking position: 0 the zone, 100 the country. */
  rankingPositionScope?: 0 | 100;
  /** Features switched on (zoomOut: rows of the parent level). */
  featureInclude?: 'zoomOut'[];
  /** Features switched off (groupByTopLocation). */
  featureExclude?: 'groupByTopLocation'[];
  /** Workflow of notification counts. */
  workflowName?: string;
  /** Status of the source rows. */
  status?: 'external' | ResponseStatus;
  /** Word-cloud tag the comments are narrowed to. */
  tag?: string;
  /** The operation field (metadata.json responseContext.fields) a `context` grouping groups by. */
  contextField?: string;
  /** Operation fields filtered on: field name -> accepted values (as text). */
  contextValues?: Record<string, string[]>;
}

const CONTEXT_FIELD = '^[A-Za-z][A-Za-z0-9_]{0,63}$';
const WIRE_DATE = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
const wireDate = { type: 'string', pattern: WIRE_DATE } as const;
const idList = { type: 'array', maxItems: 2000, items: { type: 'integer', minimum: 0, maximum: 2147483647 } } as const;
const enumList = <Value extends string>(values: readonly Value[]) =>
  ({ type: 'array', maxItems: 20, items: { type: 'string', enum: [...values] } }) as const;

/** Schema of the parameters both encodings share. */
const COMMON_PROPERTIES = {
  dateFrom: wireDate,
  dateTo: wireDate,
  customerServiceTimeFrom: wireDate,
  customerServiceTimeTo: wireDate,
  criticalMomentInclude: idList,
  criticalMomentExclude: idList,
  geoLocationInclude: idList,
  logicalLocationInclude: idList,
  channelInclude: idList,
  clusterInclude: idList,
  groupByTopLocation: { type: 'boolean' },
  alertStatusInclude: enumList(ALERT_STATUSES),
  alertTypeInclude: enumList(ALERT_TYPES),
  limit: { type: 'integer', minimum: 1, maximum: 10000 },
  sort: { type: 'string', maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9_]*(,(asc|desc))?$' },
  keyExtract: { ...enumList(ROW_FIELDS), minItems: 1, maxItems: 30 },
  periods: { type: 'integer', minimum: 1, maximum: 60 },
  formula: { type: 'string', enum: [...FORMULAS] },
  groupByLevel: { type: 'integer', minimum: 1, maximum: 10 },
  groupNameFormat: { type: 'string', enum: ['description'] },
  resultType: { type: 'string', enum: ['top', 'bottom', 'JSON', 'EXCEL'] },
  topSize: { type: 'integer', minimum: 1, maximum: 100 },
  bottomSize: { type: 'integer', minimum: 1, maximum: 100 },
  trunc: { type: 'string', enum: ['HALF_UP', 'HALF_DOWN'] },
  aggregation: { type: 'string', enum: ['rankingPosition', 'linearRegression'] },
  rankingPositionScope: { type: 'integer', enum: [0, 100], minimum: 0, maximum: 100 },
  featureInclude: enumList(['zoomOut']),
  featureExclude: enumList(['groupByTopLocation']),
  workflowName: { type: 'string', maxLength: 60, pattern: '^[a-z][a-z0-9_-]*$' },
  status: { type: 'string', enum: ['external', ...RESPONSE_STATUSES] },
  tag: { type: 'string', minLength: 1, maxLength: 200 },
  contextField: { type: 'string', maxLength: 64, pattern: CONTEXT_FIELD },
} as const;

const groupByList = {
  type: 'array',
  minItems: 1,
  maxItems: 3,
  items: { type: 'string', enum: [...GROUP_BY] },
} as const;

/** JSON Schema of the POST body. */
export const BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...COMMON_PROPERTIES,
    groupBy: groupByList,
    responseValues: {
      type: 'object',
      maxProperties: 100,
      propertyNames: { pattern: '^[0-9]{1,9}$' },
      additionalProperties: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 500 } },
    },
    contextValues: {
      type: 'object',
      maxProperties: 50,
      propertyNames: { pattern: CONTEXT_FIELD },
      additionalProperties: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 500 } },
    },
  },
} as const;

/** JSON Schema of the GET query string (historic and lcm calls). */
export const QUERY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...COMMON_PROPERTIES,
    // The historic call names its grouping `grouped`; the lcm call `groupBy` (docs/routing.md).
    grouped: groupByList,
    groupBy: groupByList,
    responseValues: { type: 'string', maxLength: 20000 },
    contextValues: { type: 'string', maxLength: 20000 },
  },
} as const;

/** The POST body after JSON Schema validation (its type is the schema's). */
export type RawBody = FromSchema<typeof BODY_SCHEMA>;
/** The GET query string after JSON Schema validation (its type is the schema's). */
export type RawQuery = FromSchema<typeof QUERY_SCHEMA>;
/** The raw body or query after JSON Schema validation (a body has no `grouped`). */
export type RawParams = RawQuery | (RawBody & { grouped?: undefined });

/** Reads the tenant's date parameter names as dateFrom/dateTo; the other pair is refused (400 naming it). */
function readDates(raw: RawParams, tenant: Tenant): Pick<IndicatorParams, 'dateFrom' | 'dateTo'> {
  const names = tenant.formatting?.dateParams ?? { from: 'dateFrom', to: 'dateTo' };
  for (const name of ['dateFrom', 'dateTo', 'customerServiceTimeFrom', 'customerServiceTimeTo'] as const) {
    if (raw[name] !== undefined && name !== names.from && name !== names.to) {
      throw badRequest(`${name}: este cliente recibe las fechas como ${names.from} y ${names.to}.`);
    }
  }
  const out: Pick<IndicatorParams, 'dateFrom' | 'dateTo'> = {};
  const from = raw[names.from];
  const to = raw[names.to];
  if (from !== undefined) out.dateFrom = from;
  if (to !== undefined) out.dateTo = to;
  return out;
}

function parseContextValues(text: string): Record<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('contextValues: no es un JSON válido.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('contextValues: debe ser un objeto campo -> valores.');
  }
  const out: Record<string, string[]> = {};
  for (const [field, values] of Object.entries(parsed)) {
    if (!new RegExp(CONTEXT_FIELD).test(field)) throw badRequest(`contextValues: "${field}" no es un nombre de campo.`);
    if (!Array.isArray(values) || values.length > 200 || !values.every((v) => typeof v === 'string')) {
      throw badRequest(`contextValues.${field}: debe ser una lista de textos.`);
    }
    out[field] = values;
  }
  return out;
}

function parseResponseValues(text: string): Record<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('responseValues: no es un JSON válido.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('responseValues: debe ser un objeto pregunta -> opciones.');
  }
  const out: Record<string, string[]> = {};
  for (const [question, options] of Object.entries(parsed)) {
    if (!/^[0-9]{1,9}$/.test(question)) throw badRequest(`responseValues: "${question}" no es un id de pregunta.`);
    if (!Array.isArray(options) || options.length > 200 || !options.every((o) => typeof o === 'string')) {
      throw badRequest(`responseValues.${question}: debe ser una lista de textos.`);
    }
    out[question] = options;
  }
  return out;
}

/** The parameters of a validated body or query string, with the tenant's date names read. */
export function readParams(raw: RawParams, tenant: Tenant): IndicatorParams {
  const dates = readDates(raw, tenant);
  const {
    customerServiceTimeFrom: _from,
    customerServiceTimeTo: _to,
    dateFrom: _dateFrom,
    dateTo: _dateTo,
    grouped,
    responseValues,
    contextValues,
    ...rest
  } = raw;
  const params: IndicatorParams = { ...rest, ...dates };
  if (grouped !== undefined) {
    if (raw.groupBy !== undefined) throw badRequest('grouped: no se puede enviar junto con groupBy.');
    params.groupBy = grouped;
  }
  if (responseValues !== undefined) {
    params.responseValues = typeof responseValues === 'string' ? parseResponseValues(responseValues) : responseValues;
  }
  if (contextValues !== undefined) {
    params.contextValues = typeof contextValues === 'string' ? parseContextValues(contextValues) : contextValues;
  }
  return params;
}
