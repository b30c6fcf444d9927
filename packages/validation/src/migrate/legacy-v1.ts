// The legacy (schemaVersion 1) dashboard format, defined in docs/decisions/legacy-dashboards.md.
// These interfaces document what `npm run migrate` accepts; the migration still reads its input as
// `unknown` and checks every field, because imported files are not trusted to match them.

/** A legacy dashboard file (schemaVersion 1), as exported from the previous product. */
export interface LegacyDashboardV1 {
  /** Path of a JSON Schema, for editors; only its relative depth (leading `../`) is kept. */
  $schema?: string;
  /** Version of the file format: always 1. */
  schemaVersion: 1;
  /** Key of the dashboard (file name without .json). */
  key: string;
  /** Title, a plain Spanish string. */
  title: string;
  /** What the dashboard is for, a plain Spanish string. */
  description?: string;
  /** The hero background is shown while the selected critical moments include any of these ids. */
  heroBackgroundCriticalMoments?: number[];
  /** The widgets, in reading order. */
  widgets: LegacyWidgetV1[];
}

/** A legacy widget: layout and texts at the top, kind and options in `config`. */
export interface LegacyWidgetV1 {
  /** Title, a plain Spanish string (required by label widgets). */
  title?: string;
  /** Subtitle, a plain Spanish string. */
  subTitle?: string;
  /** Help text, a plain Spanish string. */
  helpText?: string;
  /** [column, row] of the top-left cell; placed in reading order when absent. */
  position?: [number, number];
  /** [width, height] in cells. */
  size: [number, number];
  /** Shown only while every given part holds. */
  renderCondition?: LegacyRenderConditionV1;
  /** Id, legacy type name, display options and indicator requests. */
  config: LegacyWidgetConfigV1;
  /** Shorthand for a single request of this indicator (becomes the first request). */
  indicator?: string;
  /** Critical moments the first request is pinned to (becomes `extras.criticalMomentInclude`). */
  criticalMomentInclude?: number[];
  /** The single critical moment the first request is pinned to (becomes `extras.criticalMomentId`). */
  criticalMomentId?: number;
  /** Extras of catalogue §3.1 merged into the first request's `extras`. */
  extraConfigs?: Record<string, unknown>;
}

/** A legacy render condition: every part given must hold. */
export interface LegacyRenderConditionV1 {
  /** The selected critical moments include any of these ids. */
  criticalMomentInclude?: number[];
  /** The selected critical moments include none of these ids. */
  criticalMomentExclude?: number[];
  /** true: the critical-moment selection is the root (or empty); false: it is not. */
  criticalMomentIsRoot?: boolean;
  /** true: the user's scope is the highest geography; false: it is not. */
  highestScope?: boolean;
  /** The selected geographies include any of these ids. */
  geoLocationInclude?: number[];
}

/** The `config` of a legacy widget: id, legacy type name, display options and requests. */
export interface LegacyWidgetConfigV1 {
  /** Widget id (becomes the v2 widget `id`). */
  id: string;
  /** Legacy type name (becomes the v2 `type` through LEGACY_WIDGET_TYPES). */
  type: string;
  /** Fixed colours of the series or slices. */
  colors?: string[];
  /** Named mapper of rows to the view model. */
  mapper?: string;
  /** Decimals shown. */
  decimals?: number;
  /** Show the previous period's value. */
  showHistoric?: boolean;
  /** Show the sample size. */
  showSample?: boolean;
  /** Indicator requests of the widget. */
  indicators?: LegacyRequestV1[];
  /** Other options of the kind (max, limit, variant...), kept only when the v2 kind accepts them. */
  [option: string]: unknown;
}

/** A legacy indicator request: the v2 fields, `grouped` for `groupBy`, and extras written flat. */
export interface LegacyRequestV1 {
  /** Indicator code. */
  indicator: string;
  /** Name under which the widget reads this request's rows. */
  key?: string;
  /** A call other than the indicator values call. */
  url?: string;
  /** Label of the series, a plain Spanish string. */
  label?: string;
  /** Field of each row read as the value. */
  value?: string;
  /** The widget uses one row only. */
  singleton?: boolean;
  /** Order applied to the rows before `limit`. */
  sort?: { field: string; order?: 'asc' | 'desc' };
  /** Largest number of rows asked for. */
  limit?: number;
  /** One grouping dimension, or several outermost first (becomes `groupBy`, always a list). */
  grouped?: string | string[];
  /** list: every row; single: one value. */
  dataType?: 'list' | 'single';
  /** Fields of each row the widget reads. */
  keyExtract?: string[];
  /** Any extra of catalogue §3.1 (periods, formula, topSize, trunc...), moved under `extras`. */
  [extra: string]: unknown;
}
