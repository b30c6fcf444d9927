import { describe, expect, it } from 'vitest';
import { countersOf } from './alertApi.js';

describe('countersOf', () => {
  it('adds the rows of each status (the counters answer one row per status)', () => {
    const rows = [
      { group: 'NOT_HANDLED', not_handled: 26, in_process: 0, closed: 0, wows: 14 },
      { group: 'IN_PROCESS', not_handled: 0, in_process: 46, closed: 0, wows: 20 },
      { group: 'CLOSED', not_handled: 0, in_process: 0, closed: 64, wows: 33 },
    ];
    expect(countersOf(rows)).toEqual({ notHandled: 26, inProcess: 46, closed: 64, wows: 67 });
  });

  it('reads one row, and zero for what is missing or not a number', () => {
    expect(countersOf({ not_handled: 3, closed: 'x' })).toEqual({ notHandled: 3, inProcess: 0, closed: 0, wows: 0 });
    expect(countersOf([])).toEqual({ notHandled: 0, inProcess: 0, closed: 0, wows: 0 });
    expect(countersOf(null)).toEqual({ notHandled: 0, inProcess: 0, closed: 0, wows: 0 });
  });
});
