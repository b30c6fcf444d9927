import type { IndicatorRow } from '@voz/core';
import { describe, expect, it } from 'vitest';
import { firstResponseBaseHours } from './values.js';

const row = (extra: Partial<IndicatorRow>): IndicatorRow => ({
  group: null,
  groupId: null,
  groupName: null,
  label: null,
  value: 10,
  count: 4,
  ...extra,
});

describe('firstResponseBaseHours', () => {
  it("reads the indicator's base hours from the rows, 36 when they carry none", () => {
    expect(firstResponseBaseHours([row({ fast: 3, slow: 1, baseHours: 24 })])).toBe(24);
    expect(firstResponseBaseHours([row({ fast: 3, slow: 1 }), row({ baseHours: 48 })])).toBe(48);
    expect(firstResponseBaseHours([row({ fast: 3, slow: 1 })])).toBe(36);
    expect(firstResponseBaseHours([])).toBe(36);
  });
});
