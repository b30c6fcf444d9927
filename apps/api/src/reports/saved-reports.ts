import { formatDisplayDateTime } from '@voz/core';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReportDefinitionRow } from '../customers/customer-tables.js';
import { metadataNames } from '../customers/metadata-names.js';
import { textIn, type CallFilters } from '../customers/request-params.js';
import type { Database } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { idCondition } from '../http/list-filters.js';
import type { Principal } from '../http/principal.js';
import { questionIndex } from '../tenants/metadata-index.js';
import { indicatorTable } from './general-indicators.js';
import {
  assertReportSize,
  dynamicReportFields,
  fetchReportResponses,
  reportCells,
  selectResponses,
  standardReportFields,
  STANDARD_FIELDS,
  type ReportField,
  type ResponseSelection,
} from './report-rows.js';
import type { CellValue } from './sheet-data.js';

// The four kinds of saved report (report_definitions, written by the admin CRUD of `reports`):
// survey responses with their questions, alerts, comments, and an indicator table per critical
// moment. Each becomes a header and rows of cells for the Excel writers, selected inside the
// caller's scope with the call's filters and the report's own critical moment.

/** A saved report's content, ready for an Excel sheet. */
export interface SavedReportSheet {
  header: string[];
  rows: CellValue[][];
  /** What the filters selected (for the file name's date range). */
  selection: ResponseSelection;
}

/** Alert type labels. */
export const ALERT_TYPE_LABELS: Readonly<Record<string, string>> = {
  INCIDENT: 'Incidente',
  RESCUE: 'Rescate',
  ABANDON: 'Abandono',
  WOW: 'Wow',
};

/** Alert status labels. */
export const ALERT_STATUS_LABELS: Readonly<Record<string, string>> = {
  NOT_HANDLED: 'Sin gestionar',
  IN_PROCESS: 'En proceso',
  CLOSED: 'Cerrada',
};

/** Sentiment labels of comments. */
export const SENTIMENT_LABELS: Readonly<Record<number, string>> = { 1: 'Positivo', 0: 'Neutro', [-1]: 'Negativo' };

function and(conditions: (RawBuilder<boolean> | null | undefined)[]): RawBuilder<boolean> {
  const present = conditions.filter((c): c is RawBuilder<boolean> => !!c);
  return sql<boolean>`(${sql.join(present, sql` and `)})`;
}

function labelled(fields: readonly ReportField[]): string[] {
  return fields.map((f) => f.label);
}

async function surveyResponsesReport(
  db: Kysely<Database>,
  principal: Principal,
  definition: ReportDefinitionRow,
  selection: ResponseSelection,
  maxRows: number,
): Promise<SavedReportSheet> {
  let fields: ReportField[];
  if (definition.question_ids.length) {
    // The report's questions, in the tenant's order; one that left metadata.json is dropped.
    const asked = new Set(definition.question_ids.map((id) => `q${id}`));
    const all = dynamicReportFields(principal.tenant);
    const byKey = new Map(all.map((f) => [f.key, f]));
    fields = [
      ...STANDARD_FIELDS.map((k) => byKey.get(k) as ReportField),
      ...all.filter((f) => f.group === 'question' && asked.has(f.key)),
    ];
  } else {
    fields = standardReportFields(principal.tenant, selection.moments);
  }
  const rows = await fetchReportResponses(db, selection, fields.length, maxRows);
  return { header: labelled(fields), rows: reportCells(principal, fields, rows), selection };
}

async function alertsReport(
  db: Kysely<Database>,
  principal: Principal,
  filters: CallFilters,
  selection: ResponseSelection,
  maxRows: number,
): Promise<SavedReportSheet> {
  const header = [
    'Fecha',
    'Momento',
    'Geografía',
    'Tipo',
    'Estado',
    'Descripción',
    'Primera respuesta',
    'Cierre',
    'Encuesta',
  ];
  const where = and([
    sql<boolean>`tenant_id = ${principal.tenantId}`,
    idCondition('critical_moment_id', selection.moments),
    idCondition('geo_location_id', selection.geographies),
    selection.dates.start ? sql<boolean>`created_at >= ${selection.dates.start}` : null,
    selection.dates.end ? sql<boolean>`created_at < ${selection.dates.end}` : null,
    filters.alertStatusInclude?.length ? textIn('status', filters.alertStatusInclude) : null,
    filters.alertTypeInclude?.length ? textIn('type', filters.alertTypeInclude) : null,
    // Filters only a response has (logicals, channels, answers) reach alerts through their response.
    selection.responseLevel
      ? sql<boolean>`response_id in (select id from survey_responses where ${selection.where})`
      : null,
  ]);
  const counted = await db
    .selectFrom('alerts')
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assertReportSize(Number(counted.n), header.length, maxRows);
  const alerts = await db
    .selectFrom('alerts')
    .where(where)
    .selectAll()
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const names = metadataNames(principal.tenant.metadata.value);
  const zone = principal.tenant.tenant.value.timezone;
  const when = (date: Date | null): CellValue => (date ? formatDisplayDateTime(date, zone) : null);
  return {
    header,
    rows: alerts.map((a) => [
      formatDisplayDateTime(a.created_at, zone),
      names.criticalMoments.get(a.critical_moment_id) ?? String(a.critical_moment_id),
      names.geographies.get(a.geo_location_id) ?? String(a.geo_location_id),
      ALERT_TYPE_LABELS[a.type] ?? a.type,
      ALERT_STATUS_LABELS[a.status] ?? a.status,
      a.description || null,
      when(a.first_response_at),
      when(a.closed_at),
      a.response_id,
    ]),
    selection,
  };
}

async function commentsReport(
  db: Kysely<Database>,
  principal: Principal,
  selection: ResponseSelection,
  maxRows: number,
): Promise<SavedReportSheet> {
  const header = [
    'Fecha',
    'Cliente',
    'Código',
    'Momento',
    'Geografía',
    'Pregunta',
    'Comentario',
    'Sentimiento',
    'Etiquetas',
  ];
  // The comments of the selected responses: every filter and the scope apply through them.
  const responses = db
    .selectFrom('survey_responses')
    .where(selection.where)
    .select(['id', 'customer_name', 'customer_lastname', 'customer_code'])
    .as('r');
  const base = db
    .selectFrom('response_comments as c')
    .innerJoin(responses, 'r.id', 'c.response_id')
    .where('c.tenant_id', '=', principal.tenantId);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  assertReportSize(Number(counted.n), header.length, maxRows);
  const comments = await base
    .select([
      'c.created_at',
      'c.critical_moment_id',
      'c.geo_location_id',
      'c.question_id',
      'c.text',
      'c.sentiment',
      'c.tags',
      'r.customer_name',
      'r.customer_lastname',
      'r.customer_code',
    ])
    .orderBy('c.created_at', 'asc')
    .orderBy('c.response_id', 'asc')
    .orderBy('c.question_id', 'asc')
    .execute();
  const names = metadataNames(principal.tenant.metadata.value);
  const questions = questionIndex(principal.tenant.metadata.value);
  const zone = principal.tenant.tenant.value.timezone;
  return {
    header,
    rows: comments.map((c) => [
      formatDisplayDateTime(c.created_at, zone),
      `${c.customer_name} ${c.customer_lastname}`.trim() || null,
      c.customer_code,
      names.criticalMoments.get(c.critical_moment_id) ?? String(c.critical_moment_id),
      names.geographies.get(c.geo_location_id) ?? String(c.geo_location_id),
      questions.get(c.question_id)?.name ?? String(c.question_id),
      c.text,
      SENTIMENT_LABELS[c.sentiment] ?? String(c.sentiment),
      c.tags.length ? c.tags.join(', ') : null,
    ]),
    selection,
  };
}

async function indicatorsReport(
  db: Kysely<Database>,
  principal: Principal,
  definition: ReportDefinitionRow,
  filters: CallFilters,
  selection: ResponseSelection,
): Promise<SavedReportSheet> {
  const rows = await indicatorTable(db, principal, filters, definition.indicators);
  const reach = selection.moments;
  return {
    header: ['Momento', ...definition.indicators],
    rows: rows
      .filter((row) => reach === null || reach.has(row.criticalMoment))
      .map((row) => [row.criticalMomentDescription, ...definition.indicators.map((name) => row.values[name] ?? null)]),
    selection,
  };
}

/**
 * The sheet of a saved report under the call's filters: SURVEY_RESPONSES (the standard columns
 * and the report's questions, else every question of its moments), ALERTS, COMMENTS, or
 * INDICATORS (one row per critical moment, one column per indicator of the report).
 */
export async function savedReportSheet(
  db: Kysely<Database>,
  principal: Principal,
  definition: ReportDefinitionRow,
  filters: CallFilters,
  maxRows: number,
): Promise<SavedReportSheet> {
  const selection = selectResponses(principal, filters, 'body', definition.critical_moment_id);
  switch (definition.type) {
    case 'SURVEY_RESPONSES':
      return surveyResponsesReport(db, principal, definition, selection, maxRows);
    case 'ALERTS':
      return alertsReport(db, principal, filters, selection, maxRows);
    case 'COMMENTS':
      return commentsReport(db, principal, selection, maxRows);
    case 'INDICATORS':
      return indicatorsReport(db, principal, definition, filters, selection);
    default:
      throw badRequest(
        `El reporte ${definition.id} es de un tipo que este servidor no produce: ${String(definition.type)}.`,
      );
  }
}
