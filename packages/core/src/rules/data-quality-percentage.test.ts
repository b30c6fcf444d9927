import { describe, expect, it } from 'vitest';
import { dataQualityPercentage } from './data-quality-percentage.js';

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
