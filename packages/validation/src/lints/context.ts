// The one context object the lint families read (family.ts): the tenant's documents and the facts
// drawn from them; and the run of the families' phases over it: each dashboard resolved once (with
// where its widgets' fields are written), handed to every family and dropped; then each document
// linted as written scanned once, handed to every family and dropped; then the tenant-wide checks.
// Nothing resolved or scanned outlives its step, so a tenant's lints hold one dashboard or one
// document's scan at a time.
import { conditionTrees, expandIncludes, type FragmentRef, type SourcedWidget } from '@voz/core';
import type { SchemaTypes } from '@voz/schema';
import type {
  Emit,
  Facts,
  LintContext,
  LintHooks,
  ParsedDocument,
  ResolvedDashboard,
  TenantDocuments,
} from './family.js';
import { isRecord, pointerValue, scanDocument } from './helpers.js';
import { MetadataIndex } from './MetadataIndex.js';

function collectFacts(docs: TenantDocuments): Facts {
  const tenant = docs.tenant?.value;
  const roots = tenant?.rootIds ?? { geo: 0, logical: 0, criticalMoment: 0 };
  return {
    ...(docs.metadata ? { meta: new MetadataIndex(docs.metadata.value) } : {}),
    ...(docs.indicators
      ? {
          indicatorNames: new Set(Object.keys(docs.indicators.value.indicators)),
          indicators: docs.indicators.value.indicators,
        }
      : {}),
    ...(tenant ? { levels: new Set(tenant.levels.map((l) => l.id)), colorScales: tenant.colorScales ?? {} } : {}),
    ...(tenant?.formatting?.ratingRange ? { ratingRange: tenant.formatting.ratingRange } : {}),
    english: tenant?.languages.includes('en') ?? false,
    space: {
      roots: { criticalMoment: roots.criticalMoment, geo: roots.geo, logical: roots.logical },
      criticalMomentSelection: tenant?.criticalMomentSelection ?? 'multiple',
      levels: tenant?.levels.map((l) => l.id) ?? [],
      features: tenant?.features ?? [],
      languages: tenant?.languages ?? ['es'],
      // The trees tell which `within` tests exclude each other; without them such pairs "may overlap".
      ...(docs.metadata ? { trees: conditionTrees(docs.metadata.value) } : {}),
    },
  };
}

/** One dashboard with its includes expanded; the shared fragments it loads are added to `usedShared`. */
function resolveDashboard(
  key: string,
  dashboard: ParsedDocument<'dashboard'>,
  docs: TenantDocuments,
  usedShared: Set<string>,
): ResolvedDashboard {
  const file = dashboard.source.file;
  const d = dashboard.value;
  const load = (ref: FragmentRef): SchemaTypes['fragment'] | undefined => {
    if (ref.shared) usedShared.add(ref.name);
    return (ref.shared ? docs.shared : docs.fragments).get(ref.name)?.value;
  };
  const expansion = expandIncludes(d, load);
  const fileOf = (w: SourcedWidget): string => {
    const f = w.origin.file;
    if (f.kind === 'self') return file;
    const parsed = (f.shared ? docs.shared : docs.fragments).get(f.name);
    return parsed?.source.file ?? file;
  };
  const where: ResolvedDashboard['where'] = (w, field, includeField) => {
    const include = w.origin.include;
    if (include?.overridePointer) {
      const overrideValue = pointerValue(d, include.overridePointer);
      const top = field.split('/')[1] ?? '';
      if (isRecord(overrideValue) && top in overrideValue)
        return { file, pointer: `${include.overridePointer}${field}` };
    }
    if (include && includeField) {
      const includeValue = pointerValue(d, include.pointer);
      if (isRecord(includeValue) && includeField in includeValue)
        return { file, pointer: `${include.pointer}/${includeField}` };
    }
    return { file: fileOf(w), pointer: `${w.origin.pointer}${field}` };
  };
  const writtenAt: ResolvedDashboard['writtenAt'] = (w, field) => {
    const override = w.origin.include?.overridePointer;
    if (override && pointerValue(d, `${override}${field}`) !== undefined)
      return { file, pointer: `${override}${field}` };
    return { file: fileOf(w), pointer: `${w.origin.pointer}${field}` };
  };
  const includeOffset = (w: SourcedWidget): readonly [number, number] => {
    const include = w.origin.include ? pointerValue(d, w.origin.include.pointer) : undefined;
    const position = isRecord(include) ? include.position : undefined;
    return Array.isArray(position) ? (position as [number, number]) : [0, 0];
  };
  return { key, dashboard, expansion, fileOf, where, writtenAt, includeOffset };
}

/** A family as the run sees it: its hooks, or `start` giving those of one run. */
type Runnable<Id extends string> = LintHooks<Id> & { start?: (ctx: LintContext<Id>) => LintHooks<Id> };

/**
 * Runs `families` on one tenant folder's documents, reporting through `emit`: every family's
 * `dashboard` hook on each resolved dashboard, then its `document` hook on each document linted as
 * written, then its `tenant` hook. Within a phase the families run in their order.
 */
export function runLints<Id extends string>(
  docs: TenantDocuments,
  emit: Emit<Id>,
  families: readonly Runnable<Id>[],
): void {
  const usedShared = new Set<string>();
  // A request an include's indicatorMap renames is checked as the dashboards request it.
  const renamed = new Set<string>();
  const ctx: LintContext<Id> = { docs, facts: collectFacts(docs), emit, renamed };
  const runs = families.map((family) => (family.start ? family.start(ctx) : family));

  for (const [key, dashboard] of docs.dashboards) {
    // Resolved even when no family reads it: its expansion names the renamed requests and shared fragments.
    const resolved = resolveDashboard(key, dashboard, docs, usedShared);
    for (const w of resolved.expansion.widgets) {
      for (const rename of w.origin.indicatorRenames ?? [])
        renamed.add(`${resolved.fileOf(w)}|${w.origin.pointer}/indicators/${rename.request}`);
    }
    for (const run of runs) run.dashboard?.(ctx, resolved);
  }

  if (runs.some((run) => run.document)) {
    // Shared fragments name this tenant's indicators and ids only when this tenant includes them.
    const shared = [...usedShared].flatMap((name) => docs.shared.get(name) ?? []);
    const own = [...docs.dashboards.values(), ...docs.fragments.values(), ...shared] as ParsedDocument[];
    for (const doc of own) {
      const scan = scanDocument(doc.value);
      for (const run of runs) run.document?.(ctx, doc, scan);
    }
  }

  for (const run of runs) run.tenant?.(ctx);
}
