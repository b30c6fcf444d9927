// The indicator names each widget of a resolved dashboard requests, checked against
// indicators.json. A name an include's indicatorMap produced is reported at the map entry that
// produced it (in the file where that include is written); any other at the request, where it is
// written. Requests as written are checked by references.ts, except those an indicatorMap renames.
import { escapePointerToken } from '@voz/core';
import { suggest } from '../suggest.js';
import type { LintFamily } from './family.js';
import { isRecord, pointerValue, titleOf, unknownIndicatorMessage } from './helpers.js';

const rules = {
  'unknown-indicator': {
    severity: 'error',
    summary: 'An indicator request naming an indicator absent from indicators.json.',
  },
} as const;

export const indicatorNames: LintFamily<keyof typeof rules> = {
  id: 'indicator-names',
  summary: 'The indicator names resolved dashboards request, against indicators.json.',
  rules,
  dashboard({ docs, facts, emit }, { dashboard, expansion, where }) {
    const names = facts.indicatorNames;
    if (!names) return;
    const file = dashboard.source.file;
    for (const w of expansion.widgets) {
      const renames = w.origin.indicatorRenames ?? [];
      (w.widget.indicators ?? []).forEach((request, k) => {
        if (names.has(request.indicator)) return;
        const close = suggest(request.indicator, [...names]);
        const last = renames.filter((r) => r.request === k).at(-1);
        if (!last) {
          emit({
            ...where(w, `/indicators/${k}/indicator`),
            ruleId: 'unknown-indicator',
            message: unknownIndicatorMessage(request.indicator),
            hint: close
              ? `¿Quiso decir "${close}"? O agréguelo a indicators.json.`
              : 'Agréguelo a indicators.json del tenant o corrija el nombre.',
          });
          return;
        }
        const inner = last.include.writtenIn;
        const host = inner
          ? (inner.fragment.shared ? docs.shared : docs.fragments).get(inner.fragment.name)
          : undefined;
        const includePointer = inner ? inner.pointer : last.include.pointer;
        const include = pointerValue(inner ? host?.value : dashboard.value, includePointer);
        const fragment = isRecord(include) && typeof include.fragment === 'string' ? include.fragment : '';
        emit({
          ruleId: 'unknown-indicator',
          file: inner ? (host?.source.file ?? file) : file,
          pointer: `${includePointer}/indicatorMap/${escapePointerToken(last.entry)}`,
          // The card of this dashboard whose request was renamed (the include may be written in a fragment).
          widgetId: w.widget.id,
          message: `La inclusión del fragmento «${fragment}» cambia el indicador "${last.from}" de ${titleOf(w.widget)} a "${last.to}", que no está en indicators.json.`,
          hint:
            close && close !== last.from
              ? `¿Quiso decir "${close}"? Escríbalo en "indicatorMap" ("${last.from}": "${close}") o agregue "${last.to}" a indicators.json.`
              : `Corrija "indicatorMap" o agregue "${last.to}" a indicators.json.`,
        });
      });
    }
  },
};
