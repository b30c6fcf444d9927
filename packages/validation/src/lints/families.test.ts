import { describe, expect, it } from 'vitest';
import { RULES } from '../diagnostic.js';
import { runLints } from './context.js';
import { LINT_FAMILIES } from './families.js';
import type { TenantDocuments } from './family.js';

describe('lint families', () => {
  it('own each rule once, and RULES holds their rules as they declare them', () => {
    const owned = LINT_FAMILIES.flatMap((family) => Object.keys(family.rules));
    expect(new Set(owned).size).toBe(owned.length);
    for (const family of LINT_FAMILIES)
      for (const [id, info] of Object.entries(family.rules)) expect(RULES[id as keyof typeof RULES]).toBe(info);
  });

  it('have distinct ids and a summary each', () => {
    expect(new Set(LINT_FAMILIES.map((f) => f.id)).size).toBe(LINT_FAMILIES.length);
    for (const family of LINT_FAMILIES) expect(family.summary.length, family.id).toBeGreaterThan(0);
  });

  it('check in at least one phase, and a family with state creates it per run (start)', () => {
    for (const family of LINT_FAMILIES) {
      const phases = ['start', 'dashboard', 'document', 'tenant'].filter((k) => k in family);
      expect(phases.length, family.id).toBeGreaterThan(0);
      // start replaces the family's own hooks: a family has one or the other.
      if ('start' in family) expect(phases, family.id).toEqual(['start']);
    }
  });
});

describe('runLints', () => {
  it('starts each run afresh and calls tenant once, after the other phases', () => {
    const docs: TenantDocuments = {
      name: 't',
      dir: 't',
      dashboards: new Map(),
      fragments: new Map(),
      shared: new Map(),
    };
    const calls: string[] = [];
    const family = {
      start: () => {
        calls.push('start');
        return { tenant: () => calls.push('tenant') };
      },
    };
    runLints(docs, () => {}, [family]);
    runLints(docs, () => {}, [family]);
    expect(calls).toEqual(['start', 'tenant', 'start', 'tenant']);
  });
});
