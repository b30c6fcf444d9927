// The action-plan calls of the screens (apps/api action-plans: plans, status, library, logs,
// causes, activities with progress, comments and evidence, templates; the worst sentiment tags of
// the filters as suggestions) and the records they answer. Every query key starts with PLANS_KEY:
// a change refreshes the list, the detail and the library at once.
import {
  buildIndicatorCalls,
  normaliseRows,
  type ActivityStatus,
  type FilterState,
  type PlanStatus,
  type RoutingTenant,
} from '@voz/core';
import { callApi } from '@voz/data';
import type { IndicatorRequest } from '@voz/schema';

/** The first element of every plan query key. */
export const PLANS_KEY = 'action-plans';

const VOC = '/api/voc';

/** A root cause of a plan. */
export interface PlanCause {
  id: number;
  text: string;
  category: string | null;
  position: number;
}

/** An activity of a plan. */
export interface PlanActivity {
  id: number;
  actionPlanId: number;
  title: string;
  description: string;
  owner: string | null;
  dueDate: string | null;
  progress: number;
  status: ActivityStatus;
  overdue: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A plan as lists answer it (apps/api plan-store.ts PlanJson). */
export interface PlanRecord {
  id: number;
  title: string;
  description: string;
  status: PlanStatus;
  library: boolean;
  geoLocationId: number;
  geoLocationName: string | null;
  criticalMomentId: number | null;
  criticalMomentName: string | null;
  indicatorId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  dueDate: string | null;
  owner: string | null;
  startDate: string | null;
  alertId: number | null;
  closedAt: string | null;
  /** Mean progress of the activities (unrounded), null without activities. */
  progress: number | null;
  activityCount: number;
  overdue: boolean;
}

/** A plan with its causes and activities. */
export interface PlanDetail extends PlanRecord {
  causes: PlanCause[];
  activities: PlanActivity[];
}

/** One change of a plan. */
export interface PlanLog {
  id: number;
  actionPlanId: number;
  accountId: number | null;
  author: string;
  action: string;
  detail: Record<string, unknown>;
  createdAt: string;
}

/** A comment of an activity. */
export interface ActivityComment {
  id: number;
  activityId: number;
  author: string;
  text: string;
  createdAt: string;
}

/** An evidence file of an activity. */
export interface ActivityEvidence {
  id: number;
  activityId: number;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: string;
  createdAt: string;
  /** Where its bytes are served (same host). */
  url: string;
}

/** A plan template of the tenant (action-plan-templates). */
export interface PlanTemplate {
  id: number;
  indicatorId: string;
  title: string;
  description: string;
  activities: { title: string; dueInDays: number }[];
}

/** What POST action-plans takes. */
export interface NewPlan {
  title: string;
  description?: string;
  geoLocationId: number;
  criticalMomentId?: number | null;
  indicatorId?: string | null;
  owner?: string | null;
  startDate?: string | null;
  dueDate?: string | null;
  alertId?: number | null;
  causes?: { text: string; category?: string | null }[];
  activities?: { title: string; description?: string; owner?: string | null; dueDate?: string | null }[];
}

/** One page of plans with the total of X-Total-Count. */
export interface PlanPage {
  rows: PlanRecord[];
  total: number;
}

const withSignal = (signal?: AbortSignal): { signal?: AbortSignal } => (signal ? { signal } : {});

/** GET action-plans with a query string (without '?'). */
export async function fetchPlans(token: string, query: string, signal?: AbortSignal): Promise<PlanPage> {
  const answer = await callApi<PlanRecord[]>(`${VOC}/action-plans${query ? `?${query}` : ''}`, {
    token,
    ...withSignal(signal),
  });
  const total = Number(answer.headers.get('x-total-count'));
  return { rows: answer.body, total: Number.isFinite(total) ? total : answer.body.length };
}

/** GET action-plans/{id}. */
export async function fetchPlan(token: string, id: number, signal?: AbortSignal): Promise<PlanDetail> {
  return (await callApi<PlanDetail>(`${VOC}/action-plans/${id}`, { token, ...withSignal(signal) })).body;
}

/** POST action-plans. */
export async function createPlan(token: string, plan: NewPlan): Promise<PlanDetail> {
  return (await callApi<PlanDetail>(`${VOC}/action-plans`, { method: 'POST', token, body: plan })).body;
}

/** PUT action-plans/{id}: a new status. */
export async function updatePlanStatus(token: string, id: number, status: PlanStatus): Promise<PlanDetail> {
  return (
    await callApi<PlanDetail>(`${VOC}/action-plans/${id}`, {
      method: 'PUT',
      token,
      body: { actionPlanStatus: status },
    })
  ).body;
}

/** PUT action-plans/{id}/library. */
export async function setLibrary(token: string, id: number, library: boolean): Promise<PlanDetail> {
  return (await callApi<PlanDetail>(`${VOC}/action-plans/${id}/library`, { method: 'PUT', token, body: { library } }))
    .body;
}

/** GET action-plans/{id}/logs (newest first). */
export async function fetchLogs(token: string, id: number, signal?: AbortSignal): Promise<PlanLog[]> {
  return (await callApi<PlanLog[]>(`${VOC}/action-plans/${id}/logs?size=200`, { token, ...withSignal(signal) })).body;
}

/** PUT action-plans/{id}/causes: replaces every cause. */
export async function saveCauses(
  token: string,
  id: number,
  causes: { text: string; category: string | null }[],
): Promise<PlanCause[]> {
  return (await callApi<PlanCause[]>(`${VOC}/action-plans/${id}/causes`, { method: 'PUT', token, body: { causes } }))
    .body;
}

/** POST action-plan-activities. */
export async function addActivity(
  token: string,
  activity: { actionPlanId: number; title: string; owner?: string | null; dueDate?: string | null },
): Promise<PlanActivity> {
  return (await callApi<PlanActivity>(`${VOC}/action-plan-activities`, { method: 'POST', token, body: activity })).body;
}

/** PUT action-plans/{planId}/activities/{activityId}/progress. */
export async function setProgress(
  token: string,
  planId: number,
  activityId: number,
  progress: number,
): Promise<{ activity: PlanActivity; actionPlanProgress: number | null }> {
  return (
    await callApi<{ activity: PlanActivity; actionPlanProgress: number | null }>(
      `${VOC}/action-plans/${planId}/activities/${activityId}/progress`,
      { method: 'PUT', token, body: { progress } },
    )
  ).body;
}

const ACTIVITIES = `${VOC}/action-plan-activities`;

/** GET action-plan-activities/{id}/comments. */
export async function fetchActivityComments(
  token: string,
  activityId: number,
  signal?: AbortSignal,
): Promise<ActivityComment[]> {
  return (
    await callApi<ActivityComment[]>(`${ACTIVITIES}/${activityId}/comments?size=200`, { token, ...withSignal(signal) })
  ).body;
}

/** POST action-plan-activities/{id}/comments. */
export async function addActivityComment(token: string, activityId: number, text: string): Promise<ActivityComment> {
  return (
    await callApi<ActivityComment>(`${ACTIVITIES}/${activityId}/comments`, { method: 'POST', token, body: { text } })
  ).body;
}

/** GET action-plan-activities/{id}/evidences. */
export async function fetchActivityEvidence(
  token: string,
  activityId: number,
  signal?: AbortSignal,
): Promise<ActivityEvidence[]> {
  return (
    await callApi<ActivityEvidence[]>(`${ACTIVITIES}/${activityId}/evidences?size=200`, {
      token,
      ...withSignal(signal),
    })
  ).body;
}

/** Where an activity's evidence files are uploaded (multipart). */
export function activityEvidenceUploadUrl(activityId: number): string {
  return `${ACTIVITIES}/${activityId}/evidences`;
}

/** DELETE action-plan-activities/{id}/evidences/{evidenceId}. */
export async function deleteActivityEvidence(token: string, activityId: number, evidenceId: number): Promise<void> {
  await callApi<unknown>(`${ACTIVITIES}/${activityId}/evidences/${evidenceId}`, { method: 'DELETE', token });
}

/** GET action-plan-templates. */
export async function fetchTemplates(token: string, signal?: AbortSignal): Promise<PlanTemplate[]> {
  return (await callApi<PlanTemplate[]>(`${VOC}/action-plan-templates?size=200`, { token, ...withSignal(signal) }))
    .body;
}

/** The request of the worst sentiment tags (platform-core §7, §9: worst 3, suggested as causes). */
const WORST_TAGS: IndicatorRequest = { indicator: 'sentiment_tags', url: 'indicators/sentiment_tags/values' };

/** The worst sentiment tags under the filters (the route's defaults: the 3 worst), by name. */
export async function fetchWorstTags(
  token: string,
  filters: FilterState,
  tenant: RoutingTenant,
  signal?: AbortSignal,
): Promise<string[]> {
  const call = buildIndicatorCalls([WORST_TAGS], filters, tenant)[0];
  if (!call) return [];
  const answer = await callApi<unknown>(call.url, {
    method: call.method,
    body: call.body,
    token,
    ...withSignal(signal),
  });
  const rows = normaliseRows(Array.isArray(answer.body) ? answer.body : [answer.body], WORST_TAGS);
  return rows
    .map((row) => (typeof row.group === 'string' ? row.group : null))
    .filter((tag): tag is string => tag !== null && tag !== '');
}

/** The tenant's indicators (indicators.json) as code and Spanish/English description. */
export async function fetchIndicators(
  token: string,
  signal?: AbortSignal,
): Promise<{ code: string; description: { es: string; en?: string } | undefined }[]> {
  const file = (
    await callApi<{ indicators: Record<string, { description?: { es: string; en?: string } }> }>(
      '/api/lcm/tenant-config/indicators',
      { token, ...withSignal(signal) },
    )
  ).body;
  return Object.entries(file.indicators ?? {}).map(([code, definition]) => ({
    code,
    description: definition.description,
  }));
}
