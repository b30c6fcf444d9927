import type {
  Dashboard,
  Fragment,
  Include,
  IndicatorMap,
  LayoutVariant,
  RenderCondition,
  Widget,
  WidgetOverride,
} from '@voz/schema';

/** Which fragment file an include names. */
export interface FragmentRef {
  /** File name without .json. */
  name: string;
  /** true: `_shared/fragments/`; false: the tenant's own `fragments/`. */
  shared: boolean;
}

/** Reads a fragment file; `undefined` when it does not exist. */
export type FragmentLoader = (ref: FragmentRef) => Fragment | undefined;

/** The document being expanded itself. */
export interface SelfFile {
  /** Discriminator. */
  kind: 'self';
}

/** A fragment file. */
export interface FragmentFile extends FragmentRef {
  /** Discriminator. */
  kind: 'fragment';
}

/** The file a widget is written in. */
export type WidgetFile = SelfFile | FragmentFile;

/** Where an include is written: in the expanded document, or inside an included fragment. */
export interface IncludeLocation {
  /** JSON Pointer of the include in the expanded document (for an include nested in a fragment, the outer include that brought it), e.g. /includes/0. */
  pointer: string;
  /** Where the include is written when it lies inside an included fragment (its innermost file and the pointer there); absent when it is written in the expanded document itself. */
  writtenIn?: { fragment: FragmentRef; pointer: string };
}

/** One indicator name an include's `indicatorMap` rewrote in a widget. */
export interface IndicatorRename {
  /** Index of the request in the widget's `indicators`. */
  request: number;
  /** The name before this rename. */
  from: string;
  /** The name after it. */
  to: string;
  /** The key of `indicatorMap` that applied (an exact name, or a prefix ending in `*`). */
  entry: string;
  /** The include whose map it is. */
  include: IncludeLocation;
}

/** Where a widget of an expanded document comes from, so diagnostics can point at the right file. */
export interface WidgetOrigin {
  /** The file holding the widget's definition. */
  file: WidgetFile;
  /** JSON Pointer of the widget inside that file, e.g. /widgets/3. */
  pointer: string;
  /** The include of the expanded document that brought the widget in; absent for its own widgets. */
  include?: {
    /** JSON Pointer of the include in the expanded document, e.g. /includes/0. */
    pointer: string;
    /** JSON Pointer of that include's override of this widget, e.g. /includes/0/overrides/nps-1. */
    overridePointer?: string;
  };
  /** Fragments crossed from the expanded document to the widget's file, outermost first; shared ones as `_shared/<name>`. */
  fragmentChain: string[];
  /** The indicator names includes' `indicatorMap`s rewrote, innermost include first; absent when none did. */
  indicatorRenames?: IndicatorRename[];
}

/** A widget of an expanded document with its origin. */
export interface SourcedWidget {
  /** The widget as the document shows it: overrides, prefix, offset and include conditions applied. */
  widget: Widget;
  /** Where it comes from. */
  origin: WidgetOrigin;
}

/** A broken include. */
export interface IncludeProblem {
  /** missing-fragment: no such file; missing-widget: `widgets` names an id the fragment lacks; unknown-override: an override for a widget not included; cycle: a fragment includes itself. */
  kind: 'missing-fragment' | 'missing-widget' | 'unknown-override' | 'cycle';
  /** JSON Pointer inside the expanded document (for problems of nested fragments, the outer include). */
  pointer: string;
  /** Spanish sentence in plain words. */
  message: string;
  /** Name of the fragment concerned, as written in the include. */
  fragment: string;
  /**
   * Where the faulty include is written when it lies inside an included fragment (its innermost
   * file and the pointer there); absent when it is written in the expanded document itself.
   */
  writtenIn?: { fragment: FragmentRef; pointer: string };
}

/** The widgets of a document with its includes expanded, and what went wrong. */
export interface ExpansionResult {
  /** Included widgets first (in the order of `includes`, each in its fragment's order), then the document's own. */
  widgets: SourcedWidget[];
  /** Broken includes; the widgets they could still bring are kept. */
  problems: IncludeProblem[];
}

/** Escapes one JSON Pointer reference token (RFC 6901). */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Deep copy of JSON data, so expanded widgets never share objects with their inputs. */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneJson(item)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = cloneJson(item);
    return copy as T;
  }
  return value;
}

function fragmentLabel(ref: FragmentRef): string {
  return ref.shared ? `_shared/${ref.name}` : ref.name;
}

function fragmentWords(ref: FragmentRef): string {
  return `«${ref.name}»${ref.shared ? ' (compartido)' : ''}`;
}

function viaWords(chain: readonly FragmentRef[]): string {
  const [last] = chain.slice(-1);
  return last === undefined ? '' : `, incluido desde el fragmento ${fragmentWords(last)}`;
}

function offsetPosition(
  position: [number, number] | undefined,
  offset: readonly [number, number],
): [number, number] | undefined {
  return position === undefined ? undefined : [position[0] + offset[0], position[1] + offset[1]];
}

function withCondition(
  own: RenderCondition | undefined,
  added: RenderCondition | undefined,
): RenderCondition | undefined {
  if (added === undefined) return own;
  if (own === undefined) return cloneJson(added);
  return { all: [cloneJson(added), own] };
}

/** The rename `map` gives `name`: an exact key first, else the longest prefix key (`PREFIX*`). */
export function renameIndicator(
  name: string,
  map: IndicatorMap | undefined,
): { to: string; entry: string } | undefined {
  if (map === undefined) return undefined;
  const exact = Object.hasOwn(map, name) ? map[name] : undefined;
  if (exact !== undefined) return { to: exact, entry: name };
  let best: { to: string; entry: string } | undefined;
  for (const [entry, target] of Object.entries(map)) {
    if (!entry.endsWith('*') || !target.endsWith('*')) continue;
    const prefix = entry.slice(0, -1);
    if (!name.startsWith(prefix) || (best !== undefined && best.entry.length >= entry.length)) continue;
    best = { to: `${target.slice(0, -1)}${name.slice(prefix.length)}`, entry };
  }
  return best;
}

/** The widget with its requests' indicator names renamed by `map`, and the renames made. */
function renameIndicators(
  widget: Widget,
  map: IndicatorMap | undefined,
  include: IncludeLocation,
): { widget: Widget; renames: IndicatorRename[] } {
  const renames: IndicatorRename[] = [];
  if (map === undefined || widget.indicators === undefined) return { widget, renames };
  const indicators = widget.indicators.map((request, index) => {
    const rename = renameIndicator(request.indicator, map);
    if (rename === undefined || rename.to === request.indicator) return request;
    renames.push({ request: index, from: request.indicator, to: rename.to, entry: rename.entry, include });
    return { ...request, indicator: rename.to };
  });
  return renames.length === 0 ? { widget, renames } : { widget: { ...widget, indicators }, renames };
}

function applyOverride(widget: Widget, override: WidgetOverride): Widget {
  const result = { ...widget } as Record<string, unknown>;
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    if (key === 'config') {
      // config is merged key by key; every other field is replaced whole.
      result['config'] = { ...(widget.config ?? {}), ...cloneJson(value as Record<string, unknown>) };
    } else {
      result[key] = cloneJson(value);
    }
  }
  return result as unknown as Widget;
}

/** The include applied to one widget: override, prefix, offset (also of its layout variants), condition. */
function includeWidget(widget: Widget, include: Include, override: WidgetOverride | undefined): Widget {
  const overridden = override === undefined ? widget : applyOverride(widget, override);
  const offset = include.position ?? [0, 0];
  const result = { ...overridden, id: `${include.idPrefix ?? ''}${overridden.id}` };
  const position = offsetPosition(overridden.position, offset);
  if (position === undefined) delete result.position;
  else result.position = position;
  if (overridden.layouts !== undefined) {
    result.layouts = overridden.layouts.map((variant): LayoutVariant => {
      const moved = offsetPosition(variant.position, offset);
      return moved === undefined ? variant : { ...variant, position: moved };
    });
  }
  const condition = withCondition(overridden.renderCondition, include.renderCondition);
  if (condition === undefined) delete result.renderCondition;
  else result.renderCondition = condition;
  return result;
}

function expandDocument(
  doc: Dashboard | Fragment,
  loadFragment: FragmentLoader,
  chain: readonly FragmentRef[],
): ExpansionResult {
  const widgets: SourcedWidget[] = [];
  const problems: IncludeProblem[] = [];

  for (const [index, include] of (doc.includes ?? []).entries()) {
    const includePointer = `/includes/${index}`;
    const ref: FragmentRef = { name: include.fragment, shared: include.shared === true };
    const problem = (kind: IncludeProblem['kind'], pointer: string, message: string): void => {
      problems.push({ kind, pointer, message, fragment: include.fragment });
    };

    if (chain.some((link) => link.name === ref.name && link.shared === ref.shared)) {
      const path = [...chain, ref].map(fragmentLabel).join(' → ');
      problem(
        'cycle',
        includePointer,
        `El fragmento ${fragmentWords(ref)} termina incluyéndose a sí mismo (${path}); esta inclusión se omite.`,
      );
      continue;
    }
    const fragment = loadFragment(ref);
    if (fragment === undefined) {
      const folder = ref.shared ? '_shared/fragments/' : 'fragments/ del cliente';
      problem(
        'missing-fragment',
        includePointer,
        `No existe el fragmento «${ref.name}» en ${folder}${viaWords(chain)}.`,
      );
      continue;
    }

    const inner = expandDocument(fragment, loadFragment, [...chain, ref]);
    for (const nested of inner.problems) {
      problems.push({
        ...nested,
        pointer: includePointer,
        writtenIn: nested.writtenIn ?? { fragment: ref, pointer: nested.pointer },
      });
    }

    let included = inner.widgets;
    if (include.widgets !== undefined) {
      const wanted = include.widgets;
      for (const [position, id] of wanted.entries()) {
        if (!included.some((sourced) => sourced.widget.id === id)) {
          problem(
            'missing-widget',
            `${includePointer}/widgets/${position}`,
            `El fragmento ${fragmentWords(ref)} no tiene ningún widget con id «${id}».`,
          );
        }
      }
      included = included.filter((sourced) => wanted.includes(sourced.widget.id));
    }

    const overrides = include.overrides ?? {};
    for (const [id, override] of Object.entries(overrides)) {
      if (override === undefined || included.some((sourced) => sourced.widget.id === id)) continue;
      problem(
        'unknown-override',
        `${includePointer}/overrides/${escapePointerToken(id)}`,
        `Hay cambios para el widget «${id}», pero ese widget no está entre los que se incluyen del fragmento ${fragmentWords(ref)}.`,
      );
    }

    for (const sourced of included) {
      const override = Object.hasOwn(overrides, sourced.widget.id) ? overrides[sourced.widget.id] : undefined;
      const file: WidgetFile = sourced.origin.file.kind === 'self' ? { kind: 'fragment', ...ref } : sourced.origin.file;
      // Renames made inside the fragment are seen from here through this include.
      const inner = (sourced.origin.indicatorRenames ?? []).map((rename): IndicatorRename => ({
        ...rename,
        include: {
          pointer: includePointer,
          writtenIn: rename.include.writtenIn ?? { fragment: ref, pointer: rename.include.pointer },
        },
      }));
      // indicatorMap first (on the fragment's names), then the override (written in this document's names).
      const renamed = renameIndicators(sourced.widget, include.indicatorMap, { pointer: includePointer });
      const replaced = override?.indicators !== undefined;
      const renames = replaced ? [] : [...inner, ...renamed.renames];
      widgets.push({
        widget: includeWidget(renamed.widget, include, override),
        origin: {
          file,
          pointer: sourced.origin.pointer,
          include:
            override === undefined
              ? { pointer: includePointer }
              : {
                  pointer: includePointer,
                  overridePointer: `${includePointer}/overrides/${escapePointerToken(sourced.widget.id)}`,
                },
          fragmentChain: [fragmentLabel(ref), ...sourced.origin.fragmentChain],
          ...(renames.length > 0 ? { indicatorRenames: renames } : {}),
        },
      });
    }
  }

  for (const [index, widget] of doc.widgets.entries()) {
    widgets.push({
      widget: cloneJson(widget),
      origin: { file: { kind: 'self' }, pointer: `/widgets/${index}`, fragmentChain: [] },
    });
  }
  return { widgets, problems };
}

/**
 * Expands the includes of a dashboard or fragment (recursively: fragments may include fragments; a
 * cycle is reported and cut). Order rule: included widgets come first, in the order of `includes` and
 * each fragment's own order, then the document's own `widgets`. Each include keeps only the `widgets`
 * ids given, renames the indicators of their requests by `indicatorMap` (exact key first, else the
 * longest `PREFIX*` key; once, no chains; recorded in `origin.indicatorRenames`), then applies
 * `overrides` (keyed by the fragment's id; `config` merged key by key, other fields replaced whole,
 * requests an override writes not renamed, positions in the fragment's coordinates), prefixes ids with `idPrefix`, offsets
 * positions, including layout variants' positions, by `position` (widgets without a position stay
 * without), and ANDs its `renderCondition` before the widget's own (`{ all: [include, own] }`). Inputs
 * are never mutated; every widget returned is a fresh copy.
 */
export function expandIncludes(doc: Dashboard | Fragment, loadFragment: FragmentLoader): ExpansionResult {
  return expandDocument(doc, loadFragment, []);
}
