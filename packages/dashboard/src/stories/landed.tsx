import {
  conditionTrees,
  resolveDashboard,
  type FilterState,
  type ResolvedDashboard,
  type RoutingTenant,
} from '@voz/core';
import { MockDataSource } from '@voz/data';
import type { Dashboard, Fragment, Tenant, TenantMetadata } from '@voz/schema';
import { SHARED_FOLDER } from '@voz/validation';
import type { RenderContext } from '@voz/widgets';
import { MOCK_GENERATORS } from '@voz/widgets/mock';
import { useMemo, type ReactElement } from 'react';
import { DashboardView } from '../DashboardView.js';
import { DashboardEnvironmentProvider } from '../environment.js';
import { PREVIEW_FILTERS } from '../WidgetPreview.js';

// The landed dashboards of dashboards/ for Storybook, read at build time by Vite, rendered with the
// registry's mocked rows. A test (landed.test.ts) checks every dashboard file has a story.

const files = import.meta.glob<unknown>('../../../../dashboards/*/*.json', { eager: true, import: 'default' });
const fragments = import.meta.glob<Fragment>('../../../../dashboards/*/fragments/*.json', {
  eager: true,
  import: 'default',
});

function fileOf<T>(tenant: string, name: string): T {
  const value = files[`../../../../dashboards/${tenant}/${name}.json`];
  if (value === undefined) throw new Error(`dashboards/${tenant}/${name}.json is not in the repository`);
  return value as T;
}

/** A landed dashboard resolved for a selection of critical moments (the rest of the trees: roots). */
export function resolveLanded(
  tenant: string,
  dashboardKey: string,
  criticalMoments: readonly number[] = [],
  language: 'es' | 'en' = 'es',
): ResolvedDashboard {
  const config = fileOf<Tenant>(tenant, 'tenant');
  return resolveDashboard(fileOf<Dashboard>(tenant, dashboardKey), {
    criticalMoments,
    geographies: [],
    logicals: [],
    channels: [],
    roots: config.rootIds,
    trees: conditionTrees(fileOf<TenantMetadata>(tenant, 'metadata')),
    highestScope: true,
    language,
    features: config.features ?? [],
    fragments: (ref) =>
      fragments[`../../../../dashboards/${ref.shared ? SHARED_FOLDER : tenant}/fragments/${ref.name}.json`],
  });
}

/** Props of LandedDashboard. */
export interface LandedDashboardProps {
  /** Tenant folder. */
  tenant: string;
  /** Dashboard key (file name). */
  dashboardKey: string;
  /** Selected critical moments (empty: the root). */
  criticalMoments?: number[];
  language?: 'es' | 'en';
}

/** A landed dashboard resolved for a filter state and drawn with mocked rows. */
export function LandedDashboard({
  tenant,
  dashboardKey,
  criticalMoments = [],
  language = 'es',
}: LandedDashboardProps): ReactElement {
  const environment = useMemo(() => {
    const config = fileOf<Tenant>(tenant, 'tenant');
    const metadata = fileOf<TenantMetadata>(tenant, 'metadata');
    const filters: FilterState = { ...PREVIEW_FILTERS, criticalMoments };
    const resolved = resolveLanded(tenant, dashboardKey, criticalMoments, language);
    const render: RenderContext = {
      language,
      locale: config.locale,
      decimals: config.formatting?.decimals ?? 2,
      colorScales: config.colorScales ?? {},
      metadata,
    };
    const routing: RoutingTenant = config;
    return {
      resolved,
      value: {
        dataSource: new MockDataSource({ tenant, dashboard: dashboardKey, generators: MOCK_GENERATORS, metadata }),
        filters,
        tenant: routing,
        render,
      },
    };
  }, [tenant, dashboardKey, criticalMoments, language]);
  return (
    <DashboardEnvironmentProvider value={environment.value}>
      <DashboardView dashboard={environment.resolved} />
    </DashboardEnvironmentProvider>
  );
}

/** The number of widgets a landed dashboard shows in a filter state (what a story must find painted). */
export function visibleCount(tenant: string, dashboardKey: string, criticalMoments: number[] = []): number {
  return resolveLanded(tenant, dashboardKey, criticalMoments).widgets.filter((w) => w.visible).length;
}
