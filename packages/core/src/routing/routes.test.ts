import { describe, expect, it } from 'vitest';
import type { Backend, HttpMethod } from './routes.js';
import { INDICATOR_VALUES_PATH, ROUTES, findRoute, matchTemplate, routeForPath, routeForUrl } from './routes.js';

/** Every call of platform-core.md §7, row by row, as a concrete call and the route it must reach. */
const SPEC_CALLS: readonly (readonly [Backend, HttpMethod, string, string])[] = [
  ['lcm', 'POST', '/authenticate', 'authenticate'],
  ['lcm', 'GET', 'account', 'account'],
  ['lcm', 'GET', 'account?full=true', 'account'],
  ['lcm', 'POST', 'account/change-password', 'account-change-password'],
  ['lcm', 'POST', 'account/reset-password/init', 'account-reset-password-init'],
  ['lcm', 'POST', 'account/reset-password/finish', 'account-reset-password-finish'],
  ['voc', 'GET', 'alerts/17/comments', 'alert-comments'],
  ['voc', 'GET', 'survey-responses/99', 'survey-response-get'],
  ['voc', 'POST', 'indicators/alert-counters/values', 'alert-counters'],
  ['voc', 'POST', 'alert-evidence/17', 'alert-evidence-upload'],
  ['voc', 'GET', 'alert-evidence/17', 'alert-evidence-get'],
  ['voc', 'DELETE', 'alert-evidence/17', 'alert-evidence-delete'],
  ['voc', 'GET', 'alerts/dashboard', 'alerts-dashboard'],
  ['voc', 'GET', '/survey-responses?page=0&size=12&sort=createdAt,desc', 'survey-responses-list'],
  ['voc', 'POST', '/survey-responses/filter', 'survey-responses-filter'],
  ['voc', 'POST', 'indicators/survey-response-counters/values', 'survey-response-counters'],
  ['voc', 'POST', 'survey-responses/values', 'survey-response-values'],
  ['lcm', 'GET', 'dashboard/resume?workflowName=venta', 'dashboard-resume'],
  ['lcm', 'GET', 'dashboard/status?workflowName=postventa', 'dashboard-status'],
  ['lcm', 'GET', 'accounts', 'accounts-list'],
  ['lcm', 'GET', 'messages', 'messages-list'],
  ['lcm', 'GET', 'notifications', 'notifications-list'],
  ['lcm', 'GET', 'notifications/5/surveys', 'notification-surveys'],
  ['voc', 'POST', 'reports/12', 'report-download'],
  ['voc', 'GET', 'dynamic-reports/fields', 'dynamic-report-fields'],
  ['voc', 'POST', 'reports/dynamic', 'report-dynamic'],
  ['voc', 'POST', 'reports/indicators-dashboard', 'report-indicators-dashboard'],
  ['voc', 'POST', 'reports/indicators-social', 'report-indicators-social'],
  ['voc', 'POST', 'indicators/VENTA_NPS/values', 'indicator-values'],
  ['lcm', 'GET', 'indicators/VENTA_NPS/values', 'indicator-values-lcm'],
  ['voc', 'GET', 'indicators/VENTA_NPS/values?periods=6&formula=nps', 'indicator-values-historic'],
  // The sentiment-comments call is an indicator values POST by its path; only the tenant tells them apart.
  ['voc', 'POST', 'indicators/COMMENTS/values', 'indicator-values'],
  ['voc', 'GET', 'dashboard/critical-moment/11251', 'dashboard-critical-moment'],
  ['voc', 'POST', 'action-plans', 'action-plan-create'],
  ['voc', 'GET', 'action-plans', 'action-plan-list'],
  ['voc', 'GET', 'action-plans/3', 'action-plan-get'],
  ['voc', 'DELETE', 'action-plans/3', 'action-plan-delete'],
  ['voc', 'GET', 'action-plans/dashboard', 'action-plan-dashboard'],
  ['voc', 'PUT', 'action-plans/3', 'action-plan-status'],
  ['voc', 'PUT', 'action-plans/3/library', 'action-plan-library'],
  ['voc', 'GET', 'action-plans/3/logs', 'action-plan-logs'],
  ['voc', 'POST', 'action-plans/3/comments-report', 'action-plan-comments-report'],
  ['voc', 'GET', 'action-plans/3/causes', 'action-plan-causes'],
  ['voc', 'PUT', 'action-plans/3/causes', 'action-plan-causes-update'],
  ['voc', 'POST', 'indicators/sentiment_tags/values', 'sentiment-tags'],
  ['voc', 'POST', 'action-plan-activities', 'action-plan-activity-create'],
  ['voc', 'PUT', 'action-plan-activities/8', 'action-plan-activity-update'],
  ['voc', 'PUT', 'action-plans/3/activities/8/progress', 'action-plan-activity-progress'],
  ['voc', 'GET', 'action-plan-activities/8/comments', 'action-plan-activity-comments'],
  ['voc', 'POST', 'action-plan-activities/8/comments', 'action-plan-activity-comment-create'],
  ['voc', 'DELETE', 'action-plan-activities/8/comments/4', 'action-plan-activity-comment-delete'],
  ['voc', 'POST', 'action-plan-activities/8/evidences', 'action-plan-activity-evidence-upload'],
  ['voc', 'GET', 'action-plan-activities/8/evidences', 'action-plan-activity-evidences'],
  ['voc', 'DELETE', 'action-plan-activities/8/evidences/2', 'action-plan-activity-evidence-delete'],
  ['voc', 'GET', 'action-plan-templates?indicatorId=7', 'action-plan-templates'],
  ['voc', 'GET', 'external-social/aggregation', 'social-aggregation'],
  ['voc', 'GET', 'external-social/mentions?per_page=10000', 'social-mentions'],
  ['voc', 'GET', 'external-social/top-keywords', 'social-top-keywords'],
  ['voc', 'POST', 'external-social/v3/analysis/overview/chart', 'social-overview-chart'],
];

/** The generic CRUD row of §7: entity path, owner backend, id prefix. */
const CRUD: readonly (readonly [string, Backend, string])[] = [
  ['alerts', 'voc', 'alerts'],
  ['tenants', 'lcm', 'tenants'],
  ['profiles', 'lcm', 'profiles'],
  ['critical-moments', 'lcm', 'critical-moments'],
  ['logical-locations', 'lcm', 'logical-locations'],
  ['geo-locations', 'lcm', 'geo-locations'],
  ['channels', 'lcm', 'channels'],
  ['clusters', 'lcm', 'clusters'],
  ['users/tenant', 'lcm', 'users-tenant'],
  ['users/admin', 'lcm', 'users-admin'],
  ['workflows', 'lcm', 'workflows'],
  ['surveys', 'voc', 'surveys'],
  ['reports', 'voc', 'reports'],
  ['dynamic-reports', 'voc', 'dynamic-reports'],
  ['customer-journey', 'voc', 'customer-journey'],
  ['dashboard', 'voc', 'dashboard'],
  ['alert-workflows', 'case', 'alert-workflows'],
  ['alert-work-groups', 'case', 'alert-work-groups'],
];

describe('ROUTES', () => {
  it('has unique kebab-case ids', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it('has relative path templates without query strings or empty segments', () => {
    for (const r of ROUTES) {
      expect(r.path, r.id).toMatch(/^[a-z][a-z0-9_-]*(\/([a-z0-9_-]+|\{[A-Za-z]+\}))*$/);
    }
  });

  it('gives each backend, method and template shape one route, except the sentiment-comments alias', () => {
    const shape = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const r of ROUTES) {
      const k = `${r.backend} ${r.method} ${shape(r.path)}`;
      const other = seen.get(k);
      if (other !== undefined) clashes.push(`${other}/${r.id}`);
      else seen.set(k, r.id);
    }
    expect(clashes).toEqual(['indicator-values/sentiment-comments']);
  });

  it('marks every PUT and DELETE, and every multipart upload, as a write', () => {
    for (const r of ROUTES) {
      if (r.method === 'PUT' || r.method === 'DELETE' || r.body === 'multipart') expect(r.write, r.id).toBe(true);
    }
  });

  it('gives a body encoding to POST and PUT routes only', () => {
    for (const r of ROUTES) {
      if (r.body !== undefined) expect(['POST', 'PUT'], r.id).toContain(r.method);
      if (r.method === 'POST') expect(r.body, r.id).toBeDefined();
    }
  });

  it('covers every call of the platform-core §7 table', () => {
    for (const [backend, method, path, id] of SPEC_CALLS) {
      expect(routeForPath(backend, method, path)?.id, `${method} ${backend} ${path}`).toBe(id);
    }
  });

  it('covers the generic CRUD of every entity on its owner backend, paged lists included', () => {
    for (const [path, backend, prefix] of CRUD) {
      expect(routeForPath(backend, 'GET', `${path}?page=0&size=15&sort=id,asc`)?.id).toBe(`${prefix}-list`);
      expect(routeForPath(backend, 'GET', `${path}/41`)?.id).toBe(`${prefix}-get`);
      expect(routeForPath(backend, 'POST', path)?.id).toBe(`${prefix}-create`);
      expect(routeForPath(backend, 'PUT', `${path}/41`)?.id).toBe(`${prefix}-update`);
      expect(routeForPath(backend, 'DELETE', `${path}/41`)?.id).toBe(`${prefix}-delete`);
      expect(findRoute(`${prefix}-list`)?.paged).toBe(true);
    }
    expect(ROUTES.filter((r) => r.kind === 'crud')).toHaveLength(CRUD.length * 5);
  });

  it('uses the three backends and every kind', () => {
    expect(new Set(ROUTES.map((r) => r.backend))).toEqual(new Set(['voc', 'lcm', 'case']));
    expect(new Set(ROUTES.map((r) => r.kind)).size).toBe(11);
  });

  it('defaults sentiment comments to 100 and sentiment tags to the worst 3', () => {
    expect(findRoute('sentiment-comments')?.defaults).toEqual({ limit: 100 });
    expect(findRoute('sentiment-tags')?.defaults).toEqual({ limit: 3, resultType: 'bottom' });
  });
});

describe('findRoute', () => {
  it('finds a route by id and answers undefined for an unknown id', () => {
    expect(findRoute('indicator-values')).toMatchObject({
      backend: 'voc',
      method: 'POST',
      path: INDICATOR_VALUES_PATH,
    });
    expect(findRoute('nope')).toBeUndefined();
  });
});

describe('matchTemplate', () => {
  it('reads placeholders from a concrete path', () => {
    expect(
      matchTemplate('action-plans/{id}/activities/{activityId}/progress', 'action-plans/3/activities/8/progress'),
    ).toEqual({ id: '3', activityId: '8' });
  });

  it('matches a template against itself and ignores slashes at the ends and the query', () => {
    expect(matchTemplate('alerts/{id}', 'alerts/{id}')).toEqual({ id: '{id}' });
    expect(matchTemplate('alerts/{id}', '/alerts/4/?x=1')).toEqual({ id: '4' });
  });

  it('refuses other lengths and other literals', () => {
    expect(matchTemplate('alerts/{id}', 'alerts')).toBeUndefined();
    expect(matchTemplate('alerts/{id}', 'alerts/4/comments')).toBeUndefined();
    expect(matchTemplate('alerts/{id}', 'alert/4')).toBeUndefined();
    expect(matchTemplate('alerts/{id}', 'alerts//')).toBeUndefined();
  });
});

describe('routeForPath', () => {
  it('prefers literal segments over placeholders', () => {
    expect(routeForPath('voc', 'GET', 'alerts/dashboard')?.id).toBe('alerts-dashboard');
    expect(routeForPath('voc', 'GET', 'alerts/dashboard2')?.id).toBe('alerts-get');
    expect(routeForPath('voc', 'GET', 'dynamic-reports/fields')?.id).toBe('dynamic-report-fields');
    expect(routeForPath('voc', 'GET', 'dynamic-reports/fields/1')).toBeUndefined();
  });

  it('accepts templates as well as concrete paths', () => {
    expect(routeForPath('voc', 'POST', INDICATOR_VALUES_PATH)?.id).toBe('indicator-values');
    expect(routeForPath('voc', 'GET', 'alerts/{id}/comments')?.id).toBe('alert-comments');
  });

  it('is bound to the backend and the method', () => {
    expect(routeForPath('lcm', 'GET', 'alerts/1')).toBeUndefined();
    expect(routeForPath('voc', 'PUT', 'alerts/dashboard')?.id).toBe('alerts-update');
    expect(routeForPath('voc', 'DELETE', 'survey-responses/values')).toBeUndefined();
    expect(routeForPath('case', 'GET', 'alert-workflows/2')?.id).toBe('alert-workflows-get');
  });

  it('answers undefined for unknown paths', () => {
    expect(routeForPath('voc', 'GET', 'nothing/here')).toBeUndefined();
    expect(routeForPath('voc', 'GET', '')).toBeUndefined();
  });
});

describe('routeForUrl', () => {
  it('finds read routes on any backend', () => {
    expect(routeForUrl('dashboard/resume')?.id).toBe('dashboard-resume');
    expect(routeForUrl('dashboard/status')?.id).toBe('dashboard-status');
    expect(routeForUrl('survey-responses/values')?.id).toBe('survey-response-values');
    expect(routeForUrl('external-social/mentions')?.id).toBe('social-mentions');
    expect(routeForUrl('indicators/sentiment_tags/values')?.id).toBe('sentiment-tags');
  });

  it('never resolves to a write', () => {
    expect(routeForUrl('alerts')?.id).toBe('alerts-list');
    expect(routeForUrl('action-plans')?.id).toBe('action-plan-list');
    expect(routeForUrl('account/change-password')).toBeUndefined();
    expect(routeForUrl('action-plan-activities')).toBeUndefined();
    for (const r of ROUTES) {
      const found = routeForUrl(r.path);
      if (found !== undefined) expect(found.write, r.id).not.toBe(true);
    }
  });

  it('takes the first route of the table among equally specific ones', () => {
    expect(routeForUrl(INDICATOR_VALUES_PATH)?.id).toBe('indicator-values');
    expect(routeForUrl('reports/{id}')?.id).toBe('reports-get');
  });

  it('answers undefined for unknown urls', () => {
    expect(routeForUrl('indicators/values')).toBeUndefined();
  });
});
