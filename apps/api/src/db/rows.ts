import type { Selectable } from 'kysely';
import type {
  AlertDailyTable,
  AlertsTable,
  AnswerDailyTable,
  NotificationsTable,
  ResponseCommentsTable,
  ResponseDailyTable,
  SequencesTable,
  SurveyResponsesTable,
  TagDailyTable,
} from './schema.js';

// Rows as the database reads them back (Selectable): jsonb as objects, timestamps as Dates, days as
// 'YYYY-MM-DD'. The generator produces them, the aggregates read them, and the API can hand rows it
// selected straight to the same aggregate functions.

/** A survey_responses row. */
export type SurveyResponseRow = Selectable<SurveyResponsesTable>;
/** A response_comments row. */
export type ResponseCommentRow = Selectable<ResponseCommentsTable>;
/** An alerts row. */
export type AlertRow = Selectable<AlertsTable>;
/** A notifications row. */
export type NotificationRow = Selectable<NotificationsTable>;
/** An answer_daily row. */
export type AnswerDailyRow = Selectable<AnswerDailyTable>;
/** A response_daily row. */
export type ResponseDailyRow = Selectable<ResponseDailyTable>;
/** A tag_daily row. */
export type TagDailyRow = Selectable<TagDailyTable>;
/** An alert_daily row. */
export type AlertDailyRow = Selectable<AlertDailyTable>;
/** A sequences row. */
export type SequenceRow = Selectable<SequencesTable>;

/** Status of a survey response. */
export type ResponseStatus = SurveyResponseRow['status'];
/** Type of an alert. */
export type AlertType = AlertRow['type'];
/** Status of an alert. */
export type AlertStatus = AlertRow['status'];

/** Every response status, in display order. */
export const RESPONSE_STATUSES: readonly ResponseStatus[] = ['ANSWERED', 'NOT_ANSWERED', 'INVALID', 'IN_PROGRESS'];
/** Every alert type. */
export const ALERT_TYPES: readonly AlertType[] = ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'];
/** Every alert status. */
export const ALERT_STATUSES: readonly AlertStatus[] = ['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'];
/** Every status of a survey invitation (platform-core.md §3), one list with the indicators' (@voz/core). */
export { NOTIFICATION_STATUSES } from '@voz/core';
export type { NotificationStatus } from '@voz/core';

/** The demo data of one tenant: raw rows and the daily pre-aggregates computed from them. */
export interface TenantData {
  /** Tenant folder name, the tenant_id of every row. */
  tenantId: string;
  /** Survey responses, ids 1…n in created_at order. */
  surveyResponses: SurveyResponseRow[];
  /** One row per answered COMMENT question. */
  responseComments: ResponseCommentRow[];
  /** Alerts derived from the responses, ids 1…n in created_at order. */
  alerts: AlertRow[];
  /** Survey invitations, ids 1…n in created_at order. */
  notifications: NotificationRow[];
  /** Daily rating aggregates of ANSWERED responses. */
  answerDaily: AnswerDailyRow[];
  /** Daily response counts per status. */
  responseDaily: ResponseDailyRow[];
  /** Daily comment counts per tag and sentiment. */
  tagDaily: TagDailyRow[];
  /** Daily alert counts per type and status. */
  alertDaily: AlertDailyRow[];
  /** Last id used per table (survey_responses, alerts, notifications). */
  sequences: SequenceRow[];
}
