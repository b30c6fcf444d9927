import { describe, expect, it } from 'vitest';
import { completeRange, quickRange } from './date-picker.js';

describe('quickRange (§9: 30, 60, 90 days)', () => {
  it("is the last days ending today in the tenant's zone, both ends included", () => {
    const today = new Date('2026-03-15T12:00:00Z');
    expect(quickRange(30, today, 'America/Santiago')).toEqual({ dateFrom: '2026-02-14', dateTo: '2026-03-15' });
    expect(quickRange(90, today, 'America/Santiago')).toEqual({ dateFrom: '2025-12-16', dateTo: '2026-03-15' });
    expect(quickRange(1, today, 'America/Santiago')).toEqual({ dateFrom: '2026-03-15', dateTo: '2026-03-15' });
  });

  it('today is read in the zone', () => {
    const instant = new Date('2026-03-01T02:00:00Z');
    expect(quickRange(30, instant, 'America/Santiago').dateTo).toBe('2026-02-28');
    expect(quickRange(30, instant, 'Europe/Madrid').dateTo).toBe('2026-03-01');
  });

  it('refuses a day count that is not a positive integer', () => {
    expect(() => quickRange(0, new Date('2026-03-15T12:00:00Z'), 'UTC')).toThrow(RangeError);
    expect(() => quickRange(1.5, new Date('2026-03-15T12:00:00Z'), 'UTC')).toThrow(RangeError);
  });
});

describe('completeRange (§5)', () => {
  it('applies a complete range', () => {
    expect(completeRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect(completeRange({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-01',
    });
  });

  it('swaps an inverted range', () => {
    expect(completeRange({ from: '2026-01-31', to: '2026-01-01' })).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
  });

  it('ignores an incomplete or invalid range', () => {
    expect(completeRange({ from: '2026-01-01' })).toBeNull();
    expect(completeRange({ to: '2026-01-01' })).toBeNull();
    expect(completeRange({})).toBeNull();
    expect(completeRange({ from: '2026-01-01', to: null })).toBeNull();
    expect(completeRange({ from: '', to: '2026-01-01' })).toBeNull();
    expect(completeRange({ from: '2026-02-30', to: '2026-03-01' })).toBeNull();
    expect(completeRange({ from: '2026-13-40', to: '2026-01-01' })).toBeNull();
  });
});
