import { resolveDashboard, seededRandom, type ResolvedDashboard } from '@voz/core';
import { MockDataSource } from '@voz/data';
import type { Dashboard, Widget } from '@voz/schema';
import { WIDGET_REGISTRY, type WidgetType } from '@voz/widgets';
import { MOCK_GENERATORS } from '@voz/widgets/mock';
import { useMemo, type ReactElement } from 'react';
import { DashboardView } from '../DashboardView.js';
import { DashboardEnvironmentProvider } from '../environment.js';
import { PREVIEW_FILTERS, PREVIEW_RENDER, PREVIEW_TENANT } from '../WidgetPreview.js';

// A generated dashboard of n widgets of every kind that fetches rows, at their smallest sizes, laid
// out by automatic placement: the render benchmark's second case (a fixed seed: always the same).

const KINDS = (Object.keys(WIDGET_REGISTRY) as WidgetType[]).filter((type) => WIDGET_REGISTRY[type].needsRows);

/** Requests that give each kind the rows it reads. */
function requestFor(type: WidgetType): Widget['indicators'] {
  const shapes = WIDGET_REGISTRY[type].rowShapes;
  if (shapes.includes('series'))
    return [{ indicator: 'VENTA_NPS', groupBy: ['formattedMonth'], extras: { periods: 6 } }];
  if (shapes.includes('series-by-group')) {
    return [{ indicator: 'VENTA_NPS', groupBy: ['formattedMonth', 'geoLocation'], extras: { periods: 6 } }];
  }
  if (shapes.includes('tags')) return [{ indicator: 'WORD_COUNT', groupBy: ['tag'], limit: 30 }];
  if (shapes.includes('grouped') && !shapes.includes('single'))
    return [{ indicator: 'VENTA_NPS', groupBy: ['geoLocation'] }];
  return [{ indicator: 'VENTA_NPS' }];
}

/** The generated dashboard of n widgets. */
export function generatedDashboard(n: number, seed = 30): Dashboard {
  const random = seededRandom(seed);
  const widgets = Array.from({ length: n }, (_, i) => {
    const type = KINDS[i % KINDS.length]!;
    const kind = WIDGET_REGISTRY[type];
    const [minW, minH] = kind.info.minSize;
    const width = Math.max(minW, Math.min(kind.info.maxSize[0], random.int(1, 2)));
    return {
      id: `gen-${i + 1}`,
      type,
      title: { es: `${kind.name.es} ${i + 1}` },
      size: [width, Math.max(minH, 2)],
      indicators: requestFor(type),
    } as unknown as Widget;
  });
  return {
    schemaVersion: 2,
    key: `generated-${n}`,
    title: { es: `Generado: ${n} widgets` },
    widgets,
  } as unknown as Dashboard;
}

/** Resolved at the root of every tree. */
export function resolveGenerated(n: number): ResolvedDashboard {
  return resolveDashboard(generatedDashboard(n), {
    criticalMoments: [],
    geographies: [],
    logicals: [],
    channels: [],
    roots: PREVIEW_TENANT.rootIds,
    highestScope: true,
    language: 'es',
    features: [],
  });
}

/** The generated dashboard drawn with mocked rows. */
export function GeneratedDashboard({ widgets }: { widgets: number }): ReactElement {
  const value = useMemo(
    () => ({
      resolved: resolveGenerated(widgets),
      environment: {
        dataSource: new MockDataSource({
          tenant: 'generated',
          dashboard: `generated-${widgets}`,
          generators: MOCK_GENERATORS,
        }),
        filters: PREVIEW_FILTERS,
        tenant: PREVIEW_TENANT,
        render: PREVIEW_RENDER,
      },
    }),
    [widgets],
  );
  return (
    <DashboardEnvironmentProvider value={value.environment}>
      <DashboardView dashboard={value.resolved} />
    </DashboardEnvironmentProvider>
  );
}
