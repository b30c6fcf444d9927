import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import { customerDb } from '../customers/customer-tables.js';
import { CALL_BODY_PROPERTIES, type CallFilters } from '../customers/request-params.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { setListHeaders, setTotalCount } from '../http/list-query.js';
import { mayUse, principalOf, authenticateRoutes, type Principal } from '../http/principal.js';
import { effectiveFilter } from '../http/scope.js';
import { attachmentHeader, EXCEL_CONTENT_TYPES, excelFile, type ExcelExtension } from './excel-file.js';
import { GENERAL_INDICATORS, indicatorsDashboard, indicatorsSocial } from './general-indicators.js';
import {
  dynamicReportFields,
  fetchReportResponses,
  fieldsByKey,
  reportCells,
  selectResponses,
  type ResponseSelection,
} from './report-rows.js';
import { savedReportSheet } from './saved-reports.js';
import { XLS_MAX_ROWS, columnWidths, type CellValue, type SheetData } from './sheet-data.js';

// The voc reports (platform-core §7; docs/routing.md): a saved report (report_definitions, kept
// by the admin CRUD of `reports`) as a real Excel file (xlsx, or BIFF8 xls for tenants whose
// formatting.excelExtension is xls — docs/decisions/0007), the
// fields of dynamic reports, a dynamic report as JSON rows or an Excel file, and the general
// indicators tables of the dashboard and of social listening. Every query filters on the caller's
// tenant and is intersected with the caller's scope. The two report runs need the reports section
// (mayUse 'reports'); the field list and the indicator tables feed dashboards and startup, so any
// signed-in user of the tenant reads them.

const security = [{ bearer: [] }];
const errorResponse = {
  type: 'object',
  properties: { status: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } },
} as const;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
const excelContent = {
  [EXCEL_CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
  [EXCEL_CONTENT_TYPES.xls]: { schema: { type: 'string', format: 'binary' } },
};

/** Filters of a report: the call parameters flat in the body, or nested under `filters` (which win). */
const FILTERS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: CALL_BODY_PROPERTIES,
} as const;

/** Body of a saved report's run: the call parameters, flat or under `filters`. */
const REPORT_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: { ...CALL_BODY_PROPERTIES, filters: FILTERS_SCHEMA },
} as const;

type ReportBody = FromSchema<typeof REPORT_BODY_SCHEMA>;

const fieldSchema = {
  type: 'object',
  required: ['key', 'label', 'type', 'group'],
  properties: {
    key: { type: 'string' },
    label: { type: 'string' },
    type: { type: 'string', enum: ['number', 'string'] },
    group: { type: 'string', enum: ['response', 'question'] },
    questionId: { type: 'integer' },
    criticalMomentId: { type: 'integer' },
    criticalMomentDescription: { type: 'string' },
  },
} as const;

const nullableNumber = { type: ['number', 'null'] } as const;

function requireReports(principal: Principal): void {
  if (!mayUse(principal, 'reports')) throw forbidden('No tiene acceso a los reportes.');
}

function filtersOf(body: ReportBody | undefined): CallFilters {
  const { filters, ...flat } = body ?? {};
  return { ...flat, ...(filters ?? {}) };
}

function extensionOf(principal: Principal): ExcelExtension {
  return principal.tenant.tenant.value.formatting?.excelExtension ?? 'xlsx';
}

/** "<name> <from> a <to>.<ext>", with the range the filter gave. */
function reportFileName(name: string, selection: ResponseSelection, extension: ExcelExtension): string {
  const { from, to } = selection.dates;
  const range = from && to ? ` ${from} a ${to}` : from ? ` desde ${from}` : to ? ` hasta ${to}` : '';
  return `${name}${range}.${extension}`;
}

async function sendExcel(
  reply: FastifyReply,
  principal: Principal,
  sheetName: string,
  fileName: string,
  header: string[],
  cells: CellValue[][],
): Promise<FastifyReply> {
  const sheet: SheetData = { name: sheetName, header, rows: cells, widths: columnWidths(header, cells) };
  const file = await excelFile(sheet, extensionOf(principal));
  // A file is no page: X-Total-Count alone tells the rows it holds.
  return setTotalCount(reply, cells.length)
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(fileName))
    .send(file.bytes);
}

/** The voc report routes. */
export function reportRoutes(app: FastifyInstance, deps: AppDeps): void {
  authenticateRoutes(app, deps.principals);
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();
  // The report runs need the reports section, checked with the token before the body is read: a
  // caller without it gets 403 whatever it sends.
  const reportsOnly = { gate: requireReports };
  const db = customerDb(deps.db);
  const maxRows = (principal: Principal): number => (extensionOf(principal) === 'xls' ? XLS_MAX_ROWS - 1 : 100_000);

  typed.post(
    '/api/voc/reports/:id',
    {
      config: reportsOnly,
      schema: {
        tags: ['voc: reportes'],
        summary:
          'Ejecuta un reporte guardado con los filtros y responde el archivo Excel (xlsx, o xls según el cliente)',
        security,
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
        },
        body: REPORT_BODY_SCHEMA,
        response: {
          200: { description: 'El archivo del reporte (adjunto, con nombre en español)', content: excelContent },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const definition = await db
        .selectFrom('report_definitions')
        .selectAll()
        .where('tenant_id', '=', principal.tenantId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      // A report of a critical moment outside the caller's scope is not shown (as the reports CRUD hides it).
      const moments = effectiveFilter(principal, principal.tenant.trees, {}).criticalMoments;
      const hidden =
        definition?.critical_moment_id != null && moments !== null && !moments.has(definition.critical_moment_id);
      if (!definition || hidden) throw notFound(`No existe el reporte ${request.params.id}.`);
      const sheet = await savedReportSheet(deps.db, principal, definition, filtersOf(request.body), maxRows(principal));
      return sendExcel(
        reply,
        principal,
        definition.name,
        reportFileName(definition.name, sheet.selection, extensionOf(principal)),
        sheet.header,
        sheet.rows,
      );
    },
  );

  typed.get(
    '/api/voc/dynamic-reports/fields',
    {
      schema: {
        tags: ['voc: reportes'],
        summary: 'Campos que puede incluir un reporte dinámico: campos de la respuesta y preguntas del cliente',
        security,
        response: { 200: { type: 'array', items: fieldSchema }, ...errors },
      },
    },
    (request) => dynamicReportFields(principalOf(request).tenant),
  );

  typed.post(
    '/api/voc/reports/dynamic',
    {
      config: reportsOnly,
      schema: {
        tags: ['voc: reportes'],
        summary: 'Ejecuta un reporte dinámico: resultType JSON responde las filas, EXCEL el archivo',
        security,
        body: {
          type: 'object',
          required: ['fields'],
          additionalProperties: false,
          properties: {
            ...CALL_BODY_PROPERTIES,
            fields: {
              type: 'array',
              minItems: 1,
              maxItems: 250,
              uniqueItems: true,
              items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
            },
            filters: FILTERS_SCHEMA,
          },
        },
        response: {
          200: {
            description: 'Filas (JSON) o el archivo (EXCEL)',
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } },
                },
              },
              ...excelContent,
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      const resultType = body.filters?.resultType ?? body.resultType ?? 'JSON';
      if (resultType !== 'JSON' && resultType !== 'EXCEL') {
        throw badRequest(`body.resultType: un reporte dinámico responde JSON o EXCEL, no "${resultType}".`);
      }
      const fields = fieldsByKey(principal.tenant, body.fields, 'body.fields');
      const selection = selectResponses(principal, filtersOf(body), 'body');
      const limit = resultType === 'EXCEL' ? maxRows(principal) : 100_000;
      const rows = await fetchReportResponses(deps.db, selection, fields.length, limit);
      const cells = reportCells(principal, fields, rows);
      if (resultType === 'EXCEL') {
        const name = 'Reporte dinámico';
        return sendExcel(
          reply,
          principal,
          name,
          reportFileName(name, selection, extensionOf(principal)),
          fields.map((f) => f.label),
          cells,
        );
      }
      // The rows answer as one page of the list dialect: page 0, at most `limit` rows.
      setListHeaders(reply, cells.length, { page: 0, size: limit });
      return cells.map((row) => Object.fromEntries(fields.map((f, i) => [f.key, row[i] ?? null])));
    },
  );

  const indicatorRow = {
    type: 'object',
    required: [
      'criticalMoment',
      'criticalMomentDescription',
      'group',
      'groupId',
      'groupName',
      'label',
      ...GENERAL_INDICATORS,
    ],
    properties: {
      criticalMoment: { type: 'integer' },
      criticalMomentDescription: { type: 'string' },
      group: { type: 'string', description: 'The moment, named as the group of an indicator row.' },
      groupId: { type: 'integer', description: 'The moment id.' },
      groupName: { type: 'string', description: 'The moment name.' },
      label: { type: 'string', description: 'The moment name.' },
      ...Object.fromEntries(GENERAL_INDICATORS.map((name) => [name, nullableNumber])),
    },
  } as const;

  typed.post(
    '/api/voc/reports/indicators-dashboard',
    {
      schema: {
        tags: ['voc: reportes'],
        summary:
          'Indicadores generales (ATENCION, CSAT, FACILIDAD, NPS, TIEMPO_ESPERA) por momento crítico, según indicators.json',
        security,
        body: { type: 'object', additionalProperties: false, properties: CALL_BODY_PROPERTIES },
        response: { 200: { type: 'array', items: indicatorRow }, ...errors },
      },
    },
    (request) => indicatorsDashboard(deps.db, principalOf(request), request.body ?? {}),
  );

  typed.post(
    '/api/voc/reports/indicators-social',
    {
      schema: {
        tags: ['voc: reportes'],
        summary: 'Tabla de indicadores generales de social listening (vacía sin social listening)',
        security,
        body: { type: 'object', additionalProperties: false, properties: CALL_BODY_PROPERTIES },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: [
                'group',
                'groupId',
                'groupName',
                'label',
                'value',
                'count',
                'positive',
                'neutral',
                'negative',
                'mentions',
                'positiveSentiment',
                'negativeSentiment',
                'averageLikes',
              ],
              properties: {
                group: { type: 'string', description: 'El lugar del que hablan las menciones.' },
                groupId: { type: 'integer' },
                groupName: { type: 'string' },
                label: { type: 'string' },
                value: { ...nullableNumber, description: '% de menciones positivas (el de positiveSentiment).' },
                count: { type: 'integer', description: 'Menciones (las de mentions).' },
                positive: { type: 'integer', description: 'Menciones positivas.' },
                neutral: { type: 'integer', description: 'Menciones neutras.' },
                negative: { type: 'integer', description: 'Menciones negativas.' },
                mentions: { type: 'integer' },
                positiveSentiment: nullableNumber,
                negativeSentiment: nullableNumber,
                averageLikes: nullableNumber,
              },
            },
          },
          ...errors,
        },
      },
    },
    (request) => indicatorsSocial(deps.db, principalOf(request), request.body ?? {}),
  );
}
