// The alerts drawer (500 px, platform-core.md §2, §9): the counters not handled / in process /
// closed / WOW over a range of the last 7 to 180 days (90 at first), and the latest alerts of that
// range, each a link to its detail. Its queries share the ALERTS_KEY prefix, so a status change,
// a comment or an upload elsewhere in the portal refreshes them (invalidation, no reload).
import { ALERT_DRAWER_RANGES_DAYS, lastDaysRange } from '@voz/core';
import { Drawer } from '@voz/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { useBootstrap } from '../bootstrapContext.js';
import { filterSearch } from '../filters/useSelection.js';
import { usePortal } from '../portalContext.js';
import { EmptyState, LoadError, LoadingRows, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { ALERTS_KEY, countersQuery, fetchAlerts, type AlertCounters } from './alertApi.js';
import { AlertStatusBadge, AlertTypeBadge } from './badges.js';
import { relativeAge } from './format.js';

/** Width of the alerts drawer in px (platform-core.md §2). */
export const ALERTS_DRAWER_WIDTH = 500;
/** How many of the latest alerts the drawer lists. */
const LATEST = 8;

const COUNTERS: readonly { key: keyof AlertCounters; label: string; attribute: string }[] = [
  { key: 'notHandled', label: 'alerts.counterNotHandled', attribute: 'not_handled' },
  { key: 'inProcess', label: 'alerts.counterInProcess', attribute: 'in_process' },
  { key: 'closed', label: 'alerts.counterClosed', attribute: 'closed' },
  { key: 'wows', label: 'alerts.counterWows', attribute: 'wows' },
];

export function AlertsDrawer({
  open,
  onOpenChange,
  days,
  onDaysChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  days: number;
  onDaysChange: (days: number) => void;
}): ReactElement {
  const { t, i18n } = useWorkflowTexts();
  const { token, data, menu } = usePortal();
  const { now } = useBootstrap();
  const location = useLocation();
  const rangeId = useId();
  const range = lastDaysRange(days, now, data.tenant.timezone);
  const counters = useQuery({ ...countersQuery(token, range, data.tenant), enabled: open });
  const latestQuery = new URLSearchParams({ dateFrom: range.from, dateTo: range.to, size: String(LATEST) });
  latestQuery.append('sort', 'createdAt,desc');
  latestQuery.append('sort', 'id,desc');
  const latest = useQuery({
    queryKey: [ALERTS_KEY, 'latest', token, range.from, range.to],
    queryFn: ({ signal }) => fetchAlerts(token, latestQuery.toString(), signal),
    enabled: open,
    staleTime: 30_000,
  });
  const list = menu.find((item) => item.key === 'alerts-list');
  const close = (): void => onOpenChange(false);
  const keep = filterSearch(location.search);

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('alerts.drawerTitle')}
      description={t('alerts.drawerDescription')}
      width={ALERTS_DRAWER_WIDTH}
      footer={
        list ? (
          <Link
            to={`${list.path}${keep}`}
            onClick={close}
            data-alerts-view-all=""
            className="text-sm font-medium text-sky-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {t('alerts.viewAll')}
          </Link>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-5" data-alerts-drawer="">
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={rangeId} className="text-slate-600">
            {t('alerts.range')}
          </label>
          <select
            id={rangeId}
            value={days}
            data-alerts-range=""
            onChange={(event) => onDaysChange(Number(event.target.value))}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {ALERT_DRAWER_RANGES_DAYS.map((option) => (
              <option key={option} value={option}>
                {t('alerts.rangeDays', { count: option })}
              </option>
            ))}
          </select>
        </div>

        <section aria-label={t('alerts.counters')}>
          {counters.isError ? (
            <LoadError
              message={t('alerts.loadFailed', { message: messageOf(counters.error) })}
              onRetry={() => void counters.refetch()}
            />
          ) : (
            <dl className="grid grid-cols-4 gap-2" aria-busy={counters.isPending}>
              {COUNTERS.map((counter) => (
                <div key={counter.key} className="rounded-lg bg-slate-50 p-2 text-center ring-1 ring-slate-200">
                  <dt className="text-xs text-slate-600">{t(counter.label)}</dt>
                  <dd
                    className="mt-1 text-xl font-semibold text-slate-900"
                    data-alert-counter={counter.attribute}
                    {...(counters.data ? { 'data-value': counters.data[counter.key] } : {})}
                  >
                    {counters.data ? (
                      counters.data[counter.key].toLocaleString(data.tenant.locale)
                    ) : (
                      <span className="mx-auto block h-6 w-8 animate-pulse rounded bg-slate-200" aria-hidden="true" />
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section aria-labelledby={`${rangeId}-latest`}>
          <h3 id={`${rangeId}-latest`} className="mb-2 text-sm font-semibold text-slate-700">
            {t('alerts.latest')}
          </h3>
          {latest.isError ? (
            <LoadError
              message={t('alerts.loadFailed', { message: messageOf(latest.error) })}
              onRetry={() => void latest.refetch()}
            />
          ) : !latest.data ? (
            <LoadingRows rows={4} label={t('app.loading')} />
          ) : latest.data.rows.length === 0 ? (
            <EmptyState title={t('alerts.noneInRange')} />
          ) : (
            <ul className="flex flex-col gap-2" data-alerts-latest="">
              {latest.data.rows.map((alert) => (
                <li key={alert.id}>
                  <Link
                    to={`/alerts/detail/${alert.id}${keep}`}
                    onClick={close}
                    data-alert-link={alert.id}
                    className="block rounded-lg border border-slate-200 p-3 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{t('alerts.detailTitle', { id: alert.id })}</span>
                      <AlertTypeBadge type={alert.type} />
                      <AlertStatusBadge status={alert.status} />
                      <span className="ml-auto text-xs text-slate-500">
                        {relativeAge(alert.createdAt, now, i18n.language)}
                      </span>
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {alert.criticalMomentName} · {alert.geoLocationName}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Drawer>
  );
}
