// The mocked rows of every widget kind, by type: what MockDataSource is handed in Storybook, the
// editor's preview and the tests. Reached through @voz/widgets/mock, a subpath the portal never
// imports (lint), so none of it ships to analysts.

import type { MockGenerator, WidgetType } from '../types.js';
import { mock as label } from '../kinds/label/mock.js';
import { mock as radialSummary } from '../kinds/radial-summary/mock.js';
import { mock as pie } from '../kinds/pie/mock.js';
import { mock as semicircle } from '../kinds/semicircle/mock.js';
import { mock as radialByGeo } from '../kinds/radial-by-geo/mock.js';
import { mock as gauge } from '../kinds/gauge/mock.js';
import { mock as multipleGauge } from '../kinds/multiple-gauge/mock.js';
import { mock as nps } from '../kinds/nps/mock.js';
import { mock as csat } from '../kinds/csat/mock.js';
import { mock as ease } from '../kinds/ease/mock.js';
import { mock as stackedBar } from '../kinds/stacked-bar/mock.js';
import { mock as bar } from '../kinds/bar/mock.js';
import { mock as barByGeo } from '../kinds/bar-by-geo/mock.js';
import { mock as ranking } from '../kinds/ranking/mock.js';
import { mock as line } from '../kinds/line/mock.js';
import { mock as detailedLine } from '../kinds/detailed-line/mock.js';
import { mock as multipleTrend } from '../kinds/multiple-trend/mock.js';
import { mock as trend } from '../kinds/trend/mock.js';
import { mock as detailedBar } from '../kinds/detailed-bar/mock.js';
import { mock as map } from '../kinds/map/mock.js';
import { mock as wordCloud } from '../kinds/word-cloud/mock.js';
import { mock as wordCount } from '../kinds/word-count/mock.js';
import { mock as sentimentText } from '../kinds/sentiment-text/mock.js';
import { mock as ishikawa } from '../kinds/ishikawa/mock.js';
import { mock as lastComments } from '../kinds/last-comments/mock.js';
import { mock as prioritizationMatrix } from '../kinds/prioritization-matrix/mock.js';
import { mock as customerJourneyTopTwoBox } from '../kinds/customer-journey-top-two-box/mock.js';
import { mock as npsTable } from '../kinds/nps-table/mock.js';
import { mock as generalIndicatorsTable } from '../kinds/general-indicators-table/mock.js';
import { mock as advisorTable } from '../kinds/advisor-table/mock.js';
import { mock as spacer } from '../kinds/spacer/mock.js';
import { mock as surveyCountTrend } from '../kinds/survey-count-trend/mock.js';
import { mock as alertsTrend } from '../kinds/alerts-trend/mock.js';

/** The mock generator of every kind, answering as a backend answers (MockDataSource normalises them). */
export const MOCK_GENERATORS: Readonly<Record<WidgetType, MockGenerator>> = {
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
};
