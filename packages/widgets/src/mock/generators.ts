// The mocked rows of every widget kind, by type: what MockDataSource is handed in Storybook, the
// editor's preview and the tests. Reached through @voz/widgets/mock, a subpath the portal never
// imports (lint), so none of it ships to analysts.
import type { MockGenerator, WidgetType } from '../types.js';
import {
  NPS_RANGE,
  PERCENT_RANGE,
  RATING_10,
  RATING_5,
  advisorRows,
  alertCountRows,
  answeredAs,
  byQuestionGenerator,
  commentRows,
  gaugeGenerator,
  matrixRows,
  rankingRows,
  pieRows,
  responseCountRows,
  stackedRows,
  tagRows,
  valueGenerator,
} from './rows.js';
import { causeRows, mapRows, sentimentTagRows } from './textMapRows.js';

const noRows: MockGenerator = () => [];

/** The mock generator of every kind, answering as a backend answers (MockDataSource normalises them). */
export const MOCK_GENERATORS: Readonly<Record<WidgetType, MockGenerator>> = {
  label: answeredAs(noRows),
  'radial-summary': answeredAs(gaugeGenerator({ range: RATING_10 }, 10)),
  pie: answeredAs(pieRows),
  semicircle: answeredAs(gaugeGenerator({ range: PERCENT_RANGE }, 100)),
  'radial-by-geo': answeredAs(gaugeGenerator({ range: RATING_10, defaultGroups: 5 }, 10)),
  gauge: answeredAs(gaugeGenerator({ range: RATING_10 }, 10)),
  'multiple-gauge': answeredAs(byQuestionGenerator({ range: RATING_5 }, 5)),
  nps: answeredAs(valueGenerator({ range: NPS_RANGE, nps: true })),
  csat: answeredAs(gaugeGenerator({ range: RATING_5 }, 5)),
  ease: answeredAs(gaugeGenerator({ range: RATING_5 }, 5)),
  'stacked-bar': answeredAs(stackedRows),
  bar: answeredAs(valueGenerator({ range: RATING_10 })),
  'bar-by-geo': answeredAs(valueGenerator({ range: RATING_10, defaultGroups: 6 })),
  ranking: answeredAs(rankingRows),
  line: answeredAs(valueGenerator({ range: RATING_10 })),
  'detailed-line': answeredAs(valueGenerator({ range: RATING_10 })),
  'multiple-trend': answeredAs(valueGenerator({ range: RATING_10 })),
  trend: answeredAs(valueGenerator({ range: NPS_RANGE, nps: true })),
  'detailed-bar': answeredAs(valueGenerator({ range: RATING_10, defaultGroups: 6 })),
  map: answeredAs(mapRows),
  'word-cloud': answeredAs(tagRows),
  'word-count': answeredAs(tagRows),
  'sentiment-text': answeredAs(sentimentTagRows),
  ishikawa: answeredAs(causeRows),
  'last-comments': answeredAs(commentRows),
  'prioritization-matrix': answeredAs(matrixRows),
  'customer-journey-top-two-box': answeredAs(byQuestionGenerator({ range: PERCENT_RANGE })),
  'nps-table': answeredAs(valueGenerator({ range: NPS_RANGE, nps: true, defaultGroups: 8 })),
  'general-indicators-table': answeredAs(valueGenerator({ range: RATING_10 })),
  'advisor-table': answeredAs(advisorRows),
  spacer: answeredAs(noRows),
  'survey-count-trend': answeredAs(responseCountRows),
  'alerts-trend': answeredAs(alertCountRows),
};
