import { describe, expect, it } from 'vitest';
import type { IndicatorRow } from '../rows/indicator-row.js';
import { RESUME_STATUSES, resumeCountRows } from './resume-counts.js';

const answerRow = (resume: Record<string, number>, workflowName = 'venta'): IndicatorRow => ({
  group: null,
  groupId: null,
  groupName: null,
  label: null,
  value: null,
  count: 0,
  workflowName,
  resume,
});

const RESUME = {
  notifications: 120,
  registered: 7,
  sent: 30,
  error: 4,
  opened: 25,
  clicked: 18,
  answered: 22,
  queued: 9,
  processed: 5,
};

describe('resumeCountRows', () => {
  it('turns the resume object into one row per status, in the catalogue order, labelled in Spanish', () => {
    const rows = resumeCountRows([answerRow(RESUME)]);
    expect(rows.map((r) => r.group)).toEqual([...RESUME_STATUSES]);
    expect(rows.map((r) => r.label)).toEqual([
      'Registradas',
      'Enviadas',
      'Con error',
      'Abiertas',
      'Con clic',
      'Respondidas',
      'En cola',
      'Procesadas',
    ]);
    expect(rows.map((r) => r.value)).toEqual([120, 30, 4, 25, 18, 22, 9, 5]);
    for (const row of rows) expect(row.count).toBe(row.value);
  });

  it('labels in English when asked, adds several answers and reads a missing or bad count as 0', () => {
    const rows = resumeCountRows(
      [
        answerRow({ notifications: 10, sent: 4 }),
        answerRow({ notifications: 5, sent: -1, error: Number.NaN }, 'postventa'),
      ],
      'en',
    );
    expect(rows[0]).toMatchObject({ group: 'notifications', groupName: 'Registered', value: 15, count: 15 });
    expect(rows[1]).toMatchObject({ group: 'sent', label: 'Sent', value: 4 });
    expect(rows[2]).toMatchObject({ group: 'error', value: 0 });
  });

  it('leaves rows without a resume object as they are', () => {
    const plain: IndicatorRow = {
      group: 'sent',
      groupId: 'sent',
      groupName: 'sent',
      label: 'sent',
      value: 3,
      count: 3,
    };
    expect(resumeCountRows([plain])).toEqual([plain]);
    expect(resumeCountRows([])).toEqual([]);
  });
});
