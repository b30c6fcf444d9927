/* eslint-disable */
// GENERATED FILE - DO NOT EDIT.
// Produced by `npm run gen:types` (scripts/lib/widget-lists.mjs) from the kinds of
// schemas/widget.schema.json, one folder kinds/<type>/ each; add a kind there and regenerate.

import type { MockGenerator, WidgetType } from '../types.js';
import { mock as label } from './label/mock.js';
import { mock as radialSummary } from './radial-summary/mock.js';
import { mock as pie } from './pie/mock.js';
import { mock as semicircle } from './semicircle/mock.js';
import { mock as radialByGeo } from './radial-by-geo/mock.js';
import { mock as gauge } from './gauge/mock.js';
import { mock as multipleGauge } from './multiple-gauge/mock.js';
import { mock as nps } from './nps/mock.js';
import { mock as csat } from './csat/mock.js';
import { mock as ease } from './ease/mock.js';
import { mock as stackedBar } from './stacked-bar/mock.js';
import { mock as bar } from './bar/mock.js';
import { mock as barByGeo } from './bar-by-geo/mock.js';
import { mock as ranking } from './ranking/mock.js';
import { mock as line } from './line/mock.js';
import { mock as detailedLine } from './detailed-line/mock.js';
import { mock as multipleTrend } from './multiple-trend/mock.js';
import { mock as trend } from './trend/mock.js';
import { mock as detailedBar } from './detailed-bar/mock.js';
import { mock as map } from './map/mock.js';
import { mock as wordCloud } from './word-cloud/mock.js';
import { mock as wordCount } from './word-count/mock.js';
import { mock as sentimentText } from './sentiment-text/mock.js';
import { mock as ishikawa } from './ishikawa/mock.js';
import { mock as lastComments } from './last-comments/mock.js';
import { mock as prioritizationMatrix } from './prioritization-matrix/mock.js';
import { mock as customerJourneyTopTwoBox } from './customer-journey-top-two-box/mock.js';
import { mock as npsTable } from './nps-table/mock.js';
import { mock as generalIndicatorsTable } from './general-indicators-table/mock.js';
import { mock as advisorTable } from './advisor-table/mock.js';
import { mock as spacer } from './spacer/mock.js';
import { mock as surveyCountTrend } from './survey-count-trend/mock.js';
import { mock as alertsTrend } from './alerts-trend/mock.js';

/** The mocked rows of every widget kind (kinds/<type>/mock.ts), by type, in schema order. */
export const KIND_MOCKS: Readonly<Record<WidgetType, MockGenerator>> = {
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
