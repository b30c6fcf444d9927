import { describe, expect, it } from 'vitest';
import { dataQualityFromCounts, dataQualityPercentage } from './data-quality-percentage.js';

describe('dataQualityPercentage', () => {
  it('defaults to 100 when missing', () => {
    expect(dataQualityPercentage(undefined)).toBe(100);
    expect(dataQualityPercentage(null)).toBe(100);
    expect(dataQualityPercentage(Number.NaN)).toBe(100);
  });

  it('keeps a reported value, 0 included', () => {
    expect(dataQualityPercentage(0)).toBe(0);
    expect(dataQualityPercentage(87.5)).toBe(87.5);
    expect(dataQualityPercentage(100)).toBe(100);
  });
});

describe('dataQualityFromCounts', () => {
  it('is the share of the responses with answers not flagged invalid', () => {
    // 62 answered, 8 in progress, 5 invalid: 70 of 75.
    expect(dataQualityFromCounts({ answered: 62, inProgress: 8, invalid: 5 })).toBeCloseTo((70 / 75) * 100, 10);
    expect(dataQualityFromCounts({ answered: 0, inProgress: 0, invalid: 4 })).toBe(0);
    expect(dataQualityFromCounts({ answered: 10, inProgress: 3, invalid: 0 })).toBe(100);
  });

  it('defaults to 100 when no response has answers', () => {
    expect(dataQualityFromCounts({ answered: 0, inProgress: 0, invalid: 0 })).toBe(100);
  });

  it('refuses negative or non-finite counts', () => {
    expect(() => dataQualityFromCounts({ answered: -1, inProgress: 0, invalid: 0 })).toThrow(RangeError);
    expect(() => dataQualityFromCounts({ answered: 1, inProgress: Number.NaN, invalid: 0 })).toThrow(RangeError);
  });
});
