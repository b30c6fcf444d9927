import type { WidgetType } from '@voz/schema';

/** What a legacy widget type name becomes in version 2. */
export interface LegacyWidgetType {
  /** The v2 widget kind. */
  readonly kind: WidgetType;
  /** Config options the legacy name implied (pie variant, ranking axis or mode, trend period). */
  readonly config?: Readonly<Record<string, string>>;
}

/**
 * Every legacy type name (`config.type` of a v1 widget) and its v2 kind. Append-only: a name
 * missing here makes the migration fail with `unknown-widget-type` rather than guess.
 */
export const LEGACY_WIDGET_TYPES: ReadonlyMap<string, LegacyWidgetType> = new Map<string, LegacyWidgetType>([
  ['label', { kind: 'label' }],
  ['sectionLabel', { kind: 'label' }],
  ['radialSummary', { kind: 'radial-summary' }],
  ['pie', { kind: 'pie' }],
  ['pieSmall', { kind: 'pie', config: { variant: 'small' } }],
  ['pieMedium', { kind: 'pie', config: { variant: 'medium' } }],
  ['pieLarge', { kind: 'pie', config: { variant: 'large' } }],
  ['pieYesNo', { kind: 'pie', config: { variant: 'yesNo' } }],
  ['semicircle', { kind: 'semicircle' }],
  ['snByGeo', { kind: 'radial-by-geo' }],
  ['gauge', { kind: 'gauge' }],
  ['multipleGauge', { kind: 'multiple-gauge' }],
  ['customerJourney', { kind: 'multiple-gauge' }],
  ['nps', { kind: 'nps' }],
  ['csat', { kind: 'csat' }],
  ['ease', { kind: 'ease' }],
  ['stackedBar', { kind: 'stacked-bar' }],
  ['bar', { kind: 'bar' }],
  ['barByGeo', { kind: 'bar-by-geo' }],
  ['ranking', { kind: 'ranking' }],
  ['rankingByQuestion', { kind: 'ranking', config: { by: 'question' } }],
  ['rankingByGeo', { kind: 'ranking', config: { by: 'geography' } }],
  ['bestWorst', { kind: 'ranking', config: { mode: 'both' } }],
  ['line', { kind: 'line' }],
  ['detailedLine', { kind: 'detailed-line' }],
  ['multipleTrend', { kind: 'multiple-trend' }],
  ['trend', { kind: 'trend' }],
  ['detailedBar', { kind: 'detailed-bar' }],
  ['map', { kind: 'map' }],
  ['mapByGeo', { kind: 'map' }],
  ['wordCloud', { kind: 'word-cloud' }],
  ['wordCount', { kind: 'word-count' }],
  ['sentimentText', { kind: 'sentiment-text' }],
  ['textAnalysis', { kind: 'sentiment-text' }],
  ['ishikawa', { kind: 'ishikawa' }],
  ['lastComments', { kind: 'last-comments' }],
  ['prioritizationMatrix', { kind: 'prioritization-matrix' }],
  ['quarter', { kind: 'prioritization-matrix' }],
  ['topTwoBox', { kind: 'customer-journey-top-two-box' }],
  ['npsTable', { kind: 'nps-table' }],
  ['generalIndicatorsTable', { kind: 'general-indicators-table' }],
  ['advisorTable', { kind: 'advisor-table' }],
  ['empty', { kind: 'spacer' }],
  ['surveyCountByMonth', { kind: 'survey-count-trend', config: { period: 'month' } }],
  ['surveyCountByWeek', { kind: 'survey-count-trend', config: { period: 'week' } }],
  ['alertsByMonth', { kind: 'alerts-trend', config: { period: 'month' } }],
  ['alertsByWeek', { kind: 'alerts-trend', config: { period: 'week' } }],
]);
