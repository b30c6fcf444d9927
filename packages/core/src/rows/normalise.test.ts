import { describe, expect, it } from 'vitest';
import { normaliseRows, rowNumber } from './normalise.js';

// Rows as the external-social calls answer them (decision 0009, dashboard-catalogue §3.2).
const socialRow = (channel: string, day: string, n: number, positive: number) => ({
  group: channel,
  groupId: channel.toLowerCase(),
  groupName: channel,
  label: `${channel} · ${day}`,
  group_0: channel,
  groupId_0: channel.toLowerCase(),
  groupName_0: channel,
  group_1: day,
  groupId_1: day,
  groupName_1: day,
  count: n,
  value: { externalSourceCount: n },
  positive,
  neutral: 0,
  negative: n - positive,
});

describe('rowNumber', () => {
  it('reads finite numbers, and the mentions of a value object', () => {
    expect(rowNumber(4.5)).toBe(4.5);
    expect(rowNumber({ externalSourceCount: 12 })).toBe(12);
    expect(rowNumber(Number.NaN)).toBeNull();
    expect(rowNumber({ other: 3 })).toBeNull();
    expect(rowNumber('7')).toBeNull();
    expect(rowNumber(null)).toBeNull();
    expect(rowNumber(undefined)).toBeNull();
    expect(rowNumber([3])).toBeNull();
  });
});

describe('normaliseRows', () => {
  it('reads a value object as its externalSourceCount', () => {
    const [row] = normaliseRows([{ group: 'Total', count: 9, value: { externalSourceCount: 9 } }], {});
    expect(row?.value).toBe(9);
  });

  it("reads the value from the field the request's value names", () => {
    const answer = [socialRow('Facebook', '2026-11-01', 10, 7)];
    expect(normaliseRows(answer, { value: 'positive' })[0]?.value).toBe(7);
    expect(normaliseRows(answer, { value: 'negative' })[0]?.value).toBe(3);
    expect(normaliseRows(answer, { value: 'count' })[0]?.value).toBe(10);
    expect(normaliseRows(answer, { value: 'value' })[0]?.value).toBe(10);
    // A field the row lacks, or that holds no number, reads as no value (never NaN or an object).
    expect(normaliseRows(answer, { value: 'handledPerc' })[0]?.value).toBeNull();
    expect(normaliseRows(answer, { value: 'group' })[0]?.value).toBeNull();
  });

  it("keeps a value the backend computed, whatever field the request's value names", () => {
    // A SENTIMENT gauge of value "positive" and formula sentiment-percentage: value is the % positive.
    const gauge = { group: null, value: 45.4, count: 1073, positive: 487, neutral: 281, negative: 305 };
    expect(normaliseRows([gauge], { value: 'positive' })[0]?.value).toBe(45.4);
    // An empty sample stays empty.
    expect(normaliseRows([{ ...gauge, value: null }], { value: 'positive' })[0]?.value).toBeNull();
    // A row without a value (a report row) reads the named field.
    expect(normaliseRows([{ group: 'A', count: 3, positive: 2 }], { value: 'positive' })[0]?.value).toBe(2);
    expect(normaliseRows([{ group: 'A', count: 3 }], {})[0]?.value).toBeNull();
  });

  it("reads a report row of one column per indicator at the request's indicator", () => {
    const report = {
      criticalMoment: 1,
      criticalMomentDescription: 'Venta',
      group: 'Venta',
      NPS_GENERAL: 41.5,
      CSAT_GENERAL: 4.2,
      ATENCION_GENERAL: null,
    };
    expect(normaliseRows([report], { indicator: 'NPS_GENERAL' })[0]?.value).toBe(41.5);
    expect(normaliseRows([report], { indicator: 'CSAT_GENERAL' })[0]?.value).toBe(4.2);
    expect(normaliseRows([report], { indicator: 'ATENCION_GENERAL' })[0]?.value).toBeNull();
    // A field the request names wins over the indicator's column (the report row has no count).
    expect(normaliseRows([report], { indicator: 'NPS_GENERAL', value: 'count' })[0]?.value).toBeNull();
    // A row with a value of its own keeps it.
    expect(normaliseRows([{ ...report, value: 7 }], { indicator: 'NPS_GENERAL' })[0]?.value).toBe(7);
  });

  it('leaves numeric rows as they are, and drops what is not a row', () => {
    const row = { group: 'Norte', groupId: 1, groupName: 'Norte', label: 'Norte', value: 61.5, count: 40 };
    expect(normaliseRows([row, null, 3, 'x', [row]], {})).toEqual([row]);
  });

  it('answers new rows: requests sharing one answer each read their own value', () => {
    const answer = [socialRow('Facebook', '2026-11-01', 10, 7)];
    const positive = normaliseRows(answer, { value: 'positive' });
    const negative = normaliseRows(answer, { value: 'negative' });
    expect([positive[0]?.value, negative[0]?.value]).toEqual([7, 3]);
    expect(answer[0]?.value).toEqual({ externalSourceCount: 10 });
  });

  it('turns a series grouped by channel then period period first (group_0 the period, group_1 the channel)', () => {
    const answer = [socialRow('Facebook', '2026-11-01', 10, 7), socialRow('X', '2026-11-01', 4, 1)];
    const rows = normaliseRows(answer, { groupBy: ['channel', 'date'], value: 'count' });
    expect(rows[0]).toMatchObject({
      group: '2026-11-01',
      groupId: '2026-11-01',
      groupName: '2026-11-01',
      group_0: '2026-11-01',
      groupId_0: '2026-11-01',
      groupName_0: '2026-11-01',
      group_1: 'Facebook',
      groupId_1: 'facebook',
      groupName_1: 'Facebook',
      label: 'Facebook · 2026-11-01',
      value: 10,
    });
    expect(rows[1]).toMatchObject({ group_0: '2026-11-01', group_1: 'X', value: 4 });
  });

  it('treats a bimester as a period too (advisor then formattedBimester: the bimester first)', () => {
    const answer = [
      {
        group: 'Ana Torres',
        groupId: 'Ana Torres',
        groupName: 'Ana Torres',
        label: 'Ana Torres · 2026-6',
        value: 40,
        count: 12,
        group_0: 'Ana Torres',
        groupId_0: 'Ana Torres',
        groupName_0: 'Ana Torres',
        group_1: '2026-6',
        groupId_1: '2026-6',
        groupName_1: '2026-6',
      },
    ];
    const [row] = normaliseRows(answer, { groupBy: ['advisor', 'formattedBimester'] });
    expect(row).toMatchObject({ group: '2026-6', group_0: '2026-6', group_1: 'Ana Torres', value: 40 });
  });

  it('keeps the other groupings in their order behind the period', () => {
    const row = {
      group: 'A',
      group_0: 'A',
      groupId_0: 1,
      groupName_0: 'A',
      group_1: 'B',
      groupId_1: 2,
      groupName_1: 'B',
      group_2: '2026-W47',
      groupId_2: '2026-W47',
      groupName_2: '2026-W47',
      value: 1,
      count: 1,
    };
    const [moved] = normaliseRows([row], { groupBy: ['geoLocation', 'channel', 'week'] });
    expect([moved?.group_0, moved?.group_1, moved?.group_2]).toEqual(['2026-W47', 'A', 'B']);
    expect([moved?.groupId_0, moved?.groupId_1, moved?.groupId_2]).toEqual(['2026-W47', 1, 2]);
  });

  it('leaves rows whose period comes first, or that have no period, in their order', () => {
    const row = { group: '2026-11', group_0: '2026-11', group_1: 'Norte', groupName_1: 'Norte', value: 5, count: 3 };
    expect(normaliseRows([row], { groupBy: ['formattedMonth', 'geoLocation'] })).toEqual([row]);
    const geo = { group: 'Norte', group_0: 'Norte', group_1: '5', value: 5, count: 3 };
    expect(normaliseRows([geo], { groupBy: ['geoLocation', 'numberAnswer'] })).toEqual([geo]);
  });
});
