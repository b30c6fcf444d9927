import { describe, expect, it } from 'vitest';
import { NO_VALUE, formatCount, formatValue } from './numbers.js';

describe('formatValue', () => {
  it("uses the locale's decimal comma and the decimals asked", () => {
    expect(formatValue(45.678, { locale: 'es-CL', decimals: 1 })).toBe('45,7');
    expect(formatValue(45.678, { locale: 'en-US', decimals: 2 })).toBe('45.68');
    expect(formatValue(45.5, { locale: 'es-CL', decimals: 0 })).toBe('46');
  });

  it('writes negative NPS, zero and percentages', () => {
    expect(formatValue(-12.25, { locale: 'es-CL', decimals: 1 })).toBe('-12,3');
    expect(formatValue(0, { locale: 'es-CL', decimals: 2 })).toBe('0,00');
    expect(formatValue(100, { locale: 'es-CL', decimals: 0, unit: 'percent' })).toBe('100 %');
  });

  it('signs a change and writes a dash for no value', () => {
    expect(formatValue(3.2, { locale: 'es-CL', decimals: 1, signed: true })).toBe('+3,2');
    expect(formatValue(null, { locale: 'es-CL', decimals: 1 })).toBe(NO_VALUE);
    expect(formatValue(Number.NaN, { locale: 'es-CL', decimals: 1 })).toBe(NO_VALUE);
  });

  it('clamps decimals to 0–2', () => {
    expect(formatValue(1.23456, { locale: 'en-US', decimals: 7 })).toBe('1.23');
  });
});

describe('formatCount', () => {
  it('groups thousands the way the locale does', () => {
    expect(formatCount(1234567, 'es-CL')).toBe('1.234.567');
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
  });
});
