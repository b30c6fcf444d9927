// /alerts/list (platform-core.md §2): one page of the alerts in the user's scope, from the server
// (page size from the tenant, 15 by default), filtered by status and type, the portal's global
// filters and a search on the customer's name or code, ordered by date. Filters, order and page
// live in the address; every row opens /alerts/detail/{id}.
import {
  ALERT_STATUSES,
  ALERT_TYPES,
  DEFAULT_PAGE_SIZE,
  firstResponseOf,
  type AlertStatus,
  type AlertType,
} from '@voz/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBootstrap } from '../bootstrapContext.js';
import { filterSearch, useSelection } from '../filters/useSelection.js';
import { usePortal } from '../portalContext.js';
import { BUTTON, EmptyState, LoadError, LoadingRows, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { ALERTS_KEY, fetchAlerts, type AlertRecord } from './alertApi.js';
import { AlertStatusBadge, AlertTypeBadge } from './badges.js';
import { customerName, dateTime, formatHours } from './format.js';
import {
  DEFAULT_ALERT_LIST,
  alertListQuery,
  narrowsList,
  pageCount,
  readAlertList,
  writeAlertList,
  type AlertListState,
} from './listState.js';

export function AlertListPage({ title }: { title: string }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token, data } = usePortal();
  const { selection } = useSelection();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = readAlertList(params);
  const pageSize = data.tenant.defaults?.pageSizes?.lists ?? DEFAULT_PAGE_SIZE;
  const query = alertListQuery(state, selection, pageSize);
  const alerts = useQuery({
    queryKey: [ALERTS_KEY, 'list', token, query],
    queryFn: ({ signal }) => fetchAlerts(token, query, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const update = (next: Partial<AlertListState>): void =>
    setParams((previous) => writeAlertList({ ...readAlertList(previous), page: 1, ...next }, previous));
  const pages = alerts.data ? pageCount(alerts.data.total, pageSize) : 1;
  const keep = filterSearch(params.toString());
  // A page past the end (a shorter list, an edited address) goes to the last page.
  const past = alerts.data !== undefined && alerts.data.total > 0 && state.page > pages;
  useEffect(() => {
    if (past)
      setParams((previous) => writeAlertList({ ...readAlertList(previous), page: pages }, previous), { replace: true });
  }, [past, pages, setParams]);
  const detailPath = (id: number): string => `/alerts/detail/${id}${keep}`;

  return (
    <section aria-labelledby="page-title" data-page="alerts-list" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h1>
      <ListFilters state={state} onChange={update} />
      {alerts.isError && !alerts.data ? (
        <LoadError
          message={t('alerts.listFailed', { message: messageOf(alerts.error) })}
          onRetry={() => void alerts.refetch()}
        />
      ) : !alerts.data ? (
        <LoadingRows rows={Math.min(pageSize, 8)} label={t('app.loading')} />
      ) : alerts.data.total === 0 ? (
        <EmptyState title={t('alerts.empty')} hint={t('alerts.emptyHint')}>
          {narrowsList(state) ? (
            <button type="button" className={BUTTON.secondary} onClick={() => update(DEFAULT_ALERT_LIST)}>
              {t('alerts.clearFilters')}
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {alerts.isError ? (
            <LoadError
              message={t('alerts.listFailed', { message: messageOf(alerts.error) })}
              onRetry={() => void alerts.refetch()}
            />
          ) : null}
          <p className="text-sm text-slate-600" data-alerts-total={alerts.data.total}>
            {t('alerts.total', { count: alerts.data.total })}
          </p>
          <AlertTable
            rows={alerts.data.rows}
            caption={t('alerts.caption', { page: state.page, pages })}
            busy={alerts.isFetching}
            detailPath={detailPath}
            onOpen={(id) => void navigate(detailPath(id))}
          />
          <Pagination page={state.page} pages={pages} onPage={(page) => update({ page })} />
        </>
      )}
    </section>
  );
}

function ListFilters({
  state,
  onChange,
}: {
  state: AlertListState;
  onChange: (next: Partial<AlertListState>) => void;
}): ReactElement {
  const { t } = useWorkflowTexts();
  const id = useId();
  const [search, setSearch] = useState(state.search);
  // The address wins when it changes on its own (back, a link).
  useEffect(() => setSearch(state.search), [state.search]);
  const toggle = <T extends string>(list: readonly T[], value: T): T[] =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('alerts.listFilters')}
      className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm"
      data-alert-filters=""
    >
      <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t('alerts.status')}
        </legend>
        {ALERT_STATUSES.map((status: AlertStatus) => (
          <label key={status} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={state.statuses.includes(status)}
              onChange={() => onChange({ statuses: toggle(state.statuses, status) })}
              data-status-filter={status}
              className="h-4 w-4 rounded border-slate-300 accent-sky-700 focus-visible:outline-2 focus-visible:outline-sky-600"
            />
            {t(`alertStatus.${status}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t('alerts.type')}
        </legend>
        {ALERT_TYPES.map((type: AlertType) => (
          <label key={type} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={state.types.includes(type)}
              onChange={() => onChange({ types: toggle(state.types, type) })}
              data-type-filter={type}
              className="h-4 w-4 rounded border-slate-300 accent-sky-700 focus-visible:outline-2 focus-visible:outline-sky-600"
            />
            {t(`alertType.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t('alerts.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={200}
            placeholder={t('alerts.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            data-alert-search=""
            className="w-56 rounded-md border border-slate-300 px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          />
          <button type="submit" className={BUTTON.secondary}>
            {t('alerts.searchSubmit')}
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t('alerts.sort')}
        </label>
        <select
          id={`${id}-sort`}
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })}
          data-alert-sort=""
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          <option value="newest">{t('alerts.newest')}</option>
          <option value="oldest">{t('alerts.oldest')}</option>
        </select>
      </div>
    </form>
  );
}

function AlertTable({
  rows,
  caption,
  busy,
  detailPath,
  onOpen,
}: {
  rows: AlertRecord[];
  caption: string;
  busy: boolean;
  detailPath: (id: number) => string;
  onOpen: (id: number) => void;
}): ReactElement {
  const { t } = useWorkflowTexts();
  const { data } = usePortal();
  const { now } = useBootstrap();
  const zone = data.tenant.timezone;
  const locale = data.tenant.locale;
  const head = 'border-b border-slate-200 px-3 py-2 text-left font-semibold text-slate-600';
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full border-collapse text-sm" aria-busy={busy} data-alerts-table="">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              {t('alerts.colId')}
            </th>
            <th scope="col" className={head}>
              {t('alerts.colDate')}
            </th>
            <th scope="col" className={head}>
              {t('alerts.colCustomer')}
            </th>
            <th scope="col" className={head}>
              {t('alerts.colMoment')}
            </th>
            <th scope="col" className={head}>
              {t('alerts.colPlace')}
            </th>
            <th scope="col" className={head}>
              {t('alerts.colType')}
            </th>
            <th scope="col" className={head}>
              {t('alerts.colStatus')}
            </th>
            <th scope="col" className={head}>
              {t('alerts.colFirstResponse')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((alert) => {
            const response = firstResponseOf(alert, now);
            return (
              <tr
                key={alert.id}
                data-alert-row={alert.id}
                onClick={(event) => {
                  // The link itself navigates; a click elsewhere on the row does the same.
                  if (!(event.target instanceof Element && event.target.closest('a'))) onOpen(alert.id);
                }}
                className="cursor-pointer border-b border-slate-100 last:border-0 hover:bg-slate-50"
              >
                <td className="px-3 py-2">
                  <Link
                    to={detailPath(alert.id)}
                    className="font-medium text-sky-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
                    data-alert-link={alert.id}
                  >
                    {alert.id}
                  </Link>
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{dateTime(alert.createdAt, zone)}</td>
                <td className="px-3 py-2">
                  <span className="block">{customerName(alert) ?? t('alerts.noCustomer')}</span>
                  {alert.customerCode ? <span className="text-xs text-slate-500">{alert.customerCode}</span> : null}
                </td>
                <td className="px-3 py-2">{alert.criticalMomentName}</td>
                <td className="px-3 py-2">{alert.geoLocationName}</td>
                <td className="px-3 py-2">
                  <AlertTypeBadge type={alert.type} />
                </td>
                <td className="px-3 py-2">
                  <AlertStatusBadge status={alert.status} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                  {response.responded ? (
                    <span data-first-response={response.class ?? ''}>
                      {t(response.class === 'fast' ? 'alerts.responseFast' : 'alerts.responseSlow', {
                        hours: formatHours(response.hours, locale),
                        base: response.baseHours,
                      })}
                    </span>
                  ) : (
                    t('alerts.none')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}): ReactElement | null {
  const { t } = useWorkflowTexts();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('alerts.pagination')} className="flex items-center justify-end gap-3 text-sm" data-pagination="">
      <button type="button" className={BUTTON.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('alerts.previous')}
      </button>
      <span aria-current="page" data-page-number={page}>
        {t('alerts.page', { page, pages })}
      </span>
      <button type="button" className={BUTTON.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('alerts.next')}
      </button>
    </nav>
  );
}
