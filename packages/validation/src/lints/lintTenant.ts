import {
  canHoldTogether,
  checkColorScale,
  conditionTrees,
  escapePointerToken,
  expandIncludes,
  GRID_COLUMNS,
  routeForUrl,
  type RouteDef,
  type ConditionSpace,
  type FragmentRef,
  type SourcedWidget,
} from '@voz/core';
import {
  WIDGET_KINDS,
  type ColorScale,
  type FormulaName,
  type GridPosition,
  type GridSize,
  type IndicatorDefinition,
  type IndicatorRequest,
  type RenderCondition,
  type SchemaName,
  type SchemaTypes,
  type Widget,
} from '@voz/schema';
import type { DiagnosticDraft, RuleId } from '../diagnostic.js';
import { suggest, widgetIdAt } from '../schema-errors.js';
import { toPointer, type JsonSource } from '../source.js';
import { MetadataIndex } from './MetadataIndex.js';

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

type Emit = (draft: Omit<DiagnosticDraft, 'widgetId'> & { widgetId?: string | null }) => void;

const KIND_SIZES = new Map(WIDGET_KINDS.map((k) => [k.type, k]));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const cell = (p: readonly [number, number]): string => `(${p[0] + 1}, ${p[1] + 1})`;
const titleOf = (w: Widget): string => (w.title ? `«${w.title.es}»` : `«${w.id}»`);

/** Something found in a document, with the JSON Pointer where it is written. */
interface Found<T> {
  value: T;
  pointer: string;
}

/** What the content lints read in one document, gathered in a single walk. */
interface DocumentScan {
  /** Render conditions: widgets' and includes' `renderCondition`, layout and background `when`. */
  conditions: Found<RenderCondition>[];
  /** Indicator requests of widgets and of include overrides. */
  requests: Found<Record<string, unknown>>[];
  /** Widget configs (of widgets and of overrides). */
  configs: Found<Record<string, unknown>>[];
  /** Localized texts. */
  texts: Found<Record<string, unknown>>[];
}

/** Walks a document once; pointers are built only for what is found (this runs on every file). */
function scanDocument(doc: unknown): DocumentScan {
  const scan: DocumentScan = { conditions: [], requests: [], configs: [], texts: [] };
  const path: (string | number)[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        walk(node[i]);
        path.pop();
      }
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.es === 'string' && Object.keys(node).every((k) => k === 'es' || k === 'en')) {
      scan.texts.push({ value: node, pointer: toPointer(path) });
      return;
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      path.push(key);
      const isCondition =
        isRecord(value) &&
        (key === 'renderCondition' || (key === 'when' && (path.includes('layouts') || path.includes('variants'))));
      if (isCondition) scan.conditions.push({ value: value, pointer: toPointer(path) });
      else {
        if (key === 'indicators' && Array.isArray(value)) {
          value.forEach((r, i) => isRecord(r) && scan.requests.push({ value: r, pointer: toPointer([...path, i]) }));
        } else if (key === 'config' && isRecord(value)) {
          scan.configs.push({ value, pointer: toPointer(path) });
        }
        walk(value);
      }
      path.pop();
    }
  };
  walk(doc);
  return scan;
}

/** Calls `visit` for each leaf of a condition tree, with its pointer. */
function forEachLeaf(
  condition: RenderCondition,
  pointer: string,
  visit: (key: string, value: unknown, pointer: string) => void,
): void {
  for (const [key, value] of Object.entries(condition)) {
    if (key === 'all' || key === 'any')
      (value as RenderCondition[]).forEach((c, i) => forEachLeaf(c, `${pointer}/${key}/${i}`, visit));
    else if (key === 'not') forEachLeaf(value as RenderCondition, `${pointer}/not`, visit);
    else visit(key, value, `${pointer}/${key}`);
  }
}

/** An inclusive range of values. */
interface ValueRange {
  min: number;
  max: number;
}

/** What nps, nps-5 and nps-10 yield. */
const NPS_RANGE: ValueRange = { min: -100, max: 100 };
/** What top-two-box, sentiment-percentage and the percentage mappers yield. */
const PERCENT_RANGE: ValueRange = { min: 0, max: 100 };
/** What avgmax-10 yields (the mean rescaled to 0–10). */
const AVGMAX_10_RANGE: ValueRange = { min: 0, max: 10 };
/** The answers' range when neither the indicator nor tenant.json states one (tenant.schema.json ratingRange). */
const DEFAULT_RATING_RANGE: ValueRange = { min: 0, max: 10 };

/** A number for a message, negatives with a true minus sign (−100). */
const num = (n: number): string => (n < 0 ? `−${String(-n)}` : String(n));
const rangeText = (r: ValueRange): string => `${num(r.min)} a ${num(r.max)}`;
const sameRange = (a: ValueRange, b: ValueRange): boolean => a.min === b.min && a.max === b.max;

/** The tenant-wide facts lints need, from the documents that are valid. */
interface Facts {
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

/** Lints one id of metadata.json named at `pointer` (a moment, geography, logical, channel or question). */
function checkId(facts: Facts, emit: Emit, file: string, pointer: string, dimension: string, id: number): void {
  const meta = facts.meta;
  if (!meta) return;
  const table: Record<string, [ReadonlySet<number>, RuleId, string]> = {
    criticalMoments: [meta.criticalMoments, 'unknown-critical-moment', 'El momento crítico'],
    geographies: [meta.geographies, 'unknown-geography', 'La geografía'],
    logicals: [meta.logicals, 'unknown-logical', 'La ubicación lógica'],
    channels: [meta.channels, 'unknown-channel', 'El canal'],
    questions: [meta.questionIds, 'unknown-question', 'La pregunta'],
  };
  const entry = table[dimension];
  if (!entry || entry[0].has(id)) return;
  emit({
    ruleId: entry[1],
    file,
    pointer,
    message: `${entry[2]} ${id} no existe en metadata.json.`,
    hint: 'Use un id definido en metadata.json del tenant.',
  });
}

/** Lints each id of a list written at `pointer`. */
function checkIds(
  facts: Facts,
  emit: Emit,
  file: string,
  pointer: string,
  dimension: string,
  ids: readonly number[],
): void {
  ids.forEach((id, i) => checkId(facts, emit, file, `${pointer}/${i}`, dimension, id));
}

/** The message of an indicator name missing from indicators.json. */
/** Extras only some calls take (the rest answer 400): which, said in Spanish for the message. */
const ROUTE_ONLY_EXTRAS: Readonly<Record<string, { accepts: (route: RouteDef) => boolean; where: string }>> = {
  sentiment: { accepts: (r) => r.kind === 'social', where: 'las llamadas de social listening (external-social/…)' },
  interval: { accepts: (r) => r.id === 'social-overview-chart', where: 'el gráfico de resumen social' },
  metric: { accepts: (r) => r.id === 'social-overview-chart', where: 'el gráfico de resumen social' },
  breakdown: { accepts: (r) => r.id === 'social-overview-chart', where: 'el gráfico de resumen social' },
};

const unknownIndicatorMessage = (name: string): string => `El indicador "${name}" no está en indicators.json.`;

/**
 * Lints that read one document as written: ids, indicators, routes, colour scales, translations.
 * `renamed` holds the requests (`file|pointer`) an include's indicatorMap renames: their names are
 * checked as the dashboards request them (lintLayout), not as written.
 */
function lintContent(
  doc: ParsedDocument,
  scan: DocumentScan,
  facts: Facts,
  emit: Emit,
  renamed: ReadonlySet<string>,
): void {
  const file = doc.source.file;
  for (const { value: condition, pointer } of scan.conditions) {
    forEachLeaf(condition, pointer, (key, leaf, leafPointer) => {
      if (key === 'levels' && facts.levels) {
        (leaf as string[]).forEach((level, i) => {
          if (facts.levels?.has(level)) return;
          const close = suggest(level, [...facts.levels!]);
          emit({
            ruleId: 'unknown-level',
            file,
            pointer: `${leafPointer}/${i}`,
            message: `El nivel "${level}" no existe en tenant.json.`,
            hint: close ? `¿Quiso decir "${close}"?` : `Niveles del tenant: ${[...facts.levels!].join(', ')}.`,
          });
        });
      } else if (isRecord(leaf)) {
        for (const [test, ids] of Object.entries(leaf)) {
          if (Array.isArray(ids)) checkIds(facts, emit, file, `${leafPointer}/${test}`, key, ids as number[]);
        }
      }
    });
  }
  for (const { value: request, pointer } of scan.requests) {
    const name = request.indicator;
    if (
      facts.indicatorNames &&
      typeof name === 'string' &&
      !facts.indicatorNames.has(name) &&
      !renamed.has(`${file}|${pointer}`)
    ) {
      const close = suggest(name, [...facts.indicatorNames]);
      emit({
        ruleId: 'unknown-indicator',
        file,
        pointer: `${pointer}/indicator`,
        message: unknownIndicatorMessage(name),
        hint: close
          ? `¿Quiso decir "${close}"? O agréguelo a indicators.json.`
          : 'Agréguelo a indicators.json del tenant o corrija el nombre.',
      });
    }
    if (typeof request.url === 'string' && !routeForUrl(request.url)) {
      emit({
        ruleId: 'unknown-route',
        file,
        pointer: `${pointer}/url`,
        message: `La llamada "${request.url}" no está en la tabla de rutas.`,
        hint: 'Use una ruta de docs/routing.md (por ejemplo survey-responses/values).',
      });
    }
    const extras = isRecord(request.extras) ? request.extras : undefined;
    const route = typeof request.url === 'string' ? routeForUrl(request.url) : undefined;
    for (const [extra, takes] of Object.entries(ROUTE_ONLY_EXTRAS)) {
      if (extras?.[extra] === undefined || (route !== undefined && takes.accepts(route))) continue;
      emit({
        ruleId: 'extra-wrong-route',
        file,
        pointer: `${pointer}/extras/${extra}`,
        message: `extras.${extra} solo lo reciben ${takes.where}; esta llamada (${route?.path ?? 'el valor de un indicador'}) respondería 400.`,
        hint: `Quite extras.${extra} o pida ${takes.where} con \`url\`.`,
      });
    }
    const contextField = extras?.contextField;
    if (typeof contextField === 'string' && facts.meta && !facts.meta.contextFields.has(contextField)) {
      const declared = [...facts.meta.contextFields];
      const close = suggest(contextField, declared);
      emit({
        ruleId: 'unknown-context-field',
        file,
        pointer: `${pointer}/extras/contextField`,
        message: `El campo de operación "${contextField}" no está declarado en responseContext.fields de metadata.json.`,
        hint: close
          ? `¿Quiso decir "${close}"?`
          : 'Declárelo en metadata.json (responseContext.fields: name, label, type) o corrija el nombre.',
      });
    } else if (
      Array.isArray(request.groupBy) &&
      request.groupBy.includes('context') &&
      typeof contextField !== 'string'
    ) {
      emit({
        ruleId: 'unknown-context-field',
        file,
        pointer: `${pointer}/groupBy`,
        message: 'La agrupación context necesita extras.contextField (el campo de la operación que agrupa).',
        hint: 'Agregue extras.contextField con un name de responseContext.fields de metadata.json.',
      });
    }
    for (const field of Object.keys(isRecord(extras?.contextValues) ? extras.contextValues : {})) {
      if (!facts.meta || facts.meta.contextFields.has(field)) continue;
      emit({
        ruleId: 'unknown-context-field',
        file,
        pointer: `${pointer}/extras/contextValues/${field}`,
        message: `El campo de operación "${field}" no está declarado en responseContext.fields de metadata.json.`,
        hint: 'Declárelo en metadata.json (responseContext.fields: name, label, type) o corrija el nombre.',
      });
    }
    if (!extras) continue;
    const ep = `${pointer}/extras`;
    const lists: [string, string][] = [
      ['criticalMomentInclude', 'criticalMoments'],
      ['criticalMomentExclude', 'criticalMoments'],
      ['geographicDistributions', 'geographies'],
      ['logicalDistributions', 'logicals'],
      ['channelInclude', 'channels'],
    ];
    for (const [field, dimension] of lists) {
      if (Array.isArray(extras[field]))
        checkIds(facts, emit, file, `${ep}/${field}`, dimension, extras[field] as number[]);
    }
    if (typeof extras.criticalMomentId === 'number') {
      checkId(facts, emit, file, `${ep}/criticalMomentId`, 'criticalMoments', extras.criticalMomentId);
    }
    for (const questionId of Object.keys(isRecord(extras.responseValues) ? extras.responseValues : {})) {
      checkId(facts, emit, file, `${ep}/responseValues/${questionId}`, 'questions', Number(questionId));
    }
  }
  // Widget configs and indicator requests (IndicatorRequest.colorScale) name scales alike.
  for (const { value: config, pointer } of [...scan.configs, ...scan.requests]) {
    const scale = config.colorScale;
    if (typeof scale === 'string' && facts.colorScales && !(scale in facts.colorScales)) {
      const close = suggest(scale, Object.keys(facts.colorScales));
      emit({
        ruleId: 'unknown-color-scale',
        file,
        pointer: `${pointer}/colorScale`,
        message: `La escala de colores "${scale}" no existe en tenant.json.`,
        hint: close ? `¿Quiso decir "${close}"?` : 'Defínala en colorScales de tenant.json o escriba la escala aquí.',
      });
    } else if (isRecord(scale)) {
      lintScale(scale as unknown as ColorScale, file, `${pointer}/colorScale`, emit);
    }
  }
}

/** Texts without `en` in a tenant that offers English. */
function lintTranslations(doc: ParsedDocument, scan: DocumentScan, emit: Emit): void {
  for (const { value: text, pointer } of scan.texts) {
    if (typeof text.en === 'string') continue;
    emit({
      ruleId: 'missing-translation',
      file: doc.source.file,
      pointer,
      message: `Falta la traducción al inglés de «${String(text.es)}».`,
      hint: 'El tenant ofrece inglés: agregue "en" a este texto.',
    });
  }
}

function lintScale(scale: ColorScale, file: string, pointer: string, emit: Emit): void {
  const rule = { gap: 'color-scale-gap', overlap: 'color-scale-overlap', unordered: 'color-scale-order' } as const;
  if (scale.range && !(scale.range.min < scale.range.max)) {
    emit({
      ruleId: 'color-scale-order',
      file,
      pointer: `${pointer}/range`,
      message: `El rango de la escala va de ${num(scale.range.min)} a ${num(scale.range.max)}: min debe ser menor que max.`,
      hint: 'Escriba en "range" el menor valor en min y el mayor en max (p. ej. { "min": 0, "max": 10 }).',
    });
  }
  for (const issue of checkColorScale(scale)) {
    emit({
      ruleId: rule[issue.kind],
      file,
      pointer: `${pointer}/bands/${issue.band}`,
      message: issue.message,
      hint: 'Las bandas van de menor a mayor y cada una empieza donde termina la anterior, con exactamente un lado inclusivo.',
    });
  }
}

/** Lints of tenant.json, metadata.json and indicators.json against each other. */
function lintTenantFiles(docs: TenantDocuments, facts: Facts, emit: Emit): void {
  const tenant = docs.tenant;
  if (tenant) {
    const t = tenant.value;
    const file = tenant.source.file;
    if (t.id !== docs.name) {
      emit({
        ruleId: 'key-mismatch',
        file,
        pointer: '/id',
        message: `El id "${t.id}" no coincide con el nombre de la carpeta "${docs.name}".`,
        hint: `Escriba "id": "${docs.name}" o renombre la carpeta.`,
      });
    }
    const dashboards = docs.present?.dashboards ?? new Set(docs.dashboards.keys());
    const checkDashboard = (key: string, pointer: string): void => {
      if (dashboards.has(key)) return;
      const close = suggest(key, [...dashboards]);
      emit({
        ruleId: 'unknown-dashboard',
        file,
        pointer,
        message: `El dashboard "${key}" no existe en la carpeta del tenant.`,
        hint: close ? `¿Quiso decir "${close}"?` : `Cree ${key}.json o corrija el nombre.`,
      });
    };
    t.assignment.rules.forEach((rule, i) => {
      checkDashboard(rule.dashboard, `/assignment/rules/${i}/dashboard`);
      rule.when.levels?.forEach((level, j) => {
        if (facts.levels?.has(level)) return;
        emit({
          ruleId: 'unknown-level',
          file,
          pointer: `/assignment/rules/${i}/when/levels/${j}`,
          message: `El nivel "${level}" no está en "levels".`,
          hint: `Niveles del tenant: ${[...(facts.levels ?? [])].join(', ')}.`,
        });
      });
      const moments = rule.when.criticalMoments;
      const momentsPointer = `/assignment/rules/${i}/when/criticalMoments`;
      if (Array.isArray(moments)) checkIds(facts, emit, file, momentsPointer, 'criticalMoments', moments);
      else if (moments) {
        // A SelectionTest, as in render conditions: each id list it holds.
        for (const [test, ids] of Object.entries(moments)) {
          if (Array.isArray(ids)) checkIds(facts, emit, file, `${momentsPointer}/${test}`, 'criticalMoments', ids);
        }
      }
    });
    for (const [page, key] of Object.entries(t.assignment.defaults))
      if (key) checkDashboard(key, `/assignment/defaults/${page}`);
    for (const [name, scale] of Object.entries(t.colorScales ?? {}))
      lintScale(scale, file, toPointer(['colorScales', name]), emit);
    if (t.questionsOrder) checkIds(facts, emit, file, '/questionsOrder', 'questions', t.questionsOrder);
    if (
      facts.indicatorNames &&
      t.sentimentCommentsIndicator &&
      !facts.indicatorNames.has(t.sentimentCommentsIndicator)
    ) {
      emit({
        ruleId: 'unknown-indicator',
        file,
        pointer: '/sentimentCommentsIndicator',
        message: `El indicador "${t.sentimentCommentsIndicator}" no está en indicators.json.`,
        hint: 'Agréguelo a indicators.json o corrija el nombre.',
      });
    }
  }
  const metadata = docs.metadata;
  if (metadata && facts.meta) {
    const file = metadata.source.file;
    for (const dup of facts.meta.duplicates) {
      emit({
        ruleId: 'duplicate-id',
        file,
        pointer: dup.pointer,
        message: dup.message,
        hint: 'Cada nodo de un árbol, y cada pregunta del tenant, necesita un id único.',
      });
    }
    for (const bad of facts.meta.misplacedFilters) {
      emit({
        ruleId: 'unknown-question',
        file,
        pointer: bad.pointer,
        message: bad.message,
        hint: 'Un filtro de respuestas usa una pregunta del mismo momento crítico.',
      });
    }
    if (tenant) {
      const roots = tenant.value.rootIds;
      const m = metadata.value;
      const pairs: [number, number, string, string][] = [
        [m.criticalMoments.id, roots.criticalMoment, '/criticalMoments/id', 'criticalMoment'],
        [m.geographies.root.id, roots.geo, '/geographies/root/id', 'geo'],
        [m.logicals.id, roots.logical, '/logicals/id', 'logical'],
      ];
      for (const [actual, expected, pointer, name] of pairs) {
        if (actual === expected) continue;
        emit({
          ruleId: 'root-mismatch',
          file,
          pointer,
          message: `La raíz del árbol es ${actual}, pero tenant.json dice rootIds.${name} = ${expected}.`,
          hint: 'Haga coincidir la raíz del árbol con rootIds de tenant.json.',
        });
      }
    }
  }
  const indicators = docs.indicators;
  if (indicators && facts.meta) {
    const file = indicators.source.file;
    for (const [name, def] of Object.entries(indicators.value.indicators)) {
      const base = toPointer(['indicators', name]);
      if ('criticalMoments' in def && def.criticalMoments)
        checkIds(facts, emit, file, `${base}/criticalMoments`, 'criticalMoments', def.criticalMoments);
      if ('channels' in def && def.channels) checkIds(facts, emit, file, `${base}/channels`, 'channels', def.channels);
      if ('questions' in def && def.questions) {
        const moments = 'criticalMoments' in def ? def.criticalMoments : undefined;
        def.questions.forEach((q, i) => {
          const owner = facts.meta!.questionMoment.get(q);
          if (owner === undefined) {
            checkId(facts, emit, file, `${base}/questions/${i}`, 'questions', q);
          } else if (moments && !moments.some((m) => facts.meta!.isWithin(owner, m))) {
            emit({
              ruleId: 'unknown-question',
              file,
              pointer: `${base}/questions/${i}`,
              message: `La pregunta ${q} pertenece al momento ${owner}, que no está entre los momentos del indicador (${moments.join(', ')}).`,
              hint: 'Agregue el momento de la pregunta al indicador o use una pregunta de sus momentos.',
            });
          }
        });
      }
    }
  }
}

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

/**
 * Lints of a resolved dashboard: includes, ids, sizes, grid bounds, overlaps, and the indicator names
 * it requests. Adds to `renamed` the requests (`file|pointer`) an include's indicatorMap renamed.
 */
function lintLayout(
  key: string,
  dashboard: ParsedDocument<'dashboard'>,
  docs: TenantDocuments,
  facts: Facts,
  emit: Emit,
  usedShared: Set<string>,
  renamed: Set<string>,
  scaleRanges: Set<string>,
): void {
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
  const load = (ref: FragmentRef): SchemaTypes['fragment'] | undefined => {
    if (ref.shared) usedShared.add(ref.name);
    return (ref.shared ? docs.shared : docs.fragments).get(ref.name)?.value;
  };
  const expansion = expandIncludes(d, load);
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

  const fileOf = (w: SourcedWidget): string => {
    const f = w.origin.file;
    if (f.kind === 'self') return file;
    const parsed = (f.shared ? docs.shared : docs.fragments).get(f.name);
    return parsed?.source.file ?? file;
  };
  /** Where a widget's field is written: its override in this dashboard, its include's placement, or the widget itself. */
  const where = (
    w: SourcedWidget,
    field: string,
    includeField?: 'position' | 'idPrefix',
  ): { file: string; pointer: string } => {
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
  /**
   * Where a widget's field is written, to the field itself: an override merges `config` key by key,
   * so it holds `/config/colorScale` only when it writes that key (else the widget's own file does).
   */
  const writtenAt = (w: SourcedWidget, field: string): { file: string; pointer: string } => {
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

  const seen = new Map<string, SourcedWidget>();
  for (const w of expansion.widgets) {
    const widget = w.widget;
    lintRequestedIndicators(w, { file, doc: d, docs, facts, emit, where, widgetFile: fileOf(w), renamed });
    lintScaleRanges(w, { facts, emit, writtenAt, reported: scaleRanges });
    const first = seen.get(widget.id);
    if (first) {
      const sameInclude = first.origin.include?.pointer === w.origin.include?.pointer;
      // A second copy from another include is that include's fault: its prefix, or its lack of one.
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
    } else seen.set(widget.id, w);

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
}

/** What lintRequestedIndicators reads of the dashboard being linted. */
interface RequestLintContext {
  /** The dashboard's file and value. */
  file: string;
  doc: SchemaTypes['dashboard'];
  docs: TenantDocuments;
  facts: Facts;
  emit: Emit;
  /** Where a field of an expanded widget is written. */
  where: (w: SourcedWidget, field: string) => { file: string; pointer: string };
  /** The file the widget is written in. */
  widgetFile: string;
  /** Requests renamed by an indicatorMap (`file|pointer`), filled here. */
  renamed: Set<string>;
}

/**
 * The indicator names one widget of a resolved dashboard requests, checked against indicators.json.
 * A name an include's indicatorMap produced is reported at the map entry that produced it (in the
 * file where that include is written); any other at the request, where it is written.
 */
function lintRequestedIndicators(w: SourcedWidget, ctx: RequestLintContext): void {
  const names = ctx.facts.indicatorNames;
  const renames = w.origin.indicatorRenames ?? [];
  for (const rename of renames) ctx.renamed.add(`${ctx.widgetFile}|${w.origin.pointer}/indicators/${rename.request}`);
  if (!names) return;
  (w.widget.indicators ?? []).forEach((request, k) => {
    if (names.has(request.indicator)) return;
    const close = suggest(request.indicator, [...names]);
    const last = renames.filter((r) => r.request === k).at(-1);
    if (!last) {
      ctx.emit({
        ...ctx.where(w, `/indicators/${k}/indicator`),
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
      ? (inner.fragment.shared ? ctx.docs.shared : ctx.docs.fragments).get(inner.fragment.name)
      : undefined;
    const includePointer = inner ? inner.pointer : last.include.pointer;
    const include = pointerValue(inner ? host?.value : ctx.doc, includePointer);
    const fragment = isRecord(include) && typeof include.fragment === 'string' ? include.fragment : '';
    ctx.emit({
      ruleId: 'unknown-indicator',
      file: inner ? (host?.source.file ?? ctx.file) : ctx.file,
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

/** The values a widget colours: their range and, for the message, what yields them. */
interface ColouredValues {
  range: ValueRange;
  /** Subject of the message: `VIAJE_NPS (fórmula nps)`, `el mapper dataQuality`. */
  source: string;
}

/** Groupings by the answer itself: the api counts answers for them (count-number), whatever the formula. */
const ANSWER_GROUPINGS: ReadonlySet<string> = new Set(['numberAnswer', 'responseValue']);

/**
 * The range of a request's values (docs/decisions/formulas.md, as apps/api/src/indicators computes
 * them), or undefined when they have none or the lint cannot tell. Only survey indicators have one:
 * comments, alerts, survey counts, notifications and social indicators yield counts, hours or
 * shares this lint does not range. The formula is the request's `extras.formula`, else the
 * definition's; nps, nps-5 and nps-10 give −100..100, top-two-box and sentiment-percentage 0..100,
 * avgmax-10 0..10, average and wavg the answers' range (the indicator's `scale`, else tenant.json
 * `formatting.ratingRange`, else 0–10); count-number is a count. A request reading another row
 * field (`value`), grouped by answer, or calling another route than the indicator values has no
 * known range, except reports/indicators-dashboard, whose column of the indicator is computed with
 * the definition's formula.
 */
function requestValues(request: IndicatorRequest, facts: Facts): ColouredValues | undefined {
  const definition = facts.indicators?.[request.indicator];
  if (definition?.source !== 'survey') return undefined;
  if (request.value !== undefined && request.value !== 'value') return undefined;
  if (request.groupBy?.some((g) => ANSWER_GROUPINGS.has(g))) return undefined;
  let formula: FormulaName;
  if (request.url === undefined) formula = request.extras?.formula ?? definition.formula;
  else if (routeForUrl(request.url)?.id === 'report-indicators-dashboard') formula = definition.formula;
  else return undefined;
  const ranges: Record<FormulaName, ValueRange | undefined> = {
    nps: NPS_RANGE,
    'nps-5': NPS_RANGE,
    'nps-10': NPS_RANGE,
    'top-two-box': PERCENT_RANGE,
    'sentiment-percentage': PERCENT_RANGE,
    'avgmax-10': AVGMAX_10_RANGE,
    average: definition.scale ?? facts.ratingRange ?? DEFAULT_RATING_RANGE,
    wavg: definition.scale ?? facts.ratingRange ?? DEFAULT_RATING_RANGE,
    'count-number': undefined,
  };
  const range = ranges[formula];
  return range && { range, source: `${request.indicator} (fórmula ${formula})` };
}

/**
 * Kinds that colour a request's values on the request's own `colorScale`, else the widget's
 * (packages/widgets requestScale), and which of their requests they colour.
 */
const REQUEST_SCALE_KINDS: Readonly<Record<string, 'all' | 'first'>> = {
  'general-indicators-table': 'all',
  'advisor-table': 'all',
  'nps-table': 'first',
};

/** Single-value gauges whose mappers responsePercentage and dataQuality turn survey counters into a percentage. */
const GAUGE_KINDS: ReadonlySet<string> = new Set(['gauge', 'semicircle', 'radial-summary']);

/** What lintScaleRanges reads. */
interface ScaleRangeContext {
  facts: Facts;
  emit: Emit;
  /** Where a field of an expanded widget is written. */
  writtenAt: (w: SourcedWidget, field: string) => { file: string; pointer: string };
  /** `file|pointer` of the scale references already reported (once, whatever requests or dashboards hit them). */
  reported: Set<string>;
}

/**
 * color-scale-range: a widget of a resolved dashboard colouring, on a scale with a `range`, values
 * on another range. What each kind colours is read from packages/widgets/src/renderers: the kinds
 * with a `colorScale` colour the value of their first request (rows[0]) on the widget's scale,
 * except the tables general-indicators-table and advisor-table (every request, a line or a column
 * each) and nps-table (its first), which use the request's own `colorScale` over the widget's. A
 * request's `colorScale` on any other kind is not used, so not read here. Kinds whose coloured
 * value is not a request's value:
 * - survey-count-trend colours the answered-survey count of each period: skipped;
 * - ranking by tag (`by: "tag"` or mapper tagRanking) colours each tag's count: skipped;
 * - bar and detailed-bar with mapper resumeCounts or overviewChart draw counts: skipped;
 * - gauge, semicircle and radial-summary with mapper responsePercentage or dataQuality colour a
 *   percentage computed from the survey counters: 0..100, whatever the request.
 * Reported at the scale reference that applies (the widget's `config.colorScale` or the request's
 * `colorScale`, where it is written), once per reference.
 */
function lintScaleRanges(w: SourcedWidget, ctx: ScaleRangeContext): void {
  const widget = w.widget;
  const config: Record<string, unknown> = isRecord(widget.config) ? widget.config : {};
  const mapper = typeof config.mapper === 'string' ? config.mapper : undefined;
  const kind = widget.type;
  if (kind === 'survey-count-trend') return;
  if (kind === 'ranking' && (config.by === 'tag' || mapper === 'tagRanking')) return;
  if ((kind === 'bar' || kind === 'detailed-bar') && (mapper === 'resumeCounts' || mapper === 'overviewChart')) return;
  const percentage = GAUGE_KINDS.has(kind) && (mapper === 'responsePercentage' || mapper === 'dataQuality');
  const perRequest = REQUEST_SCALE_KINDS[kind];
  const requests = widget.indicators ?? [];
  const coloured = perRequest === 'all' ? requests : requests.slice(0, 1);
  coloured.forEach((request, k) => {
    const own = perRequest ? request.colorScale : undefined;
    const ref = own ?? (config.colorScale as ColorScale | string | undefined);
    if (ref === undefined) return;
    // An unknown name is unknown-color-scale's.
    const scale = typeof ref === 'string' ? ctx.facts.colorScales?.[ref] : ref;
    const range = scale?.range;
    // A reversed range is color-scale-order's.
    if (!range || !(range.min < range.max)) return;
    const values: ColouredValues | undefined = percentage
      ? { range: PERCENT_RANGE, source: `el mapper ${mapper}` }
      : requestValues(request, ctx.facts);
    if (!values || sameRange(values.range, range)) return;
    const at = ctx.writtenAt(w, own !== undefined ? `/indicators/${k}/colorScale` : '/config/colorScale');
    const key = `${at.file}|${at.pointer}`;
    if (ctx.reported.has(key)) return;
    ctx.reported.add(key);
    const named = typeof ref === 'string' ? `La escala "${ref}"` : 'La escala escrita aquí';
    const wanted = sameRange(values.range, NPS_RANGE)
      ? `una escala de NPS (${rangeText(NPS_RANGE)})`
      : sameRange(values.range, PERCENT_RANGE)
        ? `una escala de porcentajes (${rangeText(PERCENT_RANGE)})`
        : `una escala de valores de ${rangeText(values.range)}`;
    const fit = Object.entries(ctx.facts.colorScales ?? {}).find(
      ([, s]) => s.range && sameRange(s.range, values.range),
    );
    ctx.emit({
      ...at,
      ruleId: 'color-scale-range',
      widgetId: widget.id,
      message: `${named} colorea valores de ${rangeText(range)}, pero ${values.source} da valores de ${rangeText(values.range)}.`,
      hint:
        `Use ${wanted}` +
        (fit ? `, p. ej. "${fit[0]}"` : `; defina una en colorScales de tenant.json con su "range"`) +
        (perRequest && own === undefined ? ', o ponga colorScale en la solicitud.' : '.'),
    });
  });
}

function pointerValue(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const s of pointer.split('/').slice(1)) {
    const key = s.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** Every semantic lint of one tenant folder. */
export function lintTenant(docs: TenantDocuments): DiagnosticDraft[] {
  const out: DiagnosticDraft[] = [];
  const facts = collectFacts(docs);
  const emit: Emit = (d) => {
    out.push({
      ...d,
      widgetId: d.widgetId === undefined ? widgetIdAt(documentValue(docs, d.file), d.pointer) : d.widgetId,
    });
  };
  lintTenantFiles(docs, facts, emit);
  const usedShared = new Set<string>();
  const renamed = new Set<string>();
  const scaleRanges = new Set<string>();
  for (const [key, dashboard] of docs.dashboards)
    lintLayout(key, dashboard, docs, facts, emit, usedShared, renamed, scaleRanges);
  // Shared fragments name this tenant's indicators and ids only when this tenant includes them.
  const shared = [...usedShared].flatMap((name) => docs.shared.get(name) ?? []);
  const own = [...docs.dashboards.values(), ...docs.fragments.values(), ...shared] as ParsedDocument[];
  for (const doc of own) {
    const scan = scanDocument(doc.value);
    lintContent(doc, scan, facts, emit, renamed);
    if (facts.english) lintTranslations(doc, scan, emit);
  }
  if (facts.english) {
    for (const doc of [docs.tenant, docs.metadata, docs.indicators]) {
      if (doc) lintTranslations(doc, scanDocument(doc.value), emit);
    }
  }
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
