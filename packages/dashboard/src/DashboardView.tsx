import { collapseEmptyRows, type ResolvedDashboard, type ResolvedWidget } from '@voz/core';
import { localized, useTranslation } from '@voz/i18n';
import { widgetKind } from '@voz/widgets';
import { useEffect, useLayoutEffect, useMemo, type CSSProperties, type ReactElement } from 'react';
import { useDashboardEnvironment } from './environment.js';
import { labelRowSizes } from './rowSizes.js';
import { loadRenderer, WidgetFrame } from './WidgetFrame.js';

/** Height of one grid row in px (a widget of height 2 is two rows and the gap between them). */
export const ROW_HEIGHT = 150;

/** Visible widgets in reading order: by row, then by column. */
export function readingOrder(widgets: readonly ResolvedWidget[]): ResolvedWidget[] {
  return widgets
    .filter((w) => w.visible)
    .sort((a, b) => a.position[1] - b.position[1] || a.position[0] - b.position[0]);
}

/** The CSS variables a cell reads (see .voz-grid in @voz/ui styles.css); `row` the row it is drawn at. */
function cellStyle(item: ResolvedWidget, row = item.position[1]): CSSProperties {
  const [column] = item.position;
  const [width, height] = item.size;
  return {
    '--voz-col': column + 1,
    '--voz-row': row + 1,
    '--voz-w': width,
    '--voz-w-md': Math.min(width, 2),
    '--voz-h': height,
  } as CSSProperties;
}

/**
 * A resolved dashboard on the 4-column grid (2 columns below 1024 px, 1 below 640 px). Widgets are
 * in the document in reading order (row, then column), which is also the order on narrow screens.
 * Rows no visible widget covers are not drawn (@voz/core collapseEmptyRows), so a section hidden
 * by its condition leaves no gap; with showHidden every widget is at its written row.
 */
export function DashboardView({
  dashboard,
  showHidden = false,
  columns,
}: {
  dashboard: ResolvedDashboard;
  /** Also draw the widgets the filter state hides, greyed, with the reason (the editor's preview). */
  showHidden?: boolean;
  /** Force 1, 2 or 4 columns whatever the screen width (the editor's responsive preview). */
  columns?: 1 | 2 | 4;
}): ReactElement {
  const { t } = useTranslation();
  const { render } = useDashboardEnvironment();
  const visible = useMemo(() => readingOrder(dashboard.widgets), [dashboard]);
  const drawnRows = useMemo(
    () => (showHidden ? undefined : collapseEmptyRows(dashboard.widgets)),
    [dashboard, showHidden],
  );
  const rowSizes = useMemo(() => (drawnRows ? labelRowSizes(visible, drawnRows) : undefined), [visible, drawnRows]);
  const hidden = useMemo(
    () =>
      showHidden
        ? dashboard.widgets
            .filter((w) => !w.visible)
            .sort((a, b) => a.position[1] - b.position[1] || a.position[0] - b.position[0])
        : [],
    [dashboard, showHidden],
  );
  // For the benchmarks: when this dashboard's first render reached the document (painted frames are
  // counted from here). A layout effect, so it comes before the frames' own effects, which start
  // their calls and their renderers' code.
  useLayoutEffect(() => {
    performance.mark(`voz:dashboard-mount:${dashboard.key}`);
  }, [dashboard.key]);
  // Start loading every shown kind's renderer now, while the frames fetch their rows (a kind's
  // chunk is imported once, however many widgets show it).
  useEffect(() => {
    for (const item of visible) {
      const kind = widgetKind(item.widget.type);
      if (kind) loadRenderer(kind).catch(() => undefined); // a failure shows in the widget's frame
    }
  }, [visible]);
  return (
    <div
      data-dashboard={dashboard.key}
      data-background={dashboard.background}
      data-widget-count={visible.length}
      className="w-full"
    >
      <h2 className="sr-only">{localized(dashboard.title, render.language)}</h2>
      {visible.length === 0 && hidden.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {t('dashboard.empty')}
        </p>
      ) : (
        <div
          className="voz-grid"
          data-columns={columns}
          style={
            {
              '--voz-row-height': `${ROW_HEIGHT}px`,
              ...(rowSizes ? { '--voz-rows': rowSizes } : {}),
            } as CSSProperties
          }
        >
          {visible.map((item) => (
            <WidgetFrame
              key={item.widget.id}
              widget={item.widget}
              className="voz-cell"
              style={cellStyle(item, drawnRows?.get(item.widget.id))}
            />
          ))}
          {hidden.map((item) => (
            <div
              key={item.widget.id}
              className="voz-cell relative rounded-lg border-2 border-dashed border-slate-500"
              style={cellStyle(item)}
              data-hidden-widget-id={item.widget.id}
            >
              {/* A hidden widget is marked by the dashed border and the reason, not by fading it (faded
                  text fails WCAG AA contrast); inert takes its controls out of the tab order and the
                  accessibility tree, where the reason alone speaks for it. */}
              <div className="h-full" inert>
                <WidgetFrame widget={item.widget} className="h-full" />
              </div>
              <p className="absolute inset-x-2 bottom-2 rounded border border-slate-300 bg-white p-1 text-xs text-slate-700 shadow">
                {item.hiddenBy?.message ?? t('dashboard.hidden')}
              </p>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
