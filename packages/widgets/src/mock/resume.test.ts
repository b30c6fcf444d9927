import { normaliseRows, seededRandom } from '@voz/core';
import type { IndicatorRequest, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { defaultIsEmpty } from '../registry.js';
import { MOCK_GENERATORS } from './generators.js';
import { mappedRows } from '../shared/series.js';
import { valuedRows } from '../shared/values.js';

// The registered surveys of auto-nps (dashboards/auto-nps/fragments/activity.json): a detailed-bar
// on dashboard/resume with the resumeCounts mapper, mocked as MockDataSource does it.

const REQUEST: IndicatorRequest = {
  indicator: 'ENCUESTAS_REGISTRADAS',
  url: 'dashboard/resume',
  dataType: 'single',
  extras: { workflowName: 'venta' },
};

function mocked(type: 'bar' | 'detailed-bar', request: IndicatorRequest = REQUEST, seed = 11) {
  const widget = {
    id: `w-${type}`,
    type,
    size: [2, 2],
    config: { mapper: 'resumeCounts' },
    indicators: [request],
  } as unknown as Widget;
  const answer = MOCK_GENERATORS[type]({ request, widget, random: seededRandom(seed) });
  return normaliseRows(answer, request);
}

describe('mocked dashboard/resume', () => {
  it('answers one resume object, the same for the same seed, which resumeCounts reads as eight statuses', () => {
    const rows = mocked('detailed-bar');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.workflowName).toBe('venta');
    expect(mocked('detailed-bar')).toEqual(rows);
    const statuses = mappedRows(rows, 'resumeCounts');
    expect(statuses.map((r) => r.label)).toEqual([
      'Registradas',
      'Enviadas',
      'Con error',
      'Abiertas',
      'Con clic',
      'Respondidas',
      'En cola',
      'Procesadas',
    ]);
    const value = (group: string): number => statuses.find((r) => r.group === group)?.value ?? -1;
    // The funnel: registered ≥ sent ≥ opened ≥ clicked ≥ answered ≥ processed; sent + error + queued = registered.
    expect(value('notifications')).toBe(value('sent') + value('error') + value('queued'));
    expect(value('sent')).toBeGreaterThanOrEqual(value('opened'));
    expect(value('opened')).toBeGreaterThanOrEqual(value('clicked'));
    expect(value('clicked')).toBeGreaterThanOrEqual(value('answered'));
    expect(value('answered')).toBeGreaterThanOrEqual(value('processed'));
    expect(valuedRows([statuses])).toHaveLength(8);
  });

  it('answers the resume object for bar widgets and dashboard/status too', () => {
    const rows = mocked('bar', { ...REQUEST, url: 'dashboard/status', extras: { workflowName: 'postventa' } });
    expect(rows[0]?.workflowName).toBe('postventa');
    expect(mappedRows(rows, 'resumeCounts', 'en')[5]).toMatchObject({ group: 'answered', label: 'Answered' });
  });

  it('is not empty while its resume has counts, and empty when every count is 0', () => {
    const rows = mocked('detailed-bar');
    expect(defaultIsEmpty([rows])).toBe(false);
    const zero = rows.map((row) => ({ ...row, resume: { notifications: 0, sent: 0 } }));
    expect(defaultIsEmpty([zero])).toBe(true);
  });
});
