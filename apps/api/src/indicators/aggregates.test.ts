import type { TenantMetadata } from '@voz/schema';
import { toWireDate, toZonedDateTime } from '@voz/core';
import { describe, expect, it } from 'vitest';
import {
  alertDailyDelta,
  alertDailyRows,
  answerDailyRows,
  dayInZone,
  responseDailyDelta,
  responseDailyRows,
  tagDailyRows,
  type AlertForAggregates,
  type ResponseForAggregates,
} from './aggregates.js';

const TZ = 'America/Santiago';
const tenant = { timezone: TZ, formatting: { ratingRange: { min: 1, max: 10 } } };

const metadata: TenantMetadata = {
  schemaVersion: 2,
  criticalMoments: {
    id: 0,
    name: 'General',
    children: [
      {
        id: 1,
        name: 'Venta',
        questions: [
          { id: 11, name: 'NPS', text: { es: 'NPS' }, type: 'NUMBER', scale: { min: 0, max: 10 } },
          { id: 12, name: 'CSAT', text: { es: 'CSAT' }, type: 'NUMBER', scale: { min: 1, max: 5 } },
          { id: 13, name: 'Siete', text: { es: 'Siete' }, type: 'DECIMAL', scale: { min: 1, max: 7 } },
          { id: 14, name: 'Comentario', text: { es: 'Comentario' }, type: 'COMMENT' },
          { id: 15, name: 'Modelo', text: { es: 'Modelo' }, type: 'CHOICE', options: ['A', 'B'] },
          { id: 16, name: 'Sin escala', text: { es: 'Sin escala' }, type: 'NUMBER' },
        ],
      },
    ],
  },
  geographies: { levels: [{ level: 1, name: { es: 'País' } }], root: { id: 100, name: 'Chile' } },
  logicals: { id: 1, name: 'Todo' },
  channels: [],
};

// 2026-03-10 15:00 in Santiago (UTC−3) and 2026-03-11 01:30 UTC, still 2026-03-10 22:30 there.
const DAY_A = new Date('2026-03-10T18:00:00Z');
const DAY_A_LATE = new Date('2026-03-11T01:30:00Z');
const DAY_B = new Date('2026-03-11T12:00:00Z');

function response(
  created_at: Date,
  answers: Record<string, number | string>,
  status: ResponseForAggregates['status'] = 'ANSWERED',
  geo = 100,
): ResponseForAggregates {
  return { tenant_id: 't', critical_moment_id: 1, geo_location_id: geo, status, created_at, answers };
}

describe('answerDailyRows', () => {
  it('counts, sums and splits NPS per day in the tenant zone', () => {
    const rows = answerDailyRows(
      [
        response(DAY_A, { 11: 10 }),
        response(DAY_A_LATE, { 11: 8 }),
        response(DAY_A, { 11: 3 }),
        response(DAY_B, { 11: 9 }),
      ],
      metadata,
      tenant,
    );
    expect(rows).toEqual([
      {
        tenant_id: 't',
        day: '2026-03-10',
        critical_moment_id: 1,
        geo_location_id: 100,
        question_id: 11,
        n: 3,
        sum: 21,
        promoters: 1,
        passives: 1,
        detractors: 1,
        top2: 1,
      },
      {
        tenant_id: 't',
        day: '2026-03-11',
        critical_moment_id: 1,
        geo_location_id: 100,
        question_id: 11,
        n: 1,
        sum: 9,
        promoters: 1,
        passives: 0,
        detractors: 0,
        top2: 1,
      },
    ]);
  });

  it('uses the 5/4/1–3 split and 4–5 top-two-box on a 1–5 question', () => {
    const [row] = answerDailyRows(
      [5, 4, 3, 1, 5].map((v) => response(DAY_A, { 12: v })),
      metadata,
      tenant,
    );
    expect(row).toMatchObject({ question_id: 12, n: 5, sum: 18, promoters: 2, passives: 1, detractors: 2, top2: 3 });
  });

  it('keeps n, sum and top-two-box but no NPS split on a scale without an NPS convention', () => {
    const [row] = answerDailyRows(
      [7, 6.5, 2].map((v) => response(DAY_A, { 13: v })),
      metadata,
      tenant,
    );
    expect(row).toMatchObject({ question_id: 13, n: 3, sum: 15.5, promoters: 0, passives: 0, detractors: 0, top2: 2 });
  });

  it("reads the tenant's rating range for a question without a scale", () => {
    const [row] = answerDailyRows([response(DAY_A, { 16: 1 }), response(DAY_A, { 16: 0 })], metadata, tenant);
    // 0 is off the 1–10 range and ignored; 1 is a detractor.
    expect(row).toMatchObject({ question_id: 16, n: 1, sum: 1, detractors: 1 });
  });

  it('ignores other statuses, non-rating questions, unknown questions and off-scale or non-finite answers', () => {
    const rows = answerDailyRows(
      [
        response(DAY_A, { 11: 9 }, 'IN_PROGRESS'),
        response(DAY_A, { 11: 9 }, 'INVALID'),
        response(DAY_A, { 14: 'Muy bien', 15: 'A', 999: 5 }),
        response(DAY_A, { 11: 11, 12: 0 }),
        response(DAY_A, { 11: Number.NaN }),
      ],
      metadata,
      tenant,
    );
    expect(rows).toEqual([]);
  });

  it('sorts by primary key: question, day, moment, geography', () => {
    const rows = answerDailyRows(
      [
        response(DAY_B, { 12: 4, 11: 9 }, 'ANSWERED', 200),
        response(DAY_A, { 12: 5 }, 'ANSWERED', 300),
        response(DAY_A, { 12: 5 }),
      ],
      metadata,
      tenant,
    );
    expect(rows.map((r) => [r.question_id, r.day, r.geo_location_id])).toEqual([
      [11, '2026-03-11', 200],
      [12, '2026-03-10', 100],
      [12, '2026-03-10', 300],
      [12, '2026-03-11', 200],
    ]);
  });
});

describe('responseDailyRows and responseDailyDelta', () => {
  it('counts responses per day and status', () => {
    const rows = responseDailyRows(
      [response(DAY_A, {}), response(DAY_A_LATE, {}), response(DAY_A, {}, 'NOT_ANSWERED'), response(DAY_B, {})],
      tenant,
    );
    expect(rows.map((r) => [r.day, r.status, r.n])).toEqual([
      ['2026-03-10', 'ANSWERED', 2],
      ['2026-03-10', 'NOT_ANSWERED', 1],
      ['2026-03-11', 'ANSWERED', 1],
    ]);
  });

  it('moves one count from the old status to the new one', () => {
    const before = response(DAY_A, {}, 'IN_PROGRESS');
    const after = { ...before, status: 'ANSWERED' as const };
    const delta = responseDailyDelta(before, after, TZ);
    expect(delta.decrement).toMatchObject({ day: '2026-03-10', status: 'IN_PROGRESS' });
    expect(delta.increment).toMatchObject({ day: '2026-03-10', status: 'ANSWERED' });
    expect(responseDailyDelta(before, { ...before, answers: { 11: 3 } }, TZ)).toEqual({
      decrement: null,
      increment: null,
    });
  });
});

describe('tagDailyRows', () => {
  it('counts each tag once per comment by sentiment', () => {
    const base = { tenant_id: 't', critical_moment_id: 1, geo_location_id: 100, created_at: DAY_A };
    const rows = tagDailyRows(
      [
        { ...base, sentiment: 1, tags: ['Atención', 'Precio', 'Atención'] },
        { ...base, sentiment: -1, tags: ['Precio'] },
        { ...base, sentiment: 0, tags: ['Precio'] },
        { ...base, sentiment: 0, tags: [] },
      ],
      tenant,
    );
    expect(rows.map((r) => [r.tag, r.positive, r.neutral, r.negative])).toEqual([
      ['Atención', 1, 0, 0],
      ['Precio', 1, 1, 1],
    ]);
  });
});

describe('alertDailyRows and alertDailyDelta', () => {
  const alert: AlertForAggregates = {
    tenant_id: 't',
    critical_moment_id: 1,
    geo_location_id: 100,
    created_at: DAY_A_LATE,
    type: 'INCIDENT',
    status: 'NOT_HANDLED',
  };

  it('counts alerts per day of creation, type and status', () => {
    const rows = alertDailyRows([alert, alert, { ...alert, status: 'CLOSED' }, { ...alert, type: 'WOW' }], tenant);
    expect(rows.map((r) => [r.day, r.type, r.status, r.n])).toEqual([
      ['2026-03-10', 'INCIDENT', 'CLOSED', 1],
      ['2026-03-10', 'INCIDENT', 'NOT_HANDLED', 2],
      ['2026-03-10', 'WOW', 'NOT_HANDLED', 1],
    ]);
  });

  it('moves a status update from one counter to another', () => {
    const delta = alertDailyDelta(alert, { ...alert, status: 'IN_PROCESS' }, TZ);
    expect(delta).toEqual({
      decrement: {
        tenant_id: 't',
        day: '2026-03-10',
        critical_moment_id: 1,
        geo_location_id: 100,
        type: 'INCIDENT',
        status: 'NOT_HANDLED',
      },
      increment: {
        tenant_id: 't',
        day: '2026-03-10',
        critical_moment_id: 1,
        geo_location_id: 100,
        type: 'INCIDENT',
        status: 'IN_PROCESS',
      },
    });
  });

  it('leaves counters alone when the key does not change, and handles inserts and deletes', () => {
    expect(alertDailyDelta(alert, { ...alert }, TZ)).toEqual({ decrement: null, increment: null });
    expect(alertDailyDelta(null, alert, TZ).decrement).toBeNull();
    expect(alertDailyDelta(null, alert, TZ).increment).toMatchObject({ status: 'NOT_HANDLED' });
    expect(alertDailyDelta(alert, null, TZ).increment).toBeNull();
    expect(alertDailyDelta(null, null, TZ)).toEqual({ decrement: null, increment: null });
  });

  it('applying every delta of a history gives the same counters as a recount', () => {
    const history: AlertForAggregates[] = [alert, { ...alert, status: 'IN_PROCESS' }, { ...alert, status: 'CLOSED' }];
    const counters = new Map<string, number>();
    const bump = (key: object | null, by: number): void => {
      if (!key) return;
      const id = JSON.stringify(key);
      counters.set(id, (counters.get(id) ?? 0) + by);
    };
    history.forEach((after, i) => {
      const delta = alertDailyDelta(history[i - 1] ?? null, after, TZ);
      bump(delta.decrement, -1);
      bump(delta.increment, 1);
    });
    const live = [...counters].filter(([, n]) => n !== 0);
    expect(live).toEqual(alertDailyRows([history[2]!], tenant).map(({ n, ...key }) => [JSON.stringify(key), n]));
  });
});

describe('dayInZone', () => {
  it('agrees with toWireDate over a year, densely around every DST switch', { timeout: 60_000 }, () => {
    const problems: string[] = [];
    const check = (zone: string, dayOf: (d: Date) => string, t: number): void => {
      const date = new Date(t);
      if (dayOf(date) !== toWireDate(date, zone)) problems.push(`${zone} ${date.toISOString()}`);
    };
    const DAY = 86_400_000;
    const start = Date.UTC(2025, 0, 1);
    let switches = 0;
    for (const zone of [TZ, 'Europe/Madrid', 'Asia/Kathmandu', 'UTC']) {
      const dayOf = dayInZone(zone);
      // A sparse sweep with a step that is no multiple of 15 minutes, so instants fall at every phase.
      for (let t = start; t < start + 366 * DAY; t += 131 * 60_000) check(zone, dayOf, t);
      // Every 7 minutes for two days around each change of the local clock's offset.
      const offset = (t: number): number => {
        const z = toZonedDateTime(new Date(t), zone);
        return Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute) - t;
      };
      for (let t = start; t < start + 366 * DAY; t += DAY) {
        if (offset(t) === offset(t + DAY)) continue;
        switches++;
        for (let u = t; u < t + 2 * DAY; u += 7 * 60_000) check(zone, dayOf, u);
      }
    }
    expect(problems).toEqual([]);
    // Santiago and Madrid each switch twice in 2025.
    expect(switches).toBe(4);
    expect(dayInZone(TZ)(DAY_A_LATE)).toBe('2026-03-10');
  });
});
