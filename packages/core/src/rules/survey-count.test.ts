import { describe, expect, it } from 'vitest';
import { classifySurveyCount } from './survey-count.js';

describe('classifySurveyCount', () => {
  it.each([
    [0, 'critical'],
    [9, 'critical'],
    [10, 'neutral'],
    [29, 'neutral'],
    [30, 'excellent'],
    [1000, 'excellent'],
    [Number.NaN, 'critical'],
  ] as const)('%d answers are %s', (n, expected) => {
    expect(classifySurveyCount(n)).toBe(expected);
  });
});
