import type { Language, RenderCondition } from '@voz/schema';
import { CONDITION_WORDS, describeCondition, describeCurrentState } from './describeCondition.js';
import { conditionParts, evaluateCondition } from './evaluateCondition.js';
import type { ConditionContext } from './evaluateCondition.js';

/** Why a condition does not hold: the deepest failing node and a sentence a consultant understands. */
export interface ConditionExplanation {
  /** JSON Pointer of the failing node, relative to the pointer given (e.g. /renderCondition/all/1). */
  pointer: string;
  /** The failing node. */
  condition: RenderCondition;
  /**
   * A sentence in the language asked for (Spanish by default), e.g. "Se muestra solo si los momentos
   * críticos seleccionados incluyen 1 o 2 (ahora: 3)".
   */
  message: string;
}

function failureMessage(condition: RenderCondition, ctx: ConditionContext, language: Language): string {
  const state = describeCurrentState(condition, ctx, language);
  const text = describeCondition(condition, ctx.roots, language);
  return CONDITION_WORDS[language].shownIf(`${text}${state === '' ? '' : ` ${state}`}`);
}

/**
 * `null` when the condition holds (or is absent); otherwise the deepest failing node. A failing `all`
 * descends into its first failing child; a failing `any` or `not` is reported as itself, since no single
 * child is to blame. Pointers extend `basePointer` (pass '/renderCondition' for a widget's condition).
 * The message is in `language` (the reader's, not `ctx.language`, the one the condition tests).
 */
export function explainCondition(
  condition: RenderCondition | undefined,
  ctx: ConditionContext,
  basePointer = '',
  language: Language = 'es',
): ConditionExplanation | null {
  if (condition === undefined) return null;
  for (const part of conditionParts(condition)) {
    if (evaluateCondition(part.node, ctx)) continue;
    if (part.key === 'all') {
      const children = part.node.all ?? [];
      for (const [index, child] of children.entries()) {
        const inner = explainCondition(child, ctx, `${basePointer}/all/${index}`, language);
        if (inner !== null) return inner;
      }
    }
    return { pointer: basePointer, condition: part.node, message: failureMessage(part.node, ctx, language) };
  }
  return null;
}
