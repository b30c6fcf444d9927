import type { MetadataFilter, TenantMetadata } from '@voz/schema';
import { findNode } from './scope-forest.js';

/**
 * The response-value filters offered: `configurationUi.metadataFilters` of the selected moments (an empty
 * selection is the root moment), in selection order, deduplicated by questionId (the first wins). Ids not
 * in the tree are ignored.
 */
export function responseValueFilters(metadata: TenantMetadata, criticalMoments: readonly number[]): MetadataFilter[] {
  const root = metadata.criticalMoments;
  const ids = criticalMoments.length === 0 ? [root.id] : criticalMoments;
  const seen = new Set<number>();
  const filters: MetadataFilter[] = [];
  for (const id of new Set(ids)) {
    for (const filter of findNode(root, id)?.configurationUi?.metadataFilters ?? []) {
      if (seen.has(filter.questionId)) continue;
      seen.add(filter.questionId);
      filters.push(filter);
    }
  }
  return filters;
}

/**
 * The question ids (as the keys of `responseValues`) whose answers may be filtered on with these moments
 * selected: a ready `responseValueQuestions` for decodeSelection.
 */
export function responseValueQuestions(metadata: TenantMetadata, criticalMoments: readonly number[]): Set<string> {
  return new Set(responseValueFilters(metadata, criticalMoments).map((filter) => String(filter.questionId)));
}
