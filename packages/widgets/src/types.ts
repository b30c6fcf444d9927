import type { IndicatorRow, Random } from '@voz/core';
import type { ColorScale, IndicatorRequest, Language, TenantMetadata, Widget, WidgetKindInfo } from '@voz/schema';
import type { SkeletonShape } from '@voz/ui';
import type { ComponentType } from 'react';

/** A widget kind: the `type` of schemas/widget.schema.json. */
export type WidgetType = Widget['type'];

/** The widget of one kind. */
export type WidgetOf<T extends WidgetType> = Extract<Widget, { type: T }>;

/** The `config` of one kind (every field optional, as in the schema). */
export type ConfigOf<T extends WidgetType> = NonNullable<WidgetOf<T>['config']>;

/** What a renderer knows of the tenant and the reader. */
export interface RenderContext {
  /** Interface language. */
  language: 'es' | 'en';
  /** The tenant's locale for numbers and dates (es-CL...). */
  locale: string;
  /** The tenant's decimals (`formatting.decimals`, default 2); a widget's `decimals` wins. */
  decimals: number;
  /** The tenant's named colour scales. */
  colorScales: Readonly<Record<string, ColorScale | undefined>>;
  /** The tenant's metadata, for names and map codes (optional in previews). */
  metadata?: TenantMetadata;
  /** The tenant's IANA time zone, in which instants are shown (the reader's when absent). */
  timeZone?: string;
  /** How much trend lines are rounded (`defaults.smoothFactor`, 0–1); straight when absent. */
  smoothFactor?: number;
}

/** What a renderer receives once its rows are in (the frame draws loading, empty and error). */
export interface RendererProps<T extends WidgetType = WidgetType> {
  widget: WidgetOf<T>;
  /** The widget's config over the kind's defaults. */
  config: ConfigOf<T>;
  /** Rows of each indicator request of the widget, in order. */
  rows: IndicatorRow[][];
  /** Rows of the previous period, same order, when the widget shows history (showHistoric). */
  previous?: IndicatorRow[][];
  context: RenderContext;
  /** Title of the widget in the reader's language, for accessible names. */
  title: string;
}

/** What a mock generator is given (MockDataSource of @voz/data hands exactly this). */
export interface MockInput {
  request: IndicatorRequest;
  widget: Widget;
  random: Random;
  metadata?: TenantMetadata;
}

/** Deterministic rows for one indicator request of a widget of the kind. */
export type MockGenerator = (input: MockInput) => IndicatorRow[];

/** The shapes of rows a kind reads (docs/widgets.md explains each). */
export type RowShape =
  | 'single' // one row: value and count (NPS also promoters, passives, detractors)
  | 'grouped' // one row per group (question, geography, channel, status...): group, value, count
  | 'series' // one row per period (formattedMonth, formattedWeek), oldest first
  | 'series-by-group' // one row per (period, group): group_0 period, group_1 group (core's normaliseRows puts the period first)
  | 'sentiment' // rows with positive, neutral and negative counts
  | 'tags' // one row per tag: group, count, positive, neutral, negative
  | 'comments' // one row per comment: comment text, sentiment, date
  | 'categories' // rows with categories (sentiment groups with their tags)
  | 'response-counts' // answeredCount, inProgressCount, notHandledCount, handledPerc, validPerc
  | 'alert-counts' // not_handled, in_process, closed, fast, slow
  | 'resume' // one row { workflowName, resume: { notifications, sent, … } } (dashboard/resume; mapper resumeCounts)
  | 'none'; // no rows (labels, spacers)

/** A renderer module, loaded when the kind is first drawn. */
export interface RendererModule<T extends WidgetType = WidgetType> {
  default: ComponentType<RendererProps<T>>;
}

/** One entry of the widget registry. */
export interface WidgetKind<T extends WidgetType = WidgetType> {
  type: T;
  /** What the schema says of it: description, min and max size, config fields. */
  info: WidgetKindInfo;
  /** Name of the kind for people, in each interface language (the editor's palette and panels). */
  name: Readonly<Record<Language, string>>;
  /** Config values used where the widget leaves a field out. */
  defaults: Partial<ConfigOf<T>>;
  /** Row shapes the kind reads. */
  rowShapes: readonly RowShape[];
  /** Placeholder drawn while loading. */
  skeleton: SkeletonShape;
  /** Whether the kind fetches rows at all (labels and spacers do not). */
  needsRows: boolean;
  /**
   * Whether the widget's frame offers its rows as a table on demand (issue 32): charts, gauges and
   * maps, which draw their values. Not the kinds that are tables already, that show text or nothing.
   */
  dataTable: boolean;
  /** The renderer, code-split per kind. */
  load: () => Promise<RendererModule<T>>;
  /** Whether the rows hold nothing to draw (default: every list empty or every value null). */
  isEmpty?: (rows: IndicatorRow[][]) => boolean;
}
