import { describe, expect, it } from 'vitest';
import { responsePercentage } from './response-percentage.js';

describe('responsePercentage', () => {
  it('divides answered plus in progress by the total including not handled', () => {
    expect(responsePercentage({ answered: 6, inProgress: 2, notHandled: 2 })).toBe(80);
    expect(responsePercentage({ answered: 1, inProgress: 0, notHandled: 2 })).toBe((1 / 3) * 100);
    expect(responsePercentage({ answered: 0, inProgress: 0, notHandled: 5 })).toBe(0);
    expect(responsePercentage({ answered: 3, inProgress: 1, notHandled: 0 })).toBe(100);
  });

  it('uses the reported total when there is one', () => {
    expect(responsePercentage({ answered: 6, inProgress: 2, notHandled: 2, total: 16 })).toBe(50);
  });

  it('is null, not 0, when the total is 0', () => {
    expect(responsePercentage({ answered: 0, inProgress: 0, notHandled: 0 })).toBeNull();
    expect(responsePercentage({ answered: 0, inProgress: 0, notHandled: 0, total: 0 })).toBeNull();
  });

  it('rejects negative or non-finite counts', () => {
    expect(() => responsePercentage({ answered: -1, inProgress: 0, notHandled: 2 })).toThrow(RangeError);
    expect(() => responsePercentage({ answered: 1, inProgress: Number.NaN, notHandled: 2 })).toThrow(RangeError);
    expect(() => responsePercentage({ answered: 1, inProgress: 0, notHandled: 2, total: -3 })).toThrow(RangeError);
  });
});
