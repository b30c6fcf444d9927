import type { CriticalMoment, Question, Scale, Tenant, TenantMetadata } from '@voz/schema';
import { SCALE_0_10, type RatingScale } from '@voz/core';

// Lookups over a tenant's metadata.json shared by the generator and the aggregates, so both read
// a question's scale the same way.

/** Any node of a metadata tree. */
interface TreeLike<T> {
  id: number;
  children?: T[];
}

/** A leaf of a tree with its parent (undefined for a root without children). */
export interface TreeLeaf<T> {
  /** The leaf node. */
  node: T;
  /** Its parent, or undefined when the leaf is the root. */
  parent: T | undefined;
}

/** The leaves of a tree, depth first in file order (a childless root is its own leaf). */
export function treeLeaves<T extends TreeLike<T>>(root: T): TreeLeaf<T>[] {
  const out: TreeLeaf<T>[] = [];
  const walk = (node: T, parent: T | undefined): void => {
    const children = node.children ?? [];
    if (children.length === 0) out.push({ node, parent });
    for (const child of children) walk(child, node);
  };
  walk(root, undefined);
  return out;
}

/** Every id of a tree. */
export function treeIds<T extends TreeLike<T>>(root: T): Set<number> {
  const ids = new Set<number>();
  const walk = (node: T): void => {
    ids.add(node.id);
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  return ids;
}

/** A leaf critical moment with what a response to it answers. */
export interface LeafMoment {
  /** The leaf moment. */
  moment: CriticalMoment;
  /** Its questions and its ancestors' (ancestors first), CALCULATED ones included. */
  questions: Question[];
  /** Workflow of its invitations: its own, else the nearest ancestor's. */
  workflowName: string | undefined;
}

/** The leaf moments of the critical-moment tree, with inherited questions and workflow. */
export function leafMoments(root: CriticalMoment): LeafMoment[] {
  const out: LeafMoment[] = [];
  const walk = (node: CriticalMoment, inherited: Question[], workflow: string | undefined): void => {
    const questions = [...inherited, ...(node.questions ?? [])];
    const workflowName = node.workflowName ?? workflow;
    const children = node.children ?? [];
    if (children.length === 0) out.push({ moment: node, questions, workflowName });
    for (const child of children) walk(child, questions, workflowName);
  };
  walk(root, [], undefined);
  return out;
}

/** Every question of the tenant by id. */
export function questionIndex(metadata: TenantMetadata): Map<number, Question> {
  const index = new Map<number, Question>();
  const walk = (node: CriticalMoment): void => {
    for (const q of node.questions ?? []) index.set(q.id, q);
    for (const child of node.children ?? []) walk(child);
  };
  walk(metadata.criticalMoments);
  return index;
}

/** Whether a question's answers are ratings (NUMBER or DECIMAL). */
export function isRatingQuestion(question: Question): boolean {
  return question.type === 'NUMBER' || question.type === 'DECIMAL';
}

/** Scale of a rating question: its own, else the tenant's rating range, else 0–10. */
export function questionScale(question: Question, tenant: Pick<Tenant, 'formatting'>): RatingScale {
  const scale: Scale | undefined = question.scale ?? tenant.formatting?.ratingRange;
  return scale ? { min: scale.min, max: scale.max } : { ...SCALE_0_10 };
}
