import type { WidgetKind, WidgetType } from './types.js';
import { entry as label } from './kinds/label/entry.js';
import { entry as radialSummary } from './kinds/radial-summary/entry.js';
import { entry as pie } from './kinds/pie/entry.js';
import { entry as semicircle } from './kinds/semicircle/entry.js';
import { entry as radialByGeo } from './kinds/radial-by-geo/entry.js';
import { entry as gauge } from './kinds/gauge/entry.js';
import { entry as multipleGauge } from './kinds/multiple-gauge/entry.js';
import { entry as nps } from './kinds/nps/entry.js';
import { entry as csat } from './kinds/csat/entry.js';
import { entry as ease } from './kinds/ease/entry.js';
import { entry as stackedBar } from './kinds/stacked-bar/entry.js';
import { entry as bar } from './kinds/bar/entry.js';
import { entry as barByGeo } from './kinds/bar-by-geo/entry.js';
import { entry as ranking } from './kinds/ranking/entry.js';
import { entry as line } from './kinds/line/entry.js';
import { entry as detailedLine } from './kinds/detailed-line/entry.js';
import { entry as multipleTrend } from './kinds/multiple-trend/entry.js';
import { entry as trend } from './kinds/trend/entry.js';
import { entry as detailedBar } from './kinds/detailed-bar/entry.js';
import { entry as map } from './kinds/map/entry.js';
import { entry as wordCloud } from './kinds/word-cloud/entry.js';
import { entry as wordCount } from './kinds/word-count/entry.js';
import { entry as sentimentText } from './kinds/sentiment-text/entry.js';
import { entry as ishikawa } from './kinds/ishikawa/entry.js';
import { entry as lastComments } from './kinds/last-comments/entry.js';
import { entry as prioritizationMatrix } from './kinds/prioritization-matrix/entry.js';
import { entry as customerJourneyTopTwoBox } from './kinds/customer-journey-top-two-box/entry.js';
import { entry as npsTable } from './kinds/nps-table/entry.js';
import { entry as generalIndicatorsTable } from './kinds/general-indicators-table/entry.js';
import { entry as advisorTable } from './kinds/advisor-table/entry.js';
import { entry as spacer } from './kinds/spacer/entry.js';
import { entry as surveyCountTrend } from './kinds/survey-count-trend/entry.js';
import { entry as alertsTrend } from './kinds/alerts-trend/entry.js';

// The widget registry: one entry per `type` of schemas/widget.schema.json, each in its own folder
// kinds/<type>/ (entry.ts, the renderer, its stories, mock.ts; docs/recipes/widget-kind.md). Each
// renderer is loaded with import() by its entry, never with the code before a dashboard's first
// render: in Storybook and the editor each kind is its own chunk; the portal's build groups them in
// one (apps/portal/src/chunks.ts). A test checks the registry, the folders and the schema name the
// same kinds.
export { defaultIsEmpty } from './kind.js';

/** The registry, by type. */
export const WIDGET_REGISTRY = {
  label,
  'radial-summary': radialSummary,
  pie,
  semicircle,
  'radial-by-geo': radialByGeo,
  gauge,
  'multiple-gauge': multipleGauge,
  nps,
  csat,
  ease,
  'stacked-bar': stackedBar,
  bar,
  'bar-by-geo': barByGeo,
  ranking,
  line,
  'detailed-line': detailedLine,
  'multiple-trend': multipleTrend,
  trend,
  'detailed-bar': detailedBar,
  map,
  'word-cloud': wordCloud,
  'word-count': wordCount,
  'sentiment-text': sentimentText,
  ishikawa,
  'last-comments': lastComments,
  'prioritization-matrix': prioritizationMatrix,
  'customer-journey-top-two-box': customerJourneyTopTwoBox,
  'nps-table': npsTable,
  'general-indicators-table': generalIndicatorsTable,
  'advisor-table': advisorTable,
  spacer,
  'survey-count-trend': surveyCountTrend,
  'alerts-trend': alertsTrend,
} satisfies { [T in WidgetType]: WidgetKind<T> };

/** The entry of a type, or undefined for a type the registry does not know. */
export function widgetKind(type: string): WidgetKind | undefined {
  return Object.hasOwn(WIDGET_REGISTRY, type)
    ? (WIDGET_REGISTRY[type as WidgetType] as unknown as WidgetKind)
    : undefined;
}
