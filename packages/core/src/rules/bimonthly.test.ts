import { describe, expect, it } from 'vitest';
import { relabelBimonthly, relabelBimonthlyRows } from './bimonthly.js';

describe('relabelBimonthly', () => {
  it('relabels -3 as -1 and -6 as -2', () => {
    expect(relabelBimonthly('2026-3')).toBe('2026-1');
    expect(relabelBimonthly('2026-6')).toBe('2026-2');
  });

  it('leaves other labels untouched', () => {
    for (const label of ['2026-1', '2026-2', '2026-4', '2026-13', '2026-03', '2026-36', '2026', '', 'Q-3x']) {
      expect(relabelBimonthly(label)).toBe(label);
    }
  });

  it('relabels rows without mutating them', () => {
    const rows = [
      { group: '2025-6', value: 40 },
      { group: '2026-3', value: 52 },
      { group: '2026-1', value: 12 },
    ];
    expect(relabelBimonthlyRows(rows)).toEqual([
      { group: '2025-2', value: 40 },
      { group: '2026-1', value: 52 },
      { group: '2026-1', value: 12 },
    ]);
    expect(rows[0]?.group).toBe('2025-6');
    expect(relabelBimonthlyRows([])).toEqual([]);
  });
});
