import type { FilterState, IndicatorRow, RoutingTenant } from '@voz/core';
import { MockDataSource, type DataSource } from '@voz/data';
import { getValidator, type TenantMetadata, type Widget } from '@voz/schema';
import type { RenderContext } from '@voz/widgets';
import { MOCK_GENERATORS } from '@voz/widgets/mock';
import { useMemo, type ReactElement } from 'react';
import { DashboardEnvironmentProvider } from './environment.js';
import { WidgetFrame } from './WidgetFrame.js';

/** Filters of previews: November 2026, the root of every tree. */
export const PREVIEW_FILTERS: FilterState = {
  dateFrom: '2026-11-01',
  dateTo: '2026-11-30',
  criticalMoments: [],
  geographies: [],
  logicals: [],
  channels: [],
  responseValues: {},
};

/** A tenant for previews whose backends are never called (rows are mocked). */
export const PREVIEW_TENANT: RoutingTenant = {
  backends: { voc: '/api/voc', lcm: '/api/lcm', case: '/api/case' },
  rootIds: { geo: 0, logical: 0, criticalMoment: 0 },
};

/** Render settings of previews: Spanish, Chilean locale, 1 decimal, no named scales. */
export const PREVIEW_RENDER: RenderContext = { language: 'es', locale: 'es-CL', decimals: 1, colorScales: {} };

/** What a preview shows: mocked rows, given rows, or one of the frame's other states. */
export type PreviewData = 'mock' | 'loading' | 'empty' | 'error' | { rows: IndicatorRow[][] } | { source: DataSource };

/** A data source answering the preview's state. */
export function previewSource(
  data: PreviewData,
  metadata?: TenantMetadata,
  tenant = 'preview',
  dashboard = 'preview',
): DataSource {
  if (data === 'mock') {
    return new MockDataSource({ tenant, dashboard, generators: MOCK_GENERATORS, ...(metadata ? { metadata } : {}) });
  }
  if (data === 'loading') return { fetch: () => new Promise<IndicatorRow[]>(() => undefined) };
  if (data === 'empty') return { fetch: () => Promise.resolve([]) };
  if (data === 'error') {
    return { fetch: () => Promise.reject(new Error('El servidor respondió 503: servicio no disponible.')) };
  }
  if ('source' in data) return data.source;
  let call = 0;
  const lists = data.rows;
  return { fetch: () => Promise.resolve(lists[call++ % Math.max(1, lists.length)] ?? []) };
}

/** Props of WidgetPreview. */
export interface WidgetPreviewProps {
  widget: Widget;
  data?: PreviewData;
  /** Cells of the preview: [width, height] (the widget's size by default). */
  size?: readonly [number, number];
  render?: Partial<RenderContext>;
}

/** One widget in its frame at its size, with mocked or given rows (Storybook and the editor). */
export function WidgetPreview({ widget, data = 'mock', size, render }: WidgetPreviewProps): ReactElement {
  const [width, height] = size ?? widget.size ?? [1, 1];
  const environment = useMemo(
    () => ({
      dataSource: previewSource(data, render?.metadata),
      filters: PREVIEW_FILTERS,
      tenant: PREVIEW_TENANT,
      render: { ...PREVIEW_RENDER, ...render },
      validate: getValidator('widget'),
    }),
    [data, render],
  );
  return (
    <DashboardEnvironmentProvider value={environment}>
      <div style={{ width: width * 300 + (width - 1) * 16, height: height * 150 + (height - 1) * 16 }} className="flex">
        <WidgetFrame widget={widget} className="h-full w-full" />
      </div>
    </DashboardEnvironmentProvider>
  );
}
