import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../test-support/harness.js';
import { TenantStore } from '../tenants/TenantStore.js';
import { generateActionPlans } from './action-plans.js';
import type { TemplateActivity } from '../action-plans/tables.js';
import { planGeographies } from '../action-plans/tenant-lookups.js';
import { activityStatusOf, transitionAction } from '../action-plans/transitions.js';

const store = new TenantStore(path.join(REPO, 'dashboards'));
const files = store.get('auto-b')!;
const TODAY = new Date('2026-11-15T12:00:00Z');

describe('generateActionPlans', () => {
  const rows = generateActionPlans(files, { seed: 42, today: TODAY });

  it('is deterministic for a seed and a today, and differs with the seed', () => {
    expect(generateActionPlans(files, { seed: 42, today: TODAY })).toEqual(rows);
    const other = generateActionPlans(files, { seed: 43, today: TODAY });
    expect(other.plans.map((p) => p.title)).not.toEqual(rows.plans.map((p) => p.title));
  });

  it('writes a few dozen plans at plan-level geographies of the tenant, ids 1…n in creation order', () => {
    expect(rows.tenantId).toBe('auto-b');
    expect(rows.plans).toHaveLength(36);
    expect(generateActionPlans(files, { seed: 42, today: TODAY, plans: 5 }).plans).toHaveLength(5);
    expect(rows.plans.map((p) => p.id)).toEqual(rows.plans.map((_, i) => i + 1));
    const created = rows.plans.map((p) => (p.created_at as Date).getTime());
    expect([...created].sort((a, b) => a - b)).toEqual(created);
    const geos = new Set(planGeographies(files));
    expect(geos.size).toBe(18);
    for (const plan of rows.plans) {
      expect(geos.has(plan.geo_location_id)).toBe(true);
      expect(plan.tenant_id).toBe('auto-b');
      expect(plan.indicator_id == null || plan.indicator_id in files.indicators.value.indicators).toBe(true);
      if (plan.critical_moment_id !== null && plan.critical_moment_id !== undefined) {
        expect(files.trees.criticalMoments.has(plan.critical_moment_id)).toBe(true);
      }
    }
  });

  it('spreads statuses, puts some closed plans in the library, and dates nothing after today', () => {
    const statuses = new Set(rows.plans.map((p) => p.status));
    expect(statuses.has('OPEN') || statuses.has('IN_PROGRESS')).toBe(true);
    expect(statuses.has('CLOSED')).toBe(true);
    const library = rows.plans.filter((p) => p.library);
    expect(library.length).toBeGreaterThan(0);
    expect(library.every((p) => p.status === 'CLOSED')).toBe(true);
    for (const plan of rows.plans) {
      expect((plan.created_at as Date).getTime()).toBeLessThanOrEqual(TODAY.getTime());
      expect((plan.updated_at as Date).getTime()).toBeLessThanOrEqual(TODAY.getTime());
      expect(plan.closed_at === null || (plan.closed_at as Date) <= TODAY).toBe(true);
      expect(plan.status === 'CLOSED').toBe(plan.closed_at !== null);
      expect(plan.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const log of rows.logs) expect((log.created_at as Date).getTime()).toBeLessThanOrEqual(TODAY.getTime());
  });

  it('gives every plan causes and activities whose status follows progress (closed plans at 100)', () => {
    for (const plan of rows.plans) {
      const activities = rows.activities.filter((a) => a.plan_id === plan.id);
      expect(activities.length).toBeGreaterThanOrEqual(2);
      expect(rows.causes.filter((c) => c.plan_id === plan.id).length).toBeGreaterThanOrEqual(1);
      if (plan.status === 'CLOSED') expect(activities.every((a) => a.progress === 100)).toBe(true);
      for (const a of activities) expect(a.status).toBe(activityStatusOf(a.progress));
    }
    for (const c of rows.comments)
      expect(rows.activities.some((a) => a.id === c.activity_id && a.plan_id === c.plan_id)).toBe(true);
    for (const e of rows.evidence) {
      expect(e.content_type).toBe('text/plain');
      expect(e.size).toBe(e.data.length);
    }
  });

  it('logs every step in time order, with status moves the state machine allows', () => {
    expect(rows.logs.map((l) => l.id)).toEqual(rows.logs.map((_, i) => i + 1));
    const times = rows.logs.map((l) => (l.created_at as Date).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const plan of rows.plans) {
      const logs = rows.logs.filter((l) => l.plan_id === plan.id);
      expect(logs[0]?.action).toBe('CREATED');
      let status = 'OPEN';
      for (const log of logs.filter((l) => l.action === 'STATUS_CHANGED')) {
        const detail = JSON.parse(log.detail) as { from: 'OPEN'; to: 'CLOSED' };
        expect(detail.from).toBe(status);
        expect(transitionAction(detail.from, detail.to)).toBeDefined();
        status = detail.to;
      }
      expect(status).toBe(plan.status);
      expect(logs.some((l) => l.action === 'LIBRARY_CHANGED')).toBe(plan.library);
      const activities = rows.activities.filter((a) => a.plan_id === plan.id);
      expect(logs.filter((l) => l.action === 'ACTIVITY_ADDED')).toHaveLength(activities.length);
    }
  });

  it('writes templates for every rating indicator (so the worst always have some)', () => {
    const rating = Object.entries(files.indicators.value.indicators)
      .filter(([, d]) => d.source === 'survey' && d.formula !== 'count-number' && d.formula !== 'sentiment-percentage')
      .map(([code]) => code);
    expect(new Set(rows.templates.map((t) => t.indicator_id))).toEqual(new Set(rating));
    expect(rows.templates.map((t) => t.id)).toEqual(rows.templates.map((_, i) => i + 1));
    for (const template of rows.templates) {
      const activities = JSON.parse(template.activities) as TemplateActivity[];
      expect(activities.length).toBeGreaterThanOrEqual(3);
      for (const a of activities) expect(a.dueInDays).toBeGreaterThan(0);
    }
    expect(rows.templates.find((t) => t.indicator_id === 'VENTA_NPS')?.title).toBe('Recuperación de detractores');
  });
});
