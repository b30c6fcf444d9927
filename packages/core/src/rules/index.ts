export { relabelBimonthly, relabelBimonthlyRows } from './bimonthly.js';
export type { GroupedRow } from './bimonthly.js';
export {
  COMMENTS_LIMIT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TAG_GROUP,
  FIRST_RESPONSE_BASE_HOURS,
  OTHER_TAG_GROUP,
  QUICK_RANGES_DAYS,
  RANKING_SIZE,
  SOCIAL_MENTIONS_WINDOW_DAYS,
  STARTUP_LIST_LIMIT,
  SURVEY_COUNT_EXCELLENT_MIN,
  SURVEY_COUNT_NEUTRAL_MIN,
  TAGS_LIMIT,
  WORD_CLOUD_LIMIT,
  WORST_TAGS_LIMIT,
} from './constants.js';
export { countedResponseStatuses, countedResponses } from './counted-statuses.js';
export type { AnsweredCounts, SurveyResponseStatus } from './counted-statuses.js';
export { dataQualityFromCounts, dataQualityPercentage } from './data-quality-percentage.js';
export type { DataQualityCounts } from './data-quality-percentage.js';
export { classifyFirstResponse } from './first-response.js';
export type { FirstResponseClass } from './first-response.js';
export { geoRankingLimit } from './geo-ranking-limit.js';
export type { RankingLimit } from './geo-ranking-limit.js';
export { responsePercentage } from './response-percentage.js';
export type { ResponseCounts } from './response-percentage.js';
export { OVERVIEW_SERIES_LABELS, overviewChartRows } from './overview-chart.js';
export {
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  RESUME_STATUSES,
  RESUME_STATUS_LABELS,
  resumeCountRows,
} from './resume-counts.js';
export type { NotificationStatus, ResumeStatus } from './resume-counts.js';
export { capStartupLists } from './startup-lists.js';
export { sentimentLabel } from './sentiment-label.js';
export type { SentimentLabel } from './sentiment-label.js';
export { classifySurveyCount } from './survey-count.js';
export type { SurveyCountClass } from './survey-count.js';
export { tagRanking, topTags, wordCloudTags } from './tags.js';
export type { TagRanking, TagRow } from './tags.js';
