import type { CompiledValidator, Widget } from '@voz/schema';
import { localized, useTranslation } from '@voz/i18n';
import { HelpPopover, Skeleton } from '@voz/ui';
import { defaultIsEmpty, widgetKind, type RendererProps, type WidgetKind } from '@voz/widgets';
import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useDashboardEnvironment } from './environment.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { useWidgetRows } from './useWidgetRows.js';

/** What a frame says about its widget (the root's data-state, for tests and benchmarks). */
export type WidgetState = 'loading' | 'ready' | 'empty' | 'error';

const renderers = new Map<string, LazyExoticComponent<ComponentType<RendererProps>>>();

/** One lazy component per kind, so its chunk loads once. */
function rendererOf(kind: WidgetKind): LazyExoticComponent<ComponentType<RendererProps>> {
  let found = renderers.get(kind.type);
  if (!found) {
    found = lazy(kind.load);
    renderers.set(kind.type, found);
  }
  return found;
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

/** Tells the frame its renderer has painted (mounted inside the same Suspense boundary). */
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
  const kind = widgetKind((widget as { type?: unknown }).type as string);
  const problem = useMemo(() => problemOf(widget, kind, validate), [widget, kind, validate]);
  const { state, retry } = useWidgetRows(widget, problem === null && (kind?.needsRows ?? false));
  const [painted, setPainted] = useState<unknown>(null);
  const title = localized(widget.title, render.language);
  const subTitle = localized(widget.subTitle, render.language);
  const help = localized(widget.helpText, render.language);
  const bare = widget.type === 'label' || widget.type === 'spacer';

  const rows = state.status === 'ready' ? state.rows : undefined;
  const empty = kind !== undefined && rows !== undefined && kind.needsRows && (kind.isEmpty ?? defaultIsEmpty)(rows);
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
  } else if (state.status === 'loading' || !kind) {
    body = (
      <>
        <Skeleton shape={kind?.skeleton ?? 'chart'} />
        <span className="sr-only">{t('widget.loading')}</span>
      </>
    );
  } else if (empty) {
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-1 p-3 text-center">
        <p className="text-sm font-medium text-slate-600">{t('widget.empty')}</p>
        <p className="text-xs text-slate-400">{t('widget.emptyHint')}</p>
      </div>
    );
  } else {
    const Renderer = rendererOf(kind);
    const config = { ...kind.defaults, ...((widget as { config?: object }).config ?? {}) };
    body = (
      <ErrorBoundary
        resetKey={rows}
        fallback={(error, reset) => (
          <ErrorMessage
            message={`${t('widget.rendererFailed', { id: widget.id })}: ${error.message}`}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )}
      >
        <Suspense fallback={<Skeleton shape={kind.skeleton} />}>
          <Renderer
            widget={widget}
            config={config}
            rows={state.rows}
            {...(state.previous ? { previous: state.previous } : {})}
            context={render}
            title={title}
          />
          <Painted onPainted={() => setPainted(() => rows)} />
        </Suspense>
      </ErrorBoundary>
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
        {help && (
          <HelpPopover label={t('widget.helpOf', { title: title || widget.id })}>
            <p>{help}</p>
          </HelpPopover>
        )}
      </header>
      <div className="relative min-h-0 flex-1">{body}</div>
    </section>
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
