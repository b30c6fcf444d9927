// What a lint family is: a module `{ id, summary, rules, ...hooks }`, where `rules` gives each rule
// id the family reports first its severity and summary (diagnostic.ts builds RULES from them) and
// the hooks are called in streaming phases (context.ts runs them): `dashboard` once per resolved
// dashboard, `document` once per document linted as written, `tenant` once at the end; a family
// keeping state across a tenant's run (e.g. what it already reported) creates it in `start`, which
// returns that run's hooks. Nothing tenant-wide is retained: each dashboard is resolved, checked
// and dropped, each document scanned, checked and dropped. A leaf module: types only, no import of
// the diagnostics, so diagnostic.ts can import the families without a cycle.
import type { ConditionSpace, expandIncludes, SourcedWidget } from '@voz/core';
import type { ColorScale, IndicatorDefinition, RenderCondition, SchemaName, SchemaTypes } from '@voz/schema';
import type { JsonSource } from '../source.js';
import type { MetadataIndex } from './MetadataIndex.js';

/** How serious a diagnostic is: errors fail `voz validate` (exit 1), warnings do not. */
export type Severity = 'error' | 'warning';

/** What RULES says of one rule. */
export interface RuleInfo {
  severity: Severity;
  summary: string;
}

/** A document that parsed and matched its schema. */
export interface ParsedDocument<K extends SchemaName = SchemaName> {
  /** Its text and positions. */
  source: JsonSource;
  /** Its value, of its schema's type. */
  value: SchemaTypes[K];
}

/** The valid documents of one tenant folder, for the semantic lints. */
export interface TenantDocuments {
  /** Folder name (the expected tenant id). */
  name: string;
  /** How the folder is shown in diagnostics. */
  dir: string;
  tenant?: ParsedDocument<'tenant'>;
  metadata?: ParsedDocument<'metadata'>;
  indicators?: ParsedDocument<'indicators'>;
  /** Dashboards by key (file name). */
  dashboards: Map<string, ParsedDocument<'dashboard'>>;
  /** The tenant's fragments by name. */
  fragments: Map<string, ParsedDocument<'fragment'>>;
  /** Shared fragments by name. */
  shared: Map<string, ParsedDocument<'fragment'>>;
  /** Names of every dashboard and fragment file present, valid or not (a broken file is not "missing"). */
  present?: { dashboards: ReadonlySet<string>; fragments: ReadonlySet<string>; shared: ReadonlySet<string> };
}

/** A diagnostic as a lint writes it: the widget id is looked up from the pointer when left out. */
export interface LintDraft<Id extends string = string> {
  ruleId: Id;
  file: string;
  pointer: string;
  widgetId?: string | null;
  message: string;
  hint: string;
}

/** Reports one diagnostic. */
export type Emit<Id extends string = string> = (draft: LintDraft<Id>) => void;

/** An inclusive range of values. */
export interface ValueRange {
  min: number;
  max: number;
}

/** The tenant-wide facts lints need, from the documents that are valid. */
export interface Facts {
  meta?: MetadataIndex;
  indicatorNames?: Set<string>;
  /** indicators.json's definitions, by name. */
  indicators?: Readonly<Record<string, IndicatorDefinition>>;
  levels?: Set<string>;
  colorScales?: Record<string, ColorScale>;
  /** tenant.json `formatting.ratingRange`: the answers' range of indicators that state no `scale`. */
  ratingRange?: ValueRange;
  english: boolean;
  space: ConditionSpace;
}

/** Something found in a document, with the JSON Pointer where it is written. */
export interface Found<T> {
  value: T;
  pointer: string;
}

/** What the content lints read in one document, gathered in a single walk. */
export interface DocumentScan {
  /** Render conditions: widgets' and includes' `renderCondition`, layout and background `when`. */
  conditions: Found<RenderCondition>[];
  /** Indicator requests of widgets and of include overrides. */
  requests: Found<Record<string, unknown>>[];
  /** Widget configs (of widgets and of overrides). */
  configs: Found<Record<string, unknown>>[];
  /** Localized texts. */
  texts: Found<Record<string, unknown>>[];
}

/** Where something is written: a file and a JSON Pointer in it. */
export interface Written {
  file: string;
  pointer: string;
}

/** One dashboard with its includes expanded, and where each expanded widget's fields are written. */
export interface ResolvedDashboard {
  /** Its key (file name). */
  key: string;
  dashboard: ParsedDocument<'dashboard'>;
  /** The expansion of its includes (core's expandIncludes): the widgets and the problems found. */
  expansion: ReturnType<typeof expandIncludes>;
  /** The file an expanded widget is written in. */
  fileOf: (w: SourcedWidget) => string;
  /** Where a widget's field is written: its override in this dashboard, its include's placement, or the widget itself. */
  where: (w: SourcedWidget, field: string, includeField?: 'position' | 'idPrefix') => Written;
  /**
   * Where a widget's field is written, to the field itself: an override merges `config` key by key,
   * so it holds `/config/colorScale` only when it writes that key (else the widget's own file does).
   */
  writtenAt: (w: SourcedWidget, field: string) => Written;
  /** The offset its include places a widget at ([0, 0] for the dashboard's own widgets). */
  includeOffset: (w: SourcedWidget) => readonly [number, number];
}

/** The one object every lint family reads: the tenant-wide facts, not its resolved dashboards. */
export interface LintContext<Id extends string = string> {
  docs: TenantDocuments;
  facts: Facts;
  emit: Emit<Id>;
  /**
   * The requests (`file|pointer`) an include's indicatorMap renames: checked resolved, not as
   * written. Gathered from every dashboard's expansion: complete from the `document` phase on.
   */
  renamed: ReadonlySet<string>;
}

/**
 * How a family checks one tenant, in phases that run in this order:
 * 1. `dashboard`: once per dashboard, in the order of docs.dashboards, resolved with its includes
 *    (the resolution is dropped after every family has seen it);
 * 2. `document`: once per document linted as written (the dashboards, the tenant's fragments, and
 *    the shared fragments this tenant includes: they name its indicators and ids only then), with
 *    its scan, walked once, shared by the families and dropped after;
 * 3. `tenant`: once, for the tenant-wide checks and what is reported after all of the above.
 */
export interface LintHooks<Id extends string = string> {
  dashboard?: (ctx: LintContext<Id>, resolved: ResolvedDashboard) => void;
  document?: (ctx: LintContext<Id>, doc: ParsedDocument, scan: DocumentScan) => void;
  tenant?: (ctx: LintContext<Id>) => void;
}

/** A family of lints: the rules it owns and how it checks them. */
export interface LintFamily<Owned extends string, Emitted extends string = Owned> extends LintHooks<Owned | Emitted> {
  /** The family's name. */
  id: string;
  /** What it checks, in a line. */
  summary: string;
  /** The rules it owns: each with its severity and summary (RULES is built from these). */
  rules: { readonly [K in Owned]: RuleInfo };
  /**
   * The hooks of one tenant's run, in place of the family's own, for a family that keeps state
   * across the phases (created here, per run: no module-level state). The hooks report the rules
   * the family owns, and those of other families it also reports.
   */
  start?: (ctx: LintContext<Owned | Emitted>) => LintHooks<Owned | Emitted>;
}
