/** Business constants from platform-core §9 and dashboard-catalogue §9. */

/** Day ranges offered by the alert and notification drawers. */
export const DRAWER_RANGES_DAYS = [7, 14, 30, 60, 90, 180] as const;
/** Day ranges offered as quick picks by the filter. */
export const QUICK_RANGES_DAYS = [30, 60, 90] as const;

export const DEFAULT_PAGE_SIZE = 15;
export const SURVEY_TABLE_PAGE_SIZE = 12;
/** Hospital dashboards page their survey-response table by 100 instead. */
export const HOSPITAL_SURVEY_TABLE_PAGE_SIZE = 100;
export const STARTUP_LIST_LIMIT = 1000;

export const COMMENTS_LIMIT = 100;
export const WORST_TAGS_LIMIT = 3;
export const WORD_CLOUD_LIMIT = 50;
export const TAGS_LIMIT = 10;
/** Size of each side of best/worst rankings (geo, tags). */
export const RANKING_SIZE = 3;
export const SOCIAL_MENTIONS_WINDOW_DAYS = 60;

/** Periods shown by trend charts (NPS trend, historic charts) and by weekly charts. */
export const TREND_PERIODS = 6;
export const WEEKLY_PERIODS = 13;

/** Sentiment-NPS gauge band limits on 0–100: up to 39, 39 to 70, above 70. */
export const SENTIMENT_GAUGE_BANDS = [39, 70] as const;

/** Survey counts from this many answers up are 'excellent'. */
export const SURVEY_COUNT_EXCELLENT_MIN = 30;
/** Survey counts from this many answers up (and under the excellent minimum) are 'neutral'. */
export const SURVEY_COUNT_NEUTRAL_MIN = 10;

/** Alerts answered strictly under this many hours are 'fast'. */
export const FIRST_RESPONSE_BASE_HOURS = 36;

/** Tag groups that are placeholders, not real tags. */
export const DEFAULT_TAG_GROUP = 'DEFAULT';
export const OTHER_TAG_GROUP = 'Otros';
