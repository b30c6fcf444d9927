import { describe, expect, it } from 'vitest';
import { RULES } from '../diagnostic.js';
import { LINT_FAMILIES } from './families.js';

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
});
