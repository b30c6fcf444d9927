import type { Language, LocalizedText, MetadataFilter, TenantMetadata } from '@voz/schema';
import { responseValueFilters } from './response-values.js';
import { findNode } from './scope-forest.js';
import type { FilterSelection } from './selection.js';
import { withCriticalMoments } from './selection.js';

/** A dimension of the selection a chip belongs to. */
export type ChipDimension = 'criticalMoments' | 'geographies' | 'logicals' | 'channels' | 'clusters' | 'responseValues';

/** A closable chip of one selected filter value (the sub-header's chips, platform-core.md §2). */
export interface FilterChip {
  /** Unique among the chips: `<dimension>:<id>`, response values `responseValues:<questionId>:<option>`. */
  key: string;
  /** Dimension of the value. */
  dimension: ChipDimension;
  /** Node, channel or cluster id; for a response value, the option value. */
  id: number | string;
  /** Question id of a response-value chip. */
  questionId?: string;
  /** Text of the chip. */
  label: string;
}

type IdDimension = Exclude<ChipDimension, 'responseValues'>;

const ID_DIMENSIONS: readonly IdDimension[] = ['criticalMoments', 'geographies', 'logicals', 'channels', 'clusters'];

function text(value: LocalizedText, language: Language): string {
  return value[language] ?? value.es;
}

/** The name of an id in a dimension (undefined: the root, which has no chip); `#<id>` when unknown. */
function nameIn(metadata: TenantMetadata, dimension: IdDimension, id: number): string | undefined {
  let node: { name: string } | undefined;
  switch (dimension) {
    case 'criticalMoments':
      if (id === metadata.criticalMoments.id) return undefined;
      node = findNode(metadata.criticalMoments, id);
      break;
    case 'geographies':
      if (id === metadata.geographies.root.id) return undefined;
      node = findNode(metadata.geographies.root, id);
      break;
    case 'logicals':
      if (id === metadata.logicals.id) return undefined;
      node = findNode(metadata.logicals, id);
      break;
    case 'channels':
      node = metadata.channels.find((channel) => channel.id === id);
      break;
    case 'clusters':
      node = (metadata.clusters ?? []).find((cluster) => cluster.id === id);
      break;
  }
  return node?.name ?? `#${id}`;
}

/** Every metadata filter of the tenant, the selected moments' first (for labels). */
function allFilters(metadata: TenantMetadata, selected: readonly number[]): Map<string, MetadataFilter> {
  const byQuestion = new Map<string, MetadataFilter>();
  const add = (filters: readonly MetadataFilter[]): void => {
    for (const filter of filters) {
      const key = String(filter.questionId);
      if (!byQuestion.has(key)) byQuestion.set(key, filter);
    }
  };
  add(responseValueFilters(metadata, selected));
  const stack = [metadata.criticalMoments];
  while (stack.length > 0) {
    const moment = stack.pop() as (typeof stack)[number];
    add(moment.configurationUi?.metadataFilters ?? []);
    stack.push(...(moment.children ?? []));
  }
  return byQuestion;
}

/** The name of a question by id, from the moments' questions. */
function questionName(metadata: TenantMetadata, questionId: string): string | undefined {
  const stack = [metadata.criticalMoments];
  while (stack.length > 0) {
    const moment = stack.pop() as (typeof stack)[number];
    const question = moment.questions?.find((q) => String(q.id) === questionId);
    if (question !== undefined) return question.name;
    stack.push(...(moment.children ?? []));
  }
  return undefined;
}

/**
 * Chips of the selected filters, dimension by dimension (critical moments, geographies, logicals, channels,
 * clusters, response values) in selection order: names from metadata (`#<id>` for an id it lacks), response
 * values labelled "label: option" with the filter's label and the option's label in `language` (Spanish
 * when missing). Roots are not chips.
 */
export function filterChips(
  selection: FilterSelection,
  metadata: TenantMetadata,
  language: Language = 'es',
): FilterChip[] {
  const chips: FilterChip[] = [];
  const keys = new Set<string>();
  const push = (chip: FilterChip): void => {
    if (keys.has(chip.key)) return;
    keys.add(chip.key);
    chips.push(chip);
  };
  for (const dimension of ID_DIMENSIONS) {
    for (const id of selection[dimension]) {
      const label = nameIn(metadata, dimension, id);
      if (label !== undefined) push({ key: `${dimension}:${id}`, dimension, id, label });
    }
  }
  const filters = allFilters(metadata, selection.criticalMoments);
  for (const [questionId, options] of Object.entries(selection.responseValues)) {
    const filter = filters.get(questionId);
    const name =
      filter !== undefined ? text(filter.label, language) : (questionName(metadata, questionId) ?? `#${questionId}`);
    for (const option of options) {
      const shown = filter?.options.find((o) => o.value === option);
      push({
        key: `responseValues:${questionId}:${option}`,
        dimension: 'responseValues',
        id: option,
        questionId,
        label: `${name}: ${shown !== undefined ? text(shown.label, language) : option}`,
      });
    }
  }
  return chips;
}

function ownOptions(values: Record<string, string[]>, questionId: string): string[] | undefined {
  return Object.prototype.hasOwnProperty.call(values, questionId) ? values[questionId] : undefined;
}

/**
 * §5 fallbacks when a chip is closed: removing the last selected geography, logical or critical moment falls
 * back to `defaults`' value for that dimension (the user's default, which is the root for unrestricted users);
 * the last channel (or cluster) clears the dimension; removing a response value drops its question when no
 * option is left; a critical-moment change resets response values. A chip not in the selection changes nothing.
 */
export function removeChip(selection: FilterSelection, chip: FilterChip, defaults: FilterSelection): FilterSelection {
  if (chip.dimension === 'responseValues') {
    const questionId = chip.questionId;
    const options = questionId === undefined ? undefined : ownOptions(selection.responseValues, questionId);
    if (questionId === undefined || options === undefined || !options.includes(String(chip.id))) return selection;
    const left = options.filter((option) => option !== String(chip.id));
    const responseValues = { ...selection.responseValues };
    if (left.length > 0) responseValues[questionId] = left;
    else delete responseValues[questionId];
    return { ...selection, responseValues };
  }
  const dimension = chip.dimension;
  const current = selection[dimension];
  if (!current.includes(Number(chip.id))) return selection;
  const left = current.filter((id) => id !== Number(chip.id));
  switch (dimension) {
    case 'criticalMoments':
      return withCriticalMoments(selection, left.length > 0 ? left : defaults.criticalMoments);
    case 'geographies':
    case 'logicals':
      return { ...selection, [dimension]: left.length > 0 ? left : [...defaults[dimension]] };
    case 'channels':
    case 'clusters':
      return { ...selection, [dimension]: left };
  }
}
