import type { GridPosition, GridSize } from '@voz/schema';

/** Width of the dashboard grid, in columns. */
export const GRID_COLUMNS = 4;

/** A rectangle of grid cells: top-left cell and size. */
export interface GridRect {
  /** [column, row] of the top-left cell. */
  position: GridPosition;
  /** [width, height] in cells. */
  size: GridSize;
}

/** The cells [column, row] a rectangle covers, row by row; none when a side is not positive. */
export function cellsOf(position: GridPosition, size: GridSize): GridPosition[] {
  const cells: GridPosition[] = [];
  for (let row = position[1]; row < position[1] + size[1]; row++) {
    for (let column = position[0]; column < position[0] + size[0]; column++) cells.push([column, row]);
  }
  return cells;
}

/** Whether two rectangles share at least one cell (empty rectangles share none). */
export function rectsOverlap(a: GridRect, b: GridRect): boolean {
  if (a.size[0] <= 0 || a.size[1] <= 0 || b.size[0] <= 0 || b.size[1] <= 0) return false;
  return (
    a.position[0] < b.position[0] + b.size[0] &&
    b.position[0] < a.position[0] + a.size[0] &&
    a.position[1] < b.position[1] + b.size[1] &&
    b.position[1] < a.position[1] + a.size[1]
  );
}

/**
 * The size used to place a widget: width clamped to 1..GRID_COLUMNS and height at least 1, so that a
 * widget with a wrong size (which lint reports) still gets a place.
 */
export function placementSize(size: GridSize): GridSize {
  const width = Math.min(GRID_COLUMNS, Math.max(1, Math.floor(size[0])));
  const height = Math.max(1, Math.floor(size[1]));
  return [Number.isFinite(width) ? width : 1, Number.isFinite(height) ? height : 1];
}

/**
 * The first free cell, scanning rows top to bottom and columns left to right, where a widget of this
 * size fits inside the grid's columns without covering any of the occupied rectangles.
 */
export function firstFreeCell(occupied: readonly GridRect[], size: GridSize): GridPosition {
  const [width, height] = placementSize(size);
  // Below the lowest occupied row every cell is free, so the scan always ends.
  const lastRow = occupied.reduce((max, rect) => Math.max(max, rect.position[1] + rect.size[1]), 0);
  for (let row = 0; row <= lastRow; row++) {
    for (let column = 0; column + width <= GRID_COLUMNS; column++) {
      const candidate: GridRect = { position: [column, row], size: [width, height] };
      if (!occupied.some((rect) => rectsOverlap(rect, candidate))) return [column, row];
    }
  }
  return [0, lastRow];
}
