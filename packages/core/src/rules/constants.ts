/**
 * Business constants from platform-core §9 and dashboard-catalogue §9 that code applies. Constants
 * that are tenant data live in tenant.json instead (page sizes of the survey table, the sentiment
 * gauge's bands, trend periods in each request's extras).
 */

/** Day ranges offered as quick picks by the filter's date range picker. */
export const QUICK_RANGES_DAYS: readonly number[] = [30, 60, 90];

export const DEFAULT_PAGE_SIZE = 15;
/** Items kept of each metadata list at start-up (capStartupLists). */
export const STARTUP_LIST_LIMIT = 1000;

export const COMMENTS_LIMIT = 100;
export const WORST_TAGS_LIMIT = 3;
export const WORD_CLOUD_LIMIT = 50;
export const TAGS_LIMIT = 10;
/** Size of each side of best/worst rankings (geo, tags). */
export const RANKING_SIZE = 3;
/** Days of the external-social calls' default window, ending today. */
export const SOCIAL_MENTIONS_WINDOW_DAYS = 60;

/** Survey counts from this many answers up are 'excellent'. */
export const SURVEY_COUNT_EXCELLENT_MIN = 30;
/** Survey counts from this many answers up (and under the excellent minimum) are 'neutral'. */
export const SURVEY_COUNT_NEUTRAL_MIN = 10;

/** Alerts answered strictly under this many hours are 'fast'. */
export const FIRST_RESPONSE_BASE_HOURS = 36;

/** Tag groups that are placeholders, not real tags. */
export const DEFAULT_TAG_GROUP = 'DEFAULT';
export const OTHER_TAG_GROUP = 'Otros';
