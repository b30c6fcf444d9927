// Two widgets of a resolved dashboard with the same id. A second copy from another include is that
// include's fault: its prefix, or its lack of one.
import type { SourcedWidget } from '@voz/core';
import type { LintFamily } from './family.js';
import { isRecord, pointerValue, titleOf } from './helpers.js';

const rules = {
  'duplicate-widget-id': { severity: 'error', summary: 'Two widgets of a resolved dashboard with the same id.' },
} as const;

export const widgetIds: LintFamily<keyof typeof rules> = {
  id: 'widget-ids',
  summary: 'Widget ids unique in each resolved dashboard.',
  rules,
  dashboard({ emit }, { dashboard, expansion, fileOf, where }) {
    const file = dashboard.source.file;
    const d = dashboard.value;
    const seen = new Map<string, SourcedWidget>();
    for (const w of expansion.widgets) {
      const widget = w.widget;
      const first = seen.get(widget.id);
      if (!first) {
        seen.set(widget.id, w);
        continue;
      }
      const sameInclude = first.origin.include?.pointer === w.origin.include?.pointer;
      const include = w.origin.include;
      const at = sameInclude
        ? { file: fileOf(w), pointer: `${w.origin.pointer}/id` }
        : include && !include.overridePointer
          ? {
              file,
              pointer:
                isRecord(pointerValue(d, include.pointer)) && 'idPrefix' in (pointerValue(d, include.pointer) as object)
                  ? `${include.pointer}/idPrefix`
                  : include.pointer,
            }
          : where(w, '/id');
      emit({
        ...at,
        ruleId: 'duplicate-widget-id',
        widgetId: widget.id,
        message: `El id "${widget.id}" ya lo usa ${titleOf(first.widget)} en este dashboard.`,
        hint: w.origin.include
          ? 'Use "idPrefix" en el include para incluir un fragmento dos veces, o cambie el id.'
          : 'Cada widget necesita un id único en el dashboard resuelto.',
      });
    }
  },
};
