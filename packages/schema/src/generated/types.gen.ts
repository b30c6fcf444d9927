/* eslint-disable */
// GENERATED FILE - DO NOT EDIT.
// Produced by `npm run gen:types` (scripts/gen-types.mjs) from schemas/*.schema.json;
// edit the schemas and regenerate. CI fails when this file is out of date.
/**
 * A colour: a palette token (preferred, so themes can change it) or an explicit #RRGGBB value.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "color-scale.color".
 */
export type Color = PaletteToken | `#${string}`;
/**
 * A named colour of the Voz palette. green, amber, red, redSoft and cyan are the catalogue's status colours; chart1..chart8 the categorical chart colours; satisfaction5 (best) .. satisfaction1 (worst) the five satisfaction colours from green to dark red; neutral the colour of values between bands.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "color-scale.paletteToken".
 */
export type PaletteToken =
  | 'green'
  | 'amber'
  | 'red'
  | 'redSoft'
  | 'cyan'
  | 'neutral'
  | 'chart1'
  | 'chart2'
  | 'chart3'
  | 'chart4'
  | 'chart5'
  | 'chart6'
  | 'chart7'
  | 'chart8'
  | 'satisfaction1'
  | 'satisfaction2'
  | 'satisfaction3'
  | 'satisfaction4'
  | 'satisfaction5';
/**
 * Key of a dashboard of the tenant (the name of its file without .json).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "tenant.dashboardKey".
 */
export type DashboardKey = string;
/**
 * hero: the branded header image behind the first rows; default: the plain background.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "dashboard.backgroundStyle".
 */
export type BackgroundStyle = 'hero' | 'default';
/**
 * A non-empty list of numeric ids of the tenant's metadata.
 *
 * @minItems 1
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "render-condition.idList".
 */
export type IdList = number[];
/**
 * An interface language: es (Spanish, default) or en (English).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "render-condition.language".
 */
export type Language = 'es' | 'en';
/**
 * A feature a tenant can enable.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "render-condition.feature".
 */
export type Feature =
  | 'notifications'
  | 'alerts'
  | 'actionPlans'
  | 'socialListening'
  | 'aiAssistant'
  | 'powerIntelligence'
  | 'reports'
  | 'dynamicReports'
  | 'surveys'
  | 'surveyStats'
  | 'clientAccounts'
  | 'employeeExperience'
  | 'supplierExperience'
  | 'coCreation'
  | 'adminLogicalDistributions'
  | 'adminGeoDistributions'
  | 'adminCriticalMoments'
  | 'adminChannels';
/**
 * [column, row] on the 4-column grid.
 *
 * @minItems 2
 * @maxItems 2
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.position".
 */
export type GridPosition = [number, number];
/**
 * A widget id: letters, digits, `_`, `-` and `.`, starting with a letter or digit.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.widgetId".
 */
export type WidgetId = string;
/**
 * An indicator code: letters, digits, `_`, `-` and `.` (hash-like codes allowed).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-request.indicatorName".
 */
export type IndicatorName = string;
/**
 * [width, height] in cells.
 *
 * @minItems 2
 * @maxItems 2
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.size".
 */
export type GridSize = [number, number];
/**
 * A field of an indicator result row.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-request.rowField".
 */
export type RowField =
  | 'group'
  | 'groupId'
  | 'groupName'
  | 'label'
  | 'value'
  | 'count'
  | 'position'
  | 'groupCount'
  | 'positive'
  | 'negative'
  | 'neutral'
  | 'promoters'
  | 'passives'
  | 'detractors'
  | 'answeredCount'
  | 'inProgressCount'
  | 'notHandledCount'
  | 'handledPerc'
  | 'validPerc'
  | 'description'
  | 'children'
  | 'details'
  | 'tags'
  | 'categories'
  | 'resume';
/**
 * A grouping dimension of indicator rows. `advisor`: the person who served the response (seller, pump attendant, driver), rows labelled and keyed by the advisor's name; responses without an advisor are left out. `formattedBimester`: two-month periods of the calendar year, labelled `YYYY-B` with B = 1 (January–February) … 6 (November–December); a time grouping like formattedMonth (periods, linear regression), whose labels need no `bimonthlyRelabel` mapper. `context`: an operation field of the responses declared in metadata.json `responseContext.fields`, named by `extras.contextField` (rows keyed and labelled by the field's value; responses without it are left out). All three added in schema version 2 (additive: no file migration).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-request.groupBy".
 */
export type GroupBy =
  | 'question'
  | 'tag'
  | 'status'
  | 'mlCluster'
  | 'geoLocation'
  | 'logicalLocation'
  | 'formattedMonth'
  | 'formattedWeek'
  | 'criticalMoment'
  | 'alertType'
  | 'alertStatus'
  | 'channel'
  | 'date'
  | 'week'
  | 'numberAnswer'
  | 'responseValue'
  | 'advisor'
  | 'formattedBimester'
  | 'context';
/**
 * A colour scale: the name of one of the tenant's `colorScales`, or a scale written in place.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "color-scale.colorScaleRef".
 */
export type ColorScaleRef = string | ColorScale;
/**
 * A formula name, defined exactly in docs/decisions/formulas.md: nps (0–10: % promoters 9–10 minus % detractors 0–6), nps-10 (same, explicit 0–10), nps-5 (1–5: promoters 5, detractors 1–3), average, wavg (weighted average), avgmax-10 (average rescaled to 0–10), count-number (number of answers), top-two-box (% of answers in the top two points of the scale), sentiment-percentage (value/count*100).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition.formula".
 */
export type FormulaName =
  | 'nps'
  | 'nps-10'
  | 'nps-5'
  | 'average'
  | 'wavg'
  | 'avgmax-10'
  | 'count-number'
  | 'top-two-box'
  | 'sentiment-percentage';
/**
 * A calendar date as sent on the wire: YYYY-MM-DD.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-request.wireDate".
 */
export type WireDate = string;
/**
 * A widget of a dashboard, discriminated by `type`. Every kind shares the fields of `widgetBase` and has its own `config`; its smallest and largest size are the annotations x-voz-minSize and x-voz-maxSize ([width, height] in cells).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget".
 */
export type Widget =
  | LabelWidget
  | RadialSummaryWidget
  | PieWidget
  | SemicircleWidget
  | RadialByGeoWidget
  | GaugeWidget
  | MultipleGaugeWidget
  | NpsWidget
  | CsatWidget
  | EaseWidget
  | StackedBarWidget
  | BarWidget
  | BarByGeoWidget
  | RankingWidget
  | LineWidget
  | DetailedLineWidget
  | MultipleTrendWidget
  | TrendWidget
  | DetailedBarWidget
  | MapWidget
  | WordCloudWidget
  | WordCountWidget
  | SentimentTextWidget
  | IshikawaWidget
  | LastCommentsWidget
  | PrioritizationMatrixWidget
  | CustomerJourneyTopTwoBoxWidget
  | NpsTableWidget
  | GeneralIndicatorsTableWidget
  | AdvisorTableWidget
  | SpacerWidget
  | SurveyCountTrendWidget
  | AlertsTrendWidget;
/**
 * A named mapper of packages/core that turns indicator rows into a view model. `resumeCounts` turns the single row of a `dashboard/resume` or `dashboard/status` call (`{ workflowName, resume: { notifications, sent, … } }`) into one row per survey status, labelled in Spanish; `overviewChart` turns the one object of the social overview chart (`{ labels, series: [{ key, name, data }] }`) into one row per period and series (group_1 the sentiment, network or total), so a line draws the chart's series with one call (both added in schema version 2, additive).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.mapper".
 */
export type MapperName =
  | 'sentimentPercentages'
  | 'bimonthlyRelabel'
  | 'wordCloudTags'
  | 'topTags'
  | 'geoRanking'
  | 'tagRanking'
  | 'surveyCountClassification'
  | 'responsePercentage'
  | 'dataQuality'
  | 'alertFirstResponse'
  | 'npsBreakdown'
  | 'customerJourney'
  | 'yesNo'
  | 'satisfactionDistribution'
  | 'resumeCounts'
  | 'overviewChart';
/**
 * Configuration of a spacer widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.SpacerConfig".
 */
export type SpacerConfig = Record<string, never>;
/**
 * How one indicator of a tenant is computed, discriminated by `source`: answers to survey questions, comments, alerts, survey counts, notifications or social mentions.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition".
 */
export type IndicatorDefinition =
  | SurveyIndicator
  | CommentsIndicator
  | AlertsIndicator
  | SurveyCountIndicator
  | NotificationsIndicator
  | SocialIndicator;
/**
 * Numeric id of a node, unique within its tree.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.id".
 */
export type NodeId = number;
/**
 * Name of a node as users see it.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.name".
 */
export type NodeName = string;
/**
 * A base address: an absolute http(s) URL or a path on the same host.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "tenant.baseUrl".
 */
export type BaseUrl = string;
/**
 * A page that shows a dashboard.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "tenant.page".
 */
export type DashboardPage =
  'dashboard' | 'extended-dashboard' | 'social-listening' | 'survey-stats-detail' | 'alerts-stats';
/**
 * The registered widget kinds.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.widgetType".
 */
export type WidgetType =
  | 'label'
  | 'radial-summary'
  | 'pie'
  | 'semicircle'
  | 'radial-by-geo'
  | 'gauge'
  | 'multiple-gauge'
  | 'nps'
  | 'csat'
  | 'ease'
  | 'stacked-bar'
  | 'bar'
  | 'bar-by-geo'
  | 'ranking'
  | 'line'
  | 'detailed-line'
  | 'multiple-trend'
  | 'trend'
  | 'detailed-bar'
  | 'map'
  | 'word-cloud'
  | 'word-count'
  | 'sentiment-text'
  | 'ishikawa'
  | 'last-comments'
  | 'prioritization-matrix'
  | 'customer-journey-top-two-box'
  | 'nps-table'
  | 'general-indicators-table'
  | 'advisor-table'
  | 'spacer'
  | 'survey-count-trend'
  | 'alerts-trend';

/**
 * Ordered bands that colour a value. Each band states its bounds explicitly: `from` (value >= from) or `above` (value > above) for the lower bound, `upTo` (value <= upTo) or `below` (value < below) for the upper bound. "Red up to 40, neutral above 40, green above 80" is `[{upTo:40,color:red},{above:40,upTo:80,color:neutral},{above:80,color:green}]`. Bands are listed from low to high; the first may have no lower bound and the last no upper bound. Lint reports gaps, overlaps and unordered bounds.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "color-scale".
 */
export interface ColorScale {
  /**
   * What the scale is for, for people reading the configuration.
   */
  description?: LocalizedText;
  /**
   * The values the scale is made for, when they are bounded: { min: 0, max: 10 } for 0–10 answers, { min: -100, max: 100 } for an NPS score, { min: 0, max: 100 } for percentages. Optional (schemaVersion 2 files without it stay valid). Lint (`color-scale-range`) reports a widget or request that colours, on a scale with a range, values an indicator yields on another range — an NPS score (−100 to 100) on a 0–10 answer scale, an average 1–5 on a 0–100 scale. Counts and hours have no range: leave it out.
   */
  range?: {
    /**
     * Lowest value of the scale.
     */
    min: number;
    /**
     * Highest value of the scale (greater than min).
     */
    max: number;
  };
  /**
   * The bands, from the lowest values to the highest.
   *
   * @minItems 1
   */
  bands: ColorBand[];
}
/**
 * Text shown to people, one entry per language. Spanish (`es`) is the default and fallback language, so it is required; `en` is required by lint only when the tenant offers English.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "localized-text".
 */
export interface LocalizedText {
  /**
   * Spanish text (default and fallback language).
   */
  es: string;
  /**
   * English text, shown when the user switches to English.
   */
  en?: string;
}
/**
 * One band of a colour scale: the values between its bounds take its colour.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "color-scale.band".
 */
export interface ColorBand {
  /**
   * Inclusive lower bound: the band holds values >= from.
   */
  from?: number;
  /**
   * Exclusive lower bound: the band holds values > above.
   */
  above?: number;
  /**
   * Inclusive upper bound: the band holds values <= upTo.
   */
  upTo?: number;
  /**
   * Exclusive upper bound: the band holds values < below.
   */
  below?: number;
  /**
   * Colour of the band: a palette token or a #RRGGBB colour.
   */
  color: Color;
  /**
   * Name of the band shown in legends (for example 'Crítico').
   */
  label?: LocalizedText;
}
/**
 * One dashboard of a tenant (`<tenant>/<key>.json`): its title, background, the fragments it includes and its widgets on the 4-column grid.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "dashboard".
 */
export interface Dashboard {
  /**
   * Version of the file format; 2 is current (1 is the legacy shape, upgraded by `npm run migrate`).
   */
  schemaVersion: 2;
  /**
   * Key of the dashboard: the file name without .json, used by the assignment rules.
   */
  key: DashboardKey;
  /**
   * Title of the dashboard.
   */
  title: LocalizedText;
  /**
   * What the dashboard is for and who sees it.
   */
  description?: LocalizedText;
  /**
   * Background style: `default` unless a variant's condition holds (first match wins).
   */
  background?: {
    /**
     * Style when no variant holds.
     */
    default: BackgroundStyle;
    /**
     * Styles chosen by condition; the first whose `when` holds wins.
     */
    variants?: {
      /**
       * When this style applies.
       */
      when: RenderCondition;
      /**
       * The style.
       */
      style: BackgroundStyle;
    }[];
  };
  /**
   * Fragments whose widgets join this dashboard's.
   */
  includes?: Include[];
  /**
   * The dashboard's own widgets.
   */
  widgets: Widget[];
}
/**
 * When something is shown. Exactly one property per node: `all`, `any` and `not` combine conditions; the other properties are leaves tested on the filter state (selected critical moments, geographies, logicals, channels — selections are multiple unless the tenant says otherwise, and an empty selection means the root), on the user (level, whether the scope is the highest) and on the tenant (language shown, features enabled).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "render-condition".
 */
export interface RenderCondition {
  /**
   * Holds when every condition of the list holds (an empty list always holds).
   */
  all?: RenderCondition[];
  /**
   * Holds when at least one condition of the list holds (an empty list never holds).
   */
  any?: RenderCondition[];
  /**
   * Holds when the condition does not hold.
   */
  not?: RenderCondition;
  /**
   * A test on the selected critical moments (ids of metadata.json).
   */
  criticalMoments?: SelectionTest;
  /**
   * A test on the selected geographies (ids of metadata.json).
   */
  geographies?: SelectionTest;
  /**
   * A test on the selected logical locations (ids of metadata.json).
   */
  logicals?: SelectionTest;
  /**
   * A test on the selected channels (ids of metadata.json); `isRoot` holds when no channel is selected.
   */
  channels?: SelectionTest;
  /**
   * Holds when the user's level is one of these (ids of tenant.json `levels`).
   *
   * @minItems 1
   */
  levels?: string[];
  /**
   * true: holds when the user's geographic scope contains the geography root (the highest scope); false: when it does not.
   */
  highestScope?: boolean;
  /**
   * Holds when the interface language is one of these.
   *
   * @minItems 1
   */
  languages?: Language[];
  /**
   * Holds when the tenant has this feature enabled (tenant.json `features`).
   */
  feature?: Feature;
}
/**
 * A test on a multiple selection of ids: includesAny, includesAll, equals, isRoot or within (a subtree). Exactly one property. An empty selection stands for the root.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "render-condition.selectionTest".
 */
export interface SelectionTest {
  /**
   * Holds when the selection contains at least one of these ids.
   */
  includesAny?: IdList;
  /**
   * Holds when the selection contains every one of these ids.
   */
  includesAll?: IdList;
  /**
   * Holds when the selection is exactly this set of ids (order does not matter).
   */
  equals?: IdList;
  /**
   * true: holds when the selection is the root alone or is empty; false: when it holds anything else.
   */
  isRoot?: boolean;
  /**
   * Holds when every selected id is one of these ids or a descendant of one in the tenant's tree (metadata.json), e.g. one network or any of its centres. An empty selection stands for the root, so it holds only when the root is listed; channels have no tree, so there every selected channel must be listed and an empty channel selection (no channel, i.e. all of them) does not hold. Added in schemaVersion 2 (optional, no migration).
   */
  within?: IdList;
}
/**
 * Brings the widgets of a fragment (a file of `fragments/`, of the tenant or of `dashboards/_shared/`) into a dashboard, moved to a position, optionally only some of them, under a condition, with overrides. Lints run on the resolved dashboard.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "include".
 */
export interface Include {
  /**
   * Name of the fragment file without .json: `<tenant>/fragments/<name>.json`, or `_shared/fragments/<name>.json` when `shared` is true.
   */
  fragment: string;
  /**
   * Take the fragment from dashboards/_shared/fragments/ instead of the tenant's own fragments/.
   */
  shared?: boolean;
  /**
   * [column, row] where the fragment's top-left cell lands: its widgets' positions are offset by it (default [0, 0]).
   */
  position?: GridPosition;
  /**
   * Only these widget ids of the fragment (all when absent).
   *
   * @minItems 1
   */
  widgets?: WidgetId[];
  /**
   * Prefix added to the ids of the included widgets, so a fragment can be included twice.
   */
  idPrefix?: string;
  /**
   * Condition added (with `all`) to every included widget's own condition.
   */
  renderCondition?: RenderCondition;
  /**
   * Renames the indicators the fragment's widgets request, so one fragment serves several indicator families (an after-sales section written with POSVENTA_* shown with SERVICIO_*). A key is an indicator name (exact rename) or a name prefix ending in `*` (prefix rename: `"POSVENTA_*": "SERVICIO_*"` turns POSVENTA_NPS into SERVICIO_NPS); an exact key wins over prefixes, a longer prefix over a shorter one, and each name is renamed once (no chains). It rewrites the `indicator` of every request in the `indicators` of the included widgets (the fragment's own and those its includes bring, after their own maps), before this include's `overrides`: requests an override writes are taken as written. Ids, `key`s (a request without `key` is read under its new name), prefix, position and conditions are not touched. Every renamed indicator must exist in the tenant's indicators.json (`voz validate` reports a rename to an unknown indicator at its entry here). Optional; added in schemaVersion 2 without a migration.
   */
  indicatorMap?: IndicatorMap;
  /**
   * Widget id (in the fragment, without prefix) -> fields replacing the fragment's. `config` is merged key by key; every other field is replaced whole.
   */
  overrides?: {
    [k: string]: WidgetOverride;
  };
}
/**
 * Indicator renames of an include: exact names, or prefixes ending in `*` (see the include's `indicatorMap`).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "include.indicatorMap".
 */
export interface IndicatorMap {
  /**
   * Prefix rename: the new prefix, also ending in `*`.
   *
   * This interface was referenced by `IndicatorMap`'s JSON-Schema definition
   * via the `patternProperty` "\*$".
   *
   * Exact rename: the new indicator name.
   *
   * This interface was referenced by `IndicatorMap`'s JSON-Schema definition
   * via the `patternProperty` "^[A-Za-z0-9][A-Za-z0-9_.-]*$".
   */
  [k: string]: string | IndicatorName;
}
/**
 * Fields of an included widget replaced in this dashboard.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "include.override".
 */
export interface WidgetOverride {
  /**
   * Replaces the title.
   */
  title?: LocalizedText;
  /**
   * Replaces the subtitle.
   */
  subTitle?: LocalizedText;
  /**
   * Replaces the help text.
   */
  helpText?: LocalizedText;
  /**
   * Replaces the position (in the fragment's coordinates, before the include's offset).
   */
  position?: GridPosition;
  /**
   * Replaces the size.
   */
  size?: GridSize;
  /**
   * Replaces the widget's own condition.
   */
  renderCondition?: RenderCondition;
  /**
   * Replaces the layout variants.
   */
  layouts?: LayoutVariant[];
  /**
   * Merged into the widget's config, key by key.
   */
  config?: {
    [k: string]: unknown;
  };
  /**
   * Replaces the indicator requests.
   */
  indicators?: IndicatorRequest[];
}
/**
 * A layout used while its condition holds.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.layoutVariant".
 */
export interface LayoutVariant {
  /**
   * When the variant applies.
   */
  when: RenderCondition;
  /**
   * Position while the variant applies.
   */
  position?: GridPosition;
  /**
   * Size while the variant applies.
   */
  size?: GridSize;
}
/**
 * What a widget asks a backend for. `indicator` names an entry of the tenant's indicators.json; packages/core turns the request, the filter state and the tenant into a concrete call (backend, method, path, query, body) through one routing table.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-request".
 */
export interface IndicatorRequest {
  /**
   * Indicator code: a key of the tenant's indicators.json (for example VENTA_NPS, SENTIMENT, ALERT_COUNTERS).
   */
  indicator: IndicatorName;
  /**
   * Name under which the widget reads this request's rows, when it makes several requests (for example 'current' and 'historic'). Defaults to the indicator code.
   */
  key?: string;
  /**
   * A call other than the indicator values call, named by its path in the routing table (for example 'survey-responses/values', 'dashboard/resume', 'reports/indicators-dashboard', 'external-social/mentions').
   */
  url?: string;
  /**
   * Label of this series in legends and tables.
   */
  label?: LocalizedText;
  /**
   * Field of each row read as the value (default `value`).
   */
  value?: RowField;
  /**
   * The widget uses one row only (the first after sorting).
   */
  singleton?: boolean;
  /**
   * Order applied to the rows before `limit`.
   */
  sort?: {
    /**
     * Row field to sort on.
     */
    field: RowField;
    /**
     * asc (smallest first) or desc (largest first, default).
     */
    order?: 'asc' | 'desc';
  };
  /**
   * Largest number of rows asked for (word cloud 50, comments 100...).
   */
  limit?: number;
  /**
   * Dimensions the rows are grouped by, outermost first (the social mention rows use two: channel then date).
   *
   * @minItems 1
   * @maxItems 3
   */
  groupBy?: GroupBy[];
  /**
   * list: the widget reads every row; single: it reads one value.
   */
  dataType?: 'list' | 'single';
  /**
   * Fields of each row the widget reads; others may be left out by the backend.
   *
   * @minItems 1
   */
  keyExtract?: RowField[];
  /**
   * Colour scale of this request's values (a tenant scale name or a scale written here), used over the widget's `colorScale` by the widgets that show one line per request or per row of one request (general-indicators-table, nps-table), so a table mixing 1–5 averages and NPS colours each line on its own scale. Optional; added in schema version 2 (additive: no file migration).
   */
  colorScale?: ColorScaleRef;
  /**
   * Further parameters of the call. Values given here take precedence over the filter state (a widget pinned to the sales moment uses `criticalMomentInclude: [1]` whatever the user selected).
   */
  extras?: IndicatorExtras;
}
/**
 * Extra parameters of an indicator request (dashboard-catalogue §3.1).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-request.extras".
 */
export interface IndicatorExtras {
  /**
   * A single critical moment the request is pinned to.
   */
  criticalMomentId?: number;
  /**
   * Critical moments (with their descendants) to include, replacing the selected ones.
   */
  criticalMomentInclude?: IdList;
  /**
   * Critical moments (with their descendants) to leave out.
   */
  criticalMomentExclude?: IdList;
  /**
   * Geographies (with descendants) to include, replacing the selected ones.
   */
  geographicDistributions?: IdList;
  /**
   * Logical locations (with descendants) to include, replacing the selected ones.
   */
  logicalDistributions?: IdList;
  /**
   * Channels to include, replacing the selected ones (social listening uses channel 7).
   */
  channelInclude?: IdList;
  /**
   * Answers to filter on: question id -> accepted options.
   */
  responseValues?: {
    [k: string]: string[];
  };
  /**
   * Number of periods of a historic series (6 for trends, 10 days or 6 weeks of mentions, 13 weeks, 3 for regression). Makes the call the historic GET variant.
   */
  periods?: number;
  /**
   * Formula of the values (see docs/decisions/formulas.md); overrides the indicator definition's.
   */
  formula?: FormulaName;
  /**
   * Geography level rows are rolled up to (2 zone, 3 distributor).
   */
  groupByLevel?: number;
  /**
   * 'description': group names are the descriptions of the nodes instead of their names.
   */
  groupNameFormat?: 'description';
  /**
   * top or bottom: only the best or worst rows; JSON or EXCEL for reports.
   */
  resultType?: 'top' | 'bottom' | 'JSON' | 'EXCEL';
  /**
   * How many best rows (3, sometimes 5).
   */
  topSize?: number;
  /**
   * How many worst rows (3, sometimes 5).
   */
  bottomSize?: number;
  /**
   * Rounding used to split a short list into best and worst: HALF_DOWN gives the best part the smaller half, HALF_UP the larger.
   */
  trunc?: 'HALF_UP' | 'HALF_DOWN';
  /**
   * rankingPosition: the position of the user's geography among its peers; linearRegression: a projection of the series.
   */
  aggregation?: 'rankingPosition' | 'linearRegression';
  /**
   * Peers of a ranking position: 0 the zone, 100 the whole country.
   */
  rankingPositionScope?: 0 | 100;
  /**
   * Backend features to switch on (zoomOut: rows of the parent level).
   */
  featureInclude?: 'zoomOut'[];
  /**
   * Backend features to switch off (groupByTopLocation).
   */
  featureExclude?: 'groupByTopLocation'[];
  /**
   * Ask the lcm (core) backend with GET instead of the voc backend.
   */
  useLcmApi?: boolean;
  /**
   * Workflow of dashboard/resume and dashboard/status calls (venta, postventa...).
   */
  workflowName?: string;
  /**
   * The request feeds the AI-assistant page.
   */
  omoikane?: boolean;
  /**
   * Status of the source rows; 'external' for social-listening mentions.
   */
  status?: 'external' | 'ANSWERED' | 'NOT_ANSWERED' | 'INVALID' | 'IN_PROGRESS';
  /**
   * Alert statuses to count.
   */
  alertStatusInclude?: ('NOT_HANDLED' | 'IN_PROCESS' | 'CLOSED')[];
  /**
   * Alert types to count.
   */
  alertTypeInclude?: ('INCIDENT' | 'RESCUE' | 'ABANDON' | 'WOW')[];
  /**
   * A window of the last N days ending on the filter's last day (or `dateTo`), replacing the range's first day: the social-listening mentions window is 60. Optional; added in schema version 2 (additive: no file migration).
   */
  lastDays?: number;
  /**
   * Sentiment of the mentions a social top-keywords call counts: positive or negative (the top positive / negative topics); all mentions when absent. Optional; added in schema version 2 (additive: no file migration).
   */
  sentiment?: 'positive' | 'negative';
  /**
   * The social overview chart's period (external-social/v3/analysis/overview/chart): day, week or month; by default the request's time grouping, else day. Sent in the chart's body; read with the `overviewChart` mapper. Optional; added in schema version 2 (additive: no file migration).
   */
  interval?: 'day' | 'week' | 'month';
  /**
   * What the social overview chart's points measure: mentions (default), likes (their sum) or averageLikes (likes per mention).
   */
  metric?: 'mentions' | 'likes' | 'averageLikes';
  /**
   * How the social overview chart splits the mentions into series: sentiment (default), network, or total (one series).
   */
  breakdown?: 'sentiment' | 'network' | 'total';
  /**
   * The response operation field a `context` grouping groups by: a `name` of metadata.json `responseContext.fields` (validated across files). Required with groupBy `context`.
   */
  contextField?: string;
  /**
   * Operation fields to filter on: field name (declared in metadata.json `responseContext.fields`, validated across files) -> accepted values, compared as text (like responseValues for answers; a response without the field is left out).
   */
  contextValues?: {
    /**
     * @minItems 1
     */
    [k: string]: string[];
  };
  /**
   * Fixed first day (YYYY-MM-DD), replacing the selected range (static dashboards use 2018-01-01).
   */
  dateFrom?: WireDate;
  /**
   * Fixed last day (YYYY-MM-DD), replacing the selected range (static dashboards use 2120-12-31).
   */
  dateTo?: WireDate;
}
/**
 * Section label: a heading across the grid, optionally coloured.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.LabelWidget".
 */
export interface LabelWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: label.
   */
  type: 'label';
  /**
   * Title shown above the widget.
   */
  title: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the label widget.
   */
  config?: LabelConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a label widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.LabelConfig".
 */
export interface LabelConfig {
  /**
   * Colour of the label (its text and rule).
   */
  color?: Color;
}
/**
 * Radial summary of the main indicator (a ring with the value in its centre).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.RadialSummaryWidget".
 */
export interface RadialSummaryWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: radial-summary.
   */
  type: 'radial-summary';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the radial-summary widget.
   */
  config?: RadialSummaryConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a radial-summary widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.RadialSummaryConfig".
 */
export interface RadialSummaryConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Lowest value of the scale drawn (0 when absent; -100 for NPS).
   */
  min?: number;
  /**
   * Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).
   */
  max?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Show the value of the previous period beside the current one.
   */
  showHistoric?: boolean;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * Pie or donut: small, medium, large or yes/no.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.PieWidget".
 */
export interface PieWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: pie.
   */
  type: 'pie';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the pie widget.
   */
  config?: PieConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a pie widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.PieConfig".
 */
export interface PieConfig {
  /**
   * Pie variant: small, medium, large, or yesNo (two slices, yes and no).
   */
  variant?: 'small' | 'medium' | 'large' | 'yesNo';
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Show the legend.
   */
  showLegend?: boolean;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * Semicircular gauge of one value.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.SemicircleWidget".
 */
export interface SemicircleWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: semicircle.
   */
  type: 'semicircle';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the semicircle widget.
   */
  config?: SemicircleConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a semicircle widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.SemicircleConfig".
 */
export interface SemicircleConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).
   */
  max?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * Radial bars of a value per geography ('snByGeo').
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.RadialByGeoWidget".
 */
export interface RadialByGeoWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: radial-by-geo.
   */
  type: 'radial-by-geo';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the radial-by-geo widget.
   */
  config?: RadialByGeoConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a radial-by-geo widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.RadialByGeoConfig".
 */
export interface RadialByGeoConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).
   */
  max?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
}
/**
 * Gauge of one value against a maximum (10 satisfaction, 5 details, 100 percentages).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.GaugeWidget".
 */
export interface GaugeWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: gauge.
   */
  type: 'gauge';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the gauge widget.
   */
  config?: GaugeConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a gauge widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.GaugeConfig".
 */
export interface GaugeConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Lowest value of the scale drawn (0 when absent).
   */
  min?: number;
  /**
   * Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).
   */
  max?: number;
  /**
   * Unit shown after the value: 'percent' adds %, 'points' nothing.
   */
  unit?: 'percent' | 'points';
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Show the value of the previous period beside the current one.
   */
  showHistoric?: boolean;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * One small gauge per question: the customer journey by question.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.MultipleGaugeWidget".
 */
export interface MultipleGaugeWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: multiple-gauge.
   */
  type: 'multiple-gauge';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the multiple-gauge widget.
   */
  config?: MultipleGaugeConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a multiple-gauge widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.MultipleGaugeConfig".
 */
export interface MultipleGaugeConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Lowest value of the scale drawn (0 when absent; 1 for a 1–10 rating range).
   */
  min?: number;
  /**
   * Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).
   */
  max?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * NPS with promoters, passives and detractors.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.NpsWidget".
 */
export interface NpsWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: nps.
   */
  type: 'nps';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the nps widget.
   */
  config?: NpsConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a nps widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.NpsConfig".
 */
export interface NpsConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Show the value of the previous period beside the current one.
   */
  showHistoric?: boolean;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
  /**
   * Show promoters, passives and detractors.
   */
  showBreakdown?: boolean;
}
/**
 * Satisfaction (CSAT) value.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.CsatWidget".
 */
export interface CsatWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: csat.
   */
  type: 'csat';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the csat widget.
   */
  config?: CsatConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a csat widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.CsatConfig".
 */
export interface CsatConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).
   */
  max?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Show the value of the previous period beside the current one.
   */
  showHistoric?: boolean;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * Ease (customer effort) value.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.EaseWidget".
 */
export interface EaseWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: ease.
   */
  type: 'ease';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the ease widget.
   */
  config?: EaseConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a ease widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.EaseConfig".
 */
export interface EaseConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).
   */
  max?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Show the value of the previous period beside the current one.
   */
  showHistoric?: boolean;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * Stacked bars (satisfaction distribution, agreement scales).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.StackedBarWidget".
 */
export interface StackedBarWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: stacked-bar.
   */
  type: 'stacked-bar';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the stacked-bar widget.
   */
  config?: StackedBarConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a stacked-bar widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.StackedBarConfig".
 */
export interface StackedBarConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Bar direction.
   */
  layout?: 'horizontal' | 'vertical';
  /**
   * Stack shares (100 %) instead of counts.
   */
  normalize?: boolean;
  /**
   * Show the legend.
   */
  showLegend?: boolean;
}
/**
 * Bars of a value per group.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.BarWidget".
 */
export interface BarWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: bar.
   */
  type: 'bar';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the bar widget.
   */
  config?: BarConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a bar widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.BarConfig".
 */
export interface BarConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Bar direction.
   */
  layout?: 'horizontal' | 'vertical';
}
/**
 * Bars of a value per geography (zones, distributors).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.BarByGeoWidget".
 */
export interface BarByGeoWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: bar-by-geo.
   */
  type: 'bar-by-geo';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the bar-by-geo widget.
   */
  config?: BarByGeoConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a bar-by-geo widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.BarByGeoConfig".
 */
export interface BarByGeoConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Bar direction.
   */
  layout?: 'horizontal' | 'vertical';
}
/**
 * Ranking of questions or geographies: best, worst, or both.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.RankingWidget".
 */
export interface RankingWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: ranking.
   */
  type: 'ranking';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the ranking widget.
   */
  config?: RankingConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a ranking widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.RankingConfig".
 */
export interface RankingConfig {
  /**
   * What is ranked.
   */
  by?: 'question' | 'geography' | 'tag';
  /**
   * Which end of the ranking is shown.
   */
  mode?: 'best' | 'worst' | 'both';
  /**
   * Rows of each end (3 by default, some 5).
   */
  size?: number;
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
}
/**
 * Line chart of one or several series.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.LineWidget".
 */
export interface LineWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: line.
   */
  type: 'line';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the line widget.
   */
  config?: LineConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a line widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.LineConfig".
 */
export interface LineConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Draw a point at each value.
   */
  showPoints?: boolean;
  /**
   * Show the legend.
   */
  showLegend?: boolean;
}
/**
 * Detailed lines by month and geography.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.DetailedLineWidget".
 */
export interface DetailedLineWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: detailed-line.
   */
  type: 'detailed-line';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the detailed-line widget.
   */
  config?: DetailedLineConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a detailed-line widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.DetailedLineConfig".
 */
export interface DetailedLineConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Show the legend.
   */
  showLegend?: boolean;
}
/**
 * Several indicators trended by month.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.MultipleTrendWidget".
 */
export interface MultipleTrendWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: multiple-trend.
   */
  type: 'multiple-trend';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the multiple-trend widget.
   */
  config?: MultipleTrendConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a multiple-trend widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.MultipleTrendConfig".
 */
export interface MultipleTrendConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Show the legend.
   */
  showLegend?: boolean;
}
/**
 * Trend of one indicator over periods, with an optional regression projection.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.TrendWidget".
 */
export interface TrendWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: trend.
   */
  type: 'trend';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the trend widget.
   */
  config?: TrendConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a trend widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.TrendConfig".
 */
export interface TrendConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Draw the linear-regression projection (the request asks for aggregation linearRegression).
   */
  showRegression?: boolean;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * Detailed bars with the count of each group.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.DetailedBarWidget".
 */
export interface DetailedBarWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: detailed-bar.
   */
  type: 'detailed-bar';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the detailed-bar widget.
   */
  config?: DetailedBarConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a detailed-bar widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.DetailedBarConfig".
 */
export interface DetailedBarConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Named mapper that turns rows into the view model (defined once in code): `resumeCounts` draws the statuses of a dashboard/resume call. Optional; added in schema version 2 (additive: no file migration).
   */
  mapper?: MapperName;
  /**
   * Show the sample size (number of answers).
   */
  showSample?: boolean;
}
/**
 * Map by geography: a choropleth of subdivisions joined on map codes, or points at coordinates.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.MapWidget".
 */
export interface MapWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: map.
   */
  type: 'map';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the map widget.
   */
  config?: MapConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a map widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.MapConfig".
 */
export interface MapConfig {
  /**
   * Map drawn: 'mx-states' (Mexican states by ISO 3166-2 code), 'cl-regions' (Chilean regions), 'world' (countries by ISO numeric code), or 'points' (the geographies' coordinates).
   */
  map?: 'mx-states' | 'cl-regions' | 'world' | 'points';
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
}
/**
 * Word cloud of comment tags (DEFAULT dropped, 50 tags at most).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.WordCloudWidget".
 */
export interface WordCloudWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: word-cloud.
   */
  type: 'word-cloud';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the word-cloud widget.
   */
  config?: WordCloudConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a word-cloud widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.WordCloudConfig".
 */
export interface WordCloudConfig {
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Most items shown (word cloud 50, comments 100).
   */
  limit?: number;
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
}
/**
 * Counts of words or tags, each linking to its comments.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.WordCountWidget".
 */
export interface WordCountWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: word-count.
   */
  type: 'word-count';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the word-count widget.
   */
  config?: WordCountConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a word-count widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.WordCountConfig".
 */
export interface WordCountConfig {
  /**
   * Most items shown (word cloud 50, comments 100).
   */
  limit?: number;
  /**
   * Each word links to the comments that contain it.
   */
  linkToComments?: boolean;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
}
/**
 * Sentiment analysis of comments: positive, neutral and negative shares.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.SentimentTextWidget".
 */
export interface SentimentTextWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: sentiment-text.
   */
  type: 'sentiment-text';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the sentiment-text widget.
   */
  config?: SentimentTextConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a sentiment-text widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.SentimentTextConfig".
 */
export interface SentimentTextConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
}
/**
 * Ishikawa (fishbone) diagram of the causes behind negative comments, by category.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.IshikawaWidget".
 */
export interface IshikawaWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: ishikawa.
   */
  type: 'ishikawa';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the ishikawa widget.
   */
  config?: IshikawaConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a ishikawa widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.IshikawaConfig".
 */
export interface IshikawaConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
}
/**
 * The latest comments, with their sentiment.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.LastCommentsWidget".
 */
export interface LastCommentsWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: last-comments.
   */
  type: 'last-comments';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the last-comments widget.
   */
  config?: LastCommentsConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a last-comments widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.LastCommentsConfig".
 */
export interface LastCommentsConfig {
  /**
   * Most items shown (word cloud 50, comments 100).
   */
  limit?: number;
  /**
   * Show each comment's sentiment.
   */
  showSentiment?: boolean;
}
/**
 * Prioritisation matrix: attributes placed by importance and performance in four quadrants.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.PrioritizationMatrixWidget".
 */
export interface PrioritizationMatrixWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: prioritization-matrix.
   */
  type: 'prioritization-matrix';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the prioritization-matrix widget.
   */
  config?: PrioritizationMatrixConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a prioritization-matrix widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.PrioritizationMatrixConfig".
 */
export interface PrioritizationMatrixConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Value of the x axis (importance) splitting the quadrants.
   */
  xThreshold?: number;
  /**
   * Value of the y axis (performance) splitting the quadrants.
   */
  yThreshold?: number;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
}
/**
 * 'Customer Journey: Top Two Box' block: the share of top-two-box answers per journey stage.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.CustomerJourneyTopTwoBoxWidget".
 */
export interface CustomerJourneyTopTwoBoxWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: customer-journey-top-two-box.
   */
  type: 'customer-journey-top-two-box';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the customer-journey-top-two-box widget.
   */
  config?: CustomerJourneyTopTwoBoxConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a customer-journey-top-two-box widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.CustomerJourneyTopTwoBoxConfig".
 */
export interface CustomerJourneyTopTwoBoxConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
}
/**
 * Table of NPS by group (geography, moment...).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.NpsTableWidget".
 */
export interface NpsTableWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: nps-table.
   */
  type: 'nps-table';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the nps-table widget.
   */
  config?: NpsTableConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a nps-table widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.NpsTableConfig".
 */
export interface NpsTableConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
  /**
   * Rows per page of the table.
   */
  pageSize?: number;
}
/**
 * Table of the general indicators (attention, CSAT, ease, NPS, waiting time) per moment.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.GeneralIndicatorsTableWidget".
 */
export interface GeneralIndicatorsTableWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: general-indicators-table.
   */
  type: 'general-indicators-table';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the general-indicators-table widget.
   */
  config?: GeneralIndicatorsTableConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a general-indicators-table widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.GeneralIndicatorsTableConfig".
 */
export interface GeneralIndicatorsTableConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Colour scale of the value: a tenant scale name or a scale written here.
   */
  colorScale?: ColorScaleRef;
}
/**
 * Table of advisors: NPS, satisfaction, attention and survey count.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.AdvisorTableWidget".
 */
export interface AdvisorTableWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: advisor-table.
   */
  type: 'advisor-table';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the advisor-table widget.
   */
  config?: AdvisorTableConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a advisor-table widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.AdvisorTableConfig".
 */
export interface AdvisorTableConfig {
  /**
   * Decimals shown; the tenant's `formatting.decimals` when absent.
   */
  decimals?: number;
  /**
   * Colour scale of the values: a tenant scale name or a scale written here. A request's own `colorScale` wins for its column (an NPS score beside 0–10 averages).
   */
  colorScale?: ColorScaleRef;
  /**
   * Rows per page of the table.
   */
  pageSize?: number;
  /**
   * Header of the column of names, for who the rows are (for example 'Conductor' or 'Despachador'); 'Asesor' when absent.
   */
  advisorLabel?: LocalizedText;
}
/**
 * Empty spacer that keeps cells free.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.SpacerWidget".
 */
export interface SpacerWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: spacer.
   */
  type: 'spacer';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the spacer widget.
   */
  config?: SpacerConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Survey counts by month or week; the answered count is classified by `config.colorScale` (usually the tenant's `surveyCount` scale), else excellent (30+), neutral (10–29), critical (<10).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.SurveyCountTrendWidget".
 */
export interface SurveyCountTrendWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: survey-count-trend.
   */
  type: 'survey-count-trend';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the survey-count-trend widget.
   */
  config?: SurveyCountTrendConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a survey-count-trend widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.SurveyCountTrendConfig".
 */
export interface SurveyCountTrendConfig {
  /**
   * Period of each bar.
   */
  period?: 'month' | 'week';
  /**
   * Named mapper that turns rows into the view model (defined once in code).
   */
  mapper?: MapperName;
  /**
   * Colour scale of the answered bars (a tenant scale name, usually `surveyCount`, or a scale written here); the band's label names the class in tooltips and the legend. Without it the answered bars take the catalogue's classification (30 or more excellent, 10–29 neutral, under 10 critical). Optional; added in schema version 2 (additive: no file migration).
   */
  colorScale?: ColorScaleRef;
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Show the legend.
   */
  showLegend?: boolean;
}
/**
 * Alerts by month or week, by type.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.AlertsTrendWidget".
 */
export interface AlertsTrendWidget {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id: WidgetId;
  /**
   * Widget kind: alerts-trend.
   */
  type: 'alerts-trend';
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Configuration of the alerts-trend widget.
   */
  config?: AlertsTrendConfig;
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
}
/**
 * Configuration of a alerts-trend widget.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.AlertsTrendConfig".
 */
export interface AlertsTrendConfig {
  /**
   * Period of each bar.
   */
  period?: 'month' | 'week';
  /**
   * Fixed colours of the series or slices, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  colors?: Color[];
  /**
   * Show the legend.
   */
  showLegend?: boolean;
}
/**
 * A section or set of widgets reused by several dashboards (`<tenant>/fragments/<name>.json` or `_shared/fragments/<name>.json`). Positions are relative to the fragment's top-left cell; an include moves them.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "fragment".
 */
export interface Fragment {
  /**
   * Version of the file format; 2 is current.
   */
  schemaVersion: 2;
  /**
   * What the fragment holds and who includes it.
   */
  description?: LocalizedText;
  /**
   * Other fragments this one includes (cycles are reported).
   */
  includes?: Include[];
  /**
   * The fragment's widgets.
   */
  widgets: Widget[];
}
/**
 * A value computed from the answers to one or several questions of one or several critical moments.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition.surveyIndicator".
 */
export interface SurveyIndicator {
  /**
   * survey: answers to survey questions.
   */
  source: 'survey';
  /**
   * What the indicator measures, for people.
   */
  description?: LocalizedText;
  /**
   * Critical moments whose responses count (with their descendants).
   */
  criticalMoments: IdList;
  /**
   * Question ids of metadata.json whose answers are combined.
   */
  questions: IdList;
  /**
   * How answers become a value.
   */
  formula: FormulaName;
  /**
   * Scale of the answers; defaults to the tenant's rating range.
   */
  scale?: Scale;
}
/**
 * Inclusive range of an answer scale, such as 0–10 or 1–5.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition.scale".
 */
export interface Scale {
  /**
   * Lowest possible answer.
   */
  min: number;
  /**
   * Highest possible answer.
   */
  max: number;
}
/**
 * Values computed from the comments of responses: sentiment shares, tag counts, word counts, or the comments themselves.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition.commentsIndicator".
 */
export interface CommentsIndicator {
  /**
   * comments: comments of responses.
   */
  source: 'comments';
  /**
   * What the indicator measures, for people.
   */
  description?: LocalizedText;
  /**
   * sentiment: positive/neutral/negative counts and shares (value/count*100); tags: counts per tag with sentiment; words: word counts; list: the comments themselves (newest first).
   */
  measure: 'sentiment' | 'tags' | 'words' | 'list';
  /**
   * Critical moments whose comments count; all when absent.
   */
  criticalMoments?: IdList;
  /**
   * COMMENT question ids whose answers are read; every comment question when absent.
   */
  questions?: IdList;
}
/**
 * Values computed from alerts.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition.alertsIndicator".
 */
export interface AlertsIndicator {
  /**
   * alerts: the tenant's alerts.
   */
  source: 'alerts';
  /**
   * What the indicator measures, for people.
   */
  description?: LocalizedText;
  /**
   * counters: not_handled, in_process, closed and wows; count: number of alerts (per group); firstResponseTime: hours to the first response of alerts IN_PROCESS or CLOSED, split fast/slow at `baseHours` (36 h when absent).
   */
  measure: 'counters' | 'count' | 'firstResponseTime';
  /**
   * firstResponseTime only: a first response is fast when it took strictly under this many whole hours, slow from it on (dashboard-catalogue §9.1 "alert response time base 36 hours"; 36 when absent). Optional; added in schema version 2 (additive: no file migration).
   */
  baseHours?: number;
  /**
   * Alert types counted; all when absent.
   *
   * @minItems 1
   */
  types?: ('INCIDENT' | 'RESCUE' | 'ABANDON' | 'WOW')[];
}
/**
 * Counts of survey responses by status.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition.surveyCountIndicator".
 */
export interface SurveyCountIndicator {
  /**
   * surveys: survey responses counted.
   */
  source: 'surveys';
  /**
   * What the indicator measures, for people.
   */
  description?: LocalizedText;
  /**
   * count: answered responses (per group); counters: answered, in progress and not handled counts with response and valid percentages.
   */
  measure: 'count' | 'counters';
  /**
   * Critical moments whose responses count; all when absent.
   */
  criticalMoments?: IdList;
  /**
   * Response statuses counted; ANSWERED when absent.
   *
   * @minItems 1
   */
  statuses?: ('ANSWERED' | 'NOT_ANSWERED' | 'INVALID' | 'IN_PROGRESS')[];
}
/**
 * Counts of survey invitations (notifications) by status: registered, sent, error, opened, clicked, answered, queued, processed.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition.notificationsIndicator".
 */
export interface NotificationsIndicator {
  /**
   * notifications: survey invitations.
   */
  source: 'notifications';
  /**
   * What the indicator measures, for people.
   */
  description?: LocalizedText;
  /**
   * Workflow whose invitations are counted (venta, postventa); all when absent.
   */
  workflowName?: string;
}
/**
 * Values computed from social-network mentions (external source).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicator-definition.socialIndicator".
 */
export interface SocialIndicator {
  /**
   * social: mentions from social networks.
   */
  source: 'social';
  /**
   * What the indicator measures, for people.
   */
  description?: LocalizedText;
  /**
   * mentions: mention counts; sentiment: positive/neutral/negative shares; keywords: most frequent keywords; engagement: average likes.
   */
  measure: 'mentions' | 'sentiment' | 'keywords' | 'engagement';
  /**
   * Channels of metadata.json the mentions come from (7 for social networks).
   */
  channels?: IdList;
}
/**
 * A tenant's indicators.json: every indicator code its dashboards may request, with how it is computed.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "indicators".
 */
export interface IndicatorsFile {
  /**
   * Version of the file format; 2 is current.
   */
  schemaVersion: 2;
  /**
   * Indicator code -> definition.
   */
  indicators: {
    [k: string]: IndicatorDefinition;
  };
}
/**
 * A tenant's metadata.json: the critical-moment tree (with the questions of each moment and its response-value filters), the geography and logical trees, channels and clusters. Lints, indicators.json, the demo data and the portal's filters all read this one file. The roots of the trees must be the tenant's root ids.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata".
 */
export interface TenantMetadata {
  /**
   * Version of the file format; 2 is current.
   */
  schemaVersion: 2;
  /**
   * Root of the critical-moment (journey stage) tree.
   */
  criticalMoments: CriticalMoment;
  /**
   * The geography tree and the names of its levels.
   */
  geographies: {
    /**
     * Names of the levels, from the root (level 1) down: country, zone (2), distributor (3)...
     *
     * @minItems 1
     */
    levels: GeoLevel[];
    /**
     * Root of the geography tree (level 1).
     */
    root: GeoNode;
  };
  /**
   * Root of the logical-location tree (business units, brands, lines...).
   */
  logicals: TreeNode;
  /**
   * Channels responses come through.
   *
   * @maxItems 1000
   */
  channels: Channel[];
  /**
   * Customer clusters (segments) offered as a filter.
   *
   * @maxItems 1000
   */
  clusters?: Cluster[];
  /**
   * Operation fields each survey response carries besides its answers (surveyResponseContext.surveyOperation: the bus trip's date, origin, destination, bus and driver). Declaring a field lets requests group by it (GroupBy `context` with `extras.contextField`) and filter on it (`extras.contextValues`). Optional, added in schema version 2 (additive: no file migration).
   */
  responseContext?: {
    /**
     * The declared fields, in the order they are listed to people.
     *
     * @minItems 1
     * @maxItems 50
     */
    fields: ResponseContextField[];
  };
}
/**
 * A critical moment (journey stage such as sales, after-sales, test drive), with its questions and response-value filters.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.criticalMoment".
 */
export interface CriticalMoment {
  /**
   * Numeric id, unique in the tree (ids differ per tenant).
   */
  id: NodeId;
  /**
   * Name shown to users.
   */
  name: NodeName;
  /**
   * Longer name.
   */
  description?: string;
  /**
   * Workflow of the moment's survey invitations (venta, postventa...), for dashboard/resume and dashboard/status.
   */
  workflowName?: string;
  /**
   * How the portal's filters present the moment.
   */
  configurationUi?: {
    /**
     * Response-value filters offered when this moment is selected.
     */
    metadataFilters?: MetadataFilter[];
  };
  /**
   * Questions of this moment's survey. Ids are unique across the tenant.
   */
  questions?: Question[];
  /**
   * Child moments.
   */
  children?: CriticalMoment[];
}
/**
 * A response-value filter: the answers of one question the user may filter on.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.metadataFilter".
 */
export interface MetadataFilter {
  /**
   * Question id (of this moment).
   */
  questionId: number;
  /**
   * Label of the filter.
   */
  label: LocalizedText;
  /**
   * The answers offered.
   *
   * @minItems 1
   */
  options: {
    /**
     * Answer value as stored.
     */
    value: string;
    /**
     * Answer as shown.
     */
    label: LocalizedText;
  }[];
}
/**
 * A survey question.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.question".
 */
export interface Question {
  /**
   * Numeric id, unique across the tenant.
   */
  id: number;
  /**
   * Short name used in tables and rankings.
   */
  name: string;
  /**
   * The question as asked.
   */
  text: LocalizedText;
  /**
   * Answer type. CALCULATED questions (and sentiment or tag-connection questions) are hidden in response details.
   */
  type: 'NUMBER' | 'DECIMAL' | 'COMMENT' | 'CHOICE' | 'TEXT' | 'CALCULATED';
  /**
   * Answer scale of NUMBER and DECIMAL questions.
   */
  scale?: Scale;
  /**
   * Answers offered by a CHOICE question.
   */
  options?: string[];
  /**
   * Hidden in response details (sentiment and tag-connection questions).
   */
  hidden?: boolean;
}
/**
 * One level of the geography tree.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.level".
 */
export interface GeoLevel {
  /**
   * Depth, 1 for the root.
   */
  level: number;
  /**
   * Name of the level (País, Zona, Distribuidor...).
   */
  name: LocalizedText;
}
/**
 * A node of the geography tree: a country, zone, distributor or branch.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.geoNode".
 */
export interface GeoNode {
  /**
   * Numeric id, unique in the tree.
   */
  id: NodeId;
  /**
   * Name shown to users.
   */
  name: NodeName;
  /**
   * Longer name (shown when groupNameFormat is 'description').
   */
  description?: string;
  /**
   * Code joining the node to a map shape: ISO 3166-1 numeric for countries, ISO 3166-2 for subdivisions (MX-JAL, CL-RM).
   */
  mapCode?: string;
  /**
   * Location of the node as [longitude, latitude] in degrees (WGS 84), for point maps.
   *
   * @minItems 2
   * @maxItems 2
   */
  coordinates?: [number, number];
  /**
   * Child nodes, one level down.
   */
  children?: GeoNode[];
}
/**
 * A node of a logical tree.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.node".
 */
export interface TreeNode {
  /**
   * Numeric id, unique in the tree.
   */
  id: NodeId;
  /**
   * Name shown to users.
   */
  name: NodeName;
  /**
   * Longer name (shown when groupNameFormat is 'description').
   */
  description?: string;
  /**
   * Child nodes.
   */
  children?: TreeNode[];
}
/**
 * A channel responses come through (branch, call center, app, social networks...).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.channel".
 */
export interface Channel {
  /**
   * Numeric id.
   */
  id: NodeId;
  /**
   * Name shown to users.
   */
  name: NodeName;
  /**
   * Longer description.
   */
  description?: string;
}
/**
 * A customer cluster (segment).
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.cluster".
 */
export interface Cluster {
  /**
   * Numeric id.
   */
  id: NodeId;
  /**
   * Name shown to users.
   */
  name: NodeName;
  /**
   * Longer description.
   */
  description?: string;
}
/**
 * One operation field of the survey responses.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "metadata.contextField".
 */
export interface ResponseContextField {
  /**
   * Key of the field in the response's operation (for example sOrigen, nAutobus, fFechaViaje).
   */
  name: string;
  /**
   * Name of the field shown to people.
   */
  label: LocalizedText;
  /**
   * date: YYYY-MM-DD; text; number. Rows grouped by a field are keyed by its value as text.
   */
  type: 'date' | 'text' | 'number';
}
/**
 * A tenant's tenant.json: who the client is, where its backends are, how it formats numbers and dates, its defaults, root ids, tabs, features, user levels, which dashboard each user sees, and its named colour scales.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "tenant".
 */
export interface Tenant {
  /**
   * Version of the file format; 2 is current.
   */
  schemaVersion: 2;
  /**
   * Tenant id: the name of the tenant's folder under dashboards/ (lower case, digits and dashes; `_shared` is reserved).
   */
  id: string;
  /**
   * Client name shown in the header and on the login page.
   */
  name: string;
  /**
   * Kind of business, which decides the vocabulary of its dashboards.
   */
  kind:
    | 'automotive'
    | 'fuel'
    | 'pharmacy'
    | 'bank'
    | 'bus'
    | 'hospital'
    | 'insurer'
    | 'health-insurer'
    | 'pension'
    | 'coffee'
    | 'other';
  /**
   * Public path the portal is served under for this tenant ('/' or, for example, '/voc').
   */
  basePath?: string;
  /**
   * Interface languages offered; Spanish first. English adds the language switch and makes `en` texts required.
   *
   * @minItems 1
   */
  languages: ['es', ...Language[]];
  /**
   * Locale of numbers and dates (es-CL, es-MX, es-CO, es-PE, es-AR, es-ES...).
   */
  locale: string;
  /**
   * IANA time zone: months, ISO weeks and 'last 90 days' are computed in it (America/Santiago, America/Mexico_City...).
   */
  timezone: string;
  /**
   * Logos shown in the header and on the login page, in order.
   */
  logos?: {
    /**
     * Path of the image: relative to the tenant folder (for example assets/logo.svg), or an absolute path served by the portal.
     */
    src: string;
    /**
     * Text alternative of the logo.
     */
    alt: LocalizedText;
    /**
     * Where the logo shows (both when absent).
     */
    placement?: 'header' | 'login';
  }[];
  /**
   * Base addresses of the three backends (relative paths are served by the same host).
   */
  backends: {
    /**
     * Survey (voice of customer) backend: indicators, survey responses, reports.
     */
    voc: BaseUrl;
    /**
     * Core backend: sign-in, accounts, workflows, notifications.
     */
    lcm: BaseUrl;
    /**
     * Case backend: alert workflows and work groups.
     */
    case: BaseUrl;
  };
  /**
   * How numbers, ratings, reports and date parameters are formatted.
   */
  formatting?: {
    /**
     * Decimals shown for indicator values (0–2; default 2).
     */
    decimals?: number;
    /**
     * Range of rating answers (default 0–10; 1–10 for the fuel chain).
     */
    ratingRange?: Scale;
    /**
     * File type of Excel reports.
     */
    excelExtension?: 'xlsx' | 'xls';
    /**
     * Names of the date-range parameters sent to the backends.
     */
    dateParams?: {
      /**
       * Name of the first-day parameter (dateFrom, or customerServiceTimeFrom).
       */
      from: 'dateFrom' | 'customerServiceTimeFrom';
      /**
       * Name of the last-day parameter (dateTo, or customerServiceTimeTo).
       */
      to: 'dateTo' | 'customerServiceTimeTo';
    };
  };
  /**
   * Default filter dates and list sizes.
   */
  defaults?: {
    /**
     * The default range starts on the first day of the month this many months back (1 or 2).
     */
    fromMonthsAgo?: number;
    /**
     * The default range ends at the end of the month this many months back (0: today).
     */
    toMonthsAgo?: number;
    /**
     * Months of coverage of trend widgets (2 or 3).
     */
    coverageMonths?: number;
    /**
     * Smoothing factor of trend lines (0.5).
     */
    smoothFactor?: number;
    /**
     * Page sizes of lists.
     */
    pageSizes?: {
      /**
       * Client lists (15).
       */
      lists?: number;
      /**
       * Survey-response table (12; 100 for the hospital).
       */
      surveyTable?: number;
    };
  };
  /**
   * Ids of the roots of the metadata trees.
   */
  rootIds: {
    /**
     * Root of the geography tree (0, 1, 10001, 214...).
     */
    geo: number;
    /**
     * Root of the logical tree (15 for the bus operator).
     */
    logical: number;
    /**
     * Root of the critical-moment tree (0, 1 or 29).
     */
    criticalMoment: number;
  };
  /**
   * Whether users choose critical moments one at a time (single) or several together (multiple, default).
   */
  criticalMomentSelection?: 'single' | 'multiple';
  /**
   * Tabs of the survey-response pages; the statuses a tenant shows.
   *
   * @minItems 1
   */
  surveyResponseTabs?: ('answered' | 'notAnswered' | 'inProgress')[];
  /**
   * Client-level tabs of the analytics section.
   */
  clientTabs?: ('customerJourney' | 'cxRay' | 'cxRoadMap' | 'clusters')[];
  /**
   * Features enabled for the tenant.
   */
  features?: Feature[];
  /**
   * Action-plan settings.
   */
  actionPlans?: {
    /**
     * Geography level plans are attached to.
     */
    geoLeafLevel: 'SUCURSAL' | 'BRANCH';
    /**
     * Categories of the root-cause fishbone of action plans, in drawing order; the six Ms (Método, Mano de obra, Maquinaria, Materiales, Medición, Medio ambiente) when absent. A cause stores the Spanish name of its category.
     *
     * @minItems 1
     * @maxItems 12
     */
    causeCategories?: LocalizedText[];
  };
  /**
   * Order of questions in response details and customer-journey widgets (question ids); by id when absent.
   */
  questionsOrder?: number[];
  /**
   * Indicator code asked for the comments of sentiment analysis (limit 100).
   */
  sentimentCommentsIndicator?: IndicatorName;
  /**
   * Single sign-on: a token found in a cookie of these domains replaces the stored one.
   */
  sso?: {
    /**
     * Cookie domains read for a token.
     */
    cookieDomains: string[];
  };
  /**
   * Menu overrides, by page path without the slash.
   */
  menu?: {
    /**
     * Page -> overrides (for example extended-dashboard titled 'Preguntas complementarias').
     */
    overrides?: {
      [k: string]: {
        /**
         * Title of the page in the menu and header.
         */
        title?: LocalizedText;
        /**
         * Path the page is served at instead of its own.
         */
        path?: string;
      };
    };
  };
  /**
   * User levels of the tenant (cxo, national, zonal, distributor, external, marketing...). An account carries its level; its scope is 'highest' when it contains the geography root.
   *
   * @minItems 1
   */
  levels: UserLevel[];
  /**
   * Which dashboard a user sees on each page: the first rule whose `when` matches wins, otherwise the page's default.
   */
  assignment: {
    /**
     * Ordered rules; the first match wins.
     */
    rules: AssignmentRule[];
    /**
     * Dashboard of each page when no rule matches.
     */
    defaults: {
      /**
       * Default dashboard of /dashboard.
       */
      dashboard?: DashboardKey;
      /**
       * Default dashboard of /extended-dashboard.
       */
      'extended-dashboard'?: DashboardKey;
      /**
       * Default dashboard of /social-listening.
       */
      'social-listening'?: DashboardKey;
      /**
       * Default dashboard of /survey-stats/detail/{id}.
       */
      'survey-stats-detail'?: DashboardKey;
      /**
       * Default dashboard of /alerts/stats; without one, the shared fragment _shared/fragments/alerts-stats.json is the page.
       */
      'alerts-stats'?: DashboardKey;
    };
  };
  /**
   * Named colour scales that widgets refer to by name.
   */
  colorScales?: {
    [k: string]: ColorScale;
  };
}
/**
 * A user level: cxo, national, zonal (geography level 2), distributor (level 3), external, marketing...
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "tenant.level".
 */
export interface UserLevel {
  /**
   * Level id, used in render conditions, assignment rules and accounts.
   */
  id: string;
  /**
   * Name of the level.
   */
  label: LocalizedText;
  /**
   * Geography level the level's accounts are scoped at (1: the whole country).
   */
  geoLevel: number;
}
/**
 * A dashboard assignment rule.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "tenant.assignmentRule".
 */
export interface AssignmentRule {
  /**
   * What must hold: the page, and optionally the user's level and the selected critical moments.
   */
  when: {
    /**
     * The page.
     */
    page: DashboardPage;
    /**
     * The user's level is one of these.
     *
     * @minItems 1
     */
    levels?: string[];
    /**
     * A test on the selected critical moments (an empty selection stands for the root): a plain list of ids means the selection includes at least one of them (includesAny); a SelectionTest of the render conditions (`equals`, `includesAll`, `includesAny`, `isRoot`, `within`) tests it as a render condition does, e.g. `{ "equals": [1] }` for sales alone. Both forms are valid in schemaVersion 2 (the test form was added without a migration).
     */
    criticalMoments?: IdList | SelectionTest;
  };
  /**
   * Dashboard shown when the rule matches.
   */
  dashboard: DashboardKey;
}
/**
 * Fields every widget kind has.
 *
 * This interface was referenced by `VozSchemas`'s JSON-Schema
 * via the `definition` "widget.widgetBase".
 */
export interface WidgetBase {
  /**
   * Stable id, unique in the resolved dashboard.
   */
  id?: WidgetId;
  /**
   * Widget kind (one of the registered kinds).
   */
  type?: WidgetType;
  /**
   * Title shown above the widget.
   */
  title?: LocalizedText;
  /**
   * Subtitle shown under the title.
   */
  subTitle?: LocalizedText;
  /**
   * Help shown in a popover from the help icon.
   */
  helpText?: LocalizedText;
  /**
   * [column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.
   */
  position?: GridPosition;
  /**
   * [width, height] in cells (width 1–4).
   */
  size?: GridSize;
  /**
   * The widget shows only while this holds; always when absent.
   */
  renderCondition?: RenderCondition;
  /**
   * Layout variants: the first whose `when` holds replaces position and/or size.
   */
  layouts?: LayoutVariant[];
  /**
   * Kind-specific configuration.
   */
  config?: {
    [k: string]: unknown;
  };
  /**
   * Indicator requests whose rows the widget shows.
   *
   * @maxItems 20
   */
  indicators?: IndicatorRequest[];
  [k: string]: unknown;
}
