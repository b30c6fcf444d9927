import fs from 'node:fs';
import type { IndicatorsFile, Tenant, TenantMetadata } from '@voz/schema';
import { addDays, addMonths, formatWireDate, npsBreakdown, npsFromCounts, parseWireDate, toWireDate } from '@voz/core';
import { describe, expect, it } from 'vitest';
import { alertDailyRows, answerDailyRows, responseDailyRows, tagDailyRows } from '../indicators/aggregates.js';
import { generateTenantData, type TenantSource } from './generateTenantData.js';
import { isRatingQuestion, leafMoments, questionIndex, treeIds, treeLeaves } from '../tenants/metadata-index.js';
import { ALERT_STATUSES, ALERT_TYPES, NOTIFICATION_STATUSES } from '../db/rows.js';

const AUTO_B = new URL('../../../../dashboards/auto-b/', import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(fs.readFileSync(new URL(name, AUTO_B), 'utf8')) as T;
const autoB: TenantSource = {
  tenantId: 'auto-b',
  tenant: readJson<Tenant>('tenant.json'),
  metadata: readJson<TenantMetadata>('metadata.json'),
  indicators: readJson<IndicatorsFile>('indicators.json'),
};
const TODAY = new Date('2026-03-15T15:30:00Z');
const TZ = autoB.tenant.timezone;
const data = generateTenantData(autoB, { today: TODAY, responses: 8000, seed: 7 });

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A tiny bus tenant: answered-only tabs, no workflows, no clusters, DECIMAL, TEXT and filter-only CHOICE questions. */
function busSource(): TenantSource {
  const tenant = {
    ...autoB.tenant,
    id: 'bus-x',
    kind: 'bus',
    locale: 'es-MX',
    timezone: 'America/Mexico_City',
    surveyResponseTabs: ['answered'],
    rootIds: { geo: 214, logical: 15, criticalMoment: 0 },
  } as Tenant;
  const metadata: TenantMetadata = {
    schemaVersion: 2,
    criticalMoments: {
      id: 0,
      name: 'General',
      questions: [
        {
          id: 1,
          name: 'Recomendación',
          text: { es: '¿Nos recomendaría?' },
          type: 'NUMBER',
          scale: { min: 0, max: 10 },
        },
      ],
      children: [
        {
          id: 5,
          name: 'Viaje',
          configurationUi: {
            metadataFilters: [
              {
                questionId: 4,
                label: { es: 'Clase' },
                options: [
                  { value: 'Primera', label: { es: 'Primera' } },
                  { value: 'Ejecutiva', label: { es: 'Ejecutiva' } },
                ],
              },
            ],
          },
          questions: [
            {
              id: 2,
              name: 'Comodidad',
              text: { es: 'Comodidad del asiento' },
              type: 'DECIMAL',
              scale: { min: 1, max: 5 },
            },
            {
              id: 3,
              name: 'Conductor',
              text: { es: 'Manejo del conductor' },
              type: 'NUMBER',
              scale: { min: 1, max: 5 },
            },
            { id: 4, name: 'Clase', text: { es: 'Clase del viaje' }, type: 'CHOICE' },
            { id: 6, name: 'Sugerencia', text: { es: 'Sugerencia breve' }, type: 'TEXT' },
            { id: 7, name: 'Comentario', text: { es: 'Comentario' }, type: 'COMMENT' },
            { id: 8, name: 'Sentimiento', text: { es: 'Sentimiento' }, type: 'CALCULATED', hidden: true },
          ],
        },
      ],
    },
    geographies: {
      levels: [{ level: 1, name: { es: 'Red' } }],
      root: {
        id: 214,
        name: 'Red',
        children: [
          { id: 301, name: 'Terminal Norte' },
          { id: 302, name: 'Terminal Sur' },
        ],
      },
    },
    logicals: {
      id: 15,
      name: 'Servicios',
      children: [
        { id: 16, name: 'Lujo' },
        { id: 17, name: 'Económico' },
      ],
    },
    channels: [{ id: 1, name: 'Web' }],
  };
  return { tenantId: 'bus-x', tenant, metadata, indicators: { schemaVersion: 2, indicators: {} } };
}

describe('generateTenantData (auto-b)', { timeout: 60_000 }, () => {
  it('is deterministic: the same seed gives identical JSON, another seed differs', () => {
    const a = generateTenantData(autoB, { today: TODAY, responses: 1500, seed: 11 });
    const b = generateTenantData(autoB, { today: TODAY, responses: 1500, seed: 11 });
    const c = generateTenantData(autoB, { today: TODAY, responses: 1500, seed: 12 });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
    expect(a.surveyResponses).toHaveLength(1500);
  });

  it('covers 13 months ending today in the tenant zone, never after now, ids in time order', () => {
    const today = toWireDate(TODAY, TZ);
    const first = formatWireDate(addDays(addMonths(parseWireDate(today), -13), 1));
    const days = data.surveyResponses.map((r) => toWireDate(r.created_at, TZ));
    expect(days.at(-1)).toBe(today);
    expect(days.every((d) => d >= first && d <= today)).toBe(true);
    expect(days[0]! <= formatWireDate(addDays(parseWireDate(first), 3))).toBe(true);
    expect(new Set(days.map((d) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(13);
    expect(data.surveyResponses.every((r) => r.created_at.getTime() <= TODAY.getTime())).toBe(true);
    expect(data.surveyResponses.map((r) => r.id)).toEqual(data.surveyResponses.map((_, i) => i + 1));
    const times = data.surveyResponses.map((r) => r.created_at.getTime());
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
  });

  it('has the four statuses in realistic shares', () => {
    const counts = new Map<string, number>();
    for (const r of data.surveyResponses) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    const share = (s: string): number => (counts.get(s) ?? 0) / data.surveyResponses.length;
    expect(share('ANSWERED')).toBeGreaterThan(0.55);
    expect(share('NOT_ANSWERED')).toBeGreaterThan(0.15);
    expect(share('IN_PROGRESS')).toBeGreaterThan(0.04);
    expect(share('INVALID')).toBeGreaterThan(0.02);
  });

  it('only uses ids of metadata: leaf moments, leaf geographies, leaf logicals, channels, clusters, questions', () => {
    const { metadata } = autoB;
    const leaves = new Map(leafMoments(metadata.criticalMoments).map((l) => [l.moment.id, l]));
    const geoLeaves = new Set(treeLeaves(metadata.geographies.root).map((l) => l.node.id));
    const logicalLeaves = new Set(treeLeaves(metadata.logicals).map((l) => l.node.id));
    const channels = new Set(metadata.channels.map((c) => c.id));
    const clusters = new Set((metadata.clusters ?? []).map((c) => c.id));
    // Problems are collected and asserted once: 100,000 expect() calls would take seconds.
    const problems: string[] = [];
    for (const r of data.surveyResponses) {
      const leaf = leaves.get(r.critical_moment_id);
      if (!leaf) problems.push(`response ${r.id}: moment ${r.critical_moment_id} is not a leaf`);
      if (!geoLeaves.has(r.geo_location_id)) problems.push(`response ${r.id}: geography ${r.geo_location_id}`);
      if (!logicalLeaves.has(r.logical_location_id))
        problems.push(`response ${r.id}: logical ${r.logical_location_id}`);
      if (!channels.has(r.channel_id!)) problems.push(`response ${r.id}: channel ${r.channel_id}`);
      if (!clusters.has(r.cluster_id!)) problems.push(`response ${r.id}: cluster ${r.cluster_id}`);
      const own = new Set(leaf?.questions.map((q) => String(q.id)));
      for (const qid of Object.keys(r.answers)) if (!own.has(qid)) problems.push(`response ${r.id}: question ${qid}`);
    }
    const geoIds = treeIds(metadata.geographies.root);
    for (const a of data.alerts) {
      if (!geoIds.has(a.geo_location_id) || !leaves.has(a.critical_moment_id)) problems.push(`alert ${a.id}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every rating within its scale, every choice among its options, nothing when not answered', () => {
    const questions = questionIndex(autoB.metadata);
    const problems: string[] = [];
    let checked = 0;
    for (const r of data.surveyResponses) {
      if (r.status === 'NOT_ANSWERED' && Object.keys(r.answers).length > 0)
        problems.push(`response ${r.id} has answers`);
      for (const [qid, value] of Object.entries(r.answers)) {
        const q = questions.get(Number(qid))!;
        const where = `response ${r.id} question ${qid} = ${String(value)}`;
        if (q.type === 'CALCULATED') problems.push(`${where}: calculated`);
        if (q.type === 'NUMBER') {
          checked++;
          if (typeof value !== 'number' || !Number.isInteger(value) || value < q.scale!.min || value > q.scale!.max) {
            problems.push(`${where}: off ${q.scale!.min}–${q.scale!.max}`);
          }
        }
        if (q.type === 'CHOICE' && !q.options!.includes(String(value))) problems.push(`${where}: not an option`);
        if (q.type === 'COMMENT' && (typeof value !== 'string' || value.length < 3))
          problems.push(`${where}: empty comment`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
  });

  it('answers every question of the moment in an ANSWERED response, a prefix in an IN_PROGRESS one', () => {
    const leaves = new Map(leafMoments(autoB.metadata.criticalMoments).map((l) => [l.moment.id, l]));
    for (const r of data.surveyResponses.slice(0, 2000)) {
      const fillable = leaves
        .get(r.critical_moment_id)!
        .questions.filter((q) => q.type !== 'CALCULATED' && q.type !== 'COMMENT');
      const answered = fillable.filter((q) => String(q.id) in r.answers).length;
      if (r.status === 'ANSWERED' || r.status === 'INVALID') expect(answered).toBe(fillable.length);
      if (r.status === 'IN_PROGRESS') expect(answered).toBeLessThanOrEqual(fillable.length);
    }
  });

  it('draws NPS mostly 8–10 with a tail, satisfaction 1–5 mostly 4–5', () => {
    const nps = data.surveyResponses
      .filter((r) => r.status === 'ANSWERED')
      .map((r) => r.answers['201'] ?? r.answers['101']);
    const values = nps.filter((v): v is number => typeof v === 'number');
    const high = values.filter((v) => v >= 8).length / values.length;
    expect(high).toBeGreaterThan(0.6);
    expect(values.filter((v) => v <= 4).length).toBeGreaterThan(0);
    const csat = data.surveyResponses.flatMap((r) =>
      r.status === 'ANSWERED' && typeof r.answers['204'] === 'number' ? [r.answers['204']] : [],
    );
    expect(csat.filter((v) => v >= 4).length / csat.length).toBeGreaterThan(0.7);
    expect(new Set(csat).size).toBeGreaterThanOrEqual(4);
  });

  it('makes some distributors clearly worse than others', () => {
    const byGeo = new Map<number, number[]>();
    for (const r of data.surveyResponses) {
      const v = r.answers['101'] ?? r.answers['201'];
      if (r.status === 'ANSWERED' && typeof v === 'number')
        byGeo.set(r.geo_location_id, [...(byGeo.get(r.geo_location_id) ?? []), v]);
    }
    const scores = [...byGeo.values()].filter((v) => v.length >= 60).map((v) => npsBreakdown(v).value!);
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThan(30);
  });

  it('writes one response_comments row per COMMENT answer, with DEFAULT and Otros among the tags', () => {
    const questions = questionIndex(autoB.metadata);
    const commentAnswers = data.surveyResponses.flatMap((r) =>
      Object.entries(r.answers)
        .filter(([qid]) => questions.get(Number(qid))?.type === 'COMMENT')
        .map(([qid, text]) => `${r.id}:${qid}:${String(text)}`),
    );
    expect(data.responseComments.map((c) => `${c.response_id}:${c.question_id}:${c.text}`)).toEqual(commentAnswers);
    const tags = new Set(data.responseComments.flatMap((c) => c.tags));
    for (const tag of [
      'DEFAULT',
      'Otros',
      'Atención',
      'Tiempo de espera',
      'Precio',
      'Taller',
      'Vendedor',
      'Financiamiento',
    ]) {
      expect(tags.has(tag)).toBe(true);
    }
    expect(new Set(data.responseComments.map((c) => c.sentiment))).toEqual(new Set([1, 0, -1]));
    const byId = new Map(data.surveyResponses.map((r) => [r.id, r]));
    const meanNps = (s: number): number => {
      const v = data.responseComments
        .filter((c) => c.sentiment === s)
        .map(
          (c) =>
            byId.get(c.response_id)!.answers[
              String(
                c.critical_moment_id === 1
                  ? 101
                  : c.critical_moment_id === 2
                    ? 201
                    : c.critical_moment_id === 3
                      ? 401
                      : 301,
              )
            ] as number,
        );
      return v.reduce((a, b) => a + b, 0) / v.length;
    };
    expect(meanNps(1)).toBeGreaterThan(meanNps(-1) + 1.5);
    // Waiting-time comments lean negative, as the tag catalogue says.
    const waiting = data.responseComments.filter((c) => c.tags.includes('Tiempo de espera'));
    expect(waiting.filter((c) => c.sentiment === -1).length).toBeGreaterThan(
      waiting.filter((c) => c.sentiment === 1).length,
    );
  });

  it('has the four alert types in the three statuses, first responses around 36 h', () => {
    const combos = new Set(data.alerts.map((a) => `${a.type}/${a.status}`));
    for (const type of ALERT_TYPES)
      for (const status of ALERT_STATUSES) expect(combos.has(`${type}/${status}`)).toBe(true);
    const handled = data.alerts.filter((a) => a.status !== 'NOT_HANDLED');
    expect(handled.every((a) => a.first_response_at !== null)).toBe(true);
    const hours = handled.map((a) => (a.first_response_at!.getTime() - a.created_at.getTime()) / 3_600_000);
    expect(median(hours)).toBeGreaterThan(30);
    expect(median(hours)).toBeLessThan(42);
    expect(hours.some((h) => h < 24) && hours.some((h) => h > 48)).toBe(true);
    for (const a of data.alerts) {
      expect(a.closed_at !== null).toBe(a.status === 'CLOSED');
      if (a.status === 'NOT_HANDLED') expect(a.first_response_at).toBeNull();
      if (a.closed_at) expect(a.closed_at.getTime()).toBeGreaterThanOrEqual(a.first_response_at!.getTime());
      expect((a.closed_at ?? a.first_response_at ?? a.created_at).getTime()).toBeLessThanOrEqual(TODAY.getTime());
    }
    const byId = new Map(data.surveyResponses.map((r) => [r.id, r]));
    for (const a of data.alerts) {
      const r = byId.get(a.response_id!)!;
      expect(r.status).toBe(a.type === 'ABANDON' ? 'IN_PROGRESS' : 'ANSWERED');
      if (a.type === 'INCIDENT')
        expect(
          r.answers[
            String(
              r.critical_moment_id === 1
                ? 101
                : r.critical_moment_id === 2
                  ? 201
                  : r.critical_moment_id === 3
                    ? 401
                    : 301,
            )
          ],
        ).toBeLessThanOrEqual(3);
    }
  });

  it('has invitations in all eight statuses, on the workflows of the moments', () => {
    expect(new Set(data.notifications.map((n) => n.status))).toEqual(new Set(NOTIFICATION_STATUSES));
    expect(new Set(data.notifications.map((n) => n.workflow_name))).toEqual(
      new Set(['venta', 'postventa', 'test-drive']),
    );
    // Repair (moment 3) has no workflow, so no invitation.
    expect(data.notifications.some((n) => n.critical_moment_id === 3)).toBe(false);
    expect(data.notifications.map((n) => n.id)).toEqual(data.notifications.map((_, i) => i + 1));
  });

  it('computes the aggregates from the rows it returns', () => {
    expect(data.answerDaily).toEqual(answerDailyRows(data.surveyResponses, autoB.metadata, autoB.tenant));
    expect(data.responseDaily).toEqual(responseDailyRows(data.surveyResponses, autoB.tenant));
    expect(data.tagDaily).toEqual(tagDailyRows(data.responseComments, autoB.tenant));
    expect(data.alertDaily).toEqual(alertDailyRows(data.alerts, autoB.tenant));
    expect(data.responseDaily.reduce((s, r) => s + r.n, 0)).toBe(data.surveyResponses.length);
    expect(data.alertDaily.reduce((s, r) => s + r.n, 0)).toBe(data.alerts.length);
    expect(data.sequences).toEqual([
      { tenant_id: 'auto-b', name: 'survey_responses', value: data.surveyResponses.length },
      { tenant_id: 'auto-b', name: 'alerts', value: data.alerts.length },
      { tenant_id: 'auto-b', name: 'notifications', value: data.notifications.length },
    ]);
  });

  it('answer_daily n of the NPS question equals the ANSWERED responses carrying it', () => {
    const answered = data.surveyResponses.filter(
      (r) => r.status === 'ANSWERED' && typeof r.answers['201'] === 'number',
    );
    const rows = data.answerDaily.filter((r) => r.question_id === 201);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(answered.length);
    expect(rows.reduce((s, r) => s + r.sum, 0)).toBe(answered.reduce((s, r) => s + (r.answers['201'] as number), 0));
  });

  it('the NPS of one geography and month from answer_daily equals npsBreakdown over the raw answers', () => {
    const month = toWireDate(TODAY, TZ).slice(0, 7);
    const previous = formatWireDate(addMonths(parseWireDate(`${month}-01`), -1)).slice(0, 7);
    for (const geo of [10207, 10214]) {
      const rows = data.answerDaily.filter(
        (r) => r.question_id === 101 && r.geo_location_id === geo && r.day.startsWith(previous),
      );
      const fromAggregates = npsFromCounts({
        promoters: rows.reduce((s, r) => s + r.promoters, 0),
        passives: rows.reduce((s, r) => s + r.passives, 0),
        detractors: rows.reduce((s, r) => s + r.detractors, 0),
      });
      const raw = data.surveyResponses
        .filter(
          (r) =>
            r.status === 'ANSWERED' && r.geo_location_id === geo && toWireDate(r.created_at, TZ).startsWith(previous),
        )
        .map((r) => r.answers['101'])
        .filter((v): v is number => typeof v === 'number');
      expect(raw.length).toBeGreaterThan(5);
      expect(fromAggregates).toBe(npsBreakdown(raw).value);
    }
  });

  it('gives advisors to the moments that rate a person and none to the others', () => {
    const withAdvisor = new Set(
      data.surveyResponses.filter((r) => r.advisor !== null).map((r) => r.critical_moment_id),
    );
    expect(withAdvisor).toEqual(new Set([1, 2, 11251]));
    expect(data.surveyResponses.every((r) => r.context === null)).toBe(true);
    expect(data.surveyResponses.every((r) => /^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/.test(r.customer_code))).toBe(true);
    expect(new Set(data.surveyResponses.map((r) => r.client_mode))).toEqual(new Set(['app', 'web']));
  });

  it('gives every survey indicator of indicators.json answers, every comments, alerts and surveys indicator rows', () => {
    const answered = new Set<string>();
    for (const r of data.surveyResponses)
      if (r.status === 'ANSWERED') for (const qid of Object.keys(r.answers)) answered.add(qid);
    const empty: string[] = [];
    for (const [name, def] of Object.entries(autoB.indicators.indicators)) {
      if (def.source === 'survey' && !def.questions.every((q) => answered.has(String(q)))) empty.push(name);
      if (def.source === 'comments' && data.responseComments.length === 0) empty.push(name);
      if (def.source === 'alerts' && data.alerts.length === 0) empty.push(name);
    }
    expect(empty).toEqual([]);
  });

  it('rejects a bad response count or date', () => {
    expect(() => generateTenantData(autoB, { today: TODAY, responses: -1, seed: 1 })).toThrow(RangeError);
    expect(() => generateTenantData(autoB, { today: new Date('nope'), seed: 1 })).toThrow(RangeError);
    expect(generateTenantData(autoB, { today: TODAY, responses: 0, seed: 1 }).answerDaily).toEqual([]);
  });
});

describe('generateTenantData (a bus tenant)', { timeout: 60_000 }, () => {
  const bus = busSource();
  const busData = generateTenantData(bus, { today: TODAY, responses: 600, seed: 3 });

  it('gives every response the six trip fields', () => {
    const problems = busData.surveyResponses.filter((r) => {
      const c = r.context ?? {};
      return (
        Object.keys(c).sort().join() !== 'fFechaViaje,nAutobus,nOperacion,sDestino,sNomOperador1,sOrigen' ||
        !/^\d{4}-\d{2}-\d{2}$/.test(String(c.fFechaViaje)) ||
        String(c.fFechaViaje) > toWireDate(r.created_at, bus.tenant.timezone) ||
        c.sOrigen === c.sDestino ||
        typeof c.sOrigen !== 'string' ||
        typeof c.nAutobus !== 'number' ||
        typeof c.nOperacion !== 'number' ||
        typeof c.sNomOperador1 !== 'string'
      );
    });
    expect(problems).toEqual([]);
    expect(busData.surveyResponses).toHaveLength(600);
  });

  it('uses only ANSWERED and IN_PROGRESS when the tenant hides the not-answered tab', () => {
    expect(new Set(busData.surveyResponses.map((r) => r.status))).toEqual(new Set(['ANSWERED', 'IN_PROGRESS']));
  });

  it("answers the root's questions, decimals on their scale, filter-only choices and short texts", () => {
    const answered = busData.surveyResponses.filter((r) => r.status === 'ANSWERED');
    expect(answered.every((r) => typeof r.answers['1'] === 'number')).toBe(true);
    const decimals = answered.map((r) => r.answers['2'] as number);
    expect(decimals.every((v) => v >= 1 && v <= 5 && Math.round(v * 10) === v * 10)).toBe(true);
    expect(decimals.some((v) => !Number.isInteger(v))).toBe(true);
    expect(new Set(answered.map((r) => r.answers['4']))).toEqual(new Set(['Primera', 'Ejecutiva']));
    expect(answered.every((r) => typeof r.answers['6'] === 'string' && !('8' in r.answers))).toBe(true);
    expect(busData.answerDaily.some((r) => r.question_id === 2)).toBe(true);
    const rated = questionIndex(bus.metadata);
    expect(busData.answerDaily.every((r) => isRatingQuestion(rated.get(r.question_id)!))).toBe(true);
  });

  it('falls back to a general workflow when no moment names one, with all eight invitation statuses', () => {
    expect(new Set(busData.notifications.map((n) => n.workflow_name))).toEqual(new Set(['general']));
    expect(new Set(busData.notifications.map((n) => n.status))).toEqual(new Set(NOTIFICATION_STATUSES));
    expect(busData.surveyResponses.every((r) => r.cluster_id === null && r.channel_id === 1)).toBe(true);
    expect(busData.surveyResponses.every((r) => /^\d{10}$/.test(r.customer_code))).toBe(true);
  });

  it('differs from another tenant seeded alike', () => {
    const renamed = generateTenantData({ ...bus, tenantId: 'bus-y' }, { today: TODAY, responses: 600, seed: 3 });
    expect(renamed.surveyResponses.map((r) => r.created_at.getTime())).not.toEqual(
      busData.surveyResponses.map((r) => r.created_at.getTime()),
    );
  });
});
