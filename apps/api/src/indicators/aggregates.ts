import type { Tenant, TenantMetadata } from '@voz/schema';
import { npsThresholds, toWireDate, toZonedDateTime, type NpsThresholds, type RatingScale } from '@voz/core';
import { isRatingQuestion, questionIndex, questionScale } from '../tenants/metadata-index.js';
import type {
  AlertDailyRow,
  AlertRow,
  AnswerDailyRow,
  ResponseCommentRow,
  ResponseDailyRow,
  SurveyResponseRow,
  TagDailyRow,
} from '../db/rows.js';

// The daily pre-aggregates, computed from raw rows. The seed writes what these return, and the API
// moves the same counters when a row changes (the *Delta functions, or these functions over the
// one changed row, added or subtracted), so the aggregates and a recount from raw rows never differ.
//
// A day is the calendar date of created_at in the tenant's time zone.

/** What answer_daily and response_daily read of a response. */
export type ResponseForAggregates = Pick<
  SurveyResponseRow,
  'tenant_id' | 'critical_moment_id' | 'geo_location_id' | 'status' | 'created_at' | 'answers'
>;
/** What tag_daily reads of a comment. */
export type CommentForAggregates = Pick<
  ResponseCommentRow,
  'tenant_id' | 'critical_moment_id' | 'geo_location_id' | 'created_at' | 'sentiment' | 'tags'
>;
/** What alert_daily reads of an alert. */
export type AlertForAggregates = Pick<
  AlertRow,
  'tenant_id' | 'critical_moment_id' | 'geo_location_id' | 'created_at' | 'type' | 'status'
>;
/** The tenant settings the aggregates read: time zone and default rating range. */
export type AggregateTenant = Pick<Tenant, 'timezone' | 'formatting'>;

/** Primary key of a response_daily row. */
export type ResponseDailyKey = Omit<ResponseDailyRow, 'n'>;
/** Primary key of an alert_daily row. */
export type AlertDailyKey = Omit<AlertDailyRow, 'n'>;

/** How one row change moves a count table: one counter down, one up (null when untouched). */
export interface DailyDelta<K> {
  /** Key whose n goes down by one (the row before the change), or null. */
  decrement: K | null;
  /** Key whose n goes up by one (the row after the change), or null. */
  increment: K | null;
}

const BUCKET_MS = 6 * 3_600_000;
const MAX_CACHED_BUCKETS = 200_000;
const offsetCaches = new Map<string, Map<number, number | null>>();

/** UTC offset (ms) of a zone at an instant, read from its wall clock. */
function offsetAt(ms: number, timeZone: string): number {
  const z = toZonedDateTime(new Date(ms), timeZone);
  return Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute) - Math.floor(ms / 60_000) * 60_000;
}

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * `toWireDate(date, timeZone)`, fast: the zone's offset is read once per six-hour bucket (at both
 * ends, memoised per zone), and an instant in a bucket whose offset does not change is shifted by it
 * with plain UTC arithmetic. Buckets holding an offset change (a DST switch) ask Intl for every
 * instant. 20,000 rows then cost a couple of thousand Intl calls instead of 20,000.
 */
export function dayInZone(timeZone: string): (date: Date) => string {
  let cache = offsetCaches.get(timeZone);
  if (!cache || cache.size > MAX_CACHED_BUCKETS) {
    cache = new Map();
    offsetCaches.set(timeZone, cache);
  }
  const offsets = cache;
  return (date) => {
    const ms = date.getTime();
    const bucket = Math.floor(ms / BUCKET_MS);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const start = offsetAt(bucket * BUCKET_MS, timeZone);
      offset = start === offsetAt((bucket + 1) * BUCKET_MS - 60_000, timeZone) ? start : null;
      offsets.set(bucket, offset);
    }
    if (offset === null) return toWireDate(date, timeZone);
    const local = new Date(ms + offset);
    const year = local.getUTCFullYear();
    if (year < 1000 || year > 9999) return toWireDate(date, timeZone);
    return `${year}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  };
}

function compare(a: number | string, b: number | string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface RatingInfo {
  scale: RatingScale;
  nps: NpsThresholds | null;
}

/**
 * answer_daily: per day, critical moment, geography and question, the count, sum, NPS split
 * (9–10/7–8/0–6 on scales ending at 10, 5/4/1–3 on scales ending at 5, none on other scales) and
 * top-two-box count of the answers. Only ANSWERED responses, only NUMBER and DECIMAL questions of
 * metadata.json, only finite answers inside the question's scale (what the formulas count).
 * Sorted by primary key.
 */
export function answerDailyRows(
  responses: readonly ResponseForAggregates[],
  metadata: TenantMetadata,
  tenant: AggregateTenant,
): AnswerDailyRow[] {
  const questions = questionIndex(metadata);
  const ratings = new Map<string, RatingInfo | null>();
  const ratingOf = (qid: string): RatingInfo | null => {
    let info = ratings.get(qid);
    if (info === undefined) {
      const question = questions.get(Number(qid));
      info = null;
      if (question && isRatingQuestion(question)) {
        const scale = questionScale(question, tenant);
        let nps: NpsThresholds | null = null;
        try {
          nps = npsThresholds(scale);
        } catch {
          // A scale with no NPS convention (e.g. 1–7) still has n, sum and top-two-box.
        }
        info = { scale, nps };
      }
      ratings.set(qid, info);
    }
    return info;
  };
  const dayOf = dayInZone(tenant.timezone);
  const rows: AnswerDailyRow[] = [];
  // Cells (tenant, day, moment, geography) first, then questions inside: one string key per response.
  const cells = new Map<string, Map<string, AnswerDailyRow>>();
  for (const r of responses) {
    if (r.status !== 'ANSWERED') continue;
    const day = dayOf(r.created_at);
    const cellKey = `${r.tenant_id}|${day}|${r.critical_moment_id}|${r.geo_location_id}`;
    let cell = cells.get(cellKey);
    if (!cell) {
      cell = new Map();
      cells.set(cellKey, cell);
    }
    for (const qid in r.answers) {
      const value = r.answers[qid];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const info = ratingOf(qid);
      if (!info || value < info.scale.min || value > info.scale.max) continue;
      let row = cell.get(qid);
      if (!row) {
        row = {
          tenant_id: r.tenant_id,
          day,
          critical_moment_id: r.critical_moment_id,
          geo_location_id: r.geo_location_id,
          question_id: Number(qid),
          n: 0,
          sum: 0,
          promoters: 0,
          passives: 0,
          detractors: 0,
          top2: 0,
        };
        cell.set(qid, row);
        rows.push(row);
      }
      row.n++;
      row.sum += value;
      if (info.nps) {
        if (value >= info.nps.promoterMin) row.promoters++;
        else if (value >= info.nps.passiveMin) row.passives++;
        else row.detractors++;
      }
      if (value >= info.scale.max - 1) row.top2++;
    }
  }
  return rows.sort(
    (a, b) =>
      compare(a.tenant_id, b.tenant_id) ||
      a.question_id - b.question_id ||
      compare(a.day, b.day) ||
      a.critical_moment_id - b.critical_moment_id ||
      a.geo_location_id - b.geo_location_id,
  );
}

/** response_daily: per day, critical moment, geography and status, the number of responses. Sorted by key. */
export function responseDailyRows(
  responses: readonly ResponseForAggregates[],
  tenant: AggregateTenant,
): ResponseDailyRow[] {
  const dayOf = dayInZone(tenant.timezone);
  const rows = new Map<string, ResponseDailyRow>();
  for (const r of responses) {
    const key = responseDailyKey(r, dayOf);
    const id = responseKeyString(key);
    const row = rows.get(id);
    if (row) row.n++;
    else rows.set(id, { ...key, n: 1 });
  }
  return [...rows.values()].sort((a, b) => byDailyKey(a, b) || compare(a.status, b.status));
}

/**
 * tag_daily: per day, critical moment, geography and tag, the positive (sentiment 1), neutral (0)
 * and negative (−1) comments carrying the tag. A tag repeated in one comment counts once; a comment
 * without tags counts nowhere. Sorted by key.
 */
export function tagDailyRows(comments: readonly CommentForAggregates[], tenant: AggregateTenant): TagDailyRow[] {
  const dayOf = dayInZone(tenant.timezone);
  const rows = new Map<string, TagDailyRow>();
  for (const c of comments) {
    const day = dayOf(c.created_at);
    for (const tag of new Set(c.tags)) {
      const key = `${c.tenant_id}|${day}|${c.critical_moment_id}|${c.geo_location_id}|${tag}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          tenant_id: c.tenant_id,
          day,
          critical_moment_id: c.critical_moment_id,
          geo_location_id: c.geo_location_id,
          tag,
          positive: 0,
          neutral: 0,
          negative: 0,
        };
        rows.set(key, row);
      }
      if (c.sentiment > 0) row.positive++;
      else if (c.sentiment < 0) row.negative++;
      else row.neutral++;
    }
  }
  return [...rows.values()].sort((a, b) => byDailyKey(a, b) || compare(a.tag, b.tag));
}

/** alert_daily: per day of creation, critical moment, geography, type and status, the number of alerts. Sorted by key. */
export function alertDailyRows(alerts: readonly AlertForAggregates[], tenant: AggregateTenant): AlertDailyRow[] {
  const dayOf = dayInZone(tenant.timezone);
  const rows = new Map<string, AlertDailyRow>();
  for (const a of alerts) {
    const key = alertDailyKey(a, dayOf);
    const id = alertKeyString(key);
    const row = rows.get(id);
    if (row) row.n++;
    else rows.set(id, { ...key, n: 1 });
  }
  return [...rows.values()].sort((a, b) => byDailyKey(a, b) || compare(a.type, b.type) || compare(a.status, b.status));
}

/**
 * How alert_daily moves when an alert changes: `before` null for an insert, `after` null for a
 * delete; both counters null when the change leaves the key as it was (a description edit).
 */
export function alertDailyDelta(
  before: AlertForAggregates | null,
  after: AlertForAggregates | null,
  timeZone: string,
): DailyDelta<AlertDailyKey> {
  const dayOf = dayInZone(timeZone);
  const decrement = before ? alertDailyKey(before, dayOf) : null;
  const increment = after ? alertDailyKey(after, dayOf) : null;
  if (decrement && increment && alertKeyString(decrement) === alertKeyString(increment)) {
    return { decrement: null, increment: null };
  }
  return { decrement, increment };
}

/** How response_daily moves when a response changes (a status change, an insert or a delete); as alertDailyDelta. */
export function responseDailyDelta(
  before: ResponseForAggregates | null,
  after: ResponseForAggregates | null,
  timeZone: string,
): DailyDelta<ResponseDailyKey> {
  const dayOf = dayInZone(timeZone);
  const decrement = before ? responseDailyKey(before, dayOf) : null;
  const increment = after ? responseDailyKey(after, dayOf) : null;
  if (decrement && increment && responseKeyString(decrement) === responseKeyString(increment)) {
    return { decrement: null, increment: null };
  }
  return { decrement, increment };
}

function responseDailyKey(r: ResponseForAggregates, dayOf: (d: Date) => string): ResponseDailyKey {
  return {
    tenant_id: r.tenant_id,
    day: dayOf(r.created_at),
    critical_moment_id: r.critical_moment_id,
    geo_location_id: r.geo_location_id,
    status: r.status,
  };
}

function responseKeyString(k: ResponseDailyKey): string {
  return `${k.tenant_id}|${k.day}|${k.critical_moment_id}|${k.geo_location_id}|${k.status}`;
}

function alertDailyKey(a: AlertForAggregates, dayOf: (d: Date) => string): AlertDailyKey {
  return {
    tenant_id: a.tenant_id,
    day: dayOf(a.created_at),
    critical_moment_id: a.critical_moment_id,
    geo_location_id: a.geo_location_id,
    type: a.type,
    status: a.status,
  };
}

function alertKeyString(k: AlertDailyKey): string {
  return `${k.tenant_id}|${k.day}|${k.critical_moment_id}|${k.geo_location_id}|${k.type}|${k.status}`;
}

interface DailyKey {
  tenant_id: string;
  day: string;
  critical_moment_id: number;
  geo_location_id: number;
}

function byDailyKey(a: DailyKey, b: DailyKey): number {
  return (
    compare(a.tenant_id, b.tenant_id) ||
    compare(a.day, b.day) ||
    a.critical_moment_id - b.critical_moment_id ||
    a.geo_location_id - b.geo_location_id
  );
}
