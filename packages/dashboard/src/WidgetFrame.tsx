import type { CompiledValidator, Widget } from '@voz/schema';
import { localized, useTranslation } from '@voz/i18n';
import { HelpPopover, Skeleton } from '@voz/ui';
import { defaultIsEmpty, widgetKind, type RendererProps, type WidgetKind } from '@voz/widgets';
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useDashboardEnvironment } from './environment.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { WidgetDataTable } from './WidgetDataTable.js';
import { useWidgetRows } from './useWidgetRows.js';

/** What a frame says about its widget (the root's data-state, for tests and benchmarks). */
export type WidgetState = 'loading' | 'ready' | 'empty' | 'error';

/** Each kind's renderer once its chunk has loaded, and the loads under way. */
const renderers = new Map<string, ComponentType<RendererProps>>();
const loading = new Map<string, Promise<ComponentType<RendererProps>>>();

/**
 * Loads a kind's renderer (its chunk once, however many widgets show it). The frame draws a loaded
 * renderer at once and keeps its skeleton until then, instead of suspending through React.lazy:
 * React reveals suspended boundaries at most every 300 ms, which made a dashboard appear in waves.
 */
export function loadRenderer(kind: WidgetKind): Promise<ComponentType<RendererProps>> {
  let found = loading.get(kind.type);
  if (!found) {
    found = kind.load().then(
      (module) => {
        renderers.set(kind.type, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(kind.type); // a retry loads it again
        throw error;
      },
    );
    loading.set(kind.type, found);
  }
  return found;
}

/** The kind's renderer once loaded (null until then), or the error that kept it from loading. */
function useRenderer(kind: WidgetKind | undefined, attempt: number): ComponentType<RendererProps> | Error | null {
  const ready = kind ? renderers.get(kind.type) : undefined;
  const [failed, setFailed] = useState<{ error: Error; attempt: number } | null>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!kind || ready) return undefined;
    let live = true;
    loadRenderer(kind).then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) =>
        live && setFailed({ error: error instanceof Error ? error : new Error(String(error)), attempt }),
    );
    return () => {
      live = false;
    };
  }, [kind, ready, attempt]);
  if (ready) return ready;
  return failed && failed.attempt === attempt ? failed.error : null;
}

/**
 * Why a widget cannot be drawn at all, in words (its JSON, when a validator is given, or its kind),
 * or null.
 */
function problemOf(
  widget: unknown,
  kind: WidgetKind | undefined,
  validate: CompiledValidator<Widget> | undefined,
): { key: string; detail?: string } | null {
  if (!kind) return { key: 'widget.unknownType' };
  if (!validate || validate(widget)) return null;
  const first = validate.errors?.[0];
  return {
    key: 'widget.invalid',
    detail: first ? `${first.instancePath || '/'} ${first.message ?? first.keyword}` : undefined,
  };
}

/** Tells the frame its renderer has painted (mounted after it, in the same commit and boundary). */
function Painted({ onPainted }: { onPainted: () => void }): null {
  useEffect(onPainted, [onPainted]);
  return null;
}

/** Props of WidgetFrame. */
export interface WidgetFrameProps {
  widget: Widget;
  /** Extra classes and style of the root (the grid cell). */
  className?: string;
  style?: React.CSSProperties;
}

/**
 * A widget in its frame: title, subtitle and help; a skeleton while loading; "no data" when empty;
 * an error with a retry button; a renderer error or an invalid widget kept inside the frame. The
 * root carries data-widget-id and data-state (loading, ready, empty or error).
 */
export function WidgetFrame({ widget, className = '', style }: WidgetFrameProps): ReactElement {
  const { t } = useTranslation();
  const { render, validate } = useDashboardEnvironment();
  const titleId = useId();
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const kind = widgetKind((widget as { type?: unknown }).type as string);
  const problem = useMemo(() => problemOf(widget, kind, validate), [widget, kind, validate]);
  const { state, retry } = useWidgetRows(widget, problem === null && (kind?.needsRows ?? false));
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [painted, setPainted] = useState<unknown>(null);
  const title = localized(widget.title, render.language);
  const subTitle = localized(widget.subTitle, render.language);
  const help = localized(widget.helpText, render.language);
  const bare = widget.type === 'label' || widget.type === 'spacer';

  const rows = state.status === 'ready' ? state.rows : undefined;
  const empty = kind !== undefined && rows !== undefined && kind.needsRows && (kind.isEmpty ?? defaultIsEmpty)(rows);
  // Asked for when there are rows to draw (the dashboard has started every kind's chunk at mount).
  const Renderer = useRenderer(problem === null && rows !== undefined && !empty ? kind : undefined, loadAttempt);
  // Kept between the frame's renders, so its last render (data-state ready, once painted) leaves
  // the drawn renderer alone instead of drawing the chart a second time.
  const config = useMemo(
    () => (kind ? { ...kind.defaults, ...((widget as { config?: object }).config ?? {}) } : {}),
    [kind, widget],
  );
  const onPainted = useCallback(() => setPainted(() => rows), [rows]);
  const dataState: WidgetState =
    problem !== null || state.status === 'error'
      ? 'error'
      : state.status === 'loading'
        ? 'loading'
        : empty
          ? 'empty'
          : painted === rows
            ? 'ready'
            : 'loading';

  // The rows as a table on demand, for the kinds whose entry says so (charts, gauges and maps).
  const tableRows = problem === null && !empty && kind?.dataTable === true ? rows : undefined;
  const showTable = tableOpen && tableRows !== undefined;

  let body: ReactNode;
  if (problem !== null) {
    body = (
      <div
        role="alert"
        className="flex h-full flex-col items-center justify-center gap-1 p-3 text-center text-sm text-red-700"
      >
        <p className="font-semibold">{t(problem.key, { type: String(widget.type), id: String(widget.id) })}</p>
        {problem.detail && <p className="font-mono text-xs text-red-600">{problem.detail}</p>}
      </div>
    );
  } else if (state.status === 'error') {
    body = <ErrorMessage message={state.message} onRetry={retry} />;
  } else if (empty) {
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-1 p-3 text-center">
        <p className="text-sm font-medium text-slate-600">{t('widget.empty')}</p>
        <p className="text-xs text-slate-500">{t('widget.emptyHint')}</p>
      </div>
    );
  } else if (Renderer instanceof Error) {
    body = (
      <ErrorMessage
        message={`${t('widget.rendererFailed', { id: widget.id })}: ${Renderer.message}`}
        onRetry={() => setLoadAttempt((n) => n + 1)}
      />
    );
  } else if (state.status === 'loading' || !kind || Renderer === null) {
    body = <FrameSkeleton shape={kind?.skeleton ?? 'chart'} />;
  } else {
    body = (
      <DrawnWidget
        Renderer={Renderer}
        widget={widget}
        config={config}
        rows={state.rows}
        {...(state.previous ? { previous: state.previous } : {})}
        context={render}
        title={title}
        skeleton={kind.skeleton}
        onPainted={onPainted}
        onRetry={retry}
      />
    );
  }

  if (bare && problem === null) {
    return (
      <div
        data-widget-id={widget.id}
        data-widget-type={widget.type}
        data-state={dataState}
        className={className}
        style={style}
      >
        {body}
      </div>
    );
  }

  return (
    <section
      data-widget-id={widget.id}
      data-widget-type={String(widget.type)}
      data-state={dataState}
      aria-labelledby={titleId}
      aria-busy={dataState === 'loading'}
      className={`flex min-h-0 flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${className}`}
      style={style}
    >
      <header className="mb-2 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-sm font-semibold text-slate-800" title={title}>
            {title || String(widget.id)}
          </h3>
          {subTitle && <p className="truncate text-xs text-slate-500">{subTitle}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {tableRows !== undefined && (
            <button
              type="button"
              aria-expanded={showTable}
              aria-controls={tableId}
              aria-label={t(showTable ? 'dataTable.hideOf' : 'dataTable.showOf', { title: title || widget.id })}
              data-data-table-toggle
              onClick={() => setTableOpen((open) => !open)}
              className="rounded-md px-1.5 py-0.5 text-xs font-medium text-sky-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
            >
              {t(showTable ? 'dataTable.hide' : 'dataTable.show')}
            </button>
          )}
          {help && (
            <HelpPopover label={t('widget.helpOf', { title: title || widget.id })}>
              <p>{help}</p>
            </HelpPopover>
          )}
        </div>
      </header>
      <div className="relative min-h-0 flex-1">
        {/* The drawing stays mounted under the table, out of reach (inert) while the table shows. */}
        <div className="contents" inert={showTable}>
          {body}
        </div>
        {tableRows !== undefined && (
          <div id={tableId} hidden={!showTable}>
            {showTable ? (
              <WidgetDataTable widget={widget} rows={tableRows} title={title || String(widget.id)} context={render} />
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}

/** Props of DrawnWidget: the renderer's own, and what the frame does once it painted or failed. */
interface DrawnWidgetProps extends RendererProps {
  Renderer: ComponentType<RendererProps>;
  skeleton: WidgetKind['skeleton'];
  onPainted: () => void;
  onRetry: () => void;
}

/**
 * A widget's renderer inside its error boundary. Memoised: the frame renders once more when the
 * renderer has painted (to say data-state ready), and that must not draw the chart again.
 */
const DrawnWidget = memo(function DrawnWidget({
  Renderer,
  skeleton,
  onPainted,
  onRetry,
  ...props
}: DrawnWidgetProps): ReactElement {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      resetKey={props.rows}
      fallback={(error, reset) => (
        <ErrorMessage
          message={`${t('widget.rendererFailed', { id: props.widget.id })}: ${error.message}`}
          onRetry={() => {
            reset();
            onRetry();
          }}
        />
      )}
    >
      {/* A renderer may suspend while it loads what it draws (the map its shapes): the frame keeps
          its skeleton, instead of the suspension reaching the page's boundary and hiding the page. */}
      <Suspense fallback={<FrameSkeleton shape={skeleton} />}>
        <Renderer {...props} />
        <Painted onPainted={onPainted} />
      </Suspense>
    </ErrorBoundary>
  );
});

function FrameSkeleton({ shape }: { shape: WidgetKind['skeleton'] }): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <Skeleton shape={shape} />
      <span className="sr-only">{t('widget.loading')}</span>
    </>
  );
}

function ErrorMessage({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 p-3 text-center">
      <p className="text-sm font-medium text-red-700">{t('widget.error')}</p>
      <p className="text-xs text-slate-500">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        {t('widget.retry')}
      </button>
    </div>
  );
}
