import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../test-support/harness.js';
import { TenantStore } from '../tenants/TenantStore.js';
import type { PlanStatus } from './tables.js';
import { hasIndicator, nodeNames, planGeoLevel } from './tenant-lookups.js';
import { PLAN_STATUSES, activityStatusOf, isEditable, transitionAction } from './transitions.js';

describe('plan transitions', () => {
  it('allows the designed moves with the action each needs, and nothing else', () => {
    const allowed: Record<string, string> = {};
    for (const from of PLAN_STATUSES) {
      for (const to of PLAN_STATUSES) {
        const action = transitionAction(from, to);
        if (action) allowed[`${from}>${to}`] = action;
      }
    }
    expect(allowed).toEqual({
      'OPEN>IN_PROGRESS': 'update',
      'OPEN>CLOSED': 'close',
      'OPEN>CANCELLED': 'close',
      'IN_PROGRESS>OPEN': 'update',
      'IN_PROGRESS>CLOSED': 'close',
      'IN_PROGRESS>CANCELLED': 'close',
      'CLOSED>IN_PROGRESS': 'close',
      'CANCELLED>OPEN': 'close',
    });
    for (const s of PLAN_STATUSES) expect(transitionAction(s, s)).toBeUndefined();
  });

  it('keeps closed and cancelled plans read-only', () => {
    const editable = (['OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'] as PlanStatus[]).map(isEditable);
    expect(editable).toEqual([true, true, false, false]);
  });

  it('derives activity status from progress at the bounds', () => {
    expect([0, 1, 99, 100].map(activityStatusOf)).toEqual(['PENDING', 'IN_PROGRESS', 'IN_PROGRESS', 'DONE']);
  });
});

describe('tenant lookups', () => {
  const files = new TenantStore(path.join(REPO, 'dashboards')).get('auto-b')!;
  it('finds the branch level named by actionPlans.geoLeafLevel, else the deepest level', () => {
    expect(planGeoLevel(files)).toBe(4);
    const unnamed = {
      ...files,
      metadata: {
        ...files.metadata,
        value: {
          ...files.metadata.value,
          geographies: { ...files.metadata.value.geographies, levels: [{ level: 1, name: { es: 'País' } }] },
        },
      },
    };
    expect(planGeoLevel(unnamed)).toBe(4);
  });
  it('names nodes and knows the indicator codes', () => {
    expect(nodeNames(files).geographies.get(10201)).toBe('Pampa Norte Antofagasta');
    expect(nodeNames(files).criticalMoments.get(2)).toBe('Postventa');
    expect(hasIndicator(files, 'VENTA_NPS')).toBe(true);
    expect(hasIndicator(files, 'toString')).toBe(false);
  });
});
