// The tenant folder around the open file: the other files' texts (from the bundle endpoint), read
// once, so each edit is validated and resolved against them without another call.
import {
  conditionTrees,
  explainCondition,
  resolveDashboard,
  type ConditionTrees,
  type ResolveContext,
  type ResolvedDashboard,
} from '@voz/core';
import type { Dashboard, Fragment, Language, Tenant, TenantMetadata, IndicatorsFile } from '@voz/schema';
import { SHARED_FOLDER, validateTenant, validateSharedFragments, type Diagnostic } from '@voz/validation';
import type { Bundle, FileKind } from '../api/authoring.js';

/** A tenant folder as the editor holds it. */
export interface Workspace {
  tenant: string;
  /** Relative path -> text, for every file of the folder. */
  texts: Map<string, string>;
  /** Relative path -> version. */
  versions: Map<string, string>;
  /** Shared fragments: 'fragments/<name>.json' -> text. */
  shared: Map<string, string>;
  /** Parsed tenant.json, metadata.json, indicators.json (undefined for `_shared` or when broken). */
  config?: Tenant;
  metadata?: TenantMetadata;
  indicators?: IndicatorsFile;
}

function parse<T>(text: string | undefined): T | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The workspace of a bundle. */
export function workspaceOf(tenant: string, bundle: Bundle): Workspace {
  const texts = new Map(bundle.files.map((f) => [f.path, f.text]));
  const parsedConfig = parse<Tenant>(texts.get('tenant.json'));
  const parsedMetadata = parse<TenantMetadata>(texts.get('metadata.json'));
  const parsedIndicators = parse<IndicatorsFile>(texts.get('indicators.json'));
  return {
    tenant,
    texts,
    versions: new Map(bundle.files.map((f) => [f.path, f.version])),
    shared: new Map(bundle.shared.map((f) => [f.path, f.text])),
    ...(parsedConfig ? { config: parsedConfig } : {}),
    ...(parsedMetadata ? { metadata: parsedMetadata } : {}),
    ...(parsedIndicators ? { indicators: parsedIndicators } : {}),
  };
}

/** Parsed fragments, cached by text. */
const fragmentCache = new Map<string, Fragment | undefined>();
function fragmentOf(text: string | undefined): Fragment | undefined {
  if (text === undefined) return undefined;
  if (!fragmentCache.has(text)) fragmentCache.set(text, parse<Fragment>(text));
  return fragmentCache.get(text);
}

/** A fragment of the workspace (its own, or shared); the open document's text wins for its own path. */
export function loadFragment(
  ws: Workspace,
  ref: { fragment?: string; name?: string; shared?: boolean },
  open?: { path: string; doc: unknown },
): Fragment | undefined {
  const name = ref.name ?? ref.fragment ?? '';
  const path = `fragments/${name}.json`;
  const inShared = ref.shared === true || ws.tenant === SHARED_FOLDER;
  if (open && open.path === path && (ws.tenant === SHARED_FOLDER) === inShared) return open.doc as Fragment;
  return fragmentOf(
    inShared ? (ws.tenant === SHARED_FOLDER ? ws.texts.get(path) : ws.shared.get(path)) : ws.texts.get(path),
  );
}

/** What the preview simulates: the filter state and who the user is. */
export interface Simulation {
  criticalMoments: number[];
  geographies: number[];
  logicals: number[];
  channels: number[];
  level?: string;
  highestScope: boolean;
  language: Language;
}

/** The root selection, as a user of the highest scope sees the dashboard first. */
export const DEFAULT_SIMULATION: Simulation = {
  criticalMoments: [],
  geographies: [],
  logicals: [],
  channels: [],
  highestScope: true,
  language: 'es',
};

const treesOf = new WeakMap<TenantMetadata, ConditionTrees>();

/**
 * The trees of the workspace's metadata.json, for `within` tests of conditions and assignment rules
 * (computed once per parsed metadata); undefined when metadata.json is missing or broken.
 */
export function workspaceTrees(ws: Workspace): ConditionTrees | undefined {
  const metadata = ws.metadata;
  if (!metadata) return undefined;
  let trees = treesOf.get(metadata);
  if (!trees) {
    try {
      trees = conditionTrees(metadata);
    } catch {
      // A metadata.json that parses but breaks the schema (no geographies.root...): no trees.
      return undefined;
    }
    treesOf.set(metadata, trees);
  }
  return trees;
}

/**
 * The open dashboard or fragment resolved for a simulated state; why a widget is hidden
 * (`hiddenBy.message`, core's Spanish) is worded again in `language`, the interface's.
 */
export function resolveOpen(
  ws: Workspace,
  path: string,
  doc: unknown,
  sim: Simulation,
  language: Language = 'es',
): ResolvedDashboard | undefined {
  if (typeof doc !== 'object' || doc === null || !Array.isArray((doc as { widgets?: unknown }).widgets))
    return undefined;
  const dashboard = {
    key: (doc as { key?: string }).key ?? path.replace(/^.*\//, '').replace(/\.json$/, ''),
    title: (doc as { title?: unknown }).title ?? { es: path },
    ...doc,
  } as Dashboard;
  const trees = workspaceTrees(ws);
  try {
    const context: ResolveContext = {
      criticalMoments: sim.criticalMoments,
      geographies: sim.geographies,
      logicals: sim.logicals,
      channels: sim.channels,
      roots: ws.config?.rootIds ?? { criticalMoment: 0, geo: 0, logical: 0 },
      ...(trees ? { trees } : {}),
      ...(sim.level ? { level: sim.level } : {}),
      highestScope: sim.highestScope,
      language: sim.language,
      features: ws.config?.features ?? [],
      fragments: (ref) => loadFragment(ws, { name: ref.name, shared: ref.shared }, { path, doc }),
    };
    const resolved = resolveDashboard(dashboard, context);
    if (language === 'es') return resolved;
    const widgets = resolved.widgets.map((item) => {
      if (item.hiddenBy === undefined) return item;
      const hiddenBy = explainCondition(item.widget.renderCondition, context, '/renderCondition', language);
      return hiddenBy === null ? item : { ...item, hiddenBy };
    });
    return { ...resolved, widgets };
  } catch {
    return undefined;
  }
}

/**
 * Diagnostics of the open file, validated with its tenant folder: the folder's three files, its
 * fragments and — for a fragment or a tenant file, which other dashboards depend on — its
 * dashboards too. Only the open file's diagnostics are returned.
 */
export function validateOpen(ws: Workspace, path: string, kind: FileKind, text: string): Diagnostic[] {
  if (ws.tenant === SHARED_FOLDER) {
    const file = `${SHARED_FOLDER}/${path}`;
    return validateSharedFragments(new Map([[path, { file, text }]]));
  }
  const all = validateTenantFiles(ws, path, kind, text);
  // The open file's problems, and the problems it causes elsewhere (a widget moved onto a
  // fragment's widget is reported in the fragment): those not there before the edit. The
  // assignment rules of tenant.json name dashboards left out above: not this file's problem.
  const before = baselineOf(ws, path, kind);
  return all.filter((d) => d.file === path || (d.file !== 'tenant.json' && !before.has(diagnosticKey(d))));
}

/** Every problem of the folder with the open file's text (other dashboards left out for a dashboard). */
function validateTenantFiles(ws: Workspace, path: string, kind: FileKind, text: string): Diagnostic[] {
  const files = new Map<string, string>();
  for (const [p, t] of ws.texts) {
    const isDashboard = !p.includes('/') && !['tenant.json', 'metadata.json', 'indicators.json'].includes(p);
    if (isDashboard && kind === 'dashboard' && p !== path) continue;
    files.set(p, t);
  }
  files.set(path, text);
  const shared = new Map(
    [...ws.shared].map(([p, t]) => [
      p.replace(/^fragments\//, '').replace(/\.json$/, ''),
      { file: `${SHARED_FOLDER}/${p}`, text: t },
    ]),
  );
  return validateTenant({ name: ws.tenant, dir: '', files, shared });
}

const diagnosticKey = (d: Diagnostic): string => `${d.ruleId}|${d.file}|${d.pointer}|${d.message}`;

/** Problems of the folder as saved (keys), per workspace and file: what an edit did not cause. */
const baselines = new WeakMap<Workspace, Map<string, Set<string>>>();
function baselineOf(ws: Workspace, path: string, kind: FileKind): Set<string> {
  let perFile = baselines.get(ws);
  if (!perFile) {
    perFile = new Map<string, Set<string>>();
    baselines.set(ws, perFile);
  }
  let keys = perFile.get(path);
  if (!keys) {
    const saved = ws.texts.get(path);
    keys = new Set(saved === undefined ? [] : validateTenantFiles(ws, path, kind, saved).map(diagnosticKey));
    perFile.set(path, keys);
  }
  return keys;
}
