import { describe, expect, it } from 'vitest';
import { classifyFirstResponse } from './first-response.js';

describe('classifyFirstResponse', () => {
  it('is fast strictly under 36 h and slow from 36 h on', () => {
    expect(classifyFirstResponse(0)).toBe('fast');
    expect(classifyFirstResponse(35.99)).toBe('fast');
    expect(classifyFirstResponse(36)).toBe('slow');
    expect(classifyFirstResponse(36.01)).toBe('slow');
  });

  it('takes another base and treats an unknown time as slow', () => {
    expect(classifyFirstResponse(20, 24)).toBe('fast');
    expect(classifyFirstResponse(24, 24)).toBe('slow');
    expect(classifyFirstResponse(Number.NaN)).toBe('slow');
  });
});
