// The rows an indicator call answers (dashboard-catalogue §3.2): what the reference backend
// returns, what a real backend must return, and what the widgets and the mocked data source read.

/** A tag of a comments row, with its sentiment counts. */
export interface TagCount {
  /** The tag. */
  group: string;
  /** Comments carrying it. */
  count: number;
  /** Of which positive. */
  positive: number;
  /** Of which neutral. */
  neutral: number;
  /** Of which negative. */
  negative: number;
}

/** A sentiment category of a comments row with its most frequent tags. */
export interface TagCategory {
  /** positive, neutral or negative. */
  group: string;
  /** Comments of that sentiment. */
  count: number;
  /** The most frequent tags in those comments (without DEFAULT and Otros), at most 10. */
  tags: { group: string; count: number }[];
}

/** One row of an indicator answer: the fields of dashboard-catalogue §3.2 that apply to it. */
export interface IndicatorRow {
  /** Key of the (outermost) group: a name, a period label, a status, a tag. */
  group: string | null;
  /** Id of the group: a metadata id, or the key itself for periods, statuses and tags. */
  groupId: number | string | null;
  /** Name shown for the group (the node's description with groupNameFormat 'description'). */
  groupName: string | null;
  /** Label of the row (the group name, or the names of every dimension joined). */
  label: string | null;
  /** The indicator's value, unrounded; null for an empty sample. */
  value: number | null;
  /** Size of the sample the value is computed from. */
  count: number;
  /** Longer description of the group, when the metadata gives one. */
  description?: string;
  /** Ranking position (1 = best) of the group among its peers. */
  position?: number | null;
  /** Number of ranked peers. */
  groupCount?: number;
  /** NPS promoters. */
  promoters?: number;
  /** NPS passives. */
  passives?: number;
  /** NPS detractors. */
  detractors?: number;
  /** Positive comments. */
  positive?: number;
  /** Neutral comments. */
  neutral?: number;
  /** Negative comments. */
  negative?: number;
  /** ANSWERED responses. */
  answeredCount?: number;
  /** IN_PROGRESS responses. */
  inProgressCount?: number;
  /** NOT_ANSWERED responses (not handled). */
  notHandledCount?: number;
  /** INVALID responses. */
  invalidCount?: number;
  /** Response rate in % (answered + in progress over all handled and not handled). */
  handledPerc?: number | null;
  /** Data quality in % (dataQualityFromCounts: answered + in progress over those and invalid; 100 when none). */
  validPerc?: number | null;
  /** Alerts not handled. */
  not_handled?: number;
  /** Alerts in process. */
  in_process?: number;
  /** Alerts closed. */
  closed?: number;
  /** Alerts of type WOW. */
  wows?: number;
  /** Alerts answered in under `baseHours` (36 h unless the indicator sets it). */
  fast?: number;
  /** Alerts answered in `baseHours` or more. */
  slow?: number;
  /** Hours splitting fast from slow first responses (the indicator's `baseHours`, default 36). */
  baseHours?: number;
  /** Registered-survey counts of dashboard/resume and dashboard/status (read by the resumeCounts mapper). */
  resume?: Record<string, unknown>;
  /** Tags of the group's comments. */
  tags?: TagCount[];
  /** Sentiment categories of the group's comments with their tags. */
  categories?: TagCategory[];
  /** True for points added by linearRegression, false for measured ones. */
  projected?: boolean;
  /** Further fields: group_N/groupId_N/groupName_N of every dimension, comment fields. */
  [field: string]: unknown;
}
