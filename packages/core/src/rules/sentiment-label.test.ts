import { describe, expect, it } from 'vitest';
import type { SentimentScore } from '../metrics/formulas.js';
import { sentimentLabel } from './sentiment-label.js';

describe('sentimentLabel', () => {
  it('labels 1, 0 and -1', () => {
    expect(sentimentLabel(1)).toBe('positive');
    expect(sentimentLabel(0)).toBe('neutral');
    expect(sentimentLabel(-1)).toBe('negative');
  });

  it('rejects anything else at runtime', () => {
    expect(() => sentimentLabel(2 as SentimentScore)).toThrow(RangeError);
  });
});
