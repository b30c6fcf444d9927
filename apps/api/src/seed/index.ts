// The demo data of the reference backend: a pure generator, the daily aggregates it shares with the
// API, and the writer. Named re-exports only: what is not listed here is internal.
export {
  COMMENT_RATE,
  DEFAULT_RESPONSES,
  HISTORY_MONTHS,
  STATUS_SHARES,
  STATUS_SHARES_ANSWERED_ONLY,
  generateTenantData,
} from './generateTenantData.js';
export type { GenerateOptions, TenantSource } from './generateTenantData.js';
export {
  alertDailyDelta,
  alertDailyRows,
  answerDailyRows,
  dayInZone,
  responseDailyDelta,
  responseDailyRows,
  tagDailyRows,
} from '../indicators/aggregates.js';
export type {
  AggregateTenant,
  AlertDailyKey,
  AlertForAggregates,
  CommentForAggregates,
  DailyDelta,
  ResponseDailyKey,
  ResponseForAggregates,
} from '../indicators/aggregates.js';
export {
  DEMO_DATA_TABLES,
  INSERT_BATCH_SIZE,
  deleteTenantData,
  insertTenantData,
  tenantCopies,
  tenantTables,
  upsertSequences,
  writeTenantData,
} from './writeTenantData.js';
export { ALERT_STATUSES, ALERT_TYPES, NOTIFICATION_STATUSES, RESPONSE_STATUSES } from '../db/rows.js';
export type {
  AlertDailyRow,
  AlertRow,
  AlertStatus,
  AlertType,
  AnswerDailyRow,
  NotificationRow,
  NotificationStatus,
  ResponseCommentRow,
  ResponseDailyRow,
  ResponseStatus,
  SequenceRow,
  SurveyResponseRow,
  TagDailyRow,
  TenantData,
} from '../db/rows.js';
export { COMMENT_TAGS } from './comments.js';
export type { CommentTag } from './comments.js';
export {
  isRatingQuestion,
  leafMoments,
  questionIndex,
  questionScale,
  treeIds,
  treeLeaves,
} from '../tenants/metadata-index.js';
export type { LeafMoment, TreeLeaf } from '../tenants/metadata-index.js';
export { createRandom, weightedPicker } from './random.js';
export type { Random } from './random.js';
