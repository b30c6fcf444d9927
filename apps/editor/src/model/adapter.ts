// The one adapter between the dashboard's `position`/`size` ([column, row] and [width, height],
// counted from 0 in the files) and react-grid-layout's items ({ i, x, y, w, h }). Columns shown to
// people count from 1 (`describeCell`).
import type { ResolvedWidget } from '@voz/core';
import { WIDGET_KINDS } from '@voz/schema';
import { t } from '../i18n.js';

/** A react-grid-layout item (the fields the editor uses). */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxW?: number;
  maxH?: number;
  static?: boolean;
}

/** A widget's place on the grid, as the files write it. */
export interface Geometry {
  position: [number, number];
  size: [number, number];
}

/** Min and max size of a widget kind (the schema's annotations); 1×1 to 4×8 for an unknown kind. */
export function sizeLimits(type: string): { min: readonly [number, number]; max: readonly [number, number] } {
  const info = WIDGET_KINDS.find((k) => k.type === type);
  return info ? { min: info.minSize, max: info.maxSize } : { min: [1, 1], max: [4, 8] };
}

/** Grid items for resolved widgets, with each kind's size limits. */
export function toGridItems(widgets: readonly ResolvedWidget[]): GridItem[] {
  return widgets.map((item) => {
    const { min, max } = sizeLimits(item.widget.type);
    return {
      i: item.widget.id,
      x: item.position[0],
      y: item.position[1],
      w: item.size[0],
      h: item.size[1],
      minW: min[0],
      minH: min[1],
      maxW: max[0],
      maxH: max[1],
    };
  });
}

/** The geometry of a grid item. */
export function geometryOf(item: Pick<GridItem, 'x' | 'y' | 'w' | 'h'>): Geometry {
  return { position: [item.x, item.y], size: [item.w, item.h] };
}

/** The items whose place or size differs from `before` (by id), with their new geometry. */
export function changedGeometry(
  before: readonly GridItem[],
  after: readonly Pick<GridItem, 'i' | 'x' | 'y' | 'w' | 'h'>[],
): Map<string, Geometry> {
  const old = new Map(before.map((item) => [item.i, item]));
  const changed = new Map<string, Geometry>();
  for (const item of after) {
    const was = old.get(item.i);
    if (!was) continue;
    if (was.x !== item.x || was.y !== item.y || was.w !== item.w || was.h !== item.h)
      changed.set(item.i, geometryOf(item));
  }
  return changed;
}

/** How a cell is read out to people (in the interface language): columns and rows counted from 1. */
export function describeCell(title: string, geometry: Geometry): string {
  const [column, row] = geometry.position;
  const [width, height] = geometry.size;
  return t('editor.canvas.cell', { title, column: column + 1, width, row: row + 1, height });
}
