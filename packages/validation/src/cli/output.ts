import type { Diagnostic } from '../diagnostic.js';

/** Output formats of `voz validate`. */
export type OutputFormat = 'text' | 'json' | 'github';

/** Renders diagnostics for people, tools (one JSON array) or GitHub annotations. */
export function renderDiagnostics(
  diagnostics: readonly Diagnostic[],
  format: OutputFormat,
  summary: { tenants: number; files: number },
): string {
  if (format === 'json') return `${JSON.stringify(diagnostics, null, 2)}\n`;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const tail = `${errors} error(es), ${warnings} advertencia(s) en ${summary.files} archivo(s) de ${summary.tenants} tenant(s).`;
  if (format === 'github') {
    const esc = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const lines = diagnostics.map(
      (d) =>
        `::${d.severity === 'error' ? 'error' : 'warning'} file=${d.file},line=${d.line},col=${d.column},title=${d.ruleId}::${esc(`${d.message} ${d.hint} (${d.pointer || '/'})`)}`,
    );
    return `${[...lines, tail].join('\n')}\n`;
  }
  const lines: string[] = [];
  for (const d of diagnostics) {
    const where = [d.widgetId ? `widget ${d.widgetId}` : '', d.pointer || '/'].filter(Boolean).join(', ');
    lines.push(
      `${d.file}:${d.line}:${d.column}  ${d.severity === 'error' ? 'error' : 'aviso'}  ${d.ruleId}  ${d.message} (${where})`,
    );
    lines.push(`    → ${d.hint}`);
  }
  lines.push(diagnostics.length === 0 ? `Sin problemas: ${tail}` : tail);
  return `${lines.join('\n')}\n`;
}
