import {
  callKey,
  hashSeed,
  normaliseRows,
  seededRandom,
  stableStringify,
  type IndicatorCall,
  type IndicatorRow,
  type Random,
} from '@voz/core';
import type { IndicatorRequest, TenantMetadata, Widget } from '@voz/schema';
import { DataSourceError, type DataSource, type FetchInput } from './DataSource.js';

/** What a mock generator is given. */
export interface MockInput {
  request: IndicatorRequest;
  widget: Widget;
  /** Seeded by tenant, dashboard, widget and request: the same preview always shows the same rows. */
  random: Random;
  /** The tenant's metadata, for real names of geographies, moments and questions (optional). */
  metadata?: TenantMetadata;
}

/** Makes deterministic rows for one indicator request of one widget kind. */
export type MockGenerator = (input: MockInput) => IndicatorRow[];

/** Options of MockDataSource. */
export interface MockDataSourceOptions {
  /** Tenant id (part of the seed). */
  tenant: string;
  /** Dashboard key (part of the seed). */
  dashboard: string;
  /** Generators by widget type: the apps and Storybook pass the widget registry's. */
  generators: Readonly<Record<string, MockGenerator | undefined>>;
  /** The tenant's metadata, handed to the generators. */
  metadata?: TenantMetadata;
  /** Simulated latency in ms (default 0: rows on the next tick). */
  latencyMs?: number;
}

/**
 * The seed of a widget's request: tenant, dashboard, widget id, the request itself and, when given,
 * the call (its filters and dates: the previous period of showHistoric gets its own numbers).
 */
export function mockSeed(
  tenant: string,
  dashboard: string,
  widget: Widget,
  request: IndicatorRequest,
  call?: IndicatorCall,
): number {
  return hashSeed(tenant, dashboard, widget.id, stableStringify(request), call ? callKey(call) : '');
}

/** Deterministic rows for any indicator request, from the generators it is handed. */
export class MockDataSource implements DataSource {
  constructor(private readonly options: MockDataSourceOptions) {}

  /**
   * The rows, synchronously (what fetch resolves with): the generator's rows, shaped like a
   * backend's answer, read through normaliseRows as the portal reads a backend's.
   */
  rowsFor(widget: Widget, request: IndicatorRequest, call?: IndicatorCall): IndicatorRow[] {
    const generator = this.options.generators[widget.type];
    if (!generator) throw new DataSourceError(`No hay datos de ejemplo para el tipo «${widget.type}».`);
    const random = seededRandom(mockSeed(this.options.tenant, this.options.dashboard, widget, request, call));
    const answer = generator({
      request,
      widget,
      random,
      ...(this.options.metadata ? { metadata: this.options.metadata } : {}),
    });
    return normaliseRows(answer, request);
  }

  fetch({ call, request, widget, signal }: FetchInput): Promise<IndicatorRow[]> {
    return new Promise((resolve, reject) => {
      const finish = (): void => {
        if (signal?.aborted) {
          reject(new DOMException('Aborted', 'AbortError'));
          return;
        }
        try {
          resolve(this.rowsFor(widget, request, call));
        } catch (error) {
          reject(error instanceof Error ? error : new DataSourceError(String(error)));
        }
      };
      const timer = setTimeout(finish, this.options.latencyMs ?? 0);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  }
}
