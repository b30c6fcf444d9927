// The preview: the portal's DashboardView with mocked rows (MockDataSource, seeded by tenant,
// dashboard, widget and request, so the same preview always shows the same numbers), under the
// simulated filter state; widgets it hides stay, greyed, with the reason; 4, 2 or 1 columns.
import type { FilterState, ResolvedDashboard, RoutingTenant } from '@voz/core';
import {
  DashboardEnvironmentProvider,
  DashboardView,
  PREVIEW_FILTERS,
  PREVIEW_TENANT,
  type DashboardEnvironment,
} from '@voz/dashboard';
import { MockDataSource } from '@voz/data';
import { I18nProvider, createI18n } from '@voz/i18n';
import { getValidator } from '@voz/schema';
import type { RenderContext } from '@voz/widgets';
import { MOCK_GENERATORS } from '@voz/widgets/mock';
import { useMemo, useState, type ReactElement } from 'react';
import type { Simulation, Workspace } from '../model/workspace.js';
import { useT } from '../i18n.js';

const widgetValidator = getValidator('widget');

export function Preview({
  ws,
  resolved,
  sim,
  showHidden,
}: {
  ws: Workspace;
  resolved: ResolvedDashboard;
  sim: Simulation;
  showHidden: boolean;
}): ReactElement {
  const t = useT();
  const [columns, setColumns] = useState<1 | 2 | 4>(4);
  const i18n = useMemo(() => createI18n(sim.language), [sim.language]);
  const environment: DashboardEnvironment = useMemo(() => {
    const filters: FilterState = {
      ...PREVIEW_FILTERS,
      criticalMoments: sim.criticalMoments,
      geographies: sim.geographies,
      logicals: sim.logicals,
      channels: sim.channels,
    };
    const render: RenderContext = {
      language: sim.language,
      locale: ws.config?.locale ?? 'es-CL',
      ...(ws.config?.timezone ? { timeZone: ws.config.timezone } : {}),
      decimals: ws.config?.formatting?.decimals ?? 1,
      colorScales: ws.config?.colorScales ?? {},
      ...(ws.metadata ? { metadata: ws.metadata } : {}),
      ...(ws.config?.defaults?.smoothFactor !== undefined ? { smoothFactor: ws.config.defaults.smoothFactor } : {}),
    };
    const tenant: RoutingTenant = ws.config ?? PREVIEW_TENANT;
    return {
      dataSource: new MockDataSource({
        tenant: ws.tenant,
        dashboard: resolved.key,
        generators: MOCK_GENERATORS,
        ...(ws.metadata ? { metadata: ws.metadata } : {}),
      }),
      filters,
      tenant,
      render,
      validate: widgetValidator,
    };
  }, [ws, resolved.key, sim]);
  const width = columns === 4 ? '100%' : columns === 2 ? '760px' : '400px';
  return (
    <div data-preview data-columns={columns}>
      <div className="mb-2 flex items-center gap-2 text-sm" role="radiogroup" aria-label={t('editor.preview.columns')}>
        {([4, 2, 1] as const).map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={columns === n}
            className={`rounded border px-2 py-0.5 ${columns === n ? 'border-sky-700 bg-sky-50' : 'border-slate-300'}`}
            onClick={() => setColumns(n)}
          >
            {t(`editor.preview.columns${n}`)}
          </button>
        ))}
      </div>
      <div className="mx-auto" style={{ width, maxWidth: '100%' }}>
        <I18nProvider i18n={i18n}>
          <DashboardEnvironmentProvider value={environment}>
            <DashboardView dashboard={resolved} showHidden={showHidden} columns={columns} />
          </DashboardEnvironmentProvider>
        </I18nProvider>
      </div>
    </div>
  );
}
