import type {
  CriticalMoment,
  IndicatorDefinition,
  Question,
  ResponseContextField,
  Tenant,
  TenantMetadata,
} from '@voz/schema';
import { SCALE_0_10, type RatingScale } from '@voz/core';

// Lookups over a tenant's metadata.json that the engine needs beyond MetadataTrees (which holds
// ids only): names and descriptions for row labels, the tree order rows are listed in, and the
// questions with their scales. Built once per metadata object (files are re-read when they change).

/** Name and description of a metadata node, channel or cluster. */
export interface NodeLabel {
  /** Node id. */
  id: number;
  /** Name shown to users. */
  name: string;
  /** Longer description, when the file gives one. */
  description?: string;
  /** Position in a depth-first walk of its tree (or in its list), for a stable row order. */
  order: number;
}

/** A question of metadata.json with what the formulas need. */
export interface QuestionInfo {
  /** The question as in metadata.json. */
  question: Question;
  /** The critical moment that declares it. */
  momentId: number;
  /** NUMBER or DECIMAL: its answers are ratings. */
  rating: boolean;
  /** Position in a depth-first walk of the moments, for a stable row order. */
  order: number;
}

/** Labels and questions of one tenant's metadata. */
export interface TenantCatalog {
  /** Geography nodes by id. */
  geographies: Map<number, NodeLabel>;
  /** Logical nodes by id. */
  logicals: Map<number, NodeLabel>;
  /** Critical moments by id. */
  criticalMoments: Map<number, NodeLabel>;
  /** Channels by id. */
  channels: Map<number, NodeLabel>;
  /** Clusters by id. */
  clusters: Map<number, NodeLabel>;
  /** Questions by id. */
  questions: Map<number, QuestionInfo>;
  /** Declared operation fields of the responses (metadata.json responseContext.fields) by name. */
  contextFields: Map<string, ResponseContextField>;
}

interface LabelledNode {
  id: number;
  name: string;
  description?: string;
  children?: LabelledNode[];
}

function indexTree(root: LabelledNode): Map<number, NodeLabel> {
  const out = new Map<number, NodeLabel>();
  const walk = (node: LabelledNode): void => {
    out.set(node.id, {
      id: node.id,
      name: node.name,
      order: out.size,
      ...(node.description ? { description: node.description } : {}),
    });
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  return out;
}

function indexList(items: readonly { id: number; name: string; description?: string }[]): Map<number, NodeLabel> {
  return new Map(
    items.map((item, order) => [
      item.id,
      { id: item.id, name: item.name, order, ...(item.description ? { description: item.description } : {}) },
    ]),
  );
}

const catalogs = new WeakMap<TenantMetadata, TenantCatalog>();

/** The catalog of a tenant's metadata (cached per metadata object). */
export function catalogOf(metadata: TenantMetadata): TenantCatalog {
  const hit = catalogs.get(metadata);
  if (hit) return hit;
  const questions = new Map<number, QuestionInfo>();
  const walk = (moment: CriticalMoment): void => {
    for (const question of moment.questions ?? []) {
      questions.set(question.id, {
        question,
        momentId: moment.id,
        rating: question.type === 'NUMBER' || question.type === 'DECIMAL',
        order: questions.size,
      });
    }
    for (const child of moment.children ?? []) walk(child);
  };
  walk(metadata.criticalMoments);
  const catalog: TenantCatalog = {
    geographies: indexTree(metadata.geographies.root),
    logicals: indexTree(metadata.logicals),
    criticalMoments: indexTree(metadata.criticalMoments),
    channels: indexList(metadata.channels),
    clusters: indexList(metadata.clusters ?? []),
    questions,
    contextFields: new Map((metadata.responseContext?.fields ?? []).map((field) => [field.name, field])),
  };
  catalogs.set(metadata, catalog);
  return catalog;
}

/**
 * Scale of a rating question: its own, else the tenant's rating range, else 0–10 — the rule the
 * seed's answer_daily uses, so the pre-aggregated and the raw paths classify answers alike.
 */
export function questionScale(question: Question, tenant: Pick<Tenant, 'formatting'>): RatingScale {
  const scale = question.scale ?? tenant.formatting?.ratingRange;
  return scale ? { min: scale.min, max: scale.max } : { ...SCALE_0_10 };
}

/** Built-in definitions of the calls the routing table names outside indicators.json. */
const BUILT_IN: Readonly<Record<string, IndicatorDefinition>> = {
  'alert-counters': { source: 'alerts', measure: 'counters' },
  'survey-response-counters': {
    source: 'surveys',
    measure: 'counters',
    statuses: ['ANSWERED', 'IN_PROGRESS', 'NOT_ANSWERED', 'INVALID'],
  },
  sentiment_tags: { source: 'comments', measure: 'tags' },
};

/**
 * The definition of an indicator: the tenant's indicators.json first, then the built-in calls
 * (alert-counters, survey-response-counters, sentiment_tags) and the tenant's sentiment comments
 * indicator (a comment list). Undefined when the tenant has no such indicator.
 */
export function definitionOf(
  name: string,
  indicators: { indicators: Record<string, IndicatorDefinition> },
  tenant: Pick<Tenant, 'sentimentCommentsIndicator'>,
): IndicatorDefinition | undefined {
  if (Object.hasOwn(indicators.indicators, name)) return indicators.indicators[name];
  if (Object.hasOwn(BUILT_IN, name)) return BUILT_IN[name];
  if (tenant.sentimentCommentsIndicator === name) return { source: 'comments', measure: 'list' };
  return undefined;
}
