/* eslint-disable */
// GENERATED FILE - DO NOT EDIT.
// Produced by `npm run gen:types` (scripts/lib/widget-lists.mjs) from the kinds of
// schemas/widget.schema.json, one folder kinds/<type>/ each; add a kind there and regenerate.

import { entry as label } from './label/entry.js';
import { entry as radialSummary } from './radial-summary/entry.js';
import { entry as pie } from './pie/entry.js';
import { entry as semicircle } from './semicircle/entry.js';
import { entry as radialByGeo } from './radial-by-geo/entry.js';
import { entry as gauge } from './gauge/entry.js';
import { entry as multipleGauge } from './multiple-gauge/entry.js';
import { entry as nps } from './nps/entry.js';
import { entry as csat } from './csat/entry.js';
import { entry as ease } from './ease/entry.js';
import { entry as stackedBar } from './stacked-bar/entry.js';
import { entry as bar } from './bar/entry.js';
import { entry as barByGeo } from './bar-by-geo/entry.js';
import { entry as ranking } from './ranking/entry.js';
import { entry as line } from './line/entry.js';
import { entry as detailedLine } from './detailed-line/entry.js';
import { entry as multipleTrend } from './multiple-trend/entry.js';
import { entry as trend } from './trend/entry.js';
import { entry as detailedBar } from './detailed-bar/entry.js';
import { entry as map } from './map/entry.js';
import { entry as wordCloud } from './word-cloud/entry.js';
import { entry as wordCount } from './word-count/entry.js';
import { entry as sentimentText } from './sentiment-text/entry.js';
import { entry as ishikawa } from './ishikawa/entry.js';
import { entry as lastComments } from './last-comments/entry.js';
import { entry as prioritizationMatrix } from './prioritization-matrix/entry.js';
import { entry as customerJourneyTopTwoBox } from './customer-journey-top-two-box/entry.js';
import { entry as npsTable } from './nps-table/entry.js';
import { entry as generalIndicatorsTable } from './general-indicators-table/entry.js';
import { entry as advisorTable } from './advisor-table/entry.js';
import { entry as spacer } from './spacer/entry.js';
import { entry as surveyCountTrend } from './survey-count-trend/entry.js';
import { entry as alertsTrend } from './alerts-trend/entry.js';

/** The entry of every widget kind (kinds/<type>/entry.ts), by type, in schema order. */
export const KIND_ENTRIES = {
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
