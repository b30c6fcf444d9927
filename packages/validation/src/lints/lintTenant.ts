// Runs every lint family (families.ts) on one tenant folder's valid documents, in phases (context.ts).
import type { DiagnosticDraft, RuleId } from '../diagnostic.js';
import { widgetIdAt } from '../schema-errors.js';
import { runLints } from './context.js';
import { LINT_FAMILIES } from './families.js';
import type { Emit, TenantDocuments } from './family.js';

export type { ParsedDocument, TenantDocuments } from './family.js';

/** Every semantic lint of one tenant folder. */
export function lintTenant(docs: TenantDocuments): DiagnosticDraft[] {
  const out: DiagnosticDraft[] = [];
  const emit: Emit<RuleId> = (d) => {
    out.push({
      ...d,
      widgetId: d.widgetId === undefined ? widgetIdAt(documentValue(docs, d.file), d.pointer) : d.widgetId,
    });
  };
  runLints(docs, emit, LINT_FAMILIES);
  return out;
}

function documentValue(docs: TenantDocuments, file: string): unknown {
  for (const doc of [
    docs.tenant,
    docs.metadata,
    docs.indicators,
    ...docs.dashboards.values(),
    ...docs.fragments.values(),
    ...docs.shared.values(),
  ]) {
    if (doc?.source.file === file) return doc.value;
  }
  return undefined;
}
