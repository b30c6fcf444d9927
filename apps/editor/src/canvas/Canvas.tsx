// The design canvas: react-grid-layout on 4 columns, compaction off and overlap allowed (what is
// placed is what the portal shows; widgets that are never visible together may share cells).
// Drag, resize and snapping come from react-grid-layout; the keyboard moves (arrows) and resizes
// (Shift+arrows) the selection, announcing the new place in the interface language.
import type { ResolvedDashboard, ResolvedWidget } from '@voz/core';
import { localized } from '@voz/i18n';
import { memo, useCallback, useMemo, useRef, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import ReactGridLayout, { getCompactor, useContainerWidth, type Layout, type LayoutItem } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { announce } from '../announcer.js';
import { currentLanguage, i18n, t, useT } from '../i18n.js';
import { kindName } from '../model/kindNames.js';
import { describeCell, geometryOf, sizeLimits, toGridItems, type Geometry } from '../model/adapter.js';

/** Row height of the canvas in px (the portal's is 150; the canvas is a denser map of the same grid). */
export const CANVAS_ROW_HEIGHT = 72;

const compactor = getCompactor(null, true);
// Constant objects: react-grid-layout's items are memoized on its callbacks and on the margin
// array, so props made anew at each render would draw all 60 cards again on every edit.
const GRID_CONFIG = { cols: 4, rowHeight: CANVAS_ROW_HEIGHT, margin: [10, 10] as [number, number] };
const DRAG_CONFIG = { enabled: true, bounded: false, cancel: '.voz-no-drag', threshold: 4 };
const RESIZE_CONFIG = { enabled: true, handles: ['se', 'e', 's'] as ('se' | 'e' | 's')[] };

/** Props of Canvas. */
export interface CanvasProps {
  resolved: ResolvedDashboard;
  /** Show the widgets the simulated state hides (greyed, with the reason). */
  showHidden: boolean;
  selection: readonly string[];
  /** Widget id -> number of error diagnostics. */
  errors: ReadonlyMap<string, number>;
  onSelect: (ids: string[]) => void;
  /** Geometry changes of widgets (a block moved as one, or one resized). */
  onGeometry: (changes: Map<string, Geometry>, how: 'move' | 'resize') => void;
  onKeyCommand: (command: 'delete' | 'copy' | 'paste' | 'duplicate' | 'escape', event: KeyboardEvent) => void;
}

/** The title people read for a widget: its Spanish title, else its kind (in the interface language) and id. */
export function widgetTitle(item: Pick<ResolvedWidget, 'widget'>): string {
  const title = item.widget.title ? localized(item.widget.title, 'es') : '';
  return title || `${kindName(item.widget.type, currentLanguage())} (${item.widget.id})`;
}

export const Canvas = memo(function Canvas({
  resolved,
  showHidden,
  selection,
  errors,
  onSelect,
  onGeometry,
  onKeyCommand,
}: CanvasProps): ReactElement {
  const translate = useT();
  const language = i18n.language;
  const { width, containerRef, mounted } = useContainerWidth();
  const shown = useMemo(() => resolved.widgets.filter((w) => w.visible || showHidden), [resolved, showHidden]);
  const byId = useMemo(() => new Map(shown.map((w) => [w.widget.id, w])), [shown]);
  const layout = useMemo(() => toGridItems(shown), [shown]);
  const dragOrigin = useRef<LayoutItem | null>(null);
  // What the handlers read; the handlers themselves stay the same from render to render.
  const live = useRef({ selection, byId, onSelect, onGeometry });
  live.current = { selection, byId, onSelect, onGeometry };

  const finishDrag = useCallback((_layout: Layout, oldItem: LayoutItem | null, newItem: LayoutItem | null): void => {
    const { selection, byId, onGeometry } = live.current;
    const start = dragOrigin.current ?? oldItem;
    dragOrigin.current = null;
    if (!start || !newItem) return;
    const dx = newItem.x - start.x;
    const dy = newItem.y - start.y;
    if (dx === 0 && dy === 0) return;
    const block = selection.includes(newItem.i) ? selection : [newItem.i];
    const changes = new Map<string, Geometry>();
    for (const id of block) {
      const item = byId.get(id);
      if (!item) continue;
      const x = Math.max(0, Math.min(4 - item.size[0], item.position[0] + dx));
      changes.set(id, { position: [x, Math.max(0, item.position[1] + dy)], size: item.size });
    }
    onGeometry(changes, 'move');
    const moved = byId.get(newItem.i);
    if (moved) announceGeometry(moved, changes.get(newItem.i));
  }, []);

  const finishResize = useCallback((_layout: Layout, _oldItem: LayoutItem | null, newItem: LayoutItem | null): void => {
    const { byId, onGeometry } = live.current;
    const item = newItem ? byId.get(newItem.i) : undefined;
    if (!newItem || !item) return;
    if (newItem.w === item.size[0] && newItem.h === item.size[1]) return;
    const geometry = geometryOf(newItem);
    onGeometry(new Map([[newItem.i, geometry]]), 'resize');
    announceGeometry(item, geometry);
  }, []);
  const startDrag = useCallback((_layout: Layout, oldItem: LayoutItem | null) => {
    dragOrigin.current = oldItem;
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-widget-id]')?.dataset.widgetId;
    if (!id || (event.target as HTMLElement).dataset.widgetId !== id) return;
    const item = byId.get(id);
    if (!item) return;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const delta = arrows[event.key];
    const mod = event.ctrlKey || event.metaKey;
    if (delta && !mod && !event.altKey) {
      event.preventDefault();
      if (event.shiftKey) {
        const { min, max } = sizeLimits(item.widget.type);
        const w = Math.max(min[0], Math.min(max[0], 4 - item.position[0], item.size[0] + delta[0]));
        const h = Math.max(min[1], Math.min(max[1], item.size[1] + delta[1]));
        if (w === item.size[0] && h === item.size[1]) {
          announceGeometry(item, { position: item.position, size: item.size }, `${t('editor.canvas.sizeLimit')} `);
          return;
        }
        const geometry: Geometry = { position: item.position, size: [w, h] };
        onGeometry(new Map([[id, geometry]]), 'resize');
        announceGeometry(item, geometry);
        return;
      }
      const block = selection.includes(id) ? selection : [id];
      const items = block.map((b) => byId.get(b)).filter((b): b is ResolvedWidget => b !== undefined);
      const fits = items.every(
        (b) =>
          b.position[0] + delta[0] >= 0 && b.position[0] + b.size[0] + delta[0] <= 4 && b.position[1] + delta[1] >= 0,
      );
      if (!fits) {
        announceGeometry(item, { position: item.position, size: item.size }, `${t('editor.canvas.gridEdge')} `);
        return;
      }
      const changes = new Map<string, Geometry>(
        items.map((b) => [
          b.widget.id,
          { position: [b.position[0] + delta[0], b.position[1] + delta[1]], size: b.size },
        ]),
      );
      onGeometry(changes, 'move');
      announceGeometry(item, changes.get(id));
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') onKeyCommand('delete', event);
    else if (event.key === 'Escape') onKeyCommand('escape', event);
    else if (mod && event.key.toLowerCase() === 'c') onKeyCommand('copy', event);
    else if (mod && event.key.toLowerCase() === 'v') onKeyCommand('paste', event);
    else if (mod && event.key.toLowerCase() === 'd') onKeyCommand('duplicate', event);
  };

  const onCardMouseDown = useCallback((event: PointerEvent, id: string): void => {
    const { selection, onSelect } = live.current;
    if (event.shiftKey) {
      onSelect(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]);
    } else if (!selection.includes(id)) {
      onSelect([id]);
    }
  }, []);
  const onCardFocus = useCallback((id: string): void => {
    if (live.current.selection.length === 0) live.current.onSelect([id]);
  }, []);

  // Each card's element is made again only when what it shows changes, and otherwise handed to
  // react-grid-layout as the same element: its items are memoized, so an edit draws one card, not
  // 60 (twice: it applies a new layout in an effect after the render that brings it).
  const cache = useRef<CardCache>(new Map());
  // Another language: every card is made again (their names are in it).
  const cacheLanguage = useRef(language);
  const cards = useMemo(() => {
    if (cacheLanguage.current !== language) {
      cache.current = new Map();
      cacheLanguage.current = language;
    }
    const { elements, cache: next } = reuseCards(cache.current, shown, selection, errors, (props) =>
      cardElement(props, onCardMouseDown, onCardFocus),
    );
    cache.current = next;
    return elements;
  }, [shown, selection, errors, onCardMouseDown, onCardFocus, language]);

  const rows = Math.max(6, ...shown.map((w) => w.position[1] + w.size[1] + 2));
  return (
    <div
      ref={containerRef}
      className="voz-canvas relative w-full"
      data-canvas
      onKeyDown={onKeyDown}
      role="application"
      aria-roledescription={translate('editor.canvas.roleDescription')}
      aria-label={translate('editor.canvas.label', { count: shown.length })}
      style={{ minHeight: rows * (CANVAS_ROW_HEIGHT + 10) }}
    >
      {mounted && (
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={GRID_CONFIG}
          compactor={compactor}
          dragConfig={DRAG_CONFIG}
          resizeConfig={RESIZE_CONFIG}
          onDragStart={startDrag}
          onDragStop={finishDrag}
          onResizeStop={finishResize}
        >
          {cards}
        </ReactGridLayout>
      )}
    </div>
  );
});

function announceGeometry(item: ResolvedWidget, geometry: Geometry | undefined, prefix = ''): void {
  if (!geometry) return;
  announce(`${prefix}${describeCell(widgetTitle(item), geometry)}`);
}

/** The cards drawn last time, by widget id: what each showed and its element. */
export type CardCache = ReadonlyMap<string, { props: CardProps; element: ReactElement }>;

/**
 * The canvas's card elements: the previous element of every card that shows the same as before
 * (same place, size, texts, selection, errors...), a new one from `make` for the others.
 */
export function reuseCards(
  previous: CardCache,
  shown: readonly ResolvedWidget[],
  selection: readonly string[],
  errors: ReadonlyMap<string, number>,
  make: (props: CardProps) => ReactElement,
): { elements: ReactElement[]; cache: CardCache } {
  const cache = new Map<string, { props: CardProps; element: ReactElement }>();
  const elements = shown.map((item) => {
    const props = cardProps(item, selection.includes(item.widget.id), errors.get(item.widget.id) ?? 0);
    const cached = previous.get(props.id);
    const entry = cached && sameCard(cached.props, props) ? cached : { props, element: make(props) };
    cache.set(props.id, entry);
    return entry.element;
  });
  return { elements, cache };
}

/** Everything a card shows, as plain values (two cards with equal props draw the same). */
export interface CardProps {
  id: string;
  type: string;
  title: string;
  kind: string;
  selected: boolean;
  visible: boolean;
  fragment: string | undefined;
  conditional: boolean;
  hiddenReason: string | undefined;
  errorCount: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

function cardProps(item: ResolvedWidget, selected: boolean, errorCount: number): CardProps {
  return {
    id: item.widget.id,
    type: item.widget.type,
    title: widgetTitle(item),
    kind: kindName(item.widget.type, currentLanguage()),
    selected,
    visible: item.visible,
    fragment: item.origin.include !== undefined ? item.origin.fragmentChain.join(' › ') : undefined,
    conditional: item.widget.renderCondition !== undefined,
    hiddenReason: item.visible ? undefined : (item.hiddenBy?.message ?? t('editor.canvas.hiddenReason')),
    errorCount,
    x: item.position[0],
    y: item.position[1],
    w: item.size[0],
    h: item.size[1],
  };
}

function sameCard(a: CardProps, b: CardProps): boolean {
  for (const key of Object.keys(a) as (keyof CardProps)[]) if (a[key] !== b[key]) return false;
  return true;
}

/** A card of the canvas: react-grid-layout positions it (style) and adds its drag and resize handlers. */
function cardElement(
  card: CardProps,
  onPointerDown: (event: PointerEvent, id: string) => void,
  onFocus: (id: string) => void,
): ReactElement {
  const { id, selected, visible, errorCount } = card;
  const geometry: Geometry = { position: [card.x, card.y], size: [card.w, card.h] };
  return (
    <div
      key={id}
      data-widget-id={id}
      data-widget-type={card.type}
      data-selected={selected ? 'true' : 'false'}
      data-hidden={visible ? undefined : 'true'}
      data-from-fragment={card.fragment === undefined ? undefined : card.fragment || 'true'}
      data-errors={errorCount}
      data-position={`${card.x},${card.y}`}
      data-size={`${card.w},${card.h}`}
      tabIndex={0}
      // A group (a card of the application canvas), which allows no aria-selected: the selection is
      // said in its name instead ('…, seleccionado'), with the state and the errors.
      role="group"
      aria-label={[
        describeCell(card.title, geometry),
        ...(selected ? [t('editor.canvas.selected')] : []),
        ...(visible ? [] : [t('editor.canvas.hidden')]),
        ...(errorCount ? [t('editor.canvas.errors', { count: errorCount })] : []),
      ].join(', ')}
      onPointerDown={(e) => onPointerDown(e, id)}
      onFocus={() => onFocus(id)}
      className={[
        'flex flex-col overflow-hidden rounded-md border bg-white p-2 text-left text-xs shadow-sm outline-none',
        'focus-visible:ring-2 focus-visible:ring-sky-500',
        selected ? 'border-sky-600 ring-2 ring-sky-300' : 'border-slate-300',
        visible
          ? ''
          : // Hidden in this state: hatched and dashed, not faded (faded text fails WCAG AA contrast).
            'border-dashed [background-image:repeating-linear-gradient(45deg,transparent,transparent_6px,#f1f5f9_6px,#f1f5f9_12px)]',
        errorCount ? 'border-red-500' : '',
      ].join(' ')}
    >
      <CardBody
        title={card.title}
        kind={card.kind}
        size={`${card.w}×${card.h}`}
        fragment={card.fragment}
        conditional={card.conditional}
        hiddenReason={card.hiddenReason}
        errorCount={errorCount}
      />
    </div>
  );
}

/** What a card shows; drawn again only when one of these changes (the canvas redraws on every edit). */
const CardBody = memo(function CardBody({
  title,
  kind,
  size,
  fragment,
  conditional,
  hiddenReason,
  errorCount,
}: {
  title: string;
  kind: string;
  size: string;
  fragment: string | undefined;
  conditional: boolean;
  hiddenReason: string | undefined;
  errorCount: number;
}): ReactElement {
  const translate = useT();
  return (
    <>
      <span className="truncate font-medium text-slate-800">{title}</span>
      <span className="truncate text-slate-600">
        {kind} · {size}
      </span>
      <span className="mt-auto flex flex-wrap gap-1">
        {fragment !== undefined && (
          <span className="rounded bg-violet-100 px-1 text-violet-800" title={translate('editor.canvas.fromFragment')}>
            {translate('editor.canvas.fragment', { name: fragment })}
          </span>
        )}
        {conditional && (
          <span className="rounded bg-amber-100 px-1 text-amber-800">{translate('editor.canvas.conditional')}</span>
        )}
        {hiddenReason !== undefined && (
          <span className="rounded bg-slate-200 px-1 text-slate-700" data-hidden-reason>
            {hiddenReason}
          </span>
        )}
        {errorCount > 0 && (
          <span className="rounded bg-red-100 px-1 text-red-800" data-error-badge>
            {translate('editor.canvas.errors', { count: errorCount })}
          </span>
        )}
      </span>
    </>
  );
});
