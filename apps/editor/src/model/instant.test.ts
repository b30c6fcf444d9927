import { describe, expect, it } from 'vitest';
import { formatInstant } from './instant.js';

describe('formatInstant', () => {
  it('writes an instant DD/MM/YYYY HH:mm in the time zone asked', () => {
    expect(formatInstant('2026-03-01T15:05:00Z', 'UTC')).toBe('01/03/2026 15:05');
    expect(formatInstant('2026-03-01T15:05:00Z', 'America/Santiago')).toBe('01/03/2026 12:05');
  });

  it('uses the day-first form in the browser zone too, and leaves other text alone', () => {
    expect(formatInstant('2026-03-01T12:00:00Z')).toMatch(/^\d{2}\/03\/2026 \d{2}:\d{2}$/);
    expect(formatInstant('ayer')).toBe('ayer');
  });
});
