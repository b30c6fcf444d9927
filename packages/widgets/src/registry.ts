import { overviewChartRows, resumeCountRows, type IndicatorRow } from '@voz/core';
import { WIDGET_KINDS, type WidgetKindInfo } from '@voz/schema';
import { CSAT_SCALE } from './shared/scales.js';
import type { WidgetKind, WidgetType } from './types.js';

// The widget registry: one entry per `type` of schemas/widget.schema.json. Each renderer is
// loaded with import() below, never with the code before a dashboard's first render: in Storybook
// and the editor each kind is its own chunk; the portal's build groups them in one
// (apps/portal/src/chunks.ts). A test checks the registry and the schema name the same kinds.

const infoOf = (type: WidgetType): WidgetKindInfo => {
  const info = WIDGET_KINDS.find((k) => k.type === type);
  if (!info) throw new Error(`widget kind ${type} is not in the schema`);
  return info;
};

/**
 * Whether a mapper of the registry that turns one answered object into rows (resumeCounts,
 * overviewChart) draws some value above 0 from the row: core's own mappers decide, so this test
 * and what the widget draws cannot disagree.
 */
function mapsToPoints(row: IndicatorRow): boolean {
  return [resumeCountRows, overviewChartRows].some((mapper) =>
    mapper([row]).some((mapped) => mapped !== row && typeof mapped.value === 'number' && mapped.value > 0),
  );
}

/**
 * Every value null or every list empty (a resume answer with no count, an overview chart with no
 * point above 0, included): nothing to draw.
 */
export function defaultIsEmpty(rows: IndicatorRow[][]): boolean {
  return rows.every(
    (list) => list.length === 0 || list.every((row) => row.value === null && !row.count && !mapsToPoints(row)),
  );
}

type Entry<T extends WidgetType> = Omit<WidgetKind<T>, 'info' | 'type'>;

function kind<T extends WidgetType>(type: T, entry: Entry<T>): WidgetKind<T> {
  return { type, info: infoOf(type), ...entry };
}

/** The registry, by type. */
export const WIDGET_REGISTRY = {
  label: kind('label', {
    name: 'Etiqueta de sección',
    defaults: {},
    rowShapes: ['none'],
    skeleton: 'none',
    needsRows: false,
    load: () => import('./renderers/Label.js').then((m) => ({ default: m.Label })),
  }),
  'radial-summary': kind('radial-summary', {
    name: 'Resumen radial',
    defaults: { max: 10 },
    rowShapes: ['single'],
    skeleton: 'gauge',
    needsRows: true,
    load: () => import('./renderers/RadialSummary.js').then((m) => ({ default: m.RadialSummary })),
  }),
  pie: kind('pie', {
    name: 'Torta',
    defaults: { variant: 'medium', showLegend: true },
    rowShapes: ['grouped', 'sentiment'],
    skeleton: 'gauge',
    needsRows: true,
    load: () => import('./renderers/Pie.js').then((m) => ({ default: m.Pie })),
  }),
  semicircle: kind('semicircle', {
    name: 'Semicírculo',
    defaults: { max: 100 },
    rowShapes: ['single', 'response-counts'],
    skeleton: 'gauge',
    needsRows: true,
    load: () => import('./renderers/Semicircle.js').then((m) => ({ default: m.Semicircle })),
  }),
  'radial-by-geo': kind('radial-by-geo', {
    name: 'Radial por geografía',
    defaults: { max: 10 },
    rowShapes: ['grouped'],
    skeleton: 'gauge',
    needsRows: true,
    load: () => import('./renderers/RadialByGeo.js').then((m) => ({ default: m.RadialByGeo })),
  }),
  gauge: kind('gauge', {
    name: 'Medidor',
    defaults: { min: 0, max: 10, unit: 'points' },
    rowShapes: ['single', 'response-counts'],
    skeleton: 'gauge',
    needsRows: true,
    load: () => import('./renderers/Gauge.js').then((m) => ({ default: m.Gauge })),
  }),
  'multiple-gauge': kind('multiple-gauge', {
    name: 'Medidores múltiples',
    defaults: { max: 5 },
    rowShapes: ['grouped'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/MultipleGauge.js').then((m) => ({ default: m.MultipleGauge })),
  }),
  nps: kind('nps', {
    name: 'NPS',
    defaults: { showBreakdown: true },
    rowShapes: ['single'],
    skeleton: 'gauge',
    needsRows: true,
    load: () => import('./renderers/Nps.js').then((m) => ({ default: m.Nps })),
  }),
  csat: kind('csat', {
    name: 'CSAT',
    defaults: { max: 5, colorScale: CSAT_SCALE },
    rowShapes: ['single'],
    skeleton: 'gauge',
    needsRows: true,
    load: () => import('./renderers/Csat.js').then((m) => ({ default: m.Csat })),
  }),
  ease: kind('ease', {
    name: 'Facilidad',
    defaults: { max: 5, colorScale: CSAT_SCALE },
    rowShapes: ['single'],
    skeleton: 'gauge',
    needsRows: true,
    load: () => import('./renderers/Ease.js').then((m) => ({ default: m.Ease })),
  }),
  'stacked-bar': kind('stacked-bar', {
    name: 'Barras apiladas',
    defaults: { layout: 'horizontal', normalize: true, showLegend: true },
    rowShapes: ['grouped', 'series-by-group'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/StackedBar.js').then((m) => ({ default: m.StackedBar })),
  }),
  bar: kind('bar', {
    name: 'Barras',
    defaults: { layout: 'vertical' },
    rowShapes: ['grouped', 'series', 'resume'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/Bar.js').then((m) => ({ default: m.Bar })),
  }),
  'bar-by-geo': kind('bar-by-geo', {
    name: 'Barras por geografía',
    defaults: { layout: 'horizontal' },
    rowShapes: ['grouped'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/BarByGeo.js').then((m) => ({ default: m.BarByGeo })),
  }),
  ranking: kind('ranking', {
    name: 'Ranking',
    defaults: { mode: 'both', size: 3 },
    rowShapes: ['grouped', 'tags'],
    skeleton: 'list',
    needsRows: true,
    load: () => import('./renderers/Ranking.js').then((m) => ({ default: m.Ranking })),
  }),
  line: kind('line', {
    name: 'Líneas',
    defaults: { showPoints: true, showLegend: true },
    rowShapes: ['series', 'series-by-group'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/Line.js').then((m) => ({ default: m.Line })),
  }),
  'detailed-line': kind('detailed-line', {
    name: 'Líneas por mes y geografía',
    defaults: { showLegend: true },
    rowShapes: ['series-by-group'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/DetailedLine.js').then((m) => ({ default: m.DetailedLine })),
  }),
  'multiple-trend': kind('multiple-trend', {
    name: 'Tendencias múltiples por mes',
    defaults: { showLegend: true },
    rowShapes: ['series'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/MultipleTrend.js').then((m) => ({ default: m.MultipleTrend })),
  }),
  trend: kind('trend', {
    name: 'Tendencia',
    defaults: { showRegression: true },
    rowShapes: ['series'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/Trend.js').then((m) => ({ default: m.Trend })),
  }),
  'detailed-bar': kind('detailed-bar', {
    name: 'Barras detalladas',
    defaults: {},
    rowShapes: ['grouped', 'resume'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/DetailedBar.js').then((m) => ({ default: m.DetailedBar })),
  }),
  map: kind('map', {
    name: 'Mapa por geografías',
    defaults: { map: 'points' },
    rowShapes: ['grouped'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/Map.js').then((m) => ({ default: m.Map })),
  }),
  'word-cloud': kind('word-cloud', {
    name: 'Nube de palabras',
    defaults: { limit: 50 },
    rowShapes: ['tags'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/WordCloud.js').then((m) => ({ default: m.WordCloud })),
  }),
  'word-count': kind('word-count', {
    name: 'Conteo de palabras',
    defaults: { limit: 10, linkToComments: true },
    rowShapes: ['tags'],
    skeleton: 'list',
    needsRows: true,
    load: () => import('./renderers/WordCount.js').then((m) => ({ default: m.WordCount })),
  }),
  'sentiment-text': kind('sentiment-text', {
    name: 'Análisis de sentimiento',
    defaults: {},
    rowShapes: ['sentiment', 'categories'],
    skeleton: 'text',
    needsRows: true,
    load: () => import('./renderers/SentimentText.js').then((m) => ({ default: m.SentimentText })),
  }),
  ishikawa: kind('ishikawa', {
    name: 'Diagrama de Ishikawa',
    defaults: {},
    rowShapes: ['categories', 'tags'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/Ishikawa.js').then((m) => ({ default: m.Ishikawa })),
  }),
  'last-comments': kind('last-comments', {
    name: 'Últimos comentarios',
    defaults: { limit: 100, showSentiment: true },
    rowShapes: ['comments'],
    skeleton: 'list',
    needsRows: true,
    isEmpty: (rows) => rows.every((list) => list.length === 0),
    load: () => import('./renderers/LastComments.js').then((m) => ({ default: m.LastComments })),
  }),
  'prioritization-matrix': kind('prioritization-matrix', {
    name: 'Matriz de priorización',
    defaults: {},
    rowShapes: ['grouped'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/PrioritizationMatrix.js').then((m) => ({ default: m.PrioritizationMatrix })),
  }),
  'customer-journey-top-two-box': kind('customer-journey-top-two-box', {
    name: 'Customer Journey: Top Two Box',
    defaults: {},
    rowShapes: ['grouped'],
    skeleton: 'list',
    needsRows: true,
    load: () =>
      import('./renderers/CustomerJourneyTopTwoBox.js').then((m) => ({ default: m.CustomerJourneyTopTwoBox })),
  }),
  'nps-table': kind('nps-table', {
    name: 'Tabla NPS',
    defaults: { pageSize: 15 },
    rowShapes: ['grouped'],
    skeleton: 'table',
    needsRows: true,
    load: () => import('./renderers/NpsTable.js').then((m) => ({ default: m.NpsTable })),
  }),
  'general-indicators-table': kind('general-indicators-table', {
    name: 'Tabla de indicadores generales',
    defaults: {},
    rowShapes: ['single', 'grouped'],
    skeleton: 'table',
    needsRows: true,
    load: () => import('./renderers/GeneralIndicatorsTable.js').then((m) => ({ default: m.GeneralIndicatorsTable })),
  }),
  'advisor-table': kind('advisor-table', {
    name: 'Tabla de asesores',
    defaults: { pageSize: 15 },
    rowShapes: ['grouped'],
    skeleton: 'table',
    needsRows: true,
    load: () => import('./renderers/AdvisorTable.js').then((m) => ({ default: m.AdvisorTable })),
  }),
  spacer: kind('spacer', {
    name: 'Espacio vacío',
    defaults: {},
    rowShapes: ['none'],
    skeleton: 'none',
    needsRows: false,
    load: () => import('./renderers/Spacer.js').then((m) => ({ default: m.Spacer })),
  }),
  'survey-count-trend': kind('survey-count-trend', {
    name: 'Encuestas por mes y semana',
    defaults: { period: 'month', showLegend: true },
    rowShapes: ['response-counts'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/SurveyCountTrend.js').then((m) => ({ default: m.SurveyCountTrend })),
  }),
  'alerts-trend': kind('alerts-trend', {
    name: 'Alertas por mes y semana',
    defaults: { period: 'month', showLegend: true },
    rowShapes: ['alert-counts'],
    skeleton: 'chart',
    needsRows: true,
    load: () => import('./renderers/AlertsTrend.js').then((m) => ({ default: m.AlertsTrend })),
  }),
} satisfies { [T in WidgetType]: WidgetKind<T> };

/** The entry of a type, or undefined for a type the registry does not know. */
export function widgetKind(type: string): WidgetKind | undefined {
  return Object.hasOwn(WIDGET_REGISTRY, type)
    ? (WIDGET_REGISTRY[type as WidgetType] as unknown as WidgetKind)
    : undefined;
}
