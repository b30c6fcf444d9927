import { describe, expect, it } from 'vitest';
import { firstResponseOf, isAlertStatus, isAlertType } from './alerts.js';

const NOW = new Date('2026-11-02T10:00:00Z');

describe('alert statuses and types', () => {
  it('tells statuses and types from other texts', () => {
    expect(isAlertStatus('IN_PROCESS')).toBe(true);
    expect(isAlertStatus('OPEN')).toBe(false);
    expect(isAlertType('WOW')).toBe(true);
    expect(isAlertType('wow')).toBe(false);
    expect(isAlertType(undefined)).toBe(false);
  });
});

describe('firstResponseOf', () => {
  const created = '2026-11-01T00:00:00.000Z';
  it('classifies a response against the 36 h base: fast strictly under it', () => {
    expect(firstResponseOf({ createdAt: created, firstResponseAt: '2026-11-02T11:59:00.000Z' }, NOW)).toMatchObject({
      responded: true,
      class: 'fast',
      baseHours: 36,
    });
    const exact = firstResponseOf({ createdAt: created, firstResponseAt: '2026-11-02T12:00:00.000Z' }, NOW);
    expect(exact).toMatchObject({ hours: 36, class: 'slow' });
  });

  it('measures a waiting alert to now: not yet classified before the base, slow after it', () => {
    const waiting = firstResponseOf({ createdAt: created, firstResponseAt: null }, new Date('2026-11-01T05:00:00Z'));
    expect(waiting).toEqual({ hours: 5, responded: false, class: null, baseHours: 36 });
    const late = firstResponseOf({ createdAt: created, firstResponseAt: null }, new Date('2026-11-03T00:00:00Z'));
    expect(late).toMatchObject({ hours: 48, class: 'slow' });
    expect(firstResponseOf({ createdAt: created, firstResponseAt: null }, NOW, 12).class).toBe('slow');
  });
});
