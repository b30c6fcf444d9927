import type { IndicatorCall, IndicatorRow } from '@voz/core';
import type { IndicatorRequest, Widget } from '@voz/schema';

/** What a data source is asked for: the concrete call, the request it came from and its widget. */
export interface FetchInput {
  /** The call packages/core built for the request (backend, method, url, body). */
  call: IndicatorCall;
  /** The indicator request of the widget. */
  request: IndicatorRequest;
  /** The widget that shows the rows. */
  widget: Widget;
  /** Aborted when the widget unmounts or the filters change. */
  signal?: AbortSignal;
}

/**
 * Where widgets get their rows. The portal implements it over the backends (ApiDataSource, with
 * TanStack Query's cache and deduplication), the editor and Storybook with MockDataSource.
 * A rejection is shown by the widget's frame as an error with a retry button.
 */
export interface DataSource {
  fetch(input: FetchInput): Promise<IndicatorRow[]>;
}

/** A rejection that carries what to tell the user (Spanish by default). */
export class DataSourceError extends Error {
  constructor(
    message: string,
    /** HTTP status of the failed call, when it came from a backend. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DataSourceError';
  }
}
