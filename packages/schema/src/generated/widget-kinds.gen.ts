/* eslint-disable */
// GENERATED FILE - DO NOT EDIT.
// Produced by `npm run gen:types` (scripts/gen-types.mjs) from schemas/*.schema.json;
// edit the schemas and regenerate. CI fails when this file is out of date.

import type { Widget } from './types.gen.js';

/** What the widget schema says of one widget kind. */
export interface WidgetKindInfo {
  /** The discriminator value. */
  readonly type: Widget['type'];
  /** What the kind shows. */
  readonly description: string;
  /** Smallest [width, height] in cells (schema annotation x-voz-minSize). */
  readonly minSize: readonly [number, number];
  /** Largest [width, height] in cells (schema annotation x-voz-maxSize). */
  readonly maxSize: readonly [number, number];
  /** Fields of the kind's `config`, in schema order. */
  readonly configProperties: readonly string[];
  /**
   * Mappers with which the kind colours a percentage (0..100) computed from survey counters,
   * whatever its request yields (schema annotation x-voz-percentageMappers).
   */
  readonly percentageMappers?: readonly string[];
  /**
   * Which requests the kind colours on the request's own `colorScale`, else the widget's: every
   * one or the first (x-voz-requestScale); absent, the first on the widget's scale.
   */
  readonly requestScale?: 'all' | 'first';
  /**
   * Configs with which the kind colours counts, not its requests' values: the widget's config
   * matches when it holds every key of one of them ({} matches any) (x-voz-countsWhen).
   */
  readonly countsWhen?: readonly Readonly<Record<string, string>>[];
}

/** Every widget kind of schemas/widget.schema.json, in schema order. */
export const WIDGET_KINDS: readonly WidgetKindInfo[] = [
  {
    "type": "label",
    "description": "Section label: a heading across the grid, optionally coloured.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      1
    ],
    "configProperties": [
      "color"
    ]
  },
  {
    "type": "radial-summary",
    "description": "Radial summary of the main indicator (a ring with the value in its centre).",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      2,
      3
    ],
    "configProperties": [
      "decimals",
      "min",
      "max",
      "colorScale",
      "colors",
      "mapper",
      "showHistoric",
      "showSample"
    ],
    "percentageMappers": [
      "responsePercentage",
      "dataQuality"
    ]
  },
  {
    "type": "pie",
    "description": "Pie or donut: small, medium, large or yes/no.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "variant",
      "decimals",
      "colors",
      "mapper",
      "showLegend",
      "showSample"
    ]
  },
  {
    "type": "semicircle",
    "description": "Semicircular gauge of one value.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      2,
      3
    ],
    "configProperties": [
      "decimals",
      "max",
      "colorScale",
      "colors",
      "mapper",
      "showSample"
    ],
    "percentageMappers": [
      "responsePercentage",
      "dataQuality"
    ]
  },
  {
    "type": "radial-by-geo",
    "description": "Radial bars of a value per geography ('snByGeo').",
    "minSize": [
      1,
      2
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "max",
      "colorScale",
      "colors"
    ]
  },
  {
    "type": "gauge",
    "description": "Gauge of one value against a maximum (10 satisfaction, 5 details, 100 percentages).",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      2,
      3
    ],
    "configProperties": [
      "decimals",
      "min",
      "max",
      "unit",
      "mapper",
      "colorScale",
      "showHistoric",
      "showSample"
    ],
    "percentageMappers": [
      "responsePercentage",
      "dataQuality"
    ]
  },
  {
    "type": "multiple-gauge",
    "description": "One small gauge per question: the customer journey by question.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "min",
      "max",
      "colorScale",
      "showSample"
    ]
  },
  {
    "type": "nps",
    "description": "NPS with promoters, passives and detractors.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      2,
      3
    ],
    "configProperties": [
      "decimals",
      "colorScale",
      "showHistoric",
      "showSample",
      "showBreakdown"
    ]
  },
  {
    "type": "csat",
    "description": "Satisfaction (CSAT) value.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      2,
      3
    ],
    "configProperties": [
      "decimals",
      "max",
      "colorScale",
      "showHistoric",
      "showSample"
    ]
  },
  {
    "type": "ease",
    "description": "Ease (customer effort) value.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      2,
      3
    ],
    "configProperties": [
      "decimals",
      "max",
      "colorScale",
      "showHistoric",
      "showSample"
    ]
  },
  {
    "type": "stacked-bar",
    "description": "Stacked bars (satisfaction distribution, agreement scales).",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors",
      "mapper",
      "layout",
      "normalize",
      "showLegend"
    ]
  },
  {
    "type": "bar",
    "description": "Bars of a value per group.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors",
      "colorScale",
      "mapper",
      "layout"
    ],
    "countsWhen": [
      {
        "mapper": "resumeCounts"
      },
      {
        "mapper": "overviewChart"
      }
    ]
  },
  {
    "type": "bar-by-geo",
    "description": "Bars of a value per geography (zones, distributors).",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors",
      "colorScale",
      "layout"
    ]
  },
  {
    "type": "ranking",
    "description": "Ranking of questions or geographies: best, worst, or both.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "by",
      "mode",
      "size",
      "mapper",
      "decimals",
      "colorScale"
    ],
    "countsWhen": [
      {
        "by": "tag"
      },
      {
        "mapper": "tagRanking"
      }
    ]
  },
  {
    "type": "line",
    "description": "Line chart of one or several series.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors",
      "mapper",
      "showPoints",
      "showLegend"
    ]
  },
  {
    "type": "detailed-line",
    "description": "Detailed lines by month and geography.",
    "minSize": [
      2,
      2
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors",
      "showLegend"
    ]
  },
  {
    "type": "multiple-trend",
    "description": "Several indicators trended by month.",
    "minSize": [
      2,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors",
      "showLegend"
    ]
  },
  {
    "type": "trend",
    "description": "Trend of one indicator over periods, with an optional regression projection.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors",
      "colorScale",
      "showRegression",
      "showSample"
    ]
  },
  {
    "type": "detailed-bar",
    "description": "Detailed bars with the count of each group.",
    "minSize": [
      2,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors",
      "colorScale",
      "mapper",
      "showSample"
    ],
    "countsWhen": [
      {
        "mapper": "resumeCounts"
      },
      {
        "mapper": "overviewChart"
      }
    ]
  },
  {
    "type": "map",
    "description": "Map by geography: a choropleth of subdivisions joined on map codes, or points at coordinates.",
    "minSize": [
      1,
      2
    ],
    "maxSize": [
      4,
      6
    ],
    "configProperties": [
      "map",
      "decimals",
      "colorScale"
    ]
  },
  {
    "type": "word-cloud",
    "description": "Word cloud of comment tags (DEFAULT dropped, 50 tags at most).",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "colors",
      "limit",
      "mapper"
    ]
  },
  {
    "type": "word-count",
    "description": "Counts of words or tags, each linking to its comments.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "limit",
      "linkToComments",
      "colors"
    ]
  },
  {
    "type": "sentiment-text",
    "description": "Sentiment analysis of comments: positive, neutral and negative shares.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      3
    ],
    "configProperties": [
      "decimals",
      "colors",
      "mapper"
    ]
  },
  {
    "type": "ishikawa",
    "description": "Ishikawa (fishbone) diagram of the causes behind negative comments, by category.",
    "minSize": [
      2,
      2
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "colors"
    ]
  },
  {
    "type": "last-comments",
    "description": "The latest comments, with their sentiment.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      6
    ],
    "configProperties": [
      "limit",
      "showSentiment"
    ]
  },
  {
    "type": "prioritization-matrix",
    "description": "Prioritisation matrix: attributes placed by importance and performance in four quadrants.",
    "minSize": [
      2,
      2
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": [
      "decimals",
      "xThreshold",
      "yThreshold",
      "colors"
    ]
  },
  {
    "type": "customer-journey-top-two-box",
    "description": "'Customer Journey: Top Two Box' block: the share of top-two-box answers per journey stage.",
    "minSize": [
      2,
      1
    ],
    "maxSize": [
      4,
      3
    ],
    "configProperties": [
      "decimals",
      "colorScale"
    ]
  },
  {
    "type": "nps-table",
    "description": "Table of NPS by group (geography, moment...).",
    "minSize": [
      2,
      1
    ],
    "maxSize": [
      4,
      8
    ],
    "configProperties": [
      "decimals",
      "colorScale",
      "pageSize"
    ],
    "requestScale": "first"
  },
  {
    "type": "general-indicators-table",
    "description": "Table of the general indicators (attention, CSAT, ease, NPS, waiting time) per moment.",
    "minSize": [
      2,
      1
    ],
    "maxSize": [
      4,
      8
    ],
    "configProperties": [
      "decimals",
      "colorScale"
    ],
    "requestScale": "all"
  },
  {
    "type": "advisor-table",
    "description": "Table of advisors: NPS, satisfaction, attention and survey count.",
    "minSize": [
      2,
      1
    ],
    "maxSize": [
      4,
      8
    ],
    "configProperties": [
      "decimals",
      "colorScale",
      "pageSize",
      "advisorLabel"
    ],
    "requestScale": "all"
  },
  {
    "type": "spacer",
    "description": "Empty spacer that keeps cells free.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      4
    ],
    "configProperties": []
  },
  {
    "type": "survey-count-trend",
    "description": "Survey counts by month or week; the answered count is classified by `config.colorScale` (usually the tenant's `surveyCount` scale), else excellent (30+), neutral (10–29), critical (<10).",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      3
    ],
    "configProperties": [
      "period",
      "mapper",
      "colorScale",
      "colors",
      "showLegend"
    ],
    "countsWhen": [
      {}
    ]
  },
  {
    "type": "alerts-trend",
    "description": "Alerts by month or week, by type.",
    "minSize": [
      1,
      1
    ],
    "maxSize": [
      4,
      3
    ],
    "configProperties": [
      "period",
      "colors",
      "showLegend"
    ]
  }
];
