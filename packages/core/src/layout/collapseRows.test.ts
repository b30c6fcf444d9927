import { describe, expect, it } from 'vitest';
import { collapseEmptyRows, type RowItem } from './collapseRows.js';
import { rectsOverlap } from './grid.js';

const item = (id: string, position: [number, number], size: [number, number], visible = true): RowItem => ({
  widget: { id },
  position,
  size,
  visible,
});

describe('collapseEmptyRows', () => {
  it('moves the sections under a hidden one up, so it leaves no gap', () => {
    // A title row, a sales section (rows 1-3, hidden), an after-sales section (rows 4-5), a text row.
    const rows = collapseEmptyRows([
      item('title', [0, 0], [4, 1]),
      item('sales-a', [0, 1], [2, 3], false),
      item('sales-b', [2, 1], [2, 2], false),
      item('post-a', [0, 4], [2, 2]),
      item('post-b', [2, 4], [1, 1]),
      item('text', [0, 6], [4, 1]),
    ]);
    expect(Object.fromEntries(rows)).toEqual({ title: 0, 'post-a': 1, 'post-b': 1, text: 3 });
  });

  it('keeps every row a visible widget covers, the first rows included, and leaves hidden widgets out', () => {
    const rows = collapseEmptyRows([
      item('a', [0, 2], [1, 3]),
      item('b', [1, 3], [1, 1]),
      item('h', [2, 0], [1, 1], false),
    ]);
    // Rows 0 and 1 are empty (h is hidden): a starts at 0, b keeps its offset of one row inside a's span.
    expect(Object.fromEntries(rows)).toEqual({ a: 0, b: 1 });
  });

  it('changes nothing when every row is covered', () => {
    const items = [item('a', [0, 0], [4, 2]), item('b', [0, 2], [2, 1]), item('c', [2, 2], [2, 3])];
    expect(Object.fromEntries(collapseEmptyRows(items))).toEqual({ a: 0, b: 2, c: 2 });
  });

  it('keeps heights, order and non-overlap for seeded random layouts', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const items: RowItem[] = [];
      for (let i = 0; i < 12; i++) {
        const w = 1 + next(4);
        items.push(item(`w${i}`, [next(5 - w), next(30)], [w, 1 + next(4)], next(3) > 0));
      }
      // Drop overlapping visible widgets: the layout checks allow none.
      const valid: RowItem[] = [];
      for (const it of items) {
        const clash = valid.some((v) => v.visible && it.visible && rectsOverlap(v, it));
        if (!clash) valid.push(it);
      }
      const rows = collapseEmptyRows(valid);
      const shown = valid.filter((v) => v.visible);
      expect(rows.size).toBe(shown.length);
      const moved = shown.map((v) => ({ ...v, position: [v.position[0], rows.get(v.widget.id)!] as [number, number] }));
      for (let i = 0; i < shown.length; i++) {
        for (let j = 0; j < shown.length; j++) {
          if (i === j) continue;
          expect(rectsOverlap(moved[i]!, moved[j]!)).toBe(false);
          // Order of rows kept: a widget above another stays above (or on the same row).
          if (shown[i]!.position[1] < shown[j]!.position[1])
            expect(moved[i]!.position[1]).toBeLessThan(moved[j]!.position[1]);
        }
      }
      // No empty row left between the drawn widgets.
      const bottom = Math.max(0, ...moved.map((m) => m.position[1] + m.size[1]));
      for (let r = 0; r < bottom; r++) {
        expect(moved.some((m) => m.position[1] <= r && r < m.position[1] + m.size[1])).toBe(true);
      }
    }
  });
});
