// The alert calls of the screens (apps/api alerts: GET/PUT alerts, comments, alert-evidence, the
// alert counters) and the records they answer. Every query key starts with ALERTS_KEY, so a change
// anywhere refreshes the drawer, the list and the detail. The header's button imports this module,
// so it is in the code of the first render; the screens' own code loads with them.
import type { AlertStatus, AlertType } from '@voz/core';
import { callApi } from '@voz/data';
import type { Tenant } from '@voz/schema';

/** The first element of every alert query key: invalidating it refreshes every alert view. */
export const ALERTS_KEY = 'alerts';

/** An alert as GET alerts lists it (apps/api alertQueries.ts AlertRecord). */
export interface AlertRecord {
  id: number;
  responseId: number | null;
  criticalMomentId: number;
  criticalMomentName: string;
  geoLocationId: number;
  geoLocationName: string;
  logicalLocationId: number | null;
  type: AlertType;
  status: AlertStatus;
  /** ISO 8601 instants. */
  createdAt: string;
  firstResponseAt: string | null;
  closedAt: string | null;
  description: string;
  customerName: string | null;
  customerLastname: string | null;
  customerCode: string | null;
  /** Question name -> formatted answer. */
  humanSurvey: Record<string, string>;
}

/** One visible answered question of the alert's survey response (platform-core §3). */
export interface QuestionResponse {
  questionId: number;
  questionName: string;
  questionText: string;
  questionType: 'NUMBER' | 'DECIMAL' | 'COMMENT' | 'CHOICE' | 'TEXT' | 'CALCULATED';
  numberAnswer: number | null;
  decimalAnswer: number | null;
  commentAnswer: string | null;
  textAnswer: string | null;
  /** Several answers joined by ' | '. */
  answerFormated: string;
}

/** GET alerts/{id} (apps/api AlertDetailRecord). */
export interface AlertDetail extends AlertRecord {
  logicalLocationName: string | null;
  channelId: number | null;
  channelName: string | null;
  questionResponses: QuestionResponse[];
}

/** A comment of an alert. */
export interface AlertComment {
  id: number;
  alertId: number;
  author: string;
  text: string;
  createdAt: string;
}

/** An evidence file of an alert (its bytes: alert-evidence/{alertId}/{id}). */
export interface AlertEvidence {
  id: number;
  alertId: number;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** One page of a list, with the total of X-Total-Count. */
export interface Page<T> {
  rows: T[];
  total: number;
}

const VOC = '/api/voc';

/** GET alerts with a query string (already encoded, without '?'). */
export async function fetchAlerts(token: string, query: string, signal?: AbortSignal): Promise<Page<AlertRecord>> {
  const answer = await callApi<AlertRecord[]>(`${VOC}/alerts${query ? `?${query}` : ''}`, {
    token,
    ...(signal ? { signal } : {}),
  });
  const total = Number(answer.headers.get('x-total-count'));
  return { rows: answer.body, total: Number.isFinite(total) ? total : answer.body.length };
}

/** GET alerts/{id}. */
export async function fetchAlert(token: string, id: number, signal?: AbortSignal): Promise<AlertDetail> {
  return (await callApi<AlertDetail>(`${VOC}/alerts/${id}`, { token, ...(signal ? { signal } : {}) })).body;
}

/** PUT alerts/{id} with a new status. */
export async function updateAlertStatus(token: string, id: number, status: AlertStatus): Promise<AlertRecord> {
  return (await callApi<AlertRecord>(`${VOC}/alerts/${id}`, { method: 'PUT', token, body: { status } })).body;
}

/** GET alerts/{id}/comments (oldest first). */
export async function fetchComments(token: string, id: number, signal?: AbortSignal): Promise<AlertComment[]> {
  return (await callApi<AlertComment[]>(`${VOC}/alerts/${id}/comments`, { token, ...(signal ? { signal } : {}) })).body;
}

/** POST alerts/{id}/comments. */
export async function addComment(token: string, id: number, text: string): Promise<AlertComment> {
  return (await callApi<AlertComment>(`${VOC}/alerts/${id}/comments`, { method: 'POST', token, body: { text } })).body;
}

/** GET alert-evidence/{id}: the files of an alert (oldest first). */
export async function fetchEvidence(token: string, id: number, signal?: AbortSignal): Promise<AlertEvidence[]> {
  return (await callApi<AlertEvidence[]>(`${VOC}/alert-evidence/${id}`, { token, ...(signal ? { signal } : {}) })).body;
}

/** Where the evidence files of an alert are uploaded (multipart, field `file`). */
export function evidenceUploadUrl(alertId: number): string {
  return `${VOC}/alert-evidence/${alertId}`;
}

/** Where one evidence file is read and deleted. */
export function evidenceUrl(alertId: number, evidenceId: number): string {
  return `${VOC}/alert-evidence/${alertId}/${evidenceId}`;
}

/** DELETE alert-evidence/{alertId}/{evidenceId}. */
export async function deleteEvidence(token: string, alertId: number, evidenceId: number): Promise<void> {
  await callApi<unknown>(evidenceUrl(alertId, evidenceId), { method: 'DELETE', token });
}

/** The alert counters of platform-core §3. */
export interface AlertCounters {
  notHandled: number;
  inProcess: number;
  closed: number;
  wows: number;
}

/** Numbers of a counters row (absent: 0). */
function count(row: Record<string, unknown>, field: string): number {
  const value = row[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The counters of the rows POST indicators/alert-counters/values answers (one row per status). */
export function countersOf(rows: unknown): AlertCounters {
  const list = (Array.isArray(rows) ? rows : [rows]).filter(
    (r): r is Record<string, unknown> => typeof r === 'object' && r !== null,
  );
  const sum = (field: string): number => list.reduce((s, r) => s + count(r, field), 0);
  return { notHandled: sum('not_handled'), inProcess: sum('in_process'), closed: sum('closed'), wows: sum('wows') };
}

/** The names the tenant's indicator calls give the first and last day (formatting.dateParams). */
export interface DateParamNames {
  from: string;
  to: string;
}

/**
 * POST indicators/alert-counters/values over a date range (the caller's scope applies). The range
 * goes under the tenant's own date parameter names, as every other indicator call of the tenant.
 */
export async function fetchCounters(
  token: string,
  range: { from: string; to: string },
  dateParams: DateParamNames,
  signal?: AbortSignal,
): Promise<AlertCounters> {
  const answer = await callApi<unknown>('/api/voc/indicators/alert-counters/values', {
    method: 'POST',
    token,
    body: { [dateParams.from]: range.from, [dateParams.to]: range.to },
    ...(signal ? { signal } : {}),
  });
  return countersOf(answer.body);
}

/** The cached query of the counters over a range (the header's badge and the drawer share it). */
export function countersQuery(
  token: string,
  range: { from: string; to: string },
  tenant: Pick<Tenant, 'formatting'>,
): {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<AlertCounters>;
  staleTime: number;
} {
  return {
    queryKey: [ALERTS_KEY, 'counters', token, range.from, range.to],
    queryFn: ({ signal }) =>
      fetchCounters(token, range, tenant.formatting?.dateParams ?? { from: 'dateFrom', to: 'dateTo' }, signal),
    staleTime: 60_000,
  };
}
