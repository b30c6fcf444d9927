import { FORMULA_NAMES, parseWireDate } from '@voz/core';
import { WIDGET_KINDS } from '@voz/schema';
import type { FromSchema } from 'json-schema-to-ts';
import { badRequest } from '../http/errors.js';
import { fieldsByKey } from '../reports/report-rows.js';
import { defineEntity } from './entity.js';
import { bool, dateText, idList, integer, nullable, text, textList, type TextSchema } from './json-schema.js';
import { ADMIN, section, SIGNED_IN } from './permissions.js';
import {
  assertIndicators,
  assertMetadataIds,
  assertMomentInScope,
  assertNotHeldByAccounts,
  assertQuestions,
  momentVisibility,
  tenantFiles,
} from './references.js';
import { equals, inIds, overlapsIds, tableEntitySchemas, tableStore } from './table-store.js';

// The voc entities of the generic CRUD (docs/routing.md): survey definitions, report definitions,
// dynamic reports, customer-journey stages and dynamic dashboard widgets — survey data and what is
// computed from it. Reads follow the profile sections of platform-core §6 and the caller's
// critical-moment scope; surveys are written with the surveys actions (wizard, update, delete),
// the rest by ROLE_ADMIN.

const descriptionField = text('Longer description (default empty).', { maxLength: 2000 });
const nameField = (what: string): TextSchema =>
  text(`${what}, unique in the tenant (case-insensitively).`, {
    minLength: 1,
    maxLength: 200,
    pattern: '^[^\\u0000]*\\S[^\\u0000]*$',
  });
const indicatorName = text('Indicator name of indicators.json.', {
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_.-]+$',
});

function checkDates(start: string | null | undefined, end: string | null | undefined): void {
  for (const [field, value] of [
    ['startDate', start],
    ['endDate', end],
  ] as const) {
    if (typeof value !== 'string') continue;
    try {
      parseWireDate(value);
    } catch {
      throw badRequest(`body.${field}: "${value}" no es una fecha válida (AAAA-MM-DD).`);
    }
  }
  if (typeof start === 'string' && typeof end === 'string' && start > end) {
    throw badRequest(`body.endDate: ${end} es anterior a startDate ${start}.`);
  }
}

// ---------------------------------------------------------------------------------------------
// Surveys

/** Statuses of a survey definition. */
export const SURVEY_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;

/** A survey definition as answered. */
export interface SurveyItem {
  id: number;
  name: string;
  description: string;
  criticalMomentId: number;
  status: (typeof SURVEY_STATUSES)[number];
  questionIds: number[];
  channels: number[];
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

const surveySchemas = tableEntitySchemas(
  'A survey definition: the questions of one critical moment asked through some channels over a period.',
  {
    name: nameField('Survey name'),
    description: descriptionField,
    criticalMomentId: integer('Critical moment of the survey (a metadata.json id within the caller scope).'),
    status: text('DRAFT (default), PUBLISHED or CLOSED.', { enum: SURVEY_STATUSES }),
    questionIds: idList(
      'Questions asked: ids of questions of the critical moment (or its descendants) in metadata.json.',
    ),
    channels: idList('Channels the survey is sent through (metadata.json ids).'),
    startDate: nullable(dateText('First day the survey is answered (YYYY-MM-DD), or null.')),
    endDate: nullable(dateText('Last day the survey is answered (YYYY-MM-DD, not before startDate), or null.')),
  },
  ['name', 'criticalMomentId'],
);

/** The body of survey create and update, as its schema validates it. */
export type SurveyBody = FromSchema<typeof surveySchemas.body>;

/** surveys (voc): survey definitions of a critical moment (the /surveys page and its wizard). */
export const surveysEntity = defineEntity<SurveyItem, SurveyBody, number>({
  name: 'surveys',
  backend: 'voc',
  path: 'surveys',
  tag: 'admin: surveys and reports',
  noun: 'la encuesta',
  idSchema: integer('Survey id.', 1),
  schemas: {
    ...surveySchemas,
    filters: {
      criticalMomentInclude: idList('Only surveys of these critical moments.', 100),
      status: text('Only surveys in this status.', { enum: SURVEY_STATUSES }),
    },
  },
  sortable: ['id', 'name', 'status', 'criticalMomentId', 'startDate', 'endDate', 'createdAt', 'updatedAt'],
  dates: true,
  permissions: {
    read: section('surveys'),
    create: section('surveys', 'wizard'),
    update: section('surveys', 'update'),
    delete: section('surveys', 'delete'),
  },
  store: tableStore<SurveyItem, SurveyBody>({
    table: 'surveys',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      description: { column: 'description', kind: 'text', default: '', search: true },
      criticalMomentId: { column: 'critical_moment_id', kind: 'int' },
      status: { column: 'status', kind: 'text', default: 'DRAFT' },
      questionIds: { column: 'question_ids', kind: 'int[]', default: [] },
      channels: { column: 'channels', kind: 'int[]', default: [] },
      startDate: { column: 'start_date', kind: 'date' },
      endDate: { column: 'end_date', kind: 'date' },
    },
    timestamps: true,
    unique: 'name',
    filters: { criticalMomentInclude: inIds('critical_moment_id'), status: equals('status') },
    visible: momentVisibility('critical_moment_id', 'single'),
    check: (ctx, body) => {
      assertMetadataIds(ctx, 'criticalMoments', body.criticalMomentId, 'body.criticalMomentId');
      assertMomentInScope(ctx, body.criticalMomentId, 'body.criticalMomentId');
      assertQuestions(ctx, body.questionIds, 'body.questionIds', body.criticalMomentId);
      assertMetadataIds(ctx, 'channels', body.channels, 'body.channels');
      checkDates(body.startDate, body.endDate);
      return Promise.resolve();
    },
  }),
});

// ---------------------------------------------------------------------------------------------
// Report definitions

/** Kinds of fixed report. */
export const REPORT_TYPES = ['SURVEY_RESPONSES', 'ALERTS', 'INDICATORS', 'COMMENTS'] as const;

/** A report definition as answered. */
export interface ReportItem {
  id: number;
  name: string;
  description: string;
  type: (typeof REPORT_TYPES)[number];
  criticalMomentId: number | null;
  indicators: string[];
  questionIds: number[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

const reportSchemas = tableEntitySchemas(
  'A fixed report definition: what rows or indicators its file holds.',
  {
    name: nameField('Report name'),
    description: descriptionField,
    type: text('What the report lists: SURVEY_RESPONSES, ALERTS, INDICATORS or COMMENTS.', { enum: REPORT_TYPES }),
    criticalMomentId: nullable(integer('Critical moment it is limited to (a metadata.json id), or null for all.')),
    indicators: textList(
      'Indicators of an INDICATORS report (names of indicators.json; default none).',
      indicatorName,
      100,
    ),
    questionIds: idList(
      'Question columns of a SURVEY_RESPONSES report (metadata.json ids); empty (default): every question of its moments.',
    ),
    active: bool('Offered on the reports page (default true).'),
  },
  ['name', 'type'],
);

/** The body of report create and update, as its schema validates it. */
export type ReportBody = FromSchema<typeof reportSchemas.body>;

/** reports (voc): definitions of the fixed reports the /reports page offers (POST reports/{id} makes the file). */
export const reportsEntity = defineEntity<ReportItem, ReportBody, number>({
  name: 'reports',
  backend: 'voc',
  path: 'reports',
  tag: 'admin: surveys and reports',
  noun: 'el reporte',
  idSchema: integer('Report id.', 1),
  schemas: {
    ...reportSchemas,
    filters: {
      type: text('Only reports of this type.', { enum: REPORT_TYPES }),
      criticalMomentInclude: idList('Only reports of these critical moments.', 100),
      active: bool('Only active (true) or inactive (false) reports.'),
    },
  },
  sortable: ['id', 'name', 'type', 'criticalMomentId', 'active', 'createdAt', 'updatedAt'],
  dates: true,
  permissions: { read: section('reports'), create: ADMIN, update: ADMIN, delete: ADMIN },
  store: tableStore<ReportItem, ReportBody>({
    table: 'report_definitions',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      description: { column: 'description', kind: 'text', default: '', search: true },
      type: { column: 'type', kind: 'text' },
      criticalMomentId: { column: 'critical_moment_id', kind: 'int' },
      indicators: { column: 'indicators', kind: 'text[]', default: [] },
      questionIds: { column: 'question_ids', kind: 'int[]', default: [] },
      active: { column: 'active', kind: 'bool', default: true },
    },
    timestamps: true,
    unique: 'name',
    filters: { type: equals('type'), criticalMomentInclude: inIds('critical_moment_id'), active: equals('active') },
    visible: momentVisibility('critical_moment_id', 'nullable'),
    check: (ctx, body) => {
      assertMetadataIds(ctx, 'criticalMoments', body.criticalMomentId, 'body.criticalMomentId');
      assertIndicators(ctx, body.indicators, 'body.indicators');
      assertQuestions(ctx, body.questionIds, 'body.questionIds', body.criticalMomentId);
      return Promise.resolve();
    },
  }),
});

// ---------------------------------------------------------------------------------------------
// Dynamic reports

/** How a dynamic report is answered by POST reports/dynamic. */
export const RESULT_TYPES = ['JSON', 'EXCEL'] as const;

/** A dynamic report as answered. */
export interface DynamicReportItem {
  id: number;
  name: string;
  description: string;
  fields: string[];
  criticalMomentId: number | null;
  resultType: (typeof RESULT_TYPES)[number];
  createdAt: string;
  updatedAt: string;
}

const dynamicReportSchemas = tableEntitySchemas(
  'A saved dynamic report: the fields (columns) POST reports/dynamic returns, as JSON or EXCEL.',
  {
    name: nameField('Dynamic report name'),
    description: descriptionField,
    fields: {
      ...textList(
        'Fields of the report, in order: keys of GET dynamic-reports/fields (customer, q101...; 1 to 200).',
        { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9_.]*$' },
        200,
      ),
      minItems: 1,
    },
    criticalMomentId: nullable(integer('Critical moment it is limited to (a metadata.json id), or null for all.')),
    resultType: text('JSON or EXCEL (default).', { enum: RESULT_TYPES }),
  },
  ['name', 'fields'],
);

/** The body of dynamic-report create and update, as its schema validates it. */
export type DynamicReportBody = FromSchema<typeof dynamicReportSchemas.body>;

/** dynamic-reports (voc): saved dynamic reports (a choice of dynamic-reports/fields). */
export const dynamicReportsEntity = defineEntity<DynamicReportItem, DynamicReportBody, number>({
  name: 'dynamic-reports',
  backend: 'voc',
  path: 'dynamic-reports',
  tag: 'admin: surveys and reports',
  noun: 'el reporte dinámico',
  idSchema: integer('Dynamic report id.', 1),
  schemas: {
    ...dynamicReportSchemas,
    filters: {
      resultType: text('Only reports of this result type.', { enum: RESULT_TYPES }),
      criticalMomentInclude: idList('Only reports of these critical moments.', 100),
    },
  },
  sortable: ['id', 'name', 'resultType', 'criticalMomentId', 'createdAt', 'updatedAt'],
  dates: true,
  permissions: { read: section('reports'), create: ADMIN, update: ADMIN, delete: ADMIN },
  store: tableStore<DynamicReportItem, DynamicReportBody>({
    table: 'dynamic_reports',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      description: { column: 'description', kind: 'text', default: '', search: true },
      fields: { column: 'fields', kind: 'text[]' },
      criticalMomentId: { column: 'critical_moment_id', kind: 'int' },
      resultType: { column: 'result_type', kind: 'text', default: 'EXCEL' },
    },
    timestamps: true,
    unique: 'name',
    filters: { resultType: equals('result_type'), criticalMomentInclude: inIds('critical_moment_id') },
    visible: momentVisibility('critical_moment_id', 'nullable'),
    check: (ctx, body) => {
      assertMetadataIds(ctx, 'criticalMoments', body.criticalMomentId, 'body.criticalMomentId');
      if (body.fields !== undefined) fieldsByKey(tenantFiles(ctx), body.fields, 'body.fields');
      return Promise.resolve();
    },
  }),
});

// ---------------------------------------------------------------------------------------------
// Customer journey

/** A customer-journey stage as answered. */
export interface CustomerJourneyItem {
  id: number;
  name: string;
  description: string;
  order: number;
  criticalMomentIds: number[];
  indicator: string | null;
  createdAt: string;
  updatedAt: string;
}

const customerJourneySchemas = tableEntitySchemas(
  'A stage of the customer journey: the critical moments it groups and the indicator that measures it.',
  {
    name: nameField('Stage name'),
    description: descriptionField,
    order: integer('Position of the stage in the journey, ascending (default 0).', 0, 10_000),
    criticalMomentIds: idList('Critical moments of the stage (metadata.json ids; default none).'),
    indicator: nullable({
      ...indicatorName,
      description: 'Indicator measuring the stage (a name of indicators.json), or null.',
    }),
  },
  ['name'],
);

/** The body of customer-journey create and update, as its schema validates it. */
export type CustomerJourneyBody = FromSchema<typeof customerJourneySchemas.body>;

/** customer-journey (voc): the stages of the customer journey tab, in order. */
export const customerJourneyEntity = defineEntity<CustomerJourneyItem, CustomerJourneyBody, number>({
  name: 'customer-journey',
  backend: 'voc',
  path: 'customer-journey',
  tag: 'admin: surveys and reports',
  noun: 'la etapa',
  idSchema: integer('Stage id.', 1),
  schemas: {
    ...customerJourneySchemas,
    filters: { criticalMomentInclude: idList('Only stages holding one of these critical moments.', 100) },
  },
  sortable: ['id', 'name', 'order', 'createdAt', 'updatedAt'],
  dates: true,
  permissions: { read: SIGNED_IN, create: ADMIN, update: ADMIN, delete: ADMIN },
  store: tableStore<CustomerJourneyItem, CustomerJourneyBody>({
    table: 'customer_journey_stages',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      description: { column: 'description', kind: 'text', default: '', search: true },
      order: { column: 'stage_order', kind: 'int', default: 0 },
      criticalMomentIds: { column: 'critical_moment_ids', kind: 'int[]', default: [] },
      indicator: { column: 'indicator', kind: 'text' },
    },
    timestamps: true,
    unique: 'name',
    filters: { criticalMomentInclude: overlapsIds('critical_moment_ids') },
    visible: momentVisibility('critical_moment_ids', 'array'),
    check: (ctx, body) => {
      assertMetadataIds(ctx, 'criticalMoments', body.criticalMomentIds, 'body.criticalMomentIds');
      assertIndicators(ctx, body.indicator, 'body.indicator');
      return Promise.resolve();
    },
  }),
});

// ---------------------------------------------------------------------------------------------
// Dynamic dashboard widgets

/** Widget kinds of schemas/widget.schema.json. */
const WIDGET_NAMES = WIDGET_KINDS.map((k) => k.type);

/** A dynamic dashboard widget as answered (platform-core §3: id, name, widgetName, description, formula, order). */
export interface DashboardWidgetItem {
  id: number;
  name: string;
  widgetName: string;
  description: string;
  formula: string;
  indicator: string | null;
  order: number;
  createdAt: string;
  updatedAt: string;
}

const dashboardWidgetSchemas = tableEntitySchemas(
  'A dynamic dashboard widget: a widget kind showing a formula of an indicator, at a position.',
  {
    name: nameField('Widget name'),
    widgetName: text('Widget kind (a type of schemas/widget.schema.json).', { enum: WIDGET_NAMES }),
    description: descriptionField,
    formula: text('Formula computed (packages/core formulas).', { enum: FORMULA_NAMES }),
    indicator: nullable({
      ...indicatorName,
      description: 'Indicator the formula is computed on (a name of indicators.json), or null.',
    }),
    order: integer('Position of the widget in the dynamic dashboard, ascending (default 0).', 0, 10_000),
  },
  ['name', 'widgetName', 'formula'],
);

/** The body of dashboard create and update, as its schema validates it. */
export type DashboardWidgetBody = FromSchema<typeof dashboardWidgetSchemas.body>;

/** dashboard (voc): the widgets of the dynamic dashboards (accounts list theirs in dynamicDashboards). */
export const dashboardWidgetsEntity = defineEntity<DashboardWidgetItem, DashboardWidgetBody, number>({
  name: 'dashboard',
  backend: 'voc',
  path: 'dashboard',
  tag: 'admin: surveys and reports',
  noun: 'el widget',
  idSchema: integer('Widget id.', 1),
  schemas: {
    ...dashboardWidgetSchemas,
    filters: {
      widgetName: text('Only widgets of this kind.', { enum: WIDGET_NAMES }),
      formula: text('Only widgets of this formula.', { enum: FORMULA_NAMES }),
    },
  },
  sortable: ['id', 'name', 'widgetName', 'formula', 'order', 'createdAt', 'updatedAt'],
  dates: true,
  permissions: { read: section('dashboard'), create: ADMIN, update: ADMIN, delete: ADMIN },
  store: tableStore<DashboardWidgetItem, DashboardWidgetBody>({
    table: 'dashboard_widgets',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      widgetName: { column: 'widget_name', kind: 'text' },
      description: { column: 'description', kind: 'text', default: '', search: true },
      formula: { column: 'formula', kind: 'text' },
      indicator: { column: 'indicator', kind: 'text' },
      order: { column: 'widget_order', kind: 'int', default: 0 },
    },
    timestamps: true,
    unique: 'name',
    filters: { widgetName: equals('widget_name'), formula: equals('formula') },
    check: (ctx, body) => {
      assertIndicators(ctx, body.indicator, 'body.indicator');
      return Promise.resolve();
    },
    beforeDelete: (ctx, id, trx) => assertNotHeldByAccounts(trx, ctx, 'dynamic_dashboards', id, 'El widget'),
  }),
});
