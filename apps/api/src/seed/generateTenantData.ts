import { Faker, es } from '@faker-js/faker';
import type { IndicatorsFile, Question, Tenant, TenantMetadata } from '@voz/schema';
import {
  addDays,
  addMonths,
  formatWireDate,
  fromEpochDay,
  toCalendarDate,
  toEpochDay,
  toZonedDateTime,
  type CalendarDate,
  type RatingScale,
} from '@voz/core';
import { alertDailyRows, answerDailyRows, responseDailyRows, tagDailyRows } from '../indicators/aggregates.js';
import { commentWriter, type CommentWriter, type SentimentName } from './comments.js';
import {
  isRatingQuestion,
  leafMoments,
  questionScale,
  treeLeaves,
  type LeafMoment,
} from '../tenants/metadata-index.js';
import { createRandom, weightedPicker, type Random } from './random.js';
import type {
  AlertRow,
  AlertStatus,
  AlertType,
  NotificationRow,
  NotificationStatus,
  ResponseCommentRow,
  ResponseStatus,
  SurveyResponseRow,
  TenantData,
} from '../db/rows.js';

/** The tenant folder the demo data is built from. */
export interface TenantSource {
  /** Tenant folder name: the tenant_id of every row. */
  tenantId: string;
  /** tenant.json. */
  tenant: Tenant;
  /** metadata.json. */
  metadata: TenantMetadata;
  /** indicators.json. */
  indicators: IndicatorsFile;
}

/** How much demo data, ending when, from which seed. */
export interface GenerateOptions {
  /** The last instant of the data ("now"); the 13 months end on its calendar day in the tenant's zone. */
  today: Date;
  /** Survey responses to generate; DEFAULT_RESPONSES when absent. */
  responses?: number;
  /** Seed of every random draw: the same seed and files give the same rows. */
  seed: number;
}

/** Survey responses per tenant when not told otherwise. */
export const DEFAULT_RESPONSES = 20_000;
/** Months of history the demo data covers, ending today. */
export const HISTORY_MONTHS = 13;

/** Share of each status when the tenant shows the not-answered tab (and when it names no tabs). */
export const STATUS_SHARES: Readonly<Record<ResponseStatus, number>> = {
  ANSWERED: 0.62,
  NOT_ANSWERED: 0.25,
  IN_PROGRESS: 0.08,
  INVALID: 0.05,
};
/** Share of each status for tenants that show only answered and in-progress responses. */
export const STATUS_SHARES_ANSWERED_ONLY: Readonly<Record<ResponseStatus, number>> = {
  ANSWERED: 0.86,
  NOT_ANSWERED: 0,
  IN_PROGRESS: 0.14,
  INVALID: 0,
};
/** Chance that an ANSWERED response leaves a comment in each COMMENT question. */
export const COMMENT_RATE = 0.7;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
// Local hours responses arrive at (7 h to 22 h), busiest late morning and early evening.
const HOURS = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
const HOUR_WEIGHTS = [0.3, 0.8, 1.2, 1.5, 1.6, 1.4, 1.1, 1.0, 1.1, 1.2, 1.3, 1.4, 1.4, 1.1, 0.7, 0.3];
// Sunday first, as (epochDay + 4) % 7 counts (1970-01-01 was a Thursday).
const WEEKDAY_WEIGHTS = [0.45, 1.05, 1.1, 1.1, 1.05, 1.0, 0.75];
const NPS_FORMULAS = new Set(['nps', 'nps-10', 'nps-5']);
const ADVISOR_WORDS = /vendedor|asesor|ejecutiv|personal|médic|enfermer|cajer|operador|conductor/i;
const TEXT_ANSWERS = [
  'Sin observaciones',
  'Todo bien',
  'Ninguna',
  'Mejorar los horarios',
  'Más personal en horario punta',
  'Mejor señalización',
  'Nada más',
  'Agradecido',
];
const BUS_CITIES_MX = [
  'Ciudad de México',
  'Guadalajara',
  'Monterrey',
  'Puebla',
  'Querétaro',
  'León',
  'Morelia',
  'Aguascalientes',
  'San Luis Potosí',
  'Toluca',
  'Veracruz',
  'Oaxaca',
];
const BUS_CITIES_CL = [
  'Santiago',
  'Valparaíso',
  'Viña del Mar',
  'Rancagua',
  'Talca',
  'Chillán',
  'Concepción',
  'Temuco',
  'Valdivia',
  'Puerto Montt',
  'La Serena',
  'Antofagasta',
];

interface MomentPlan {
  leaf: LeafMoment;
  /** Questions a response answers (CALCULATED ones are computed elsewhere, never answered). */
  answerable: Question[];
  /** The answerable questions but comments, in order (what an unfinished survey fills first). */
  fillable: Question[];
  /** The question whose answer decides alerts and the comment's sentiment (the NPS question). */
  anchor: Question | undefined;
  bias: number;
  hasAdvisor: boolean;
  writer: CommentWriter;
  workflow: string | undefined;
}

interface Customer {
  name: string;
  lastname: string;
  code: string;
}

interface Advisor {
  name: string;
  bias: number;
}

interface DayInfo {
  epochDay: number;
  date: CalendarDate;
  /** UTC offset in ms at local midday (local = UTC + offset). */
  offset: number;
}

/** Mixes the tenant id into the seed so two tenants seeded alike still differ (FNV-1a). */
function mixSeed(seed: number, tenantId: string): number {
  let h = 0x811c9dc5 ^ (Math.trunc(seed) >>> 0);
  for (let i = 0; i < tenantId.length; i++) {
    h ^= tenantId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Offset of a zone at an instant, from its wall clock (minute precision is enough: offsets are whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const z = toZonedDateTime(new Date(instant), timeZone);
  return Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

function dayInfo(epochDay: number, timeZone: string): DayInfo {
  const date = fromEpochDay(epochDay);
  const noonUtc = Date.UTC(date.year, date.month - 1, date.day, 12);
  const first = offsetAt(noonUtc, timeZone);
  return { epochDay, date, offset: offsetAt(noonUtc - first, timeZone) };
}

/** Chilean RUT with its check digit, as 12.345.678-5. */
function rut(body: number): string {
  let sum = 0;
  let factor = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  const dv = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return `${String(body).replace(/\B(?=(\d{3})+$)/g, '.')}-${dv}`;
}

function statusShares(tenant: Tenant): Readonly<Record<ResponseStatus, number>> {
  const tabs = tenant.surveyResponseTabs;
  return tabs && !tabs.includes('notAnswered') ? STATUS_SHARES_ANSWERED_ONLY : STATUS_SHARES;
}

function choiceOptions(question: Question, leaf: LeafMoment): string[] {
  if (question.options && question.options.length > 0) return question.options;
  // A CHOICE without options may still be a response-value filter of its moment.
  const filter = leaf.moment.configurationUi?.metadataFilters?.find((f) => f.questionId === question.id);
  return filter ? filter.options.map((o) => o.value) : [];
}

/**
 * The demo data of one tenant: 13 months of survey responses up to `today` in the tenant's time
 * zone, their comments, the alerts and invitations they lead to, and the daily aggregates computed
 * from those rows. Pure: the same source and options give byte-identical rows.
 */
export function generateTenantData(source: TenantSource, options: GenerateOptions): TenantData {
  const { tenantId, tenant, metadata, indicators } = source;
  const total = options.responses ?? DEFAULT_RESPONSES;
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`responses must be a whole number, got ${total}`);
  const todayMs = options.today.getTime();
  if (Number.isNaN(todayMs)) throw new RangeError('today is an invalid Date');
  const tz = tenant.timezone;
  const seed = mixSeed(options.seed, tenantId);
  const random = createRandom(seed);
  const faker = new Faker({ locale: [es] });
  faker.seed(seed);

  // --- Calendar: the days from 13 months ago (exclusive) to today, weighted for volume. ---
  const todayDate = toCalendarDate(options.today, tz);
  const firstDate = addDays(addMonths(todayDate, -HISTORY_MONTHS), 1);
  const firstEpoch = toEpochDay(firstDate);
  const lastEpoch = toEpochDay(todayDate);
  const days: DayInfo[] = [];
  const dayWeights: number[] = [];
  const span = Math.max(1, lastEpoch - firstEpoch);
  for (let e = firstEpoch; e <= lastEpoch; e++) {
    const info = dayInfo(e, tz);
    days.push(info);
    const t = (e - firstEpoch) / span;
    // Volume grows over the year (the programme is rolling out) with a seasonal swell.
    const trend = 0.75 + 0.5 * t + 0.08 * Math.sin(2 * Math.PI * t * 2);
    dayWeights.push(trend * (WEEKDAY_WEIGHTS[(e + 4) % 7] ?? 1) * (e === lastEpoch ? 0.4 : 1));
  }
  const pickDay = weightedPicker(days, dayWeights);
  const pickHour = weightedPicker(HOURS, HOUR_WEIGHTS);
  const windowStart = Date.UTC(firstDate.year, firstDate.month - 1, firstDate.day) - (days[0]?.offset ?? 0);

  const instants: number[] = [];
  for (let i = 0; i < total; i++) {
    const day = pickDay(random);
    const wall = Date.UTC(
      day.date.year,
      day.date.month - 1,
      day.date.day,
      pickHour(random),
      random.int(0, 59),
      random.int(0, 59),
    );
    let instant = wall - day.offset;
    if (instant > todayMs) {
      // Today's responses arrive between local midnight and now, never in the future.
      const midnight = Date.UTC(day.date.year, day.date.month - 1, day.date.day) - day.offset;
      instant = midnight + Math.floor((random.next() * Math.max(0, todayMs - midnight)) / 1000) * 1000;
    }
    instants.push(instant);
  }
  instants.sort((a, b) => a - b);

  // --- Metadata: what each leaf moment asks, and how good each place is. ---
  const npsQuestions = new Set<number>();
  for (const def of Object.values(indicators.indicators)) {
    if (def.source === 'survey' && NPS_FORMULAS.has(def.formula)) for (const q of def.questions) npsQuestions.add(q);
  }
  const plans: MomentPlan[] = [];
  for (const leaf of leafMoments(metadata.criticalMoments)) {
    const answerable = leaf.questions.filter((q) => q.type !== 'CALCULATED');
    if (answerable.length === 0) continue;
    const ratings = answerable.filter(isRatingQuestion);
    const anchor =
      ratings.find((q) => npsQuestions.has(q.id)) ??
      ratings.find((q) => /recomend/i.test(`${q.name} ${q.text.es}`)) ??
      ratings[0];
    const vocabulary = [
      leaf.moment.name,
      leaf.moment.description ?? '',
      ...leaf.questions.map((q) => `${q.name} ${q.text.es}`),
    ].join(' ');
    plans.push({
      leaf,
      answerable,
      fillable: answerable.filter((q) => q.type !== 'COMMENT'),
      anchor,
      bias: random.normal(0, 0.025),
      hasAdvisor: ADVISOR_WORDS.test(vocabulary),
      writer: commentWriter(vocabulary),
      workflow: leaf.workflowName,
    });
  }
  if (plans.length === 0) throw new Error(`tenant ${tenantId}: no critical moment has a question to answer`);
  const anyWorkflow = plans.some((p) => p.workflow !== undefined);
  const workflowOf = (plan: MomentPlan): string | undefined => plan.workflow ?? (anyWorkflow ? undefined : 'general');
  const pickPlan = weightedPicker(
    plans,
    plans.map((p) => (p.workflow ? 2 : 1) * (p.answerable.length >= 5 ? 1.5 : 1) * (0.8 + 0.4 * random.next())),
  );

  const questionBias = new Map<number, number>();
  const scales = new Map<number, RatingScale>();
  const choicePickers = new Map<string, (r: Random) => string>();
  for (const plan of plans) {
    for (const q of plan.answerable) {
      if (isRatingQuestion(q) && !questionBias.has(q.id)) {
        scales.set(q.id, questionScale(q, tenant));
        // Waiting times and prices are rated lower everywhere, so question rankings have a shape.
        const weak = /espera|precio|plazo|demora|repuesto|presupuesto/i.test(`${q.name} ${q.text.es}`) ? -0.07 : 0;
        questionBias.set(q.id, q.id === plan.anchor?.id ? 0 : weak + random.normal(0, 0.04));
      }
      if (q.type === 'CHOICE') {
        const opts = choiceOptions(q, plan.leaf);
        if (opts.length > 0) {
          choicePickers.set(
            `${plan.leaf.moment.id}:${q.id}`,
            weightedPicker(
              opts,
              opts.map(() => Math.exp(random.normal(0, 0.7))),
            ),
          );
        }
      }
    }
  }

  // Geography: a leaf's quality comes from its group (the distributor above a branch); about one
  // group in five is clearly worse, one is a star, so rankings separate.
  const geoLeaves = treeLeaves(metadata.geographies.root);
  const rootGeo = metadata.geographies.root.id;
  const groupQuality = new Map<number, number>();
  const groupIds = [...new Set(geoLeaves.map((l) => (l.parent && l.parent.id !== rootGeo ? l.parent.id : l.node.id)))];
  const worse = new Set<number>();
  const shuffled = groupIds.map((id) => ({ id, key: random.next() })).sort((a, b) => a.key - b.key);
  const worseCount = groupIds.length >= 3 ? Math.max(1, Math.round(groupIds.length / 5)) : 0;
  shuffled.slice(0, worseCount).forEach((g) => worse.add(g.id));
  const star = groupIds.length >= 4 ? shuffled[worseCount]?.id : undefined;
  for (const id of groupIds) {
    groupQuality.set(
      id,
      worse.has(id) ? 0.72 + random.next() * 0.04 : id === star ? 0.92 : 0.86 + random.normal(0, 0.025),
    );
  }
  const geoPlans = geoLeaves.map((l) => {
    const group = l.parent && l.parent.id !== rootGeo ? l.parent.id : l.node.id;
    return { node: l.node, quality: (groupQuality.get(group) ?? 0.86) + random.normal(0, 0.015) };
  });
  const pickGeo = weightedPicker(
    geoPlans,
    geoPlans.map(() => Math.exp(random.normal(0, 0.5))),
  );
  const logicalLeaves = treeLeaves(metadata.logicals).map((l) => l.node);
  const pickLogical = weightedPicker(
    logicalLeaves,
    logicalLeaves.map(() => Math.exp(random.normal(0, 0.6))),
  );
  const channels = metadata.channels;
  const pickChannel = channels.length
    ? weightedPicker(
        channels,
        channels.map((_, i) => (1 / (i + 1)) ** 0.8 * (0.8 + 0.4 * random.next())),
      )
    : undefined;
  const clusters = metadata.clusters ?? [];
  const pickCluster = clusters.length
    ? weightedPicker(
        clusters,
        clusters.map((_, i) => (1 / (i + 1)) ** 0.6),
      )
    : undefined;
  const shares = statusShares(tenant);
  const statuses = Object.keys(shares) as ResponseStatus[];
  const pickStatus = weightedPicker(
    statuses,
    statuses.map((s) => shares[s]),
  );

  // --- People: faker-seeded name pools, combined with the PRNG (faker per row would be slow). ---
  const firstNames = Array.from({ length: 400 }, () => faker.person.firstName());
  const lastNames = Array.from({ length: 400 }, () => faker.person.lastName());
  const chilean = /-CL$/i.test(tenant.locale);
  const customerCount = Math.max(50, Math.round(total * 0.85));
  const usedCodes = new Set<string>();
  const customers: Customer[] = [];
  for (let i = 0; i < customerCount; i++) {
    let code: string;
    do {
      code = chilean ? rut(random.int(5_000_000, 25_999_999)) : String(random.int(1_000_000_000, 9_999_999_999));
    } while (usedCodes.has(code));
    usedCodes.add(code);
    customers.push({ name: random.pick(firstNames), lastname: random.pick(lastNames), code });
  }
  const advisorsByGeo = new Map<number, Advisor[]>();
  for (const g of geoPlans) {
    advisorsByGeo.set(
      g.node.id,
      Array.from({ length: random.int(2, 5) }, () => ({
        name: `${random.pick(firstNames)} ${(random.pick(lastNames).split(' ')[0] ?? '').trim()}`,
        bias: random.normal(0, 0.04),
      })),
    );
  }
  const isBus = tenant.kind === 'bus';
  const cities = chilean ? BUS_CITIES_CL : BUS_CITIES_MX;
  const drivers = Array.from({ length: 60 }, () => `${random.pick(firstNames)} ${random.pick(lastNames)}`);
  const buses = Array.from({ length: 150 }, () => random.int(1000, 9999));
  const monthPhase = random.next() * 2 * Math.PI;

  // --- Responses, comments and alerts, in time order. ---
  const surveyResponses: SurveyResponseRow[] = [];
  const responseComments: ResponseCommentRow[] = [];
  const alerts: Omit<AlertRow, 'id'>[] = [];
  const notifications: Omit<NotificationRow, 'id'>[] = [];
  const daysSinceStart = (ms: number): number => (ms - windowStart) / (24 * HOUR_MS);

  instants.forEach((instant, index) => {
    const id = index + 1;
    const created = new Date(instant);
    const plan = pickPlan(random);
    const geo = pickGeo(random);
    const logical = pickLogical(random);
    const status = pickStatus(random);
    const customer = random.pick(customers);
    const advisor = plan.hasAdvisor ? random.pick(advisorsByGeo.get(geo.node.id) ?? []) : undefined;
    const months = daysSinceStart(instant) / 30.44;
    // Scores drift over the year (a dip and a recovery) so trends are not flat.
    const drift = 0.02 * Math.sin((2 * Math.PI * months) / HISTORY_MONTHS + monthPhase) + 0.002 * months;
    const base = geo.quality + plan.bias + drift + (advisor?.bias ?? 0);
    const badLuck = Math.min(0.3, Math.max(0.02, 0.05 + (0.86 - base) * 0.4));
    const mood = random.chance(badLuck) ? random.next() * 0.6 : clamp01(base + random.normal(0, 0.1));

    const answers: Record<string, number | string> = {};
    let answeredCount = 0;
    let anchorShare: number | undefined;
    let anchorValue: number | undefined;
    const comments: { question: Question; sentiment: SentimentName }[] = [];
    if (status !== 'NOT_ANSWERED') {
      const fillable = plan.fillable;
      const limit = status === 'IN_PROGRESS' ? random.int(1, Math.max(1, fillable.length - 1)) : fillable.length;
      for (const q of fillable.slice(0, limit)) {
        const value = answerOf(q, plan, logical.name, mood);
        if (value === undefined) continue;
        answers[String(q.id)] = value;
        answeredCount++;
        if (q.id === plan.anchor?.id && typeof value === 'number') {
          const scale = scales.get(q.id) ?? questionScale(q, tenant);
          anchorValue = value;
          anchorShare = (value - scale.min) / (scale.max - scale.min);
        }
      }
      if (status === 'ANSWERED') {
        for (const q of plan.answerable) {
          if (q.type === 'COMMENT' && random.chance(COMMENT_RATE)) {
            comments.push({ question: q, sentiment: sentimentFor(anchorShare ?? mood) });
          }
        }
      }
    }
    let commentText: string | undefined;
    for (const { question, sentiment } of comments) {
      const comment = plan.writer.write(random, sentiment);
      answers[String(question.id)] = comment.text;
      answeredCount++;
      commentText ??= comment.text;
      responseComments.push({
        tenant_id: tenantId,
        response_id: id,
        question_id: question.id,
        critical_moment_id: plan.leaf.moment.id,
        geo_location_id: geo.node.id,
        created_at: created,
        text: comment.text,
        sentiment: comment.sentiment,
        tags: comment.tags,
      });
    }

    let context: Record<string, unknown> | null = null;
    if (isBus) {
      const origin = random.pick(cities);
      let destination = random.pick(cities);
      while (destination === origin) destination = random.pick(cities);
      const local = toCalendarDate(created, tz);
      context = {
        fFechaViaje: formatWireDate(addDays(local, -random.int(0, 3))),
        sOrigen: origin,
        sDestino: destination,
        nAutobus: random.pick(buses),
        sNomOperador1: random.pick(drivers),
        nOperacion: 100_000 + id * 7 + random.int(0, 6),
      };
    }

    surveyResponses.push({
      tenant_id: tenantId,
      id,
      critical_moment_id: plan.leaf.moment.id,
      geo_location_id: geo.node.id,
      logical_location_id: logical.id,
      channel_id: pickChannel ? pickChannel(random).id : null,
      cluster_id: pickCluster ? pickCluster(random).id : null,
      status,
      created_at: created,
      customer_name: customer.name,
      customer_lastname: customer.lastname,
      customer_code: customer.code,
      client_mode: random.chance(0.32) ? 'app' : 'web',
      advisor: advisor?.name ?? null,
      answers,
      context,
    });

    // Alerts: very low scores are incidents, middling detractors are rescues, top scores may be
    // wows, and a survey left half-way may be an abandon.
    let type: AlertType | undefined;
    if (status === 'ANSWERED' && anchorShare !== undefined) {
      if (anchorShare <= 0.3 && random.chance(0.9)) type = 'INCIDENT';
      else if (anchorShare > 0.3 && anchorShare < 0.65 && random.chance(0.5)) type = 'RESCUE';
      else if (anchorShare === 1 && random.chance(0.3)) type = 'WOW';
    } else if (status === 'IN_PROGRESS' && random.chance(0.5)) {
      type = 'ABANDON';
    }
    if (type) {
      const place = `${plan.leaf.moment.name}, ${geo.node.name}`;
      const score = plan.anchor && anchorValue !== undefined ? `${plan.anchor.name}: ${anchorValue}` : '';
      const quote = commentText ? ` Comentario: «${commentText}»` : '';
      const description =
        type === 'INCIDENT'
          ? `Cliente detractor (${score}) en ${place}.${quote}`
          : type === 'RESCUE'
            ? `Cliente a rescatar (${score}) en ${place}.${quote}`
            : type === 'WOW'
              ? `Cliente promotor (${score}) en ${place}: experiencia destacada.${quote}`
              : `Encuesta abandonada en ${place}: ${answeredCount} de ${plan.answerable.length} preguntas respondidas.`;
      alerts.push(alertTimeline(random, type, id, plan, geo.node.id, instant, todayMs, tenantId, description));
    }

    const workflow = workflowOf(plan);
    if (workflow) {
      const sentAt = Math.max(windowStart, instant - Math.round((0.5 + random.next() * 71.5) * HOUR_MS));
      notifications.push({
        tenant_id: tenantId,
        workflow_name: workflow,
        status: invitationStatus(random, status),
        customer_code: customer.code,
        critical_moment_id: plan.leaf.moment.id,
        geo_location_id: geo.node.id,
        created_at: new Date(Math.floor(sentAt / 1000) * 1000),
      });
    }
  });

  // Invitations of the last three days still on their way (registered, queued...): no response yet.
  const workflowPlans = plans.filter((p) => workflowOf(p) !== undefined);
  if (workflowPlans.length > 0) {
    const pickWorkflowPlan = weightedPicker(
      workflowPlans,
      workflowPlans.map(() => 1),
    );
    const pending: NotificationStatus[] = ['registered', 'queued', 'processed', 'sent', 'opened', 'error'];
    const pickPending = weightedPicker(pending, [0.25, 0.2, 0.15, 0.15, 0.15, 0.1]);
    const extra = Math.max(pending.length * 3, Math.round(total * 0.02));
    const from = Math.max(windowStart, todayMs - 72 * HOUR_MS);
    for (let i = 0; i < extra; i++) {
      const plan = pickWorkflowPlan(random);
      notifications.push({
        tenant_id: tenantId,
        workflow_name: workflowOf(plan) as string,
        // The first of each status is forced so every status shows even on a tiny data set.
        status: i < pending.length ? (pending[i] as NotificationStatus) : pickPending(random),
        customer_code: random.pick(customers).code,
        critical_moment_id: plan.leaf.moment.id,
        geo_location_id: pickGeo(random).node.id,
        created_at: new Date(Math.floor((from + random.next() * (todayMs - from)) / 1000) * 1000),
      });
    }
  }

  const alertRows = withIds(alerts);
  const notificationRows = withIds(notifications);
  return {
    tenantId,
    surveyResponses,
    responseComments,
    alerts: alertRows,
    notifications: notificationRows,
    answerDaily: answerDailyRows(surveyResponses, metadata, tenant),
    responseDaily: responseDailyRows(surveyResponses, tenant),
    tagDaily: tagDailyRows(responseComments, tenant),
    alertDaily: alertDailyRows(alertRows, tenant),
    sequences: [
      { tenant_id: tenantId, name: 'survey_responses', value: surveyResponses.length },
      { tenant_id: tenantId, name: 'alerts', value: alertRows.length },
      { tenant_id: tenantId, name: 'notifications', value: notificationRows.length },
    ],
  };

  function answerOf(q: Question, plan: MomentPlan, logicalName: string, mood: number): number | string | undefined {
    switch (q.type) {
      case 'NUMBER':
      case 'DECIMAL': {
        const scale = scales.get(q.id) ?? questionScale(q, tenant);
        const noise = q.id === plan.anchor?.id ? 0.04 : 0.08;
        const x = clamp01(mood + (questionBias.get(q.id) ?? 0) + random.normal(0, noise));
        const raw = scale.min + (scale.max - scale.min) * x;
        return q.type === 'NUMBER' ? Math.round(raw) : Math.round(raw * 10) / 10;
      }
      case 'CHOICE': {
        const picker = choicePickers.get(`${plan.leaf.moment.id}:${q.id}`);
        if (!picker) return undefined;
        // A choice naming the response's logical node (its model, its line) answers that node.
        const opts = choiceOptions(q, plan.leaf);
        return opts.includes(logicalName) ? logicalName : picker(random);
      }
      case 'TEXT':
        return random.pick(TEXT_ANSWERS);
      default:
        return undefined;
    }
  }

  function sentimentFor(share: number): SentimentName {
    const [p, n] = share >= 0.85 ? [0.72, 0.2] : share >= 0.65 ? [0.3, 0.45] : [0.06, 0.2];
    const u = random.next();
    return u < p ? 'positive' : u < p + n ? 'neutral' : 'negative';
  }
}

/** An alert's status and timeline: first response about 36 h after creation, closing later, never after today. */
function alertTimeline(
  random: Random,
  type: AlertType,
  responseId: number,
  plan: MomentPlan,
  geoId: number,
  responseAt: number,
  todayMs: number,
  tenantId: string,
  description: string,
): Omit<AlertRow, 'id'> {
  const created = Math.min(todayMs, responseAt + random.int(1, 20) * MINUTE_MS);
  const u = random.next();
  let status: AlertStatus =
    type === 'WOW'
      ? u < 0.5
        ? 'CLOSED'
        : u < 0.7
          ? 'IN_PROCESS'
          : 'NOT_HANDLED'
      : u < 0.62
        ? 'CLOSED'
        : u < 0.85
          ? 'IN_PROCESS'
          : 'NOT_HANDLED';
  let firstResponse: number | null = null;
  let closed: number | null = null;
  if (status !== 'NOT_HANDLED') {
    // Lognormal around the 36 h base (platform-core.md §9): about half fast, half slow.
    firstResponse = created + Math.round(36 * Math.exp(random.normal(0, 0.45)) * HOUR_MS);
    if (firstResponse > todayMs) {
      status = 'NOT_HANDLED';
      firstResponse = null;
    }
  }
  if (status === 'CLOSED' && firstResponse !== null) {
    closed = firstResponse + Math.round(30 * Math.exp(random.normal(0, 0.8)) * HOUR_MS);
    if (closed > todayMs) {
      status = 'IN_PROCESS';
      closed = null;
    }
  }
  const toDate = (ms: number | null): Date | null => (ms === null ? null : new Date(Math.floor(ms / 1000) * 1000));
  return {
    tenant_id: tenantId,
    response_id: responseId,
    critical_moment_id: plan.leaf.moment.id,
    geo_location_id: geoId,
    type,
    status,
    created_at: toDate(created) as Date,
    first_response_at: toDate(firstResponse),
    closed_at: toDate(closed),
    description,
  };
}

/** The invitation status a response's own status implies. */
function invitationStatus(random: Random, status: ResponseStatus): NotificationStatus {
  if (status === 'ANSWERED' || status === 'INVALID') return 'answered';
  if (status === 'IN_PROGRESS') return 'clicked';
  const u = random.next();
  return u < 0.38 ? 'sent' : u < 0.7 ? 'opened' : u < 0.85 ? 'processed' : 'error';
}

/** Rows sorted by created_at (stable) and numbered from 1. */
function withIds<T extends { created_at: Date }>(rows: T[]): (T & { id: number })[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => a.row.created_at.getTime() - b.row.created_at.getTime() || a.i - b.i)
    .map(({ row }, i) => ({ id: i + 1, ...row }));
}
