import { sentimentLabel, type SentimentLabel, type SentimentScore } from '@voz/core';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { textIn } from '../customers/request-params.js';
import type { Database } from '../db/schema.js';
import { idCondition, type IdFilter } from '../http/list-filters.js';
import { EXTERNAL_STATUS } from './networks.js';

// Which mentions a social read selects and how they are read. Every social read — the
// external-social routes, the indicator engine's social source and reports/indicators-social —
// goes through MentionSelection and mentionWhere, so the same filters select the same mentions
// everywhere. Mentions are few (hundreds a day at most), so the aggregations run over the rows
// read here, not over a pre-aggregate.

/** What one social read selects, once the request is intersected with the caller's scope. */
export interface MentionSelection {
  /** Tenant every query filters on. */
  tenantId: string;
  /** IANA zone of the tenant: days are its calendar days. */
  timeZone: string;
  /** First day, inclusive, or null. */
  from: string | null;
  /** Last day, inclusive, or null. */
  to: string | null;
  /** Geographies (with descendants) after include and scope; null for all. */
  geographies: IdFilter;
  /** Metadata channels; null for all. */
  channels: IdFilter;
  /** Network keys; null for all. */
  networks: readonly string[] | null;
  /** One sentiment only, or null. */
  sentiment: SentimentScore | null;
  /** Mentions carrying this keyword only, or null. */
  keyword: string | null;
  /** True when the request can select no mention (a status other than 'external'). */
  none: boolean;
}

/** The sentiment a request names, as a score. */
export const SENTIMENT_SCORES: Readonly<Record<SentimentLabel, SentimentScore>> = {
  positive: 1,
  neutral: 0,
  negative: -1,
};

/** True when a status filter leaves mentions in: absent, or the external source's. */
export function statusSelectsMentions(status: string | undefined): boolean {
  return status === undefined || status === EXTERNAL_STATUS;
}

/** The SQL condition over social_mentions of a selection (tenant first, so Citus routes it). */
export function mentionWhere(selection: MentionSelection): RawBuilder<boolean> {
  const { timeZone } = selection;
  const conditions: (RawBuilder<boolean> | null | undefined)[] = [
    sql<boolean>`tenant_id = ${selection.tenantId}`,
    selection.none ? sql<boolean>`false` : null,
    // The day range as an instant range, so the (tenant_id, posted_at) index serves it.
    selection.from !== null
      ? sql<boolean>`posted_at >= (${selection.from}::date::timestamp AT TIME ZONE ${timeZone})`
      : null,
    selection.to !== null
      ? sql<boolean>`posted_at < ((${selection.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`
      : null,
    idCondition('geo_location_id', selection.geographies),
    idCondition('channel_id', selection.channels),
    selection.networks !== null ? textIn('network', selection.networks) : null,
    selection.sentiment !== null ? sql<boolean>`sentiment = ${selection.sentiment}` : null,
    selection.keyword !== null ? sql<boolean>`${selection.keyword} = ANY(keywords)` : null,
  ];
  const present = conditions.filter((c): c is RawBuilder<boolean> => !!c);
  return sql<boolean>`(${sql.join(present, sql` and `)})`;
}

/** The fields of a mention the aggregations read (no text). */
export interface MentionFact {
  id: number;
  network: string;
  channelId: number;
  geoLocationId: number;
  /** Calendar day of the post in the tenant's zone, YYYY-MM-DD. */
  day: string;
  sentiment: SentimentScore;
  keywords: string[];
  likes: number;
  shares: number;
  replies: number;
}

/** A date column as 'YYYY-MM-DD' (database.ts parses dates so on both engines; a Date is read as UTC). */
function dayText(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

function score(value: unknown): SentimentScore {
  const n = Number(value);
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}

/** The selected mentions' facts, in id order. */
export async function mentionFacts(db: Kysely<Database>, selection: MentionSelection): Promise<MentionFact[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT id, network, channel_id, geo_location_id, (posted_at AT TIME ZONE ${selection.timeZone})::date AS day,
      sentiment, keywords, likes, shares, replies
    FROM social_mentions WHERE ${mentionWhere(selection)} ORDER BY id`.execute(db);
  return rows.map((row) => ({
    id: Number(row['id']),
    network: String(row['network']),
    channelId: Number(row['channel_id']),
    geoLocationId: Number(row['geo_location_id']),
    day: dayText(row['day']),
    sentiment: score(row['sentiment']),
    keywords: Array.isArray(row['keywords']) ? row['keywords'].map(String) : [],
    likes: Number(row['likes']),
    shares: Number(row['shares']),
    replies: Number(row['replies']),
  }));
}

/** How many mentions a selection holds. */
export async function countMentions(db: Kysely<Database>, selection: MentionSelection): Promise<number> {
  const row = await db
    .selectFrom('social_mentions')
    .where(mentionWhere(selection))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A mention as the mentions list answers it. */
export interface MentionItem {
  id: number;
  /** Network key. */
  network: string;
  /** Network name. */
  networkName: string;
  /** Metadata channel it came through, and its name. */
  channelId: number;
  channel: string;
  /** The place it is about, and its name. */
  geoLocationId: number;
  geoLocation: string;
  /** The instant of the post, ISO 8601 in UTC. */
  postedAt: string;
  /** Its calendar day in the tenant's zone. */
  date: string;
  author: string;
  text: string;
  /** 1, 0 or −1, and as a label. */
  sentiment: SentimentScore;
  sentimentLabel: SentimentLabel;
  keywords: string[];
  likes: number;
  shares: number;
  replies: number;
  /** Always 'external': mentions come from a listening provider, not from a survey. */
  status: typeof EXTERNAL_STATUS;
}

/** Columns a mentions list may be sorted by. */
export const MENTION_SORT_COLUMNS: Readonly<Record<string, string>> = {
  postedAt: 'posted_at',
  likes: 'likes',
  shares: 'shares',
  replies: 'replies',
  sentiment: 'sentiment',
};

/** One page of the selected mentions, in the order asked (ties newest first, then by id). */
export async function mentionPage(
  db: Kysely<Database>,
  selection: MentionSelection,
  page: { offset: number; limit: number; sort: readonly { column: string; direction: 'asc' | 'desc' }[] },
  names: { networks: (id: string) => string; channels: (id: number) => string; places: (id: number) => string },
): Promise<MentionItem[]> {
  // Columns of MENTION_SORT_COLUMNS only (the sort terms are read against it).
  const order = sql.raw(
    [...page.sort.map((t) => `${t.column} ${t.direction}`), 'posted_at desc', 'id desc'].join(', '),
  );
  const { rows } = await sql<Record<string, unknown>>`
    SELECT id, network, channel_id, geo_location_id, posted_at,
      (posted_at AT TIME ZONE ${selection.timeZone})::date AS day, author, text, sentiment, keywords, likes, shares,
      replies
    FROM social_mentions WHERE ${mentionWhere(selection)}
    ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows.map((row) => {
    const sentiment = score(row['sentiment']);
    const postedAt = row['posted_at'];
    const network = String(row['network']);
    const channelId = Number(row['channel_id']);
    const geoLocationId = Number(row['geo_location_id']);
    return {
      id: Number(row['id']),
      network,
      networkName: names.networks(network),
      channelId,
      channel: names.channels(channelId),
      geoLocationId,
      geoLocation: names.places(geoLocationId),
      postedAt: (postedAt instanceof Date ? postedAt : new Date(String(postedAt))).toISOString(),
      date: dayText(row['day']),
      author: String(row['author']),
      text: String(row['text']),
      sentiment,
      sentimentLabel: sentimentLabel(sentiment),
      keywords: Array.isArray(row['keywords']) ? row['keywords'].map(String) : [],
      likes: Number(row['likes']),
      shares: Number(row['shares']),
      replies: Number(row['replies']),
      status: EXTERNAL_STATUS,
    };
  });
}
