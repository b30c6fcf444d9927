import { buildIndicatorCalls, type IndicatorRow } from '@voz/core';
import type { Widget } from '@voz/schema';
import { useCallback, useEffect, useState } from 'react';
import { useDashboardEnvironment } from './environment.js';
import { previousPeriod } from './previousPeriod.js';

/** Where a widget's rows are. */
export type RowsState =
  | { status: 'loading' }
  | { status: 'ready'; rows: IndicatorRow[][]; previous?: IndicatorRow[][] }
  | { status: 'error'; message: string };

/** The states a frame starts in, set again by its effect: the same objects, so a frame that mounts
 * does not render a second time to say what it already says. */
const LOADING: RowsState = { status: 'loading' };
const NO_ROWS: RowsState = { status: 'ready', rows: [] };

/** Whether a config asks for the previous period. */
function wantsHistory(widget: Widget): boolean {
  const config = (widget as { config?: { showHistoric?: boolean } }).config;
  return config?.showHistoric === true;
}

/**
 * Fetches the rows of every indicator request of a widget (and of the previous period when it
 * shows history), cancelling on unmount or when the filters change. `retry` fetches again.
 */
export function useWidgetRows(widget: Widget, needsRows: boolean): { state: RowsState; retry: () => void } {
  const { dataSource, filters, tenant } = useDashboardEnvironment();
  const [attempt, setAttempt] = useState(0);
  const fetches = needsRows && (widget.indicators ?? []).length > 0;
  const [state, setState] = useState<RowsState>(fetches ? LOADING : NO_ROWS);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const requests = widget.indicators ?? [];
    if (!fetches) {
      setState(NO_ROWS);
      return undefined;
    }
    const controller = new AbortController();
    setState(LOADING);
    const fetchAll = (period: typeof filters): Promise<IndicatorRow[][]> => {
      const calls = buildIndicatorCalls(requests, period, tenant);
      return Promise.all(
        calls.map((call, i) => dataSource.fetch({ call, request: requests[i]!, widget, signal: controller.signal })),
      );
    };
    const before = wantsHistory(widget) ? previousPeriod(filters) : undefined;
    Promise.all([fetchAll(filters), before ? fetchAll(before) : Promise.resolve(undefined)])
      .then(([rows, previous]) => {
        if (!controller.signal.aborted) setState({ status: 'ready', rows, ...(previous ? { previous } : {}) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'error', message });
      });
    return () => controller.abort();
  }, [widget, fetches, dataSource, filters, tenant, attempt]);

  return { state, retry };
}
