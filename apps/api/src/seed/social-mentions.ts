import type { IndicatorsFile, Tenant, TenantMetadata } from '@voz/schema';
import { addDays, addMonths, formatWireDate, fromEpochDay, toCalendarDate, toEpochDay } from '@voz/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SocialMentionsTable } from '../db/schema.js';
import { zonedDayStart } from '../http/list-filters.js';
import { HISTORY_MONTHS, createRandom, treeLeaves, weightedPicker, type Random } from './index.js';
import { CLOSERS, FIRST_NAMES, LAST_NAMES, OPENERS, topicsFor, type SentimentName } from './social-texts.js';
import { SOCIAL_CHANNEL_ID, hasSocialListening } from '../social/networks.js';

// The demo mentions of a tenant with social listening: 13 months of posts up to `today` about its
// places (the leaves of its geography tree), on six networks, in Spanish, with sentiment,
// keywords and engagement. Pure and seeded like the rest of the demo data (seed/random.ts): the
// same files, seed and day give the same rows. A tenant without the feature gets none, at no cost.

/** A social_mentions row as the database reads it back. */
export type SocialMentionRow = Selectable<SocialMentionsTable>;

/** The tenant folder the mentions are built from. */
export interface SocialDemoSource {
  tenantId: string;
  tenant: Tenant;
  metadata: TenantMetadata;
  indicators: IndicatorsFile;
}

/** When and from which seed. */
export interface SocialDemoOptions {
  /** The last instant of the data; the 13 months end on its calendar day in the tenant's zone. */
  today: Date;
  /** Seed of every draw. */
  seed: number;
}

const SENTIMENT_SCORE: Readonly<Record<SentimentName, number>> = { positive: 1, neutral: 0, negative: -1 };
const NETWORKS = ['facebook', 'instagram', 'x', 'google', 'tiktok', 'youtube'] as const;
type DemoNetwork = (typeof NETWORKS)[number];
const NETWORK_WEIGHTS = [30, 20, 14, 22, 8, 6];
/** Typical likes of a post per network (a log-normal spread around it). */
const LIKES_BASE: Readonly<Record<DemoNetwork, number>> = {
  facebook: 6,
  instagram: 14,
  x: 5,
  google: 1,
  tiktok: 40,
  youtube: 8,
};
/** Networks where posts are shared (reviews and videos are not, in the demo). */
const SHARED: ReadonlySet<DemoNetwork> = new Set(['facebook', 'x', 'tiktok']);
/** Networks whose authors are shown by handle. */
const HANDLES: ReadonlySet<DemoNetwork> = new Set(['instagram', 'x', 'tiktok']);
// Sunday first, as (epochDay + 4) % 7 counts: people post more on weekends.
const WEEKDAY_WEIGHTS = [1.3, 0.9, 0.95, 0.95, 1.0, 1.05, 1.25];
const HOURS = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
const HOUR_WEIGHTS = [0.3, 0.6, 0.9, 1.0, 1.0, 1.1, 1.2, 1.0, 0.9, 0.9, 1.0, 1.2, 1.4, 1.5, 1.3, 0.8];
/** Chance that a day brings a burst of complaints about one topic at one place. */
const BURST_CHANCE = 0.03;

/** FNV-1a of the seed and the tenant, so each tenant's mentions differ from its survey data's. */
function mixSeed(seed: number, key: string): number {
  let h = 0x811c9dc5 ^ (Math.trunc(seed) >>> 0);
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const ascii = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function authorOf(random: Random, network: DemoNetwork): string {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  if (HANDLES.has(network)) {
    const sep = random.pick(['.', '_', '']);
    return `@${ascii(first).toLowerCase()}${sep}${ascii(last).toLowerCase()}${random.chance(0.5) ? random.int(1, 99) : ''}`;
  }
  return network === 'google' ? `${first} ${last.charAt(0)}.` : `${first} ${last}`;
}

function sentimentOf(random: Random, bias: number): SentimentName {
  const positive = 0.46 + bias;
  const negative = 0.28 - bias;
  const draw = random.next();
  return draw < positive ? 'positive' : draw < positive + negative ? 'negative' : 'neutral';
}

/** The channel of the tenant's social indicators (the first named), else channel 7. */
function socialChannel(indicators: IndicatorsFile): number {
  for (const definition of Object.values(indicators.indicators)) {
    if (definition.source === 'social' && definition.channels?.length) return definition.channels[0] as number;
  }
  return SOCIAL_CHANNEL_ID;
}

/**
 * The demo mentions of a tenant, ids 1…n in posted_at order; none when the tenant does not have
 * socialListening. About 0.7 mentions a day per place (at least 4 and at most 30 a day in all).
 */
export function generateSocialMentions(source: SocialDemoSource, options: SocialDemoOptions): SocialMentionRow[] {
  const { tenantId, tenant, metadata } = source;
  if (!hasSocialListening(tenant)) return [];
  const todayMs = options.today.getTime();
  if (Number.isNaN(todayMs)) throw new RangeError('today is an invalid Date');
  const tz = tenant.timezone;
  const random = createRandom(mixSeed(options.seed, `${tenantId}:social`));
  const topics = topicsFor(tenant.kind);
  const channel = socialChannel(source.indicators);
  const places = treeLeaves(metadata.geographies.root).map(({ node }) => ({
    id: node.id,
    name: node.name,
    weight: 0.5 + random.next(),
    bias: (random.next() - 0.5) * 0.2,
  }));
  const pickPlace = weightedPicker(
    places,
    places.map((p) => p.weight),
  );
  const pickNetwork = weightedPicker(NETWORKS, NETWORK_WEIGHTS);
  const pickHour = weightedPicker(HOURS, HOUR_WEIGHTS);
  const topicPickers = Object.fromEntries(
    (['positive', 'neutral', 'negative'] as const).map((s) => [
      s,
      weightedPicker(
        topics,
        topics.map((t) => t.weights[s]),
      ),
    ]),
  ) as Record<SentimentName, (random: Random) => (typeof topics)[number]>;
  const perDay = Math.min(30, Math.max(4, Math.round(places.length * 0.7)));

  const todayDate = toCalendarDate(options.today, tz);
  const firstEpoch = toEpochDay(addDays(addMonths(todayDate, -HISTORY_MONTHS), 1));
  const lastEpoch = toEpochDay(todayDate);
  const drafts: Omit<SocialMentionRow, 'id'>[] = [];

  const post = (
    day: string,
    midnight: number,
    place: (typeof places)[number],
    sentiment: SentimentName,
    forced?: (typeof topics)[number],
    network: DemoNetwork = pickNetwork(random),
  ): void => {
    let instant = midnight + ((pickHour(random) * 60 + random.int(0, 59)) * 60 + random.int(0, 59)) * 1000;
    // Today's posts arrive between local midnight and now, never in the future.
    if (instant > todayMs)
      instant = midnight + Math.floor((random.next() * Math.max(0, todayMs - midnight)) / 1000) * 1000;
    const chosen = [forced ?? topicPickers[sentiment](random)];
    if (random.chance(0.3)) {
      const second = topicPickers[sentiment](random);
      if (!chosen.includes(second)) chosen.push(second);
    }
    const hashtag = (network === 'instagram' || network === 'tiktok') && random.chance(0.4);
    const opener = random.pick(OPENERS[sentiment]).replace('{lugar}', place.name);
    const body = chosen.map((t) => random.pick(t.phrases[sentiment])).join(' ');
    const text =
      opener +
      // After "Lugar: " the sentence goes on in lower case.
      (opener.endsWith(': ') ? body.charAt(0).toLowerCase() + body.slice(1) : body) +
      (random.chance(0.5) ? random.pick(CLOSERS[sentiment]) : '') +
      (hashtag ? ` #${ascii(chosen[0]?.keyword ?? '').replace(/\s+/g, '')}` : '');
    const amplified = sentiment === 'negative' && (network === 'x' || network === 'facebook') ? 1.6 : 1;
    const likes = Math.max(0, Math.round(LIKES_BASE[network] * amplified * Math.exp(random.normal(0, 0.9))));
    drafts.push({
      tenant_id: tenantId,
      network,
      channel_id: channel,
      geo_location_id: place.id,
      posted_at: new Date(instant),
      author: authorOf(random, network),
      text,
      sentiment: SENTIMENT_SCORE[sentiment],
      keywords: chosen.map((t) => t.keyword),
      likes,
      shares: SHARED.has(network) ? Math.round(likes * 0.25 * random.next()) : 0,
      replies: Math.round(likes * 0.12 * random.next()) + random.int(0, 2),
    });
  };

  const span = Math.max(1, lastEpoch - firstEpoch);
  for (let epoch = firstEpoch; epoch <= lastEpoch; epoch++) {
    const day = formatWireDate(fromEpochDay(epoch));
    const midnight = zonedDayStart(day, tz).getTime();
    if (midnight > todayMs) break;
    // More listening over the year (more places connected) and a busier weekend.
    const trend = 0.8 + 0.4 * ((epoch - firstEpoch) / span);
    const expected = perDay * trend * (WEEKDAY_WEIGHTS[(epoch + 4) % 7] ?? 1);
    const count = Math.max(0, Math.round(random.normal(expected, Math.sqrt(expected))));
    for (let i = 0; i < count; i++) {
      const place = pickPlace(random);
      post(day, midnight, place, sentimentOf(random, place.bias));
    }
    if (random.chance(BURST_CHANCE)) {
      // A complaint goes viral: one place, one topic, negative posts on the networks that share.
      const place = pickPlace(random);
      const topic = topicPickers.negative(random);
      for (let i = random.int(2, 3) * perDay; i > 0; i--) {
        post(day, midnight, place, 'negative', topic, random.pick(['x', 'facebook', 'tiktok'] as const));
      }
    }
  }
  drafts.sort((a, b) => a.posted_at.getTime() - b.posted_at.getTime());
  return drafts.map((draft, i) => ({ ...draft, id: i + 1 }));
}

/** PostgreSQL array literal of strings, every element quoted and escaped: {"a","b \"c\""}. */
function textArrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const BATCH = 1000;

/**
 * Inserts mentions with the caller's connection or transaction, one array parameter per column
 * (`INSERT … SELECT FROM unnest(…)`, as seed/writeTenantData.ts does for the survey data), and
 * moves the tenant's `social_mentions` sequence past the largest id.
 */
export async function insertSocialMentions(db: Kysely<Database>, rows: readonly SocialMentionRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const column = <T>(value: (row: SocialMentionRow) => T): T[] => batch.map(value);
    await sql`
      INSERT INTO social_mentions
        (tenant_id, id, network, channel_id, geo_location_id, posted_at, author, text, sentiment, keywords,
         likes, shares, replies)
      SELECT u.tenant_id, u.id, u.network, u.channel_id, u.geo_location_id, u.posted_at, u.author, u.text,
        u.sentiment, u.keywords::text[], u.likes, u.shares, u.replies
      FROM unnest(
        ${column((r) => r.tenant_id)}::text[], ${column((r) => r.id)}::bigint[], ${column((r) => r.network)}::text[],
        ${column((r) => r.channel_id)}::integer[], ${column((r) => r.geo_location_id)}::integer[],
        ${column((r) => r.posted_at.toISOString())}::timestamptz[], ${column((r) => r.author)}::text[],
        ${column((r) => r.text)}::text[], ${column((r) => r.sentiment)}::smallint[],
        ${column((r) => textArrayLiteral(r.keywords))}::text[], ${column((r) => r.likes)}::integer[],
        ${column((r) => r.shares)}::integer[], ${column((r) => r.replies)}::integer[]
      ) AS u(tenant_id, id, network, channel_id, geo_location_id, posted_at, author, text, sentiment, keywords,
        likes, shares, replies)`.execute(db);
  }
  const last = new Map<string, number>();
  for (const row of rows) last.set(row.tenant_id, Math.max(last.get(row.tenant_id) ?? 0, row.id));
  for (const [tenantId, value] of last) {
    await db
      .insertInto('sequences')
      .values({ tenant_id: tenantId, name: 'social_mentions', value })
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
      .execute();
  }
}

/**
 * The demo seed's hook (demo.ts seedTenant): generates and inserts the tenant's mentions with the
 * seed's transaction, so they are replaced together with the rest of its data. Returns how many.
 */
export async function seedSocialMentions(
  db: Kysely<Database>,
  source: SocialDemoSource,
  options: SocialDemoOptions,
): Promise<number> {
  const rows = generateSocialMentions(source, options);
  await insertSocialMentions(db, rows);
  return rows.length;
}
