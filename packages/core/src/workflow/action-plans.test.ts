import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAUSE_CATEGORIES,
  causeCategories,
  isPlanStatus,
  planMoves,
  transitionAction,
} from './action-plans.js';

const can = (update: boolean, close: boolean) => ({ update, close });

describe('planMoves', () => {
  it('offers the moves the profile has the action for', () => {
    expect(planMoves('OPEN', can(true, true))).toEqual(['IN_PROGRESS', 'CLOSED', 'CANCELLED']);
    expect(planMoves('OPEN', can(true, false))).toEqual(['IN_PROGRESS']);
    expect(planMoves('OPEN', can(false, true))).toEqual(['CLOSED', 'CANCELLED']);
    expect(planMoves('IN_PROGRESS', can(true, true))).toEqual(['OPEN', 'CLOSED', 'CANCELLED']);
    expect(planMoves('CLOSED', can(true, false))).toEqual([]);
    expect(planMoves('CLOSED', can(false, true))).toEqual(['IN_PROGRESS']);
    expect(planMoves('CANCELLED', can(false, true))).toEqual(['OPEN']);
  });

  it('never offers staying put', () => {
    for (const s of ['OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'] as const) {
      expect(planMoves(s, can(true, true))).not.toContain(s);
      expect(transitionAction(s, s)).toBeUndefined();
    }
  });

  it('tells plan statuses from other texts and names six default cause categories', () => {
    expect(isPlanStatus('CANCELLED')).toBe(true);
    expect(isPlanStatus('NOT_HANDLED')).toBe(false);
    expect(DEFAULT_CAUSE_CATEGORIES.map((c) => c.es)).toHaveLength(6);
  });
});

describe('causeCategories', () => {
  it('takes the tenant categories, else the six Ms', () => {
    const own = [{ es: 'Personas' }, { es: 'Procesos', en: 'Processes' }];
    expect(causeCategories({ actionPlans: { geoLeafLevel: 'SUCURSAL', causeCategories: own } })).toBe(own);
    expect(causeCategories({ actionPlans: { geoLeafLevel: 'SUCURSAL' } })).toBe(DEFAULT_CAUSE_CATEGORIES);
    expect(causeCategories({})).toBe(DEFAULT_CAUSE_CATEGORIES);
  });
});
