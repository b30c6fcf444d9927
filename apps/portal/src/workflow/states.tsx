// The states every workflow screen shares: a loading skeleton, an empty state, a failed load with a
// retry, and an action's error shown beside the action.
import { useTranslation } from '@voz/i18n';
import { useId, type ReactElement, type ReactNode } from 'react';

/** Rows of grey bars while a list or a detail loads. */
export function LoadingRows({ rows = 6, label }: { rows?: number; label: string }): ReactElement {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-3" data-loading="">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="rounded bg-white p-3 shadow-sm" aria-hidden="true">
          <div className="h-4 animate-pulse rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

/** Nothing to show, and what to try. */
export function EmptyState({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
}): ReactElement {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center" data-empty="">
      <p className="font-medium text-slate-700">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-500">{hint}</p> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}

/** A load that failed: the message and a retry; the rest of the page stays. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-red-800"
      data-load-error=""
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-md bg-white px-3 py-1.5 text-sm font-medium text-red-800 ring-1 ring-red-200 hover:bg-red-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
      >
        {t('app.retry')}
      </button>
    </div>
  );
}

/** An action's failure, beside the action. */
export function ActionError({ message }: { message: string | null }): ReactElement | null {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700" data-action-error="">
      {message}
    </p>
  );
}

/** Class names of the portal's buttons, by kind. */
export const BUTTON = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md border border-red-200 bg-white px-3 py-1.5 text-sm text-red-800 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 disabled:cursor-not-allowed disabled:opacity-60',
  link: 'rounded text-sky-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
} as const;

/** The message of an error for people (the server's Spanish message when it sent one). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A titled block of a detail page. */
export function Panel({ title, children }: { title: string; children: ReactNode }): ReactElement {
  const id = useId();
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
