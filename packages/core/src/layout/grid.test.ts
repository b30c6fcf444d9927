import { describe, expect, it } from 'vitest';
import { cellsOf, firstFreeCell, GRID_COLUMNS, placementSize, rectsOverlap } from './grid.js';

describe('cellsOf', () => {
  it('lists the cells row by row', () => {
    expect(cellsOf([1, 2], [2, 2])).toEqual([
      [1, 2],
      [2, 2],
      [1, 3],
      [2, 3],
    ]);
  });

  it('a 1x1 widget covers its own cell; an empty size covers none', () => {
    expect(cellsOf([3, 0], [1, 1])).toEqual([[3, 0]]);
    expect(cellsOf([0, 0], [0, 3])).toEqual([]);
  });
});

describe('rectsOverlap', () => {
  it('detects shared cells', () => {
    expect(rectsOverlap({ position: [0, 0], size: [2, 2] }, { position: [1, 1], size: [2, 2] })).toBe(true);
    expect(rectsOverlap({ position: [0, 0], size: [4, 1] }, { position: [3, 0], size: [1, 3] })).toBe(true);
  });

  it('touching edges do not overlap', () => {
    expect(rectsOverlap({ position: [0, 0], size: [2, 2] }, { position: [2, 0], size: [2, 2] })).toBe(false);
    expect(rectsOverlap({ position: [0, 0], size: [2, 2] }, { position: [0, 2], size: [2, 2] })).toBe(false);
  });

  it('agrees with cellsOf', () => {
    const rects = [
      { position: [0, 0], size: [1, 1] },
      { position: [1, 0], size: [3, 2] },
      { position: [2, 1], size: [1, 1] },
      { position: [0, 1], size: [2, 1] },
    ] as const;
    for (const a of rects) {
      for (const b of rects) {
        const cellsA = cellsOf([...a.position], [...a.size]).map(String);
        const shared = cellsOf([...b.position], [...b.size]).some((cell) => cellsA.includes(String(cell)));
        expect(
          rectsOverlap(
            { position: [...a.position], size: [...a.size] },
            { position: [...b.position], size: [...b.size] },
          ),
        ).toBe(shared);
      }
    }
  });

  it('empty rectangles overlap nothing', () => {
    expect(rectsOverlap({ position: [0, 0], size: [0, 1] }, { position: [0, 0], size: [1, 1] })).toBe(false);
  });
});

describe('firstFreeCell', () => {
  it('takes the top-left cell of an empty grid', () => {
    expect(firstFreeCell([], [2, 1])).toEqual([0, 0]);
  });

  it('scans rows top to bottom and columns left to right', () => {
    const occupied = [{ position: [0, 0] as [number, number], size: [1, 1] as [number, number] }];
    expect(firstFreeCell(occupied, [1, 1])).toEqual([1, 0]);
    expect(firstFreeCell(occupied, [3, 1])).toEqual([1, 0]);
    expect(firstFreeCell(occupied, [4, 1])).toEqual([0, 1]);
  });

  it('needs the whole size free, including lower rows', () => {
    const occupied = [{ position: [2, 1] as [number, number], size: [1, 1] as [number, number] }];
    expect(firstFreeCell(occupied, [2, 2])).toEqual([0, 0]);
    expect(firstFreeCell(occupied, [3, 2])).toEqual([0, 2]);
  });

  it('fills a hole left between widgets', () => {
    const occupied = [
      { position: [0, 0] as [number, number], size: [4, 1] as [number, number] },
      { position: [0, 1] as [number, number], size: [2, 1] as [number, number] },
      { position: [0, 2] as [number, number], size: [4, 1] as [number, number] },
    ];
    expect(firstFreeCell(occupied, [2, 1])).toEqual([2, 1]);
    expect(firstFreeCell(occupied, [2, 2])).toEqual([0, 3]);
  });

  it('places widgets wider than the grid at the start of a free row', () => {
    expect(firstFreeCell([{ position: [0, 0], size: [1, 1] }], [6, 1])).toEqual([0, 1]);
  });
});

describe('placementSize', () => {
  it('clamps the width to the grid and sides to at least one cell', () => {
    expect(placementSize([2, 3])).toEqual([2, 3]);
    expect(placementSize([9, 0])).toEqual([GRID_COLUMNS, 1]);
    expect(placementSize([0, -2])).toEqual([1, 1]);
    expect(placementSize([Number.NaN, 2])).toEqual([1, 2]);
  });
});
