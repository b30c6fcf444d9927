import { sentimentPercentage } from '@voz/core';
import type { Kysely } from 'kysely';
import { metadataNames } from '../customers/metadata-names.js';
import type { CallFilters } from '../customers/request-params.js';
import type { Database } from '../db/schema.js';
import type { Principal } from '../http/principal.js';
import { emptyTally, addToTally, type Tally } from './grouping.js';
import { mentionFacts } from './mentions.js';
import { hasSocialListening } from './networks.js';
import { resolveSocialCall } from './request.js';

// reports/indicators-social: the general indicators table of the social dashboard, one row per
// place with its mentions, the positive and negative shares of their sentiment and their mean
// likes. It reads the mentions through the same selection as the external-social calls, so the
// table and the mentions list count the same mentions for the same filters. Each row is also an
// indicator row (dashboard-catalogue §3.2, what the general-indicators-table widget reads): `value`
// the % of positive mentions, `count` the mentions, `positive`/`neutral`/`negative` their counts.

/** A row of reports/indicators-social: one place's mentions, sentiment and likes. */
export interface SocialPlaceRow {
  /** Name of the geography (the hospital, the branch) the mentions are about. */
  group: string;
  groupId: number;
  /** The same name, as indicator rows name their group. */
  groupName: string;
  label: string;
  /** % of the mentions with positive sentiment (positiveSentiment), null without mentions. */
  value: number | null;
  /** Mentions in the range (mentions). */
  count: number;
  /** Mentions by sentiment. */
  positive: number;
  neutral: number;
  negative: number;
  /** Mentions in the range. */
  mentions: number;
  /** % of the mentions with positive sentiment (null without mentions). */
  positiveSentiment: number | null;
  /** % with negative sentiment. */
  negativeSentiment: number | null;
  /** Mean likes of the mentions (null without mentions). */
  averageLikes: number | null;
}

/**
 * Per place (the geography a mention is about, as stored), the mentions selected by the report's
 * filters within the caller's scope. Like the other reports it reads every date when the filters
 * give none. Tenants without social listening: no rows.
 */
export async function socialPlaces(
  db: Kysely<Database>,
  principal: Principal,
  filters: CallFilters,
): Promise<SocialPlaceRow[]> {
  if (!hasSocialListening(principal.tenant.tenant.value)) return [];
  // Only the filters mentions have: the report's body may carry survey filters and groupings too.
  const { selection } = resolveSocialCall(
    principal,
    {
      dateFrom: filters.dateFrom,
      dateTo: filters.dateTo,
      customerServiceTimeFrom: filters.customerServiceTimeFrom,
      customerServiceTimeTo: filters.customerServiceTimeTo,
      geoLocationInclude: filters.geoLocationInclude,
      channelInclude: filters.channelInclude,
      status: filters.status,
    },
    'body',
    null,
  );
  const places = new Map<number, Tally>();
  for (const fact of await mentionFacts(db, selection)) {
    let tally = places.get(fact.geoLocationId);
    if (!tally) places.set(fact.geoLocationId, (tally = emptyTally()));
    addToTally(tally, fact);
  }
  const names = metadataNames(principal.tenant.metadata.value).geographies;
  return [...places]
    .sort(([a], [b]) => a - b)
    .map(([geo, t]) => {
      const name = names.get(geo) ?? String(geo);
      const positiveSentiment = sentimentPercentage(t.positive, t.mentions);
      return {
        group: name,
        groupId: geo,
        groupName: name,
        label: name,
        value: positiveSentiment,
        count: t.mentions,
        positive: t.positive,
        neutral: t.neutral,
        negative: t.negative,
        mentions: t.mentions,
        positiveSentiment,
        negativeSentiment: sentimentPercentage(t.negative, t.mentions),
        averageLikes: t.mentions === 0 ? null : t.likes / t.mentions,
      };
    });
}
