// The design canvas: react-grid-layout on 4 columns, compaction off and overlap allowed (what is
// placed is what the portal shows; widgets that are never visible together may share cells).
// Drag, resize and snapping come from react-grid-layout; the keyboard moves (arrows) and resizes
// (Shift+arrows) the selection, announcing the new place in Spanish.
import type { ResolvedDashboard, ResolvedWidget } from '@voz/core';
import { localized } from '@voz/i18n';
import { WIDGET_REGISTRY, type WidgetType } from '@voz/widgets';
import { memo, useMemo, useRef, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import ReactGridLayout, { getCompactor, useContainerWidth, type Layout, type LayoutItem } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { announce } from '../announcer.js';
import { describeCell, geometryOf, sizeLimits, toGridItems, type Geometry } from '../model/adapter.js';

/** Row height of the canvas in px (the portal's is 150; the canvas is a denser map of the same grid). */
export const CANVAS_ROW_HEIGHT = 72;

const compactor = getCompactor(null, true);

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

function kindName(type: string): string {
  return (WIDGET_REGISTRY as Record<string, { name: string } | undefined>)[type as WidgetType]?.name ?? type;
}

/** The title people read for a widget: its Spanish title, else its kind and id. */
export function widgetTitle(item: Pick<ResolvedWidget, 'widget'>): string {
  const title = item.widget.title ? localized(item.widget.title, 'es') : '';
  return title || `${kindName(item.widget.type)} (${item.widget.id})`;
}

export function Canvas({
  resolved,
  showHidden,
  selection,
  errors,
  onSelect,
  onGeometry,
  onKeyCommand,
}: CanvasProps): ReactElement {
  const { width, containerRef, mounted } = useContainerWidth();
  const shown = useMemo(() => resolved.widgets.filter((w) => w.visible || showHidden), [resolved, showHidden]);
  const byId = useMemo(() => new Map(shown.map((w) => [w.widget.id, w])), [shown]);
  const layout = useMemo(() => toGridItems(shown), [shown]);
  const dragOrigin = useRef<LayoutItem | null>(null);

  const finishDrag = (_layout: Layout, oldItem: LayoutItem | null, newItem: LayoutItem | null): void => {
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
  };

  const finishResize = (_layout: Layout, _oldItem: LayoutItem | null, newItem: LayoutItem | null): void => {
    const item = newItem ? byId.get(newItem.i) : undefined;
    if (!newItem || !item) return;
    if (newItem.w === item.size[0] && newItem.h === item.size[1]) return;
    const geometry = geometryOf(newItem);
    onGeometry(new Map([[newItem.i, geometry]]), 'resize');
    announceGeometry(item, geometry);
  };

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
          announceGeometry(item, { position: item.position, size: item.size }, 'No se puede cambiar más el tamaño. ');
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
        announceGeometry(item, { position: item.position, size: item.size }, 'Borde de la cuadrícula. ');
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

  const onCardMouseDown = (event: PointerEvent, id: string): void => {
    if (event.shiftKey) {
      onSelect(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]);
    } else if (!selection.includes(id)) {
      onSelect([id]);
    }
  };

  const rows = Math.max(6, ...shown.map((w) => w.position[1] + w.size[1] + 2));
  return (
    <div
      ref={containerRef}
      className="voz-canvas relative w-full"
      data-canvas
      onKeyDown={onKeyDown}
      role="application"
      aria-roledescription="lienzo de 4 columnas"
      aria-label={`Lienzo del dashboard: ${shown.length} widgets. Flechas: mover; Mayúsculas y flechas: cambiar tamaño; Mayúsculas y clic: seleccionar varios.`}
      style={{ minHeight: rows * (CANVAS_ROW_HEIGHT + 10) }}
    >
      {mounted && (
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={{ cols: 4, rowHeight: CANVAS_ROW_HEIGHT, margin: [10, 10] }}
          compactor={compactor}
          dragConfig={{ enabled: true, bounded: false, cancel: '.voz-no-drag', threshold: 4 }}
          resizeConfig={{ enabled: true, handles: ['se', 'e', 's'] }}
          onDragStart={(_l, oldItem) => {
            dragOrigin.current = oldItem;
          }}
          onDragStop={finishDrag}
          onResizeStop={finishResize}
        >
          {shown.map((item) => {
            const id = item.widget.id;
            const selected = selection.includes(id);
            const errorCount = errors.get(id) ?? 0;
            const fromFragment = item.origin.include !== undefined;
            const title = widgetTitle(item);
            return (
              <div
                key={id}
                data-widget-id={id}
                data-widget-type={item.widget.type}
                data-selected={selected ? 'true' : 'false'}
                data-hidden={item.visible ? undefined : 'true'}
                data-from-fragment={fromFragment ? item.origin.fragmentChain.join(' › ') || 'true' : undefined}
                data-errors={errorCount}
                data-position={`${item.position[0]},${item.position[1]}`}
                data-size={`${item.size[0]},${item.size[1]}`}
                tabIndex={0}
                role="group"
                aria-label={`${describeCell(title, { position: item.position, size: item.size })}${item.visible ? '' : ', oculto en este estado'}${errorCount ? `, ${errorCount} errores` : ''}`}
                aria-selected={selected}
                onPointerDown={(e) => onCardMouseDown(e, id)}
                onFocus={() => {
                  if (selection.length === 0) onSelect([id]);
                }}
                className={[
                  'flex flex-col overflow-hidden rounded-md border bg-white p-2 text-left text-xs shadow-sm outline-none',
                  'focus-visible:ring-2 focus-visible:ring-sky-500',
                  selected ? 'border-sky-600 ring-2 ring-sky-300' : 'border-slate-300',
                  item.visible
                    ? ''
                    : 'opacity-50 [background-image:repeating-linear-gradient(45deg,transparent,transparent_6px,#f1f5f9_6px,#f1f5f9_12px)]',
                  errorCount ? 'border-red-500' : '',
                ].join(' ')}
              >
                <CardBody
                  title={title}
                  kind={kindName(item.widget.type)}
                  size={`${item.size[0]}×${item.size[1]}`}
                  fragment={fromFragment ? item.origin.fragmentChain.join(' › ') : undefined}
                  conditional={item.widget.renderCondition !== undefined}
                  hiddenReason={
                    item.visible ? undefined : (item.hiddenBy?.message ?? 'Oculto: su condición no se cumple')
                  }
                  errorCount={errorCount}
                />
              </div>
            );
          })}
        </ReactGridLayout>
      )}
    </div>
  );
}

function announceGeometry(item: ResolvedWidget, geometry: Geometry | undefined, prefix = ''): void {
  if (!geometry) return;
  announce(`${prefix}${describeCell(widgetTitle(item), geometry)}`);
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
  return (
    <>
      <span className="truncate font-medium text-slate-800">{title}</span>
      <span className="truncate text-slate-500">
        {kind} · {size}
      </span>
      <span className="mt-auto flex flex-wrap gap-1">
        {fragment !== undefined && (
          <span className="rounded bg-violet-100 px-1 text-violet-800" title="Viene de un fragmento">
            Fragmento: {fragment}
          </span>
        )}
        {conditional && <span className="rounded bg-amber-100 px-1 text-amber-800">Condicional</span>}
        {hiddenReason !== undefined && (
          <span className="rounded bg-slate-200 px-1 text-slate-700" data-hidden-reason>
            {hiddenReason}
          </span>
        )}
        {errorCount > 0 && (
          <span className="rounded bg-red-100 px-1 text-red-800" data-error-badge>
            {errorCount} {errorCount === 1 ? 'error' : 'errores'}
          </span>
        )}
      </span>
    </>
  );
});
