import type { Tenant, TenantMetadata } from '@voz/schema';
import { npsThresholds, toWireDate } from '@voz/core';
import type { Insertable, Kysely } from 'kysely';
import type {
  AlertDailyTable,
  AlertsTable,
  AnswerDailyTable,
  Database,
  NotificationsTable,
  ResponseCommentsTable,
  ResponseDailyTable,
  SurveyResponsesTable,
  TagDailyTable,
} from '../db/schema.js';
import { catalogOf, questionScale } from './catalog.js';
import { NOTIFICATION_STATUSES } from './params.js';

// A small deterministic data set for the indicator tests: raw rows and the daily pre-aggregates
// computed from them here (not by the seed), so the tests check the engine against numbers they
// can recompute from the raw rows. Only the automotive tenant's metadata shape is assumed.

/** A raw survey response as the tests read it back. */
export interface FixtureResponse {
  id: number;
  criticalMomentId: number;
  geoLocationId: number;
  logicalLocationId: number;
  channelId: number | null;
  clusterId: number | null;
  status: 'ANSWERED' | 'NOT_ANSWERED' | 'INVALID' | 'IN_PROGRESS';
  createdAt: Date;
  answers: Record<string, number | string>;
  /** The advisor who served the response (none for after-sales 3). */
  advisor: string | null;
  /** Operation fields of the response (surveyResponseContext.surveyOperation), as the bus seed writes them. */
  context: Record<string, string | number> | null;
}

/** A raw comment. */
export interface FixtureComment {
  responseId: number;
  questionId: number;
  criticalMomentId: number;
  geoLocationId: number;
  createdAt: Date;
  text: string;
  sentiment: -1 | 0 | 1;
  tags: string[];
}

/** A raw alert. */
export interface FixtureAlert {
  id: number;
  responseId: number;
  criticalMomentId: number;
  geoLocationId: number;
  type: 'INCIDENT' | 'RESCUE' | 'ABANDON' | 'WOW';
  status: 'NOT_HANDLED' | 'IN_PROCESS' | 'CLOSED';
  createdAt: Date;
  firstResponseAt: Date | null;
}

/** Everything the fixture writes. */
export interface Fixture {
  tenantId: string;
  responses: FixtureResponse[];
  comments: FixtureComment[];
  alerts: FixtureAlert[];
  notifications: Insertable<NotificationsTable>[];
}

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Leaves of a tree, in file order. */
function leaves(node: { id: number; children?: { id: number; children?: unknown[] }[] }): number[] {
  const children = (node.children ?? []) as { id: number; children?: { id: number }[] }[];
  return children.length === 0 ? [node.id] : children.flatMap((c) => leaves(c));
}

const TAGS = ['Atención', 'Precio', 'Tiempo de espera', 'Limpieza', 'Comunicación', 'DEFAULT', 'Otros'];
const PHRASES = [
  'La atención fue excelente y muy rápida.',
  'El precio del servicio me pareció caro.',
  'Tuve que esperar demasiado tiempo en la sala.',
  'Todo estaba limpio y ordenado.',
  'Nadie me llamó para contarme del avance.',
];

/** Advisors of the fixture: one picked from the response id (the pseudo-random stream is left alone). */
export const FIXTURE_ADVISORS = ['Ana Torres', 'Bruno Díaz', 'Carla Núñez', 'Diego Rojas', 'Elena Soto'] as const;
/** Origins of the fixture's trips (context field sOrigen). */
export const FIXTURE_ORIGINS = ['Santiago', 'Valparaíso', 'Concepción', 'Temuco'] as const;

/** Per moment: rating questions, the NPS question, a choice question and the comment question. */
const MOMENT_QUESTIONS: Record<number, { ratings: number[]; choice?: number; comment: number }> = {
  1: { ratings: [101, 102, 103, 104, 105, 106, 107, 108, 118], choice: 119, comment: 120 },
  2: { ratings: [201, 202, 203, 204, 205, 218], choice: 219, comment: 225 },
  3: { ratings: [401], comment: 402 },
  11251: { ratings: [301, 302, 303, 304, 305, 306, 307], choice: 308, comment: 309 },
};

/**
 * Builds `count` responses from 2025-12-20 to 2026-11-14 over every leaf geography and the
 * moments 1, 2, 3 and 11251, with comments, alerts and invitations. Test drive (11251) has no
 * responses in September 2026, so a six-month trend has a gap; a few responses fall just before
 * a local midnight, so days are tested in the tenant's zone.
 */
export function buildFixture(tenantId: string, metadata: TenantMetadata, count = 1200): Fixture {
  const rand = random(20261115);
  const int = (min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));
  const catalog = catalogOf(metadata);
  const geos = leaves(metadata.geographies.root);
  const logicals = leaves(metadata.logicals);
  const moments = [1, 2, 3, 11251];
  const start = Date.parse('2025-12-20T12:00:00Z');
  const end = Date.parse('2026-11-14T12:00:00Z');
  const responses: FixtureResponse[] = [];
  const comments: FixtureComment[] = [];
  const alerts: FixtureAlert[] = [];
  const notifications: Insertable<NotificationsTable>[] = [];
  for (let id = 1; id <= count; id++) {
    const moment = moments[id % moments.length] as number;
    let at = new Date(start + Math.floor(rand() * (end - start)));
    // Every 25th response at 23:30 in Santiago (02:30Z next day in winter time).
    if (id % 25 === 0) at = new Date(`${toWireDate(at, 'UTC')}T02:30:00Z`);
    if (moment === 11251 && toWireDate(at, 'America/Santiago').startsWith('2026-09')) {
      at = new Date(at.getTime() + 31 * 86_400_000);
    }
    const roll = rand();
    const status = roll < 0.8 ? 'ANSWERED' : roll < 0.87 ? 'IN_PROGRESS' : roll < 0.94 ? 'NOT_ANSWERED' : 'INVALID';
    const plan = MOMENT_QUESTIONS[moment] as (typeof MOMENT_QUESTIONS)[number];
    const answers: Record<string, number | string> = {};
    if (status === 'ANSWERED' || status === 'IN_PROGRESS') {
      for (const q of plan.ratings) {
        if (rand() < 0.08) continue; // unanswered question
        const info = catalog.questions.get(q);
        if (!info) throw new Error(`fixture question ${q} is not in metadata.json`);
        const scale = questionScale(info.question, {});
        // Skewed towards the top of the scale, as real ratings are.
        answers[String(q)] = Math.min(
          scale.max,
          scale.min + Math.floor((scale.max - scale.min + 1) * Math.sqrt(rand())),
        );
      }
      if (plan.choice !== undefined) {
        const options = catalog.questions.get(plan.choice)?.question.options ?? [];
        if (options.length > 0) answers[String(plan.choice)] = options[int(0, options.length - 1)] as string;
      }
      if (moment === 1) answers['122'] = ['Dolphin', 'Seal', 'Han'][id % 3] as string;
    }
    const response: FixtureResponse = {
      id,
      criticalMomentId: moment,
      geoLocationId: geos[int(0, geos.length - 1)] as number,
      logicalLocationId: logicals[int(0, logicals.length - 1)] as number,
      channelId: rand() < 0.1 ? null : int(1, 4),
      clusterId: rand() < 0.2 ? null : int(1, 3),
      status,
      createdAt: at,
      answers,
      advisor: moment === 3 ? null : (FIXTURE_ADVISORS[(id * 7) % FIXTURE_ADVISORS.length] as string),
      context:
        id % 10 === 0
          ? null
          : {
              sOrigen: FIXTURE_ORIGINS[id % FIXTURE_ORIGINS.length] as string,
              nAutobus: 1000 + (id % 6),
              fFechaViaje: toWireDate(at, 'America/Santiago'),
            },
    };
    responses.push(response);
    if (status === 'ANSWERED' && id % 2 === 0) {
      const sentiment = ((id % 3) - 1) as -1 | 0 | 1;
      const first = TAGS[id % TAGS.length] as string;
      const second = TAGS[(id * 3) % 5] as string;
      const tags = first === 'DEFAULT' || first === 'Otros' || first === second ? [first] : [first, second];
      comments.push({
        responseId: id,
        questionId: plan.comment,
        criticalMomentId: moment,
        geoLocationId: response.geoLocationId,
        createdAt: at,
        text: `${PHRASES[id % PHRASES.length] as string} Comentario número ${id}.`,
        sentiment,
        tags,
      });
    }
    const nps = answers[String(plan.ratings[0])];
    if (status === 'ANSWERED' && typeof nps === 'number' && (nps <= 4 || nps === 10 || id % 11 === 0)) {
      const type = nps === 10 ? 'WOW' : id % 11 === 0 ? 'ABANDON' : nps <= 2 ? 'RESCUE' : 'INCIDENT';
      const alertStatus = (['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'] as const)[
        alerts.length % 3
      ] as FixtureAlert['status'];
      // First responses from 2 h to 70 h, with one exactly at 36 h (slow: 36 h included).
      const hours = alerts.length === 4 ? 36 : 2 + ((alerts.length * 13) % 69) + (alerts.length % 4) * 0.25;
      alerts.push({
        id: alerts.length + 1,
        responseId: id,
        criticalMomentId: moment,
        geoLocationId: response.geoLocationId,
        type,
        status: alertStatus,
        createdAt: at,
        firstResponseAt: alertStatus === 'NOT_HANDLED' ? null : new Date(at.getTime() + hours * 3_600_000),
      });
    }
    notifications.push({
      tenant_id: tenantId,
      id,
      workflow_name: moment === 2 ? 'postventa' : 'venta',
      status: NOTIFICATION_STATUSES[id % NOTIFICATION_STATUSES.length] as string,
      customer_code: `C${id}`,
      critical_moment_id: moment,
      geo_location_id: response.geoLocationId,
      created_at: at,
    });
  }
  return { tenantId, responses, comments, alerts, notifications };
}

/** The calendar day of an instant in the automotive tenant's zone. */
export function dayOf(date: Date, tenant: Pick<Tenant, 'timezone'>): string {
  return toWireDate(date, tenant.timezone);
}

function add<T>(map: Map<string, T>, key: string, init: () => T, update: (row: T) => void): void {
  let row = map.get(key);
  if (!row) {
    row = init();
    map.set(key, row);
  }
  update(row);
}

/** The daily pre-aggregates of the fixture, computed as issue 3 defines them. */
export function fixtureAggregates(
  fixture: Fixture,
  metadata: TenantMetadata,
  tenant: Pick<Tenant, 'timezone' | 'formatting'>,
): {
  answerDaily: Insertable<AnswerDailyTable>[];
  responseDaily: Insertable<ResponseDailyTable>[];
  tagDaily: Insertable<TagDailyTable>[];
  alertDaily: Insertable<AlertDailyTable>[];
} {
  const catalog = catalogOf(metadata);
  const t = fixture.tenantId;
  const answers = new Map<string, Insertable<AnswerDailyTable>>();
  const responses = new Map<string, Insertable<ResponseDailyTable>>();
  for (const r of fixture.responses) {
    const day = dayOf(r.createdAt, tenant);
    add(
      responses,
      `${day}|${r.criticalMomentId}|${r.geoLocationId}|${r.status}`,
      () => ({
        tenant_id: t,
        day,
        critical_moment_id: r.criticalMomentId,
        geo_location_id: r.geoLocationId,
        status: r.status,
        n: 0,
      }),
      (row) => {
        row.n += 1;
      },
    );
    if (r.status !== 'ANSWERED') continue;
    for (const [q, value] of Object.entries(r.answers)) {
      const info = catalog.questions.get(Number(q));
      if (!info?.rating || typeof value !== 'number') continue;
      const scale = questionScale(info.question, tenant);
      if (value < scale.min || value > scale.max) continue;
      const thresholds = npsThresholds(scale);
      add(
        answers,
        `${q}|${day}|${r.criticalMomentId}|${r.geoLocationId}`,
        () => ({
          tenant_id: t,
          day,
          critical_moment_id: r.criticalMomentId,
          geo_location_id: r.geoLocationId,
          question_id: Number(q),
          n: 0,
          sum: 0,
          promoters: 0,
          passives: 0,
          detractors: 0,
          top2: 0,
        }),
        (row) => {
          row.n += 1;
          row.sum += value;
          if (value >= thresholds.promoterMin) row.promoters += 1;
          else if (value >= thresholds.passiveMin) row.passives += 1;
          else row.detractors += 1;
          if (value >= scale.max - 1) row.top2 += 1;
        },
      );
    }
  }
  const tags = new Map<string, Insertable<TagDailyTable>>();
  for (const c of fixture.comments) {
    const day = dayOf(c.createdAt, tenant);
    for (const tag of new Set(c.tags)) {
      add(
        tags,
        `${day}|${c.criticalMomentId}|${c.geoLocationId}|${tag}`,
        () => ({
          tenant_id: t,
          day,
          critical_moment_id: c.criticalMomentId,
          geo_location_id: c.geoLocationId,
          tag,
          positive: 0,
          neutral: 0,
          negative: 0,
        }),
        (row) => {
          if (c.sentiment > 0) row.positive += 1;
          else if (c.sentiment < 0) row.negative += 1;
          else row.neutral += 1;
        },
      );
    }
  }
  const alerts = new Map<string, Insertable<AlertDailyTable>>();
  for (const a of fixture.alerts) {
    const day = dayOf(a.createdAt, tenant);
    add(
      alerts,
      `${day}|${a.criticalMomentId}|${a.geoLocationId}|${a.type}|${a.status}`,
      () => ({
        tenant_id: t,
        day,
        critical_moment_id: a.criticalMomentId,
        geo_location_id: a.geoLocationId,
        type: a.type,
        status: a.status,
        n: 0,
      }),
      (row) => {
        row.n += 1;
      },
    );
  }
  return {
    answerDaily: [...answers.values()],
    responseDaily: [...responses.values()],
    tagDaily: [...tags.values()],
    alertDaily: [...alerts.values()],
  };
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Writes the fixture's raw rows and pre-aggregates. */
export async function writeFixture(
  db: Kysely<Database>,
  fixture: Fixture,
  metadata: TenantMetadata,
  tenant: Pick<Tenant, 'timezone' | 'formatting'>,
): Promise<void> {
  const t = fixture.tenantId;
  const responses: Insertable<SurveyResponsesTable>[] = fixture.responses.map((r) => ({
    tenant_id: t,
    id: r.id,
    critical_moment_id: r.criticalMomentId,
    geo_location_id: r.geoLocationId,
    logical_location_id: r.logicalLocationId,
    channel_id: r.channelId,
    cluster_id: r.clusterId,
    status: r.status,
    created_at: r.createdAt,
    customer_code: `C${r.id}`,
    advisor: r.advisor,
    answers: JSON.stringify(r.answers),
    context: r.context === null ? null : JSON.stringify(r.context),
  }));
  const comments: Insertable<ResponseCommentsTable>[] = fixture.comments.map((c) => ({
    tenant_id: t,
    response_id: c.responseId,
    question_id: c.questionId,
    critical_moment_id: c.criticalMomentId,
    geo_location_id: c.geoLocationId,
    created_at: c.createdAt,
    text: c.text,
    sentiment: c.sentiment,
    tags: c.tags,
  }));
  const alerts: Insertable<AlertsTable>[] = fixture.alerts.map((a) => ({
    tenant_id: t,
    id: a.id,
    response_id: a.responseId,
    critical_moment_id: a.criticalMomentId,
    geo_location_id: a.geoLocationId,
    type: a.type,
    status: a.status,
    created_at: a.createdAt,
    first_response_at: a.firstResponseAt,
    closed_at: null,
  }));
  const aggregates = fixtureAggregates(fixture, metadata, tenant);
  await insertChunks(responses, (chunk) => db.insertInto('survey_responses').values(chunk).execute());
  await insertChunks(comments, (chunk) => db.insertInto('response_comments').values(chunk).execute());
  await insertChunks(alerts, (chunk) => db.insertInto('alerts').values(chunk).execute());
  await insertChunks(fixture.notifications, (chunk) => db.insertInto('notifications').values(chunk).execute());
  await insertChunks(aggregates.answerDaily, (chunk) => db.insertInto('answer_daily').values(chunk).execute());
  await insertChunks(aggregates.responseDaily, (chunk) => db.insertInto('response_daily').values(chunk).execute());
  await insertChunks(aggregates.tagDaily, (chunk) => db.insertInto('tag_daily').values(chunk).execute());
  await insertChunks(aggregates.alertDaily, (chunk) => db.insertInto('alert_daily').values(chunk).execute());
}
