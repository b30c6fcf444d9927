import { formatDisplayDateTime } from '@voz/core';
import type { CriticalMoment, Question } from '@voz/schema';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { metadataNames, type MetadataNames } from '../customers/metadata-names.js';
import type { CallFilters } from '../customers/request-params.js';
import type { Database, SurveyResponsesTable } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import {
  dayBounds,
  effectiveFilter,
  idCondition,
  parseResponseValues,
  readDateRange,
  type DateBounds,
  type IdFilter,
} from '../http/list-filters.js';
import { leafMoments } from '../tenants/metadata-index.js';
import type { TenantFiles } from '../tenants/TenantStore.js';
import type { CellValue } from './sheet-data.js';

// Survey responses as report rows: the fields a report may show (response fields and the tenant's
// visible questions), the responses a filter selects within the caller's scope, and each cell's
// formatted value. The fixed report, the dynamic report (JSON and Excel) and their tests all read
// cells through `cellValue`, so the JSON rows and the Excel cells of one report are the same.

/** A field a report may show. */
export interface ReportField {
  /** Key: a response field ('createdAt', 'customerCode'...) or 'q<question id>'. */
  key: string;
  /** Column title (Spanish). */
  label: string;
  /** Whether the cells are numbers or text. */
  type: 'number' | 'string';
  /** A response field, or a question of the tenant. */
  group: 'response' | 'question';
  /** The question's id (question fields). */
  questionId?: number;
  /** The critical moment whose survey asks the question (question fields). */
  criticalMomentId?: number;
  /** That moment's name. */
  criticalMomentDescription?: string;
}

/** The response fields, in the order the dynamic-report field list shows them. */
export const RESPONSE_FIELDS: readonly ReportField[] = [
  { key: 'id', label: 'Id', type: 'number', group: 'response' },
  { key: 'createdAt', label: 'Fecha', type: 'string', group: 'response' },
  { key: 'customer', label: 'Cliente', type: 'string', group: 'response' },
  { key: 'customerName', label: 'Nombre', type: 'string', group: 'response' },
  { key: 'customerLastname', label: 'Apellido', type: 'string', group: 'response' },
  { key: 'customerCode', label: 'Código', type: 'string', group: 'response' },
  { key: 'criticalMoment', label: 'Momento', type: 'string', group: 'response' },
  { key: 'geoLocation', label: 'Geografía', type: 'string', group: 'response' },
  { key: 'logicalLocation', label: 'Ubicación lógica', type: 'string', group: 'response' },
  { key: 'channel', label: 'Canal', type: 'string', group: 'response' },
  { key: 'cluster', label: 'Segmento', type: 'string', group: 'response' },
  { key: 'status', label: 'Estado', type: 'string', group: 'response' },
  { key: 'clientMode', label: 'Modo', type: 'string', group: 'response' },
  { key: 'advisor', label: 'Asesor', type: 'string', group: 'response' },
];

/** The response fields of the fixed report, before the questions of its moments. */
export const STANDARD_FIELDS = ['createdAt', 'customer', 'customerCode', 'criticalMoment', 'geoLocation', 'status'];

/** Status labels of the reports. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  ANSWERED: 'Respondida',
  NOT_ANSWERED: 'No respondida',
  INVALID: 'Inválida',
  IN_PROGRESS: 'En progreso',
};

/** Cells one report may hold (rows × columns): beyond it the caller must narrow the filter. */
export const MAX_REPORT_CELLS = 1_000_000;

/** A survey_responses row as a report reads it. */
export type ReportResponse = Selectable<SurveyResponsesTable>;

interface OwnedQuestion {
  question: Question;
  moment: CriticalMoment;
}

/** Visible questions (not CALCULATED, not hidden) with the moment that asks them, in tenant order. */
function visibleQuestions(files: TenantFiles): OwnedQuestion[] {
  const out: OwnedQuestion[] = [];
  const walk = (node: CriticalMoment): void => {
    for (const question of node.questions ?? []) {
      if (question.type !== 'CALCULATED' && !question.hidden) out.push({ question, moment: node });
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(files.metadata.value.criticalMoments);
  return orderQuestions(out, files.tenant.value.questionsOrder);
}

/** Questions in the tenant's questionsOrder first, then by id (platform-core §3). */
function orderQuestions<T extends { question: Question }>(items: T[], order: readonly number[] | undefined): T[] {
  const rank = new Map((order ?? []).map((id, i) => [id, i]));
  return [...items].sort((a, b) => {
    const ra = rank.get(a.question.id) ?? Number.POSITIVE_INFINITY;
    const rb = rank.get(b.question.id) ?? Number.POSITIVE_INFINITY;
    return ra - rb || a.question.id - b.question.id;
  });
}

/** Question fields; a name shared by several questions gets its moment in brackets. */
function questionFields(items: readonly OwnedQuestion[]): ReportField[] {
  const uses = new Map<string, number>();
  for (const { question } of items) uses.set(question.name, (uses.get(question.name) ?? 0) + 1);
  return items.map(({ question, moment }) => ({
    key: `q${question.id}`,
    label: (uses.get(question.name) ?? 0) > 1 ? `${question.name} (${moment.name})` : question.name,
    type: question.type === 'NUMBER' || question.type === 'DECIMAL' ? 'number' : 'string',
    group: 'question',
    questionId: question.id,
    criticalMomentId: moment.id,
    criticalMomentDescription: moment.name,
  }));
}

/** Every field a dynamic report may include: response fields, then the tenant's visible questions. */
export function dynamicReportFields(files: TenantFiles): ReportField[] {
  return [...RESPONSE_FIELDS, ...questionFields(visibleQuestions(files))];
}

/**
 * The columns of the fixed report over some critical moments (null: all): the standard response
 * fields, then each visible question asked at those moments (inherited ones included), once.
 */
export function standardReportFields(files: TenantFiles, moments: IdFilter): ReportField[] {
  const byKey = new Map(RESPONSE_FIELDS.map((f) => [f.key, f]));
  const asked = new Set<number>();
  for (const leaf of leafMoments(files.metadata.value.criticalMoments)) {
    if (moments !== null && !moments.has(leaf.moment.id)) continue;
    for (const q of leaf.questions) asked.add(q.id);
  }
  const questions = visibleQuestions(files).filter((q) => asked.has(q.question.id));
  return [...STANDARD_FIELDS.map((k) => byKey.get(k) as ReportField), ...questionFields(questions)];
}

/** The fields named by keys, in their order; an unknown key answers 400 naming its position. */
export function fieldsByKey(files: TenantFiles, keys: readonly string[], where: string): ReportField[] {
  const all = new Map(dynamicReportFields(files).map((f) => [f.key, f]));
  return keys.map((key, i) => {
    const field = all.get(key);
    if (!field) throw badRequest(`${where}[${i}]: "${key}" no es un campo de reporte de este cliente.`);
    return field;
  });
}

function formatAnswer(value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  // Several answers to one question are joined with a vertical bar (platform-core §3).
  if (Array.isArray(value)) return value.map((v) => String(v)).join('|');
  return JSON.stringify(value);
}

/** The value of one field for one response, as the JSON rows and the Excel cells show it. */
export function cellValue(field: ReportField, row: ReportResponse, names: MetadataNames, timeZone: string): CellValue {
  if (field.group === 'question') return formatAnswer(row.answers[String(field.questionId)]);
  const name = (map: ReadonlyMap<number, string>, id: number | null): CellValue =>
    id === null ? null : (map.get(id) ?? String(id));
  switch (field.key) {
    case 'id':
      return row.id;
    case 'createdAt':
      return formatDisplayDateTime(row.created_at, timeZone);
    case 'customer':
      return `${row.customer_name} ${row.customer_lastname}`.trim() || null;
    case 'customerName':
      return row.customer_name || null;
    case 'customerLastname':
      return row.customer_lastname || null;
    case 'customerCode':
      return row.customer_code;
    case 'criticalMoment':
      return name(names.criticalMoments, row.critical_moment_id);
    case 'geoLocation':
      return name(names.geographies, row.geo_location_id);
    case 'logicalLocation':
      return name(names.logicals, row.logical_location_id);
    case 'channel':
      return name(names.channels, row.channel_id);
    case 'cluster':
      return name(names.clusters, row.cluster_id);
    case 'status':
      return STATUS_LABELS[row.status] ?? row.status;
    case 'clientMode':
      return row.client_mode;
    case 'advisor':
      return row.advisor;
    default:
      return null;
  }
}

/** What a filter selects: the survey-response condition and the moments it reaches. */
export interface ResponseSelection {
  /** SQL condition over survey_responses (tenant, scope, dates, dimensions, answers). */
  where: RawBuilder<boolean>;
  /** Critical moments the rows may belong to (null: any). */
  moments: IdFilter;
  /** Geographies the rows may belong to (null: any). */
  geographies: IdFilter;
  /**
   * Whether the selection reads response columns other rows (alerts, comments) do not carry:
   * logicals (asked or scoped), channels, clusters, status or answers.
   */
  responseLevel: boolean;
  /** The date range. */
  dates: DateBounds;
}

function intersect(a: IdFilter, b: IdFilter): IdFilter {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...a].filter((id) => b.has(id)));
}

/**
 * The survey responses a call's filters select inside the caller's scope: critical moments
 * (include, exclude, and the report's own moment, each with descendants), geographies and
 * logicals (with descendants, intersected with the scope), channels, clusters, status, answers
 * and dates in the tenant's zone.
 */
export function selectResponses(
  principal: Principal,
  filters: CallFilters,
  where: 'body' | 'querystring',
  momentOfReport: number | null = null,
): ResponseSelection {
  const trees = principal.tenant.trees;
  const tenant = principal.tenant.tenant.value;
  const scope = effectiveFilter(principal, trees, {
    criticalMoments: filters.criticalMomentInclude ?? [],
    geographies: filters.geoLocationInclude ?? [],
    logicals: filters.logicalLocationInclude ?? [],
  });
  let moments = scope.criticalMoments;
  if (momentOfReport !== null) moments = intersect(moments, trees.criticalMoments.expand([momentOfReport]));
  if (filters.criticalMomentExclude?.length) {
    const excluded = trees.criticalMoments.expand(filters.criticalMomentExclude);
    const base = moments ?? trees.criticalMoments.expand([trees.criticalMoments.root.id]);
    moments = new Set([...base].filter((id) => !excluded.has(id)));
  }
  const dates = dayBounds(readDateRange(filters, where, { accept: 'tenant', tenant }), tenant.timezone);
  const answers = Object.entries(parseResponseValues(filters.responseValues, where, 'call')).filter(
    ([, o]) => o.length > 0,
  );
  const conditions: (RawBuilder<boolean> | null | undefined)[] = [
    sql<boolean>`tenant_id = ${principal.tenantId}`,
    idCondition('critical_moment_id', moments),
    idCondition('geo_location_id', scope.geographies),
    idCondition('logical_location_id', scope.logicals),
    filters.channelInclude?.length ? idCondition('channel_id', new Set(filters.channelInclude)) : null,
    filters.clusterInclude?.length ? idCondition('cluster_id', new Set(filters.clusterInclude)) : null,
    filters.status !== undefined ? sql<boolean>`status = ${filters.status}` : null,
    dates.start ? sql<boolean>`created_at >= ${dates.start}` : null,
    dates.end ? sql<boolean>`created_at < ${dates.end}` : null,
    ...answers.map(
      ([question, options]) => sql<boolean>`answers->>cast(${question} as text) in (${sql.join(options)})`,
    ),
  ];
  const present = conditions.filter((c): c is RawBuilder<boolean> => !!c);
  return {
    where: sql<boolean>`(${sql.join(present, sql` and `)})`,
    moments,
    geographies: scope.geographies,
    dates,
    responseLevel:
      scope.logicals !== null ||
      !!filters.channelInclude?.length ||
      !!filters.clusterInclude?.length ||
      filters.status !== undefined ||
      answers.length > 0,
  };
}

/** Refuses (400) a report over MAX_REPORT_CELLS cells or over `maxRows` rows. */
export function assertReportSize(count: number, columns: number, maxRows: number): void {
  const limit = Math.min(maxRows, Math.floor(MAX_REPORT_CELLS / Math.max(1, columns)));
  if (count > limit) {
    throw badRequest(
      `El reporte tiene ${count} filas y el máximo es ${limit} con ${columns} columnas: acote las fechas o los filtros.`,
    );
  }
}

/**
 * The responses of a selection in date order, refusing (400) a report over MAX_REPORT_CELLS
 * cells or over `maxRows` rows before reading them.
 */
export async function fetchReportResponses(
  db: Kysely<Database>,
  selection: ResponseSelection,
  columns: number,
  maxRows: number,
): Promise<ReportResponse[]> {
  const counted = await db
    .selectFrom('survey_responses')
    .where(selection.where)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assertReportSize(Number(counted.n), columns, maxRows);
  return db
    .selectFrom('survey_responses')
    .where(selection.where)
    .selectAll()
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The rows of a report: one array of cells per response, in the fields' order. */
export function reportCells(
  principal: Principal,
  fields: readonly ReportField[],
  rows: readonly ReportResponse[],
): CellValue[][] {
  const names = metadataNames(principal.tenant.metadata.value);
  const zone = principal.tenant.tenant.value.timezone;
  return rows.map((row) => fields.map((field) => cellValue(field, row, names, zone)));
}
