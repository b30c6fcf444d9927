import { describe, expect, it } from 'vitest';
import {
  ALERT_STATUSES,
  ALERT_TRANSITIONS,
  canMoveAlert,
  initialAlertState,
  moveAlert,
  type AlertState,
} from './alerts.js';

const T0 = new Date('2026-11-01T10:00:00Z');
const NOW = new Date('2026-11-02T10:00:00Z');
const fresh: AlertState = { status: 'NOT_HANDLED', firstResponseAt: null, closedAt: null };

describe('alert transitions', () => {
  it('allows exactly the designed moves, and staying put', () => {
    const allowed = ALERT_STATUSES.flatMap((from) =>
      ALERT_STATUSES.filter((to) => from !== to && canMoveAlert(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual([
      'CLOSED>IN_PROCESS',
      'IN_PROCESS>CLOSED',
      'NOT_HANDLED>CLOSED',
      'NOT_HANDLED>IN_PROCESS',
    ]);
    for (const s of ALERT_STATUSES) expect(canMoveAlert(s, s)).toBe(true);
    expect(ALERT_TRANSITIONS.IN_PROCESS).not.toContain('NOT_HANDLED');
  });

  it('sets the first response on the first move out of NOT_HANDLED and keeps it afterwards', () => {
    const taken = moveAlert(fresh, 'IN_PROCESS', T0)!;
    expect(taken).toEqual({ status: 'IN_PROCESS', firstResponseAt: T0, closedAt: null });
    const closed = moveAlert(taken, 'CLOSED', NOW)!;
    expect(closed).toEqual({ status: 'CLOSED', firstResponseAt: T0, closedAt: NOW });
  });

  it('counts a direct close as the first response', () => {
    expect(moveAlert(fresh, 'CLOSED', NOW)).toEqual({ status: 'CLOSED', firstResponseAt: NOW, closedAt: NOW });
  });

  it('reopens a closed alert, clearing the closing time only', () => {
    const closed: AlertState = { status: 'CLOSED', firstResponseAt: T0, closedAt: T0 };
    expect(moveAlert(closed, 'IN_PROCESS', NOW)).toEqual({ status: 'IN_PROCESS', firstResponseAt: T0, closedAt: null });
  });

  it('refuses going back to NOT_HANDLED and changes nothing when the status stays', () => {
    const taken: AlertState = { status: 'IN_PROCESS', firstResponseAt: T0, closedAt: null };
    expect(moveAlert(taken, 'NOT_HANDLED', NOW)).toBeNull();
    expect(moveAlert({ status: 'CLOSED', firstResponseAt: T0, closedAt: T0 }, 'NOT_HANDLED', NOW)).toBeNull();
    expect(moveAlert(taken, 'IN_PROCESS', NOW)).toBe(taken);
  });

  it('builds the state of an alert created in any status', () => {
    expect(initialAlertState('NOT_HANDLED', NOW)).toEqual(fresh);
    expect(initialAlertState('IN_PROCESS', NOW)).toEqual({
      status: 'IN_PROCESS',
      firstResponseAt: NOW,
      closedAt: null,
    });
    expect(initialAlertState('CLOSED', NOW)).toEqual({ status: 'CLOSED', firstResponseAt: NOW, closedAt: NOW });
  });
});
