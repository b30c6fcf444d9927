// A dashboard's key against its file name, and its includes as they resolve: missing fragments or
// widgets, unused overrides, cycles, reported in the file where the faulty include is written.
import type { LintFamily } from './family.js';
import { isRecord, pointerValue } from './helpers.js';

const rules = {
  'broken-include': {
    severity: 'error',
    summary: 'An include naming a missing fragment or widget, an unused override, or a cycle.',
  },
} as const;

export const includes: LintFamily<keyof typeof rules, 'key-mismatch'> = {
  id: 'includes',
  summary: "A dashboard's key and its includes, resolved.",
  rules,
  dashboard({ docs, emit }, { key, dashboard, expansion }) {
    const file = dashboard.source.file;
    const d = dashboard.value;
    if (d.key !== key) {
      emit({
        ruleId: 'key-mismatch',
        file,
        pointer: '/key',
        message: `La clave "${d.key}" no coincide con el nombre del archivo "${key}.json".`,
        hint: `Escriba "key": "${key}" o renombre el archivo.`,
      });
    }
    for (const problem of expansion.problems) {
      // The fault is reported in the file where the faulty include is written.
      const inner = problem.writtenIn;
      const host = inner ? (inner.fragment.shared ? docs.shared : docs.fragments).get(inner.fragment.name) : dashboard;
      if (!host) continue;
      const at = inner ? inner.pointer : problem.pointer;
      const include = pointerValue(host.value, at);
      const shared = isRecord(include) && include.shared === true;
      // A fragment that exists but failed its schema is reported there, not as missing here.
      const present = docs.present ? (shared ? docs.present.shared : docs.present.fragments) : undefined;
      if (problem.kind === 'missing-fragment' && present?.has(problem.fragment)) continue;
      // The name is where a missing fragment or a cycle is written.
      const named = /^\/includes\/\d+$/.test(at) && (problem.kind === 'missing-fragment' || problem.kind === 'cycle');
      emit({
        ruleId: 'broken-include',
        file: host.source.file,
        pointer: named ? `${at}/fragment` : at,
        widgetId: null,
        message: problem.message,
        hint: 'Revise el nombre del fragmento, los ids de sus widgets y las sobrescrituras.',
      });
    }
  },
};
