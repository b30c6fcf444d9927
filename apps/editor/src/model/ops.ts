// Pure edits of a dashboard or fragment document: each takes the document and returns a new one
// (the input is never changed), so every edit is one step of the undo history.
import { GRID_COLUMNS, cloneJson, firstFreeCell, type GridRect, type ResolvedWidget } from '@voz/core';
import type { Dashboard, Fragment, Include, Widget } from '@voz/schema';
import type { Geometry } from './adapter.js';

/** A document the canvas edits: a dashboard or a fragment. */
export type LayoutDocument = Dashboard | Fragment;

/** Where a resolved widget is written: the document's own list, or an include's override. */
export type WidgetHome =
  | { kind: 'own'; index: number; variant?: number }
  | {
      kind: 'include';
      include: number;
      fragmentWidgetId: string;
      offset: [number, number];
      fragment: string;
      shared: boolean;
    };

/** The index in a JSON Pointer like /widgets/3 or /includes/0. */
function indexIn(pointer: string, list: 'widgets' | 'includes'): number | undefined {
  const match = new RegExp(`^/${list}/(\\d+)$`).exec(pointer);
  return match ? Number(match[1]) : undefined;
}

/** Where a resolved widget of `doc` is written. */
export function homeOf(doc: LayoutDocument, item: ResolvedWidget): WidgetHome | undefined {
  const include = item.origin.include;
  if (!include) {
    const index = indexIn(item.origin.pointer, 'widgets');
    if (index === undefined) return undefined;
    return { kind: 'own', index, ...(item.layoutVariant === undefined ? {} : { variant: item.layoutVariant }) };
  }
  const at = indexIn(include.pointer, 'includes');
  const written = at === undefined ? undefined : doc.includes?.[at];
  if (at === undefined || !written) return undefined;
  const prefix = written.idPrefix ?? '';
  const fragmentWidgetId = item.widget.id.startsWith(prefix) ? item.widget.id.slice(prefix.length) : item.widget.id;
  return {
    kind: 'include',
    include: at,
    fragmentWidgetId,
    offset: written.position ?? [0, 0],
    fragment: written.fragment,
    shared: written.shared === true,
  };
}

/** One indicator a resolved widget requests, and the name its fragment writes when an include's indicatorMap renamed it. */
export interface RequestedIndicator {
  /** The name requested. */
  indicator: string;
  /** The name written in the fragment, when different. */
  writtenAs?: string;
}

/** The indicators a resolved widget requests, in order, with the fragment's names of the renamed ones. */
export function requestedIndicators(item: ResolvedWidget): RequestedIndicator[] {
  const renames = item.origin.indicatorRenames ?? [];
  return (item.widget.indicators ?? []).map((request, index) => {
    const first = renames.find((rename) => rename.request === index);
    return first === undefined || first.from === request.indicator
      ? { indicator: request.indicator }
      : { indicator: request.indicator, writtenAs: first.from };
  });
}

/** The document with one resolved widget moved or resized (written where it comes from). */
export function setGeometry(doc: LayoutDocument, item: ResolvedWidget, geometry: Geometry): LayoutDocument {
  const home = homeOf(doc, item);
  if (!home) return doc;
  const next = cloneJson<LayoutDocument>(doc);
  if (home.kind === 'own') {
    const widget = next.widgets[home.index];
    if (!widget) return doc;
    const variant = home.variant === undefined ? undefined : widget.layouts?.[home.variant];
    if (variant && (variant.position || variant.size)) {
      if (variant.position) variant.position = geometry.position;
      else if (geometry.position[0] !== item.position[0] || geometry.position[1] !== item.position[1])
        widget.position = geometry.position;
      if (variant.size) variant.size = geometry.size;
      else widget.size = geometry.size;
    } else {
      widget.position = geometry.position;
      widget.size = geometry.size;
    }
    return next;
  }
  // The override gets only what changed from the widget as shown: a move leaves the size to the
  // fragment and a resize the position (the save dialog lists what the override writes).
  const moved = geometry.position[0] !== item.position[0] || geometry.position[1] !== item.position[1];
  const resized = geometry.size[0] !== item.size[0] || geometry.size[1] !== item.size[1];
  if (!moved && !resized) return doc;
  const include = next.includes?.[home.include] as Include;
  const overrides = (include.overrides ??= {});
  const override = (overrides[home.fragmentWidgetId] ??= {});
  if (moved) override.position = [geometry.position[0] - home.offset[0], geometry.position[1] - home.offset[1]];
  if (resized) override.size = geometry.size;
  return next;
}

/** Applies several geometry changes (a block moved as one). */
export function setGeometries(
  doc: LayoutDocument,
  items: readonly ResolvedWidget[],
  changes: ReadonlyMap<string, Geometry>,
): LayoutDocument {
  let next = doc;
  for (const item of items) {
    const change = changes.get(item.widget.id);
    if (change) next = setGeometry(next, item, change);
  }
  return next;
}

/** Whether a block of rectangles moved by (dx, dy) stays on the grid. */
export function blockFits(rects: readonly Geometry[], dx: number, dy: number): boolean {
  return rects.every(({ position: [x, y], size: [w] }) => x + dx >= 0 && x + dx + w <= GRID_COLUMNS && y + dy >= 0);
}

/** All widget ids of the document (own widgets). */
export function ownIds(doc: LayoutDocument): Set<string> {
  return new Set(doc.widgets.map((w) => w.id));
}

/** An id not in `taken`, made from `base` (nps -> nps-2, nps-3...). */
export function freshId(base: string, taken: ReadonlySet<string>): string {
  const stem = base.replace(/-\d+$/, '') || 'widget';
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** Rectangles occupied by resolved widgets. */
export function occupiedRects(items: readonly ResolvedWidget[]): GridRect[] {
  return items.map((item) => ({ position: item.position, size: item.size }));
}

/**
 * The document with widgets added (new ids where an id is taken, each placed in the first free
 * cell after what is shown, or at `at` for the first one). Returns the new ids too.
 */
export function addWidgets(
  doc: LayoutDocument,
  widgets: readonly Widget[],
  shown: readonly ResolvedWidget[],
  takenIds: ReadonlySet<string>,
  at?: [number, number],
): { doc: LayoutDocument; ids: string[] } {
  const next = cloneJson<LayoutDocument>(doc);
  const taken = new Set(takenIds);
  const occupied = occupiedRects(shown);
  const ids: string[] = [];
  // A block pasted together keeps its shape: offsets from its top-left widget.
  const origin = widgets.reduce<[number, number] | undefined>((min, w) => {
    if (!w.position) return min;
    if (!min) return [w.position[0], w.position[1]];
    return [Math.min(min[0], w.position[0]), Math.min(min[1], w.position[1])];
  }, undefined);
  const blockStart: [number, number] | undefined =
    at ?? (origin ? [0, Math.max(0, ...occupied.map((r) => r.position[1] + r.size[1]))] : undefined);
  for (const source of widgets) {
    const widget = cloneJson<Widget>(source);
    widget.id = freshId(widget.id, taken);
    taken.add(widget.id);
    let position: [number, number];
    if (blockStart && origin && source.position) {
      position = [
        Math.min(GRID_COLUMNS - widget.size[0], blockStart[0] + source.position[0] - origin[0]),
        blockStart[1] + source.position[1] - origin[1],
      ];
    } else {
      position = firstFreeCell(occupied, widget.size);
    }
    widget.position = [Math.max(0, position[0]), Math.max(0, position[1])];
    occupied.push({ position: widget.position, size: widget.size });
    next.widgets.push(widget);
    ids.push(widget.id);
  }
  return { doc: next, ids };
}

/** The document without the own widgets of these ids. */
export function removeWidgets(doc: LayoutDocument, ids: ReadonlySet<string>): LayoutDocument {
  const next = cloneJson<LayoutDocument>(doc);
  next.widgets = next.widgets.filter((w) => !ids.has(w.id));
  return next;
}

/** The document with one own widget replaced by `update(widget)`. */
export function updateWidget(doc: LayoutDocument, id: string, update: (widget: Widget) => Widget): LayoutDocument {
  const index = doc.widgets.findIndex((w) => w.id === id);
  if (index < 0) return doc;
  const next = cloneJson<LayoutDocument>(doc);
  next.widgets[index] = update(cloneJson<Widget>(next.widgets[index]!));
  return next;
}
