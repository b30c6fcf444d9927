import type { Tenant } from '@voz/schema';

/** The statuses of a survey response (platform-core §4). */
export type SurveyResponseStatus = 'ANSWERED' | 'NOT_ANSWERED' | 'INVALID' | 'IN_PROGRESS';

/** The counts of a survey-response-counters row this rule reads. */
export interface AnsweredCounts {
  answeredCount?: number | null;
  inProgressCount?: number | null;
}

const ANSWERED_ONLY: readonly SurveyResponseStatus[] = ['ANSWERED'];
const ANSWERED_AND_IN_PROGRESS: readonly SurveyResponseStatus[] = ['ANSWERED', 'IN_PROGRESS'];

/**
 * The statuses a tenant counts as its answered surveys (platform-core §4), read from its
 * `surveyResponseTabs`: the car after-sales setup shows the answered and in-progress tabs and no
 * not-answered tab (a survey there is either answered or under way), and counts both together;
 * every other tenant (coffee and bus show only the answered tab) counts ANSWERED only. The answered
 * counter uses it, and so must the survey-response tables.
 */
export function countedResponseStatuses(tenant: Pick<Tenant, 'surveyResponseTabs'>): readonly SurveyResponseStatus[] {
  const tabs = tenant.surveyResponseTabs ?? [];
  return tabs.includes('inProgress') && !tabs.includes('notAnswered') ? ANSWERED_AND_IN_PROGRESS : ANSWERED_ONLY;
}

/** The answered surveys of a counters row, as the tenant counts them (see countedResponseStatuses). */
export function countedResponses(counts: AnsweredCounts, tenant: Pick<Tenant, 'surveyResponseTabs'>): number {
  const answered = counts.answeredCount ?? 0;
  return countedResponseStatuses(tenant).includes('IN_PROGRESS') ? answered + (counts.inProgressCount ?? 0) : answered;
}
