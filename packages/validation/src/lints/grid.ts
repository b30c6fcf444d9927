// The grid of a resolved dashboard: each widget's size within its kind's, inside the 4 columns,
// and no two widgets sharing cells when both can be visible at once (render conditions and layout
// variants told apart by core's canHoldTogether).
import { canHoldTogether, GRID_COLUMNS } from '@voz/core';
import { WIDGET_KINDS, type GridPosition, type GridSize, type RenderCondition, type Widget } from '@voz/schema';
import type { LintFamily } from './family.js';
import { cell, titleOf } from './helpers.js';

const rules = {
  'grid-bounds': { severity: 'error', summary: 'A widget reaching past the 4th column.' },
  'widget-overlap': { severity: 'error', summary: 'Two widgets that can be visible at the same time share cells.' },
  'widget-size': { severity: 'error', summary: "A widget smaller or larger than its kind's min/max size." },
} as const;

const KIND_SIZES = new Map(WIDGET_KINDS.map((k) => [k.type, k]));

/** One way a widget can sit on the grid: its rectangle and the condition under which it is there. */
interface Placement {
  position: GridPosition;
  size: GridSize;
  condition: RenderCondition | undefined;
  /** Where this placement is written, relative to the widget (/position or /layouts/k/position). */
  field: string;
}

function placementsOf(widget: Widget): Placement[] {
  const variants = widget.layouts ?? [];
  const out: Placement[] = [];
  const earlier: RenderCondition[] = [];
  const withOwn = (c: RenderCondition | undefined): RenderCondition | undefined =>
    widget.renderCondition && c ? { all: [widget.renderCondition, c] } : (widget.renderCondition ?? c);
  variants.forEach((variant, k) => {
    const position = variant.position ?? widget.position;
    const size = variant.size ?? widget.size;
    const condition: RenderCondition = earlier.length
      ? { all: [variant.when, { not: { any: [...earlier] } }] }
      : variant.when;
    if (position)
      out.push({
        position,
        size,
        condition: withOwn(condition),
        field: variant.position ? `/layouts/${k}/position` : '/position',
      });
    earlier.push(variant.when);
  });
  if (widget.position) {
    out.push({
      position: widget.position,
      size: widget.size,
      condition: withOwn(earlier.length ? { not: { any: earlier } } : undefined),
      field: '/position',
    });
  }
  return out;
}

const overlaps = (a: Placement, b: Placement): boolean =>
  a.position[0] < b.position[0] + b.size[0] &&
  b.position[0] < a.position[0] + a.size[0] &&
  a.position[1] < b.position[1] + b.size[1] &&
  b.position[1] < a.position[1] + a.size[1];

export const grid: LintFamily<keyof typeof rules> = {
  id: 'grid',
  summary: "Widgets' sizes, the grid's 4 columns and overlaps, on resolved dashboards.",
  rules,
  dashboard({ facts, emit }, { expansion, where, includeOffset }) {
    for (const w of expansion.widgets) {
      const widget = w.widget;
      const kind = KIND_SIZES.get(widget.type);
      const sizes: [GridSize, string][] = [
        [widget.size, '/size'],
        ...(widget.layouts ?? []).flatMap((v, k): [GridSize, string][] =>
          v.size ? [[v.size, `/layouts/${k}/size`]] : [],
        ),
      ];
      for (const [size, field] of sizes) {
        if (!kind) continue;
        const [minW, minH] = kind.minSize;
        const [maxW, maxH] = kind.maxSize;
        if (size[0] < minW || size[1] < minH || size[0] > maxW || size[1] > maxH) {
          emit({
            ...where(w, field),
            ruleId: 'widget-size',
            widgetId: widget.id,
            message: `${titleOf(widget)} mide ${size[0]}×${size[1]}; un widget ${widget.type} mide entre ${minW}×${minH} y ${maxW}×${maxH}.`,
            hint: `Ajuste "size" a ese rango (ancho×alto en celdas).`,
          });
        }
      }
      for (const p of placementsOf(widget)) {
        if (p.position[0] + p.size[0] <= GRID_COLUMNS) continue;
        emit({
          // The include is at fault only when its own offset pushes the widget sideways.
          ...where(w, p.field, p.field === '/position' && includeOffset(w)[0] > 0 ? 'position' : undefined),
          ruleId: 'grid-bounds',
          widgetId: widget.id,
          message: `${titleOf(widget)} empieza en la columna ${p.position[0] + 1} con ancho ${p.size[0]}: se sale de la grilla de ${GRID_COLUMNS} columnas.`,
          hint: `La columna (desde 1) más el ancho menos 1 no puede pasar de ${GRID_COLUMNS}.`,
        });
      }
    }

    const placed = expansion.widgets.map((w) => ({ w, placements: placementsOf(w.widget) }));
    for (let j = 1; j < placed.length; j++) {
      const later = placed[j]!;
      outer: for (let i = 0; i < j; i++) {
        const earlier = placed[i]!;
        for (const b of later.placements) {
          for (const a of earlier.placements) {
            if (!overlaps(a, b) || !canHoldTogether(a.condition, b.condition, facts.space)) continue;
            emit({
              // Two widgets of one include overlap inside their fragment, wherever it is placed.
              ...where(
                later.w,
                b.field,
                b.field === '/position' && later.w.origin.include?.pointer !== earlier.w.origin.include?.pointer
                  ? 'position'
                  : undefined,
              ),
              ruleId: 'widget-overlap',
              widgetId: later.w.widget.id,
              message: `${titleOf(later.w.widget)} en ${cell(b.position)} se superpone con ${titleOf(earlier.w.widget)} en ${cell(a.position)}, y ambos pueden verse a la vez.`,
              hint: 'Mueva uno de los dos, o dé a cada uno una condición que excluya a la otra.',
            });
            break outer;
          }
        }
      }
    }
  },
};
