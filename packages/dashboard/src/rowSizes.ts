import type { ResolvedWidget } from '@voz/core';

/** Height of a row that holds section labels only (a heading and its accent bar). */
export const LABEL_ROW_HEIGHT = '3.5rem';

/**
 * The 4-column grid's row heights (`--voz-rows`, grid-template-rows): a drawn row that only
 * section labels cover is LABEL_ROW_HEIGHT, every other row the grid's row height — a label would
 * otherwise take a 150 px row for one line of heading. Undefined when no row is a label row.
 */
export function labelRowSizes(
  visible: readonly ResolvedWidget[],
  rows: ReadonlyMap<string, number>,
): string | undefined {
  const kinds = new Map<number, Set<string>>();
  for (const item of visible) {
    const from = rows.get(item.widget.id) ?? item.position[1];
    for (let r = from; r < from + item.size[1]; r++) {
      const set = kinds.get(r) ?? new Set<string>();
      set.add(item.widget.type);
      kinds.set(r, set);
    }
  }
  const last = Math.max(-1, ...kinds.keys());
  const sizes = Array.from({ length: last + 1 }, (_, r) => {
    const set = kinds.get(r);
    return set && set.size === 1 && set.has('label') ? LABEL_ROW_HEIGHT : 'var(--voz-row-height)';
  });
  return sizes.includes(LABEL_ROW_HEIGHT) ? sizes.join(' ') : undefined;
}
