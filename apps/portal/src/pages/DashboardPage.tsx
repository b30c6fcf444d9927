// A dashboard page (/dashboard, /extended-dashboard, /social-listening, /survey-stats/detail/{id},
// /alerts/stats): the dashboard is chosen by the tenant's assignment rules (page, the user's level,
// the selected critical moments), else the page's shared default (registry.ts SHARED_DASHBOARDS);
// a user entitled to several may switch (?dashboard=<key>, kept in the URL).
// It is resolved by packages/core and drawn by packages/dashboard with the ApiDataSource.
import { conditionTrees, resolveDashboard, toFilterState } from '@voz/core';
import { DashboardEnvironmentProvider, DashboardView, type DashboardEnvironment } from '@voz/dashboard';
import { localized, useTranslation } from '@voz/i18n';
import type { DashboardPage as Page } from '@voz/schema';
import { Skeleton } from '@voz/ui';
import { TAG_SELECTED_EVENT, type TagSelectedDetail } from '@voz/widgets';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useApiDataSource } from '../api/useDataSource.js';
import { useSelection } from '../filters/useSelection.js';
import { usePortal } from '../portalContext.js';
import { dashboardQuery, useDashboardFile, useFragments } from '../tenant/tenantData.js';
import { SHARED_DASHBOARDS, dashboardChoice } from './registry.js';

function DashboardSkeleton(): ReactElement {
  return (
    <div className="voz-grid" aria-busy="true" data-dashboard-loading>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="voz-cell rounded-lg bg-white p-4 shadow-sm">
          <Skeleton />
        </div>
      ))}
    </div>
  );
}

export function DashboardPage({
  page,
  title,
  momentId,
}: {
  page: Page;
  title: string;
  momentId?: number;
}): ReactElement {
  const { t, i18n } = useTranslation();
  const { token, account, data } = usePortal();
  const { selection } = useSelection();
  const [params, setParams] = useSearchParams();
  const dataSource = useApiDataSource();
  const switchId = useId();
  const tenant = data.tenant;
  const language = i18n.language === 'en' ? 'en' : 'es';
  const moments = useMemo(
    () => (momentId === undefined ? selection.criticalMoments : [momentId]),
    [momentId, selection.criticalMoments],
  );
  // The tenant's trees, for `within` tests of render conditions and assignment rules.
  const trees = useMemo(() => conditionTrees(data.metadata), [data.metadata]);
  const { options, key } = dashboardChoice(tenant, page, account.level, moments, params.get('dashboard'), trees);
  const file = useDashboardFile(token, key);
  // A page the tenant assigns no dashboard to may have a shared default (/alerts/stats).
  const dashboard = file.data ?? (key === null ? SHARED_DASHBOARDS[page] : undefined);
  const fragments = useFragments(token);
  // Titles of the other dashboards, for the switch.
  const others = useQueries({
    queries: (options.length > 1 ? options : []).map((option) => dashboardQuery(token, option)),
  });

  // A tag chosen in a word count (?tag=) narrows the comments widgets (the sentiment-comments call).
  const tag = params.get('tag') ?? '';
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (!element) return undefined;
    const onTag = (event: Event): void => {
      const chosen = (event as CustomEvent<TagSelectedDetail>).detail.tag;
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('tag', chosen);
        return next;
      });
    };
    element.addEventListener(TAG_SELECTED_EVENT, onTag);
    return () => element.removeEventListener(TAG_SELECTED_EVENT, onTag);
  }, [setParams]);
  const filters = useMemo(
    () => ({ ...toFilterState({ ...selection, criticalMoments: [...moments] }), ...(tag ? { tag } : {}) }),
    [selection, moments, tag],
  );
  const resolved = useMemo(() => {
    if (!dashboard || !fragments.data) return null;
    return resolveDashboard(dashboard, {
      criticalMoments: moments,
      geographies: selection.geographies,
      logicals: selection.logicals,
      channels: selection.channels,
      roots: tenant.rootIds,
      trees,
      ...(account.level === null ? {} : { level: account.level }),
      highestScope: account.highestScope,
      language,
      features: tenant.features ?? [],
      fragments: fragments.data,
    });
  }, [dashboard, fragments.data, moments, selection, tenant, trees, account, language]);
  const environment = useMemo(
    (): DashboardEnvironment => ({
      dataSource,
      filters,
      tenant,
      render: {
        language,
        locale: tenant.locale,
        timeZone: tenant.timezone,
        decimals: tenant.formatting?.decimals ?? 2,
        colorScales: tenant.colorScales ?? {},
        metadata: data.metadata,
        ...(tenant.defaults?.smoothFactor !== undefined ? { smoothFactor: tenant.defaults.smoothFactor } : {}),
      },
    }),
    [dataSource, filters, tenant, language, data.metadata],
  );

  return (
    <section ref={section} aria-labelledby="page-title" data-page={page}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          {title}
          {resolved ? (
            <span className="ml-2 font-normal text-slate-500">· {localized(resolved.title, language)}</span>
          ) : null}
        </h1>
        {tag ? (
          <button
            type="button"
            data-tag-filter={tag}
            onClick={() =>
              setParams((previous) => {
                const next = new URLSearchParams(previous);
                next.delete('tag');
                return next;
              })
            }
            className="rounded-full border border-sky-300 bg-sky-50 px-3 py-1 text-sm text-sky-900 hover:bg-sky-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {t('pages.tagFilter', { tag })} <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {options.length > 1 && key !== null ? (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={switchId} className="text-slate-600">
              {t('layout.dashboardSwitch')}
            </label>
            <select
              id={switchId}
              value={key}
              data-dashboard-switch
              onChange={(event) =>
                setParams((previous) => {
                  const next = new URLSearchParams(previous);
                  next.set('dashboard', event.target.value);
                  return next;
                })
              }
              className="rounded-md border border-slate-300 bg-white px-2 py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
            >
              {options.map((option, i) => (
                <option key={option} value={option}>
                  {others[i]?.data ? localized(others[i].data.title, language) : option}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {key === null && !dashboard ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {t('pages.noDashboard')}
        </p>
      ) : file.isError || fragments.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('pages.dashboardFailed', { message: (file.error ?? fragments.error)?.message ?? '' })}
        </p>
      ) : resolved === null ? (
        <DashboardSkeleton />
      ) : (
        <DashboardEnvironmentProvider value={environment}>
          <DashboardView dashboard={resolved} />
        </DashboardEnvironmentProvider>
      )}
    </section>
  );
}
