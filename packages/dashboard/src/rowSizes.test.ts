import type { ResolvedWidget } from '@voz/core';
import { describe, expect, it } from 'vitest';
import { LABEL_ROW_HEIGHT, labelRowSizes } from './rowSizes.js';

const item = (id: string, type: string, position: [number, number], size: [number, number]): ResolvedWidget =>
  ({ widget: { id, type, position, size }, position, size, visible: true }) as unknown as ResolvedWidget;

describe('labelRowSizes', () => {
  it('lowers the drawn rows only section labels cover, and no other', () => {
    const widgets = [
      item('title', 'label', [0, 0], [4, 1]),
      item('nps', 'nps', [0, 1], [2, 2]),
      item('side-label', 'label', [2, 1], [2, 1]),
      item('section', 'label', [0, 3], [4, 1]),
      item('gauge', 'gauge', [0, 4], [1, 1]),
    ];
    const rows = new Map(widgets.map((w) => [w.widget.id, w.position[1]] as const));
    const row = 'var(--voz-row-height)';
    expect(labelRowSizes(widgets, rows)).toBe([LABEL_ROW_HEIGHT, row, row, LABEL_ROW_HEIGHT, row].join(' '));
  });

  it('reads the drawn rows (after empty rows are taken out) and says nothing without a label row', () => {
    const widgets = [item('section', 'label', [0, 10], [4, 1]), item('nps', 'nps', [0, 11], [2, 2])];
    expect(
      labelRowSizes(
        widgets,
        new Map([
          ['section', 0],
          ['nps', 1],
        ]),
      ),
    ).toBe(`${LABEL_ROW_HEIGHT} var(--voz-row-height) var(--voz-row-height)`);
    expect(labelRowSizes([widgets[1]!], new Map([['nps', 0]]))).toBeUndefined();
  });
});
