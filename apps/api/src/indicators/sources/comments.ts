import type { CommentsIndicator, GroupBy } from '@voz/schema';
import {
  COMMENTS_LIMIT,
  DEFAULT_TAG_GROUP,
  OTHER_TAG_GROUP,
  TAGS_LIMIT,
  WORD_CLOUD_LIMIT,
  sentimentLabel,
  sentimentPercentage,
  toWireDate,
  type SentimentScore,
} from '@voz/core';
import { sql } from 'kysely';
import { keyMapper, type DimensionContext } from '../dimensions.js';
import { isEmptyFilter, onlyDailyDimensions, type ResolvedFilter } from '../filter.js';
import { rollupFacts } from '../rollup.js';
import {
  answerConditions,
  contextConditions,
  dailyConditions,
  idIn,
  keyExpression,
  keySelect,
  num,
  readKeys,
  scanConditions,
  where,
  zonedDay,
  type Expr,
  type TableColumns,
} from '../sql-parts.js';
import type { Fact, IndicatorRow, TagCategory, TagCount } from '../types.js';
import { totalOf, type EngineContext, type FactsResult, type IndicatorSource } from './source.js';

// Comments indicators: sentiment shares, tag counts, word counts and the comments themselves.
//
// Tags read tag_daily (per tenant, day, moment, geography and tag: positive, neutral and negative
// comments carrying the tag) when the filter only involves dates, moments and geographies and the
// indicator reads every comment question; otherwise response_comments with its tags unnested
// (each tag once per comment, as tag_daily counts them). Sentiment counts comments by sentiment
// in response_comments; both scans use its (tenant_id, created_at) index.

const DAILY_TAG_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  'tag',
  'geoLocation',
  'criticalMoment',
  'formattedMonth',
  'formattedBimester',
  'formattedWeek',
  'date',
  'week',
]);
const COMMENT_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  ...DAILY_TAG_DIMENSIONS,
  'question',
  'logicalLocation',
  'channel',
  'mlCluster',
]);
/** Groupings that need the response of the comment. */
const RESPONSE_DIMENSIONS: ReadonlySet<GroupBy> = new Set(['logicalLocation', 'channel', 'mlCluster']);

function definitionOf(ctx: EngineContext): CommentsIndicator {
  return ctx.definition as CommentsIndicator;
}

function needsResponse(dimensions: readonly GroupBy[], filter: ResolvedFilter): boolean {
  return !onlyDailyDimensions(filter) || dimensions.some((d) => RESPONSE_DIMENSIONS.has(d));
}

/** The FROM clause and conditions of a scan of response_comments (joined to its response when needed). */
function commentScan(
  ctx: EngineContext,
  dimensions: readonly GroupBy[],
  filter: ResolvedFilter,
  unnestTags: boolean,
): { from: Expr; conditions: Expr[]; columns: TableColumns } {
  const join = needsResponse(dimensions, filter);
  const columns: TableColumns = {
    day: zonedDay(sql.ref('c.created_at'), filter.timeZone),
    criticalMoment: sql.ref('c.critical_moment_id'),
    geoLocation: sql.ref('c.geo_location_id'),
    question: sql.ref('c.question_id'),
    tag: sql.ref('t.tag'),
    ...(join
      ? {
          logicalLocation: sql.ref('r.logical_location_id'),
          channel: sql.ref('r.channel_id'),
          mlCluster: sql.ref('r.cluster_id'),
        }
      : {}),
  };
  const from = sql`response_comments c
    ${join ? sql`JOIN survey_responses r ON r.tenant_id = c.tenant_id AND r.id = c.response_id` : sql``}
    ${unnestTags ? sql`CROSS JOIN LATERAL (SELECT DISTINCT x AS tag FROM unnest(c.tags) AS x) t` : sql``}`;
  const conditions = [
    sql`c.tenant_id = ${filter.tenantId}`,
    ...scanConditions(filter, sql.ref('c.created_at'), columns, ctx.trees),
    ...(join ? answerConditions(filter, sql.ref('r.answers')) : []),
    ...(join ? contextConditions(filter, sql.ref('r.context')) : []),
  ];
  const questions = definitionOf(ctx).questions;
  if (questions !== undefined) conditions.push(idIn(sql.ref('c.question_id'), questions));
  if (ctx.params.tag !== undefined) conditions.push(sql`${ctx.params.tag} = ANY(c.tags)`);
  return { from, conditions, columns };
}

function sentimentFact(row: Record<string, unknown>, keyCount: number): Fact {
  return {
    keys: readKeys(row, keyCount),
    part: 0,
    measures: { positive: num(row['pos']), neutral: num(row['neu']), negative: num(row['neg']) },
  };
}

/** Facts of comments counted by sentiment, grouped by the dimensions (tag included when asked). */
async function commentFacts(
  ctx: EngineContext,
  dimensions: readonly GroupBy[],
  filter: ResolvedFilter,
): Promise<FactsResult> {
  if (isEmptyFilter(filter)) return { facts: [], path: 'none' };
  const byTag = dimensions.includes('tag');
  const daily =
    byTag &&
    !ctx.forceScan &&
    definitionOf(ctx).questions === undefined &&
    !needsResponse(dimensions, filter) &&
    dimensions.every((d) => DAILY_TAG_DIMENSIONS.has(d));
  if (daily) {
    const tagCondition = ctx.params.tag !== undefined ? [sql`tag = ${ctx.params.tag}`] : [];
    const sums = [sql`SUM(positive) AS pos`, sql`SUM(neutral) AS neu`, sql`SUM(negative) AS neg`];
    const rolled = await rollupFacts(ctx, dimensions, filter, {
      table: 'tag_rollup',
      leading: [],
      sums,
      conditions: tagCondition,
      columns: { tag: sql.ref('tag') },
      read: (row) => sentimentFact(row, 0),
    });
    if (rolled) return { facts: rolled, path: 'fast' };
    const columns: TableColumns = {
      day: sql.ref('day'),
      criticalMoment: sql.ref('critical_moment_id'),
      geoLocation: sql.ref('geo_location_id'),
      tag: sql.ref('tag'),
    };
    const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
    const { select, groupBy } = keySelect(keys);
    const conditions = [
      sql`tenant_id = ${filter.tenantId}`,
      ...dailyConditions(filter, columns, ctx.trees),
      ...tagCondition,
    ];
    const { rows } = await sql<Record<string, unknown>>`
      SELECT ${sql.join([...select, ...sums])}
      FROM tag_daily ${where(conditions)} ${groupBy}`.execute(ctx.db);
    return { facts: rows.map((row) => sentimentFact(row, keys.length)), path: 'fast' };
  }
  const { from, conditions, columns } = commentScan(ctx, dimensions, filter, byTag);
  const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
  const { select, groupBy } = keySelect(keys);
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${select.length > 0 ? sql`${sql.join(select)}, ` : sql``}
      count(*) FILTER (WHERE c.sentiment > 0) AS pos,
      count(*) FILTER (WHERE c.sentiment = 0) AS neu,
      count(*) FILTER (WHERE c.sentiment < 0) AS neg
    FROM ${from} ${where(conditions)} ${groupBy}`.execute(ctx.db);
  return { facts: rows.map((row) => sentimentFact(row, keys.length)), path: 'scan' };
}

const PLACEHOLDER_TAGS: ReadonlySet<string> = new Set([DEFAULT_TAG_GROUP, OTHER_TAG_GROUP]);

function byCountThenName(a: { group: string; count: number }, b: { group: string; count: number }): number {
  return b.count - a.count || (a.group < b.group ? -1 : a.group > b.group ? 1 : 0);
}

/** The tags and sentiment categories of a row from its tag counts (placeholders left out, top 10). */
function tagFields(tags: TagCount[]): Pick<IndicatorRow, 'tags' | 'categories'> {
  const real = tags.filter((t) => !PLACEHOLDER_TAGS.has(t.group)).sort(byCountThenName);
  const categories: TagCategory[] = (['positive', 'neutral', 'negative'] as const).map((group) => ({
    group,
    count: real.reduce((sum, t) => sum + t[group], 0),
    tags: real
      .filter((t) => t[group] > 0)
      .map((t) => ({ group: t.group, count: t[group] }))
      .sort(byCountThenName)
      .slice(0, TAGS_LIMIT),
  }));
  return { tags: real.slice(0, TAGS_LIMIT), categories };
}

function tagCount(group: string, positive: number, neutral: number, negative: number): TagCount {
  return { group, count: positive + neutral + negative, positive, neutral, negative };
}

/** Comments indicators with measure sentiment or tags (source "comments"). */
export const commentsSource: IndicatorSource = {
  supports: (dimension, ctx) => {
    const measure = definitionOf(ctx).measure;
    return (measure === 'sentiment' || measure === 'tags') && COMMENT_DIMENSIONS.has(dimension);
  },

  facts: commentFacts,

  finish(parts, ctx) {
    const total = totalOf(parts);
    const positive = total['positive'] ?? 0;
    const neutral = total['neutral'] ?? 0;
    const negative = total['negative'] ?? 0;
    const count = positive + neutral + negative;
    // Sentiment shares are positive/count×100; tag rows count mentions unless a share is asked for.
    const share = definitionOf(ctx).measure === 'sentiment' || ctx.params.formula === 'sentiment-percentage';
    return { value: share ? sentimentPercentage(positive, count) : count, count, positive, neutral, negative };
  },

  async decorate(ctx, dimensions, filter, rows) {
    const tagIndex = dimensions.indexOf('tag');
    if (tagIndex >= 0) {
      for (const { keys, row } of rows) {
        const own = tagCount(String(keys[tagIndex]), row.positive ?? 0, row.neutral ?? 0, row.negative ?? 0);
        Object.assign(row, tagFields([own]));
      }
      return;
    }
    const wanted = ctx.params.keyExtract;
    if (wanted !== undefined && !wanted.includes('tags') && !wanted.includes('categories')) return;
    // Sentiment rows: the tags of each group's comments, from a second grouping by tag.
    const { facts } = await commentFacts(ctx, [...dimensions, 'tag'], filter);
    const mapKeys = keyMapper(dimensions, dimensionContext(ctx, filter));
    const perGroup = new Map<string, Map<string, TagCount>>();
    for (const fact of facts) {
      const mapped = mapKeys(fact.keys.slice(0, dimensions.length));
      if (!mapped) continue;
      const groupKey = JSON.stringify(mapped);
      const tag = String(fact.keys[dimensions.length]);
      const tags = perGroup.get(groupKey) ?? new Map<string, TagCount>();
      perGroup.set(groupKey, tags);
      const m = fact.measures;
      const before = tags.get(tag) ?? tagCount(tag, 0, 0, 0);
      tags.set(
        tag,
        tagCount(
          tag,
          before.positive + (m['positive'] ?? 0),
          before.neutral + (m['neutral'] ?? 0),
          before.negative + (m['negative'] ?? 0),
        ),
      );
    }
    for (const { keys, row } of rows) {
      Object.assign(row, tagFields([...(perGroup.get(JSON.stringify(keys))?.values() ?? [])]));
    }
  },
};

function dimensionContext(ctx: EngineContext, filter: ResolvedFilter): DimensionContext {
  return { catalog: ctx.catalog, trees: ctx.trees, params: ctx.params, filter, questions: [] };
}

// Words shorter than this, and these Spanish function words, say nothing in a word count.
const MIN_WORD_LENGTH = 4;
const STOP_WORDS = [
  'para',
  'pero',
  'como',
  'con',
  'una',
  'unos',
  'unas',
  'este',
  'esta',
  'estos',
  'estas',
  'eso',
  'esto',
  'muy',
  'más',
  'mas',
  'porque',
  'cuando',
  'donde',
  'sobre',
  'entre',
  'hasta',
  'desde',
  'todo',
  'toda',
  'todos',
  'todas',
  'nada',
  'algo',
  'poco',
  'solo',
  'sólo',
  'también',
  'tambien',
  'aunque',
  'sino',
  'ellos',
  'ellas',
  'nosotros',
  'ustedes',
  'fue',
  'fueron',
  'ser',
  'sido',
  'era',
  'eran',
  'estaba',
  'estaban',
  'está',
  'están',
  'estar',
  'hay',
  'había',
  'tiene',
  'tienen',
  'tener',
  'tenía',
  'hace',
  'hacer',
  'hizo',
  'puede',
  'pueden',
  'cada',
  'otro',
  'otra',
  'otros',
  'otras',
  'mismo',
  'misma',
  'bien',
  'después',
  'antes',
  'ahora',
  'siempre',
  'nunca',
  'menos',
  'mucho',
  'mucha',
  'muchos',
  'muchas',
  'les',
  'los',
  'las',
  'del',
  'que',
  'qué',
  'sin',
  'por',
  'sus',
  'nos',
  'me',
  'mi',
  'mis',
  'cual',
  'cuál',
  'quien',
  'quién',
  'ese',
  'esa',
  'esos',
  'esas',
  'aquel',
  'aquella',
  'dónde',
  'cómo',
];

/** The most frequent words of the comments (WORD_COUNT): rows { group: word, value: count, count }. */
export async function commentWords(
  ctx: EngineContext,
  filter: ResolvedFilter,
): Promise<{ rows: IndicatorRow[]; scanned: boolean }> {
  if (isEmptyFilter(filter)) return { rows: [], scanned: false };
  const { from, conditions } = commentScan(ctx, [], filter, false);
  const limit = ctx.params.limit ?? WORD_CLOUD_LIMIT;
  const { rows } = await sql<{ word: string; n: number }>`
    SELECT w.word, count(*) AS n
    FROM ${from}
    CROSS JOIN LATERAL regexp_split_to_table(lower(c.text), '[^a-z0-9áéíóúüñ]+') AS w(word)
    ${where([...conditions, sql`length(w.word) >= ${MIN_WORD_LENGTH}`, sql`w.word <> ALL(${STOP_WORDS}::text[])`])}
    GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`.execute(ctx.db);
  return {
    rows: rows.map((r) => ({
      group: r.word,
      groupId: r.word,
      groupName: r.word,
      label: r.word,
      value: num(r.n),
      count: num(r.n),
    })),
    scanned: true,
  };
}

/** The latest comments (the tenant's sentiment comments indicator): newest first, 100 unless limited. */
export async function commentList(
  ctx: EngineContext,
  filter: ResolvedFilter,
): Promise<{ rows: IndicatorRow[]; scanned: boolean }> {
  if (isEmptyFilter(filter)) return { rows: [], scanned: false };
  const { from, conditions } = commentScan(ctx, [], filter, false);
  const limit = ctx.params.limit ?? COMMENTS_LIMIT;
  const { rows } = await sql<{
    response_id: number;
    question_id: number;
    critical_moment_id: number;
    geo_location_id: number;
    created_at: Date | string;
    text: string;
    sentiment: number;
    tags: string[];
  }>`
    SELECT c.response_id, c.question_id, c.critical_moment_id, c.geo_location_id, c.created_at, c.text, c.sentiment, c.tags
    FROM ${from} ${where(conditions)}
    ORDER BY c.created_at DESC, c.response_id DESC, c.question_id
    LIMIT ${limit}`.execute(ctx.db);
  return {
    rows: rows.map((r) => {
      const created = r.created_at instanceof Date ? r.created_at : new Date(r.created_at);
      const score = Math.sign(r.sentiment) as SentimentScore;
      const geo = ctx.catalog.geographies.get(r.geo_location_id);
      return {
        group: r.text,
        groupId: r.response_id,
        groupName: geo?.name ?? null,
        label: sentimentLabel(score),
        value: score,
        count: 1,
        responseId: r.response_id,
        questionId: r.question_id,
        criticalMomentId: r.critical_moment_id,
        geoLocationId: r.geo_location_id,
        date: toWireDate(created, filter.timeZone),
        createdAt: created.toISOString(),
        // The text under the name the widget library reads (packages/widgets LastComments, its mock rows).
        comment: r.text,
        sentiment: score,
        tags: r.tags.map((tag) => ({
          group: tag,
          count: 1,
          positive: score > 0 ? 1 : 0,
          neutral: score === 0 ? 1 : 0,
          negative: score < 0 ? 1 : 0,
        })),
      };
    }),
    scanned: true,
  };
}
