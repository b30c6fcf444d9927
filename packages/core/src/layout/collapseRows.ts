import type { GridPosition, GridSize } from '@voz/schema';

/** What collapseEmptyRows reads of a widget: its id, place and size, and whether it is shown. */
export interface RowItem {
  widget: { id: string };
  position: GridPosition;
  size: GridSize;
  visible: boolean;
}

/**
 * The row each visible widget is drawn at once the rows that no visible widget covers are taken
 * out, by widget id. A section hidden by its render condition then leaves no gap: the sections
 * written below it move up (auto-m's distributor dashboard writes its sales, after-sales, repair,
 * activity and text-analysis sections one under the other, whatever moments are selected).
 *
 * Every row a visible widget covers is kept and kept rows keep their order, so each widget keeps
 * its height, widgets side by side stay side by side, and widgets that did not overlap do not
 * overlap after: the layout checks of the written positions hold for the drawn ones.
 */
export function collapseEmptyRows(items: readonly RowItem[]): Map<string, number> {
  const covered = new Set<number>();
  for (const item of items) {
    if (!item.visible) continue;
    for (let r = item.position[1]; r < item.position[1] + item.size[1]; r++) covered.add(r);
  }
  const kept = [...covered].sort((a, b) => a - b);
  const shown = new Map(kept.map((row, i) => [row, i] as const));
  const rows = new Map<string, number>();
  for (const item of items) {
    const row = shown.get(item.position[1]);
    if (item.visible && row !== undefined) rows.set(item.widget.id, row);
  }
  return rows;
}
