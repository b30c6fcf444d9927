import { COMMENTS_LIMIT, WORST_TAGS_LIMIT } from '../rules/constants.js';

/** One of the three backends of a tenant (tenant.json `backends`). */
export type Backend = 'voc' | 'lcm' | 'case';

/** HTTP method of a route. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Family of a route, used to group the table in docs and tools. */
export type RouteKind =
  | 'auth'
  | 'account'
  | 'crud'
  | 'indicator'
  | 'survey'
  | 'alert'
  | 'report'
  | 'action-plan'
  | 'social'
  | 'notification'
  | 'dashboard';

/** One call of platform-core.md §7: where it goes and what it carries. */
export interface RouteDef {
  /** Stable kebab-case id; code and docs refer to routes by it. */
  id: string;
  /** Backend whose base address the path is relative to. */
  backend: Backend;
  /** HTTP method. */
  method: HttpMethod;
  /** Path template relative to the backend base, with `{name}` placeholders (no leading slash). */
  path: string;
  /** What the call does, in one English line. */
  summary: string;
  /** Family of the call. */
  kind: RouteKind;
  /** The answer is one page: the query takes page, size and sort, the total comes in X-Total-Count. */
  paged?: boolean;
  /** How the request body is encoded, when the call sends one. */
  body?: 'json' | 'multipart';
  /** The answer is a file (blob), not JSON. */
  file?: boolean;
  /** The call changes server state, so a widget's indicator request never resolves to it. */
  write?: boolean;
  /** Parameters particular to this call, besides the filter parameters (e.g. `full` on account). */
  params?: readonly string[];
  /** Parameter values sent unless the request gives its own (e.g. limit 100 on sentiment comments). */
  defaults?: Readonly<Record<string, string | number>>;
}

/** Social-listening mentions are asked for in one page this large (platform-core.md §9). */
export const SOCIAL_MENTIONS_PER_PAGE = 10000;

/** Template of the indicator values call, shared by its POST, historic GET and lcm GET variants. */
export const INDICATOR_VALUES_PATH = 'indicators/{indicator}/values';

/** An entity served by the generic CRUD of platform-core.md §7. */
interface CrudEntity {
  /** Path of the collection, e.g. 'users/tenant'. */
  path: string;
  /** Owner backend (the reasons are in docs/routing.md). */
  backend: Backend;
  /** Singular English noun used in summaries. */
  noun: string;
}

// Ownership follows the backends' descriptions in tenant.schema.json: lcm holds accounts, the tenant's
// organisation and its metadata trees; voc holds survey data and what is computed from it; case holds
// the alert workflows. docs/routing.md gives the reason per entity.
const CRUD_ENTITIES: readonly CrudEntity[] = [
  { path: 'tenants', backend: 'lcm', noun: 'tenant' },
  { path: 'profiles', backend: 'lcm', noun: 'role profile' },
  { path: 'users/tenant', backend: 'lcm', noun: 'tenant user' },
  { path: 'users/admin', backend: 'lcm', noun: 'admin user' },
  { path: 'workflows', backend: 'lcm', noun: 'workflow' },
  { path: 'critical-moments', backend: 'lcm', noun: 'critical moment' },
  { path: 'geo-locations', backend: 'lcm', noun: 'geo location' },
  { path: 'logical-locations', backend: 'lcm', noun: 'logical location' },
  { path: 'channels', backend: 'lcm', noun: 'channel' },
  { path: 'clusters', backend: 'lcm', noun: 'cluster' },
  { path: 'alerts', backend: 'voc', noun: 'alert' },
  { path: 'surveys', backend: 'voc', noun: 'survey' },
  { path: 'reports', backend: 'voc', noun: 'report' },
  { path: 'dynamic-reports', backend: 'voc', noun: 'dynamic report' },
  { path: 'customer-journey', backend: 'voc', noun: 'customer-journey stage' },
  { path: 'dashboard', backend: 'voc', noun: 'dynamic dashboard widget' },
  { path: 'alert-workflows', backend: 'case', noun: 'alert workflow' },
  { path: 'alert-work-groups', backend: 'case', noun: 'alert work group' },
];

const LIST_PARAMS = ['page', 'size', 'filter', 'sort'] as const;

function crudRoutes(entity: CrudEntity): RouteDef[] {
  const slug = entity.path.replaceAll('/', '-');
  const { backend, noun, path } = entity;
  const a = /^[aeiou]/.test(noun) ? 'an' : 'a';
  return [
    {
      id: `${slug}-list`,
      backend,
      method: 'GET',
      path,
      summary: `List ${noun}s (paged, filtered, sorted)`,
      kind: 'crud',
      paged: true,
      params: LIST_PARAMS,
    },
    { id: `${slug}-get`, backend, method: 'GET', path: `${path}/{id}`, summary: `Get one ${noun}`, kind: 'crud' },
    {
      id: `${slug}-create`,
      backend,
      method: 'POST',
      path,
      summary: `Create ${a} ${noun}`,
      kind: 'crud',
      body: 'json',
      write: true,
    },
    {
      id: `${slug}-update`,
      backend,
      method: 'PUT',
      path: `${path}/{id}`,
      summary: `Update ${a} ${noun}`,
      kind: 'crud',
      body: 'json',
      write: true,
    },
    {
      id: `${slug}-delete`,
      backend,
      method: 'DELETE',
      path: `${path}/{id}`,
      summary: `Delete ${a} ${noun}`,
      kind: 'crud',
      write: true,
    },
  ];
}

const AUTH_ROUTES: readonly RouteDef[] = [
  {
    id: 'authenticate',
    backend: 'lcm',
    method: 'POST',
    path: 'authenticate',
    summary: 'Sign in with username and password; answers an id token',
    kind: 'auth',
    body: 'json',
    write: true,
    params: ['username', 'password'],
  },
  {
    id: 'account',
    backend: 'lcm',
    method: 'GET',
    path: 'account',
    summary: "The signed-in user's account (full=true adds the default critical moment)",
    kind: 'account',
    params: ['full'],
  },
  {
    id: 'account-change-password',
    backend: 'lcm',
    method: 'POST',
    path: 'account/change-password',
    summary: "Change the signed-in user's password",
    kind: 'account',
    body: 'json',
    write: true,
    params: ['currentPassword', 'newPassword'],
  },
  {
    id: 'account-reset-password-init',
    backend: 'lcm',
    method: 'POST',
    path: 'account/reset-password/init',
    summary: 'Start password recovery: mail a reset key to the address given',
    kind: 'account',
    body: 'json',
    write: true,
    params: ['email'],
  },
  {
    id: 'account-reset-password-finish',
    backend: 'lcm',
    method: 'POST',
    path: 'account/reset-password/finish',
    summary: 'Finish password recovery: set a new password with the mailed key',
    kind: 'account',
    body: 'json',
    write: true,
    params: ['key', 'newPassword'],
  },
];

const ALERT_ROUTES: readonly RouteDef[] = [
  {
    id: 'alert-comments',
    backend: 'voc',
    method: 'GET',
    path: 'alerts/{id}/comments',
    summary: 'Comments of one alert',
    kind: 'alert',
  },
  {
    id: 'alert-evidence-upload',
    backend: 'voc',
    method: 'POST',
    path: 'alert-evidence/{id}',
    summary: 'Upload evidence files to an alert',
    kind: 'alert',
    body: 'multipart',
    write: true,
  },
  {
    id: 'alert-evidence-get',
    backend: 'voc',
    method: 'GET',
    path: 'alert-evidence/{id}',
    summary: 'Read the evidence of an alert',
    kind: 'alert',
  },
  {
    id: 'alert-evidence-delete',
    backend: 'voc',
    method: 'DELETE',
    path: 'alert-evidence/{id}',
    summary: 'Delete an alert evidence',
    kind: 'alert',
    write: true,
  },
  {
    id: 'alerts-dashboard',
    backend: 'voc',
    method: 'GET',
    path: 'alerts/dashboard',
    summary: 'Alert dashboard summary',
    kind: 'alert',
  },
  {
    id: 'alert-counters',
    backend: 'voc',
    method: 'POST',
    path: 'indicators/alert-counters/values',
    summary: 'Alert counters (not_handled, in_process, closed, wows) grouped by alert status',
    kind: 'alert',
    body: 'json',
  },
];

const SURVEY_ROUTES: readonly RouteDef[] = [
  {
    id: 'survey-responses-list',
    backend: 'voc',
    method: 'GET',
    path: 'survey-responses',
    summary: 'Survey responses, one page',
    kind: 'survey',
    paged: true,
    params: LIST_PARAMS,
  },
  {
    id: 'survey-responses-filter',
    backend: 'voc',
    method: 'POST',
    path: 'survey-responses/filter',
    summary: 'Survey responses matching a filter body (tenants with post context), one page',
    kind: 'survey',
    paged: true,
    body: 'json',
    params: ['page', 'size', 'sort'],
  },
  {
    id: 'survey-response-get',
    backend: 'voc',
    method: 'GET',
    path: 'survey-responses/{id}',
    summary: 'One survey response',
    kind: 'survey',
  },
  {
    id: 'survey-response-values',
    backend: 'voc',
    method: 'POST',
    path: 'survey-responses/values',
    summary: 'Survey responses grouped by status (data-quality and response-rate gauges)',
    kind: 'survey',
    body: 'json',
  },
  {
    id: 'survey-response-counters',
    backend: 'voc',
    method: 'POST',
    path: 'indicators/survey-response-counters/values',
    summary: 'Survey response counters',
    kind: 'survey',
    body: 'json',
  },
];

const LCM_DASHBOARD_AND_NOTIFICATION_ROUTES: readonly RouteDef[] = [
  {
    id: 'dashboard-resume',
    backend: 'lcm',
    method: 'GET',
    path: 'dashboard/resume',
    summary: 'Registered-survey counts of a workflow (notifications, sent, opened, answered...)',
    kind: 'dashboard',
    params: ['workflowName'],
  },
  {
    id: 'dashboard-status',
    backend: 'lcm',
    method: 'GET',
    path: 'dashboard/status',
    summary: 'Workflow status of venta or postventa, read from its resume field',
    kind: 'dashboard',
    params: ['workflowName'],
  },
  {
    id: 'accounts-list',
    backend: 'lcm',
    method: 'GET',
    path: 'accounts',
    summary: 'Client accounts, one page',
    kind: 'account',
    paged: true,
    params: LIST_PARAMS,
  },
  {
    id: 'messages-list',
    backend: 'lcm',
    method: 'GET',
    path: 'messages',
    summary: 'Messages sent to clients, one page',
    kind: 'notification',
    paged: true,
    params: LIST_PARAMS,
  },
  {
    id: 'notifications-list',
    backend: 'lcm',
    method: 'GET',
    path: 'notifications',
    summary: 'Notifications sent to clients, one page',
    kind: 'notification',
    paged: true,
    params: LIST_PARAMS,
  },
  {
    id: 'notification-surveys',
    backend: 'lcm',
    method: 'GET',
    path: 'notifications/{id}/surveys',
    summary: 'Surveys registered by one notification with their statuses, one page',
    kind: 'notification',
    paged: true,
    params: LIST_PARAMS,
  },
];

const REPORT_ROUTES: readonly RouteDef[] = [
  {
    id: 'report-download',
    backend: 'voc',
    method: 'POST',
    path: 'reports/{id}',
    summary: 'Run a report with the filters; answers the file',
    kind: 'report',
    body: 'json',
    file: true,
  },
  {
    id: 'dynamic-report-fields',
    backend: 'voc',
    method: 'GET',
    path: 'dynamic-reports/fields',
    summary: 'Fields a dynamic report can show',
    kind: 'report',
  },
  {
    id: 'report-dynamic',
    backend: 'voc',
    method: 'POST',
    path: 'reports/dynamic',
    summary: 'Run a dynamic report; resultType JSON answers rows, EXCEL a file',
    kind: 'report',
    body: 'json',
    params: ['resultType'],
  },
  {
    id: 'report-indicators-dashboard',
    backend: 'voc',
    method: 'POST',
    path: 'reports/indicators-dashboard',
    summary: 'General indicators (ATENCION, CSAT, FACILIDAD, NPS, TIEMPO_ESPERA) per critical moment',
    kind: 'report',
    body: 'json',
  },
  {
    id: 'report-indicators-social',
    backend: 'voc',
    method: 'POST',
    path: 'reports/indicators-social',
    summary: 'General indicators table of social listening',
    kind: 'report',
    body: 'json',
  },
];

const INDICATOR_ROUTES: readonly RouteDef[] = [
  {
    id: 'indicator-values',
    backend: 'voc',
    method: 'POST',
    path: INDICATOR_VALUES_PATH,
    summary: 'Values of an indicator under the filters (the default indicator call)',
    kind: 'indicator',
    body: 'json',
  },
  {
    id: 'indicator-values-historic',
    backend: 'voc',
    method: 'GET',
    path: INDICATOR_VALUES_PATH,
    summary: 'Historic series of an indicator over a number of periods',
    kind: 'indicator',
    params: ['grouped', 'periods', 'formula'],
  },
  {
    id: 'indicator-values-lcm',
    backend: 'lcm',
    method: 'GET',
    path: INDICATOR_VALUES_PATH,
    summary: 'Values of an indicator computed by the core backend (useLcmApi)',
    kind: 'indicator',
  },
  {
    // Same template as indicator-values: buildIndicatorCalls picks it when the indicator is the tenant's
    // sentimentCommentsIndicator; routeForPath cannot tell them apart and answers indicator-values.
    id: 'sentiment-comments',
    backend: 'voc',
    method: 'POST',
    path: 'indicators/{sentimentCommentsIndicator}/values',
    summary: "Comments of sentiment analysis, optionally of one tag (the tenant's comments indicator)",
    kind: 'indicator',
    body: 'json',
    params: ['tag', 'limit'],
    defaults: { limit: COMMENTS_LIMIT },
  },
  {
    id: 'sentiment-tags',
    backend: 'voc',
    method: 'POST',
    path: 'indicators/sentiment_tags/values',
    summary: 'Worst sentiment tags, suggested as action-plan causes',
    kind: 'indicator',
    body: 'json',
    params: ['limit', 'resultType'],
    defaults: { limit: WORST_TAGS_LIMIT, resultType: 'bottom' },
  },
  {
    id: 'dashboard-critical-moment',
    backend: 'voc',
    method: 'GET',
    path: 'dashboard/critical-moment/{id}',
    summary: 'Dynamic dashboard widgets of a critical moment',
    kind: 'dashboard',
  },
];

const ACTION_PLAN_ROUTES: readonly RouteDef[] = [
  {
    id: 'action-plan-create',
    backend: 'voc',
    method: 'POST',
    path: 'action-plans',
    summary: 'Create an action plan',
    kind: 'action-plan',
    body: 'json',
    write: true,
  },
  {
    id: 'action-plan-list',
    backend: 'voc',
    method: 'GET',
    path: 'action-plans',
    summary: 'Action plans, one page',
    kind: 'action-plan',
    paged: true,
    params: LIST_PARAMS,
  },
  {
    id: 'action-plan-get',
    backend: 'voc',
    method: 'GET',
    path: 'action-plans/{id}',
    summary: 'One action plan with causes and activities',
    kind: 'action-plan',
  },
  {
    id: 'action-plan-delete',
    backend: 'voc',
    method: 'DELETE',
    path: 'action-plans/{id}',
    summary: 'Delete an action plan',
    kind: 'action-plan',
    write: true,
  },
  {
    id: 'action-plan-dashboard',
    backend: 'voc',
    method: 'GET',
    path: 'action-plans/dashboard',
    summary: 'Action-plan dashboard summary',
    kind: 'action-plan',
  },
  {
    id: 'action-plan-status',
    backend: 'voc',
    method: 'PUT',
    path: 'action-plans/{id}',
    summary: 'Change the status of an action plan (actionPlanStatus)',
    kind: 'action-plan',
    body: 'json',
    write: true,
    params: ['actionPlanStatus'],
  },
  {
    id: 'action-plan-library',
    backend: 'voc',
    method: 'PUT',
    path: 'action-plans/{id}/library',
    summary: 'Set or clear the library flag of an action plan',
    kind: 'action-plan',
    body: 'json',
    write: true,
    params: ['library'],
  },
  {
    id: 'action-plan-logs',
    backend: 'voc',
    method: 'GET',
    path: 'action-plans/{id}/logs',
    summary: 'Change log of an action plan',
    kind: 'action-plan',
  },
  {
    id: 'action-plan-comments-report',
    backend: 'voc',
    method: 'POST',
    path: 'action-plans/{id}/comments-report',
    summary: 'Report of the comments behind an action plan',
    kind: 'action-plan',
    body: 'json',
  },
  {
    id: 'action-plan-causes',
    backend: 'voc',
    method: 'GET',
    path: 'action-plans/{id}/causes',
    summary: 'Causes of an action plan',
    kind: 'action-plan',
  },
  {
    id: 'action-plan-causes-update',
    backend: 'voc',
    method: 'PUT',
    path: 'action-plans/{id}/causes',
    summary: 'Replace the causes of an action plan',
    kind: 'action-plan',
    body: 'json',
    write: true,
  },
  {
    id: 'action-plan-activity-create',
    backend: 'voc',
    method: 'POST',
    path: 'action-plan-activities',
    summary: 'Add an activity to an action plan',
    kind: 'action-plan',
    body: 'json',
    write: true,
  },
  {
    id: 'action-plan-activity-update',
    backend: 'voc',
    method: 'PUT',
    path: 'action-plan-activities/{id}',
    summary: 'Update an action-plan activity',
    kind: 'action-plan',
    body: 'json',
    write: true,
  },
  {
    id: 'action-plan-activity-progress',
    backend: 'voc',
    method: 'PUT',
    path: 'action-plans/{id}/activities/{activityId}/progress',
    summary: 'Set the progress of an activity',
    kind: 'action-plan',
    body: 'json',
    write: true,
    params: ['progress'],
  },
  {
    id: 'action-plan-activity-comments',
    backend: 'voc',
    method: 'GET',
    path: 'action-plan-activities/{id}/comments',
    summary: 'Comments of an activity',
    kind: 'action-plan',
  },
  {
    id: 'action-plan-activity-comment-create',
    backend: 'voc',
    method: 'POST',
    path: 'action-plan-activities/{id}/comments',
    summary: 'Comment on an activity',
    kind: 'action-plan',
    body: 'json',
    write: true,
  },
  {
    id: 'action-plan-activity-comment-delete',
    backend: 'voc',
    method: 'DELETE',
    path: 'action-plan-activities/{id}/comments/{commentId}',
    summary: 'Delete a comment of an activity',
    kind: 'action-plan',
    write: true,
  },
  {
    id: 'action-plan-activity-evidence-upload',
    backend: 'voc',
    method: 'POST',
    path: 'action-plan-activities/{id}/evidences',
    summary: 'Upload evidence files to an activity',
    kind: 'action-plan',
    body: 'multipart',
    write: true,
  },
  {
    id: 'action-plan-activity-evidences',
    backend: 'voc',
    method: 'GET',
    path: 'action-plan-activities/{id}/evidences',
    summary: 'Evidences of an activity',
    kind: 'action-plan',
  },
  {
    id: 'action-plan-activity-evidence-delete',
    backend: 'voc',
    method: 'DELETE',
    path: 'action-plan-activities/{id}/evidences/{evidenceId}',
    summary: 'Delete an evidence of an activity',
    kind: 'action-plan',
    write: true,
  },
  {
    id: 'action-plan-templates',
    backend: 'voc',
    method: 'GET',
    path: 'action-plan-templates',
    summary: 'Action-plan templates for an indicator',
    kind: 'action-plan',
    params: ['indicatorId'],
  },
];

const SOCIAL_ROUTES: readonly RouteDef[] = [
  {
    id: 'social-aggregation',
    backend: 'voc',
    method: 'GET',
    path: 'external-social/aggregation',
    summary: 'Aggregated social-listening figures',
    kind: 'social',
  },
  {
    id: 'social-mentions',
    backend: 'voc',
    method: 'GET',
    path: 'external-social/mentions',
    summary: 'Social-listening mentions (60-day window, one page of 10000)',
    kind: 'social',
    params: ['per_page'],
    defaults: { per_page: SOCIAL_MENTIONS_PER_PAGE },
  },
  {
    id: 'social-top-keywords',
    backend: 'voc',
    method: 'GET',
    path: 'external-social/top-keywords',
    summary: 'Most frequent social-listening keywords',
    kind: 'social',
  },
  {
    id: 'social-overview-chart',
    backend: 'voc',
    method: 'POST',
    path: 'external-social/v3/analysis/overview/chart',
    summary: 'Social-listening overview chart series',
    kind: 'social',
    body: 'json',
  },
];

/** Every backend call of platform-core.md §7; ids are unique, order is the documentation order. */
export const ROUTES: readonly RouteDef[] = [
  ...AUTH_ROUTES,
  ...CRUD_ENTITIES.flatMap(crudRoutes),
  ...ALERT_ROUTES,
  ...SURVEY_ROUTES,
  ...LCM_DASHBOARD_AND_NOTIFICATION_ROUTES,
  ...REPORT_ROUTES,
  ...INDICATOR_ROUTES,
  ...ACTION_PLAN_ROUTES,
  ...SOCIAL_ROUTES,
];

const ROUTES_BY_ID: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.id, r]));

/** The route with this id, or undefined. */
export function findRoute(id: string): RouteDef | undefined {
  return ROUTES_BY_ID.get(id);
}

/** Segments of a path, without query string, leading or trailing slashes. */
function pathSegments(path: string): string[] {
  const q = path.search(/[?#]/);
  const bare = q === -1 ? path : path.slice(0, q);
  return bare.split('/').filter((s) => s !== '');
}

/** Whether a template segment is a `{name}` placeholder. */
function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

/**
 * Values of the template's placeholders when `path` matches it, else undefined. A placeholder matches
 * any one non-empty segment (including the placeholder text itself, so a template matches itself).
 */
export function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const t = pathSegments(template);
  const p = pathSegments(path);
  if (t.length !== p.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const ts = t[i] as string;
    const ps = p[i] as string;
    if (isParam(ts)) params[ts.slice(1, -1)] = ps;
    else if (ts !== ps) return undefined;
  }
  return params;
}

/**
 * Orders candidate templates: the one with a literal segment where the other has a placeholder, at the
 * first place they differ, comes first ('alerts/dashboard' before 'alerts/{id}'); otherwise 0.
 */
function bySpecificity(a: RouteDef, b: RouteDef): number {
  const sa = pathSegments(a.path);
  const sb = pathSegments(b.path);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = isParam(sa[i] as string);
    const pb = isParam(sb[i] as string);
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

/** Routes whose template matches `path`, most specific first, table order among equals. */
function matching(candidates: readonly RouteDef[], path: string): RouteDef[] {
  // Array.prototype.sort is stable, so equally specific routes keep their table order.
  return candidates.filter((r) => matchTemplate(r.path, path) !== undefined).sort(bySpecificity);
}

/**
 * The route a concrete call (or a template) corresponds to: same backend and method, path matching the
 * template; literal segments win over placeholders. A query string on `path` is ignored.
 */
export function routeForPath(backend: Backend, method: HttpMethod, path: string): RouteDef | undefined {
  return matching(
    ROUTES.filter((r) => r.backend === backend && r.method === method),
    path,
  )[0];
}

/**
 * The read route an indicator request's `url` names, on any backend: the most specific non-write route
 * whose template matches it, table order among equals. Undefined when none does.
 */
export function routeForUrl(url: string): RouteDef | undefined {
  return matching(
    ROUTES.filter((r) => r.write !== true),
    url,
  )[0];
}
