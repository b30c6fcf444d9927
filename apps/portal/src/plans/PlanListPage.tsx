// /action-plans (platform-core.md §2): the plans of the user's scope, one server page at a time,
// filtered by status, place (a geography at the tenant's actionPlans.geoLeafLevel), moment and a
// text search, all in the address; links to a new plan and to the best-practices library.
import { DEFAULT_PAGE_SIZE, PLAN_STATUSES, formatDisplayWireDate, planPermissions } from '@voz/core';
import { localized } from '@voz/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePortal } from '../portalContext.js';
import { BUTTON, EmptyState, LoadError, LoadingRows, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { LibraryBadge, PlanStatusBadge, ProgressBar } from './badges.js';
import { narrowsPlans, planListQuery, readPlanList, writePlanList, type PlanListState } from './listState.js';
import { flatten, planLevel, planPlaces } from './places.js';
import { PLANS_KEY, fetchPlans, type PlanRecord } from './planApi.js';

/** Pages of a list of `total` rows (at least 1). */
const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

export function PlanListPage({ title, base }: { title: string; base: string }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token, data, account } = usePortal();
  const [params, setParams] = useSearchParams();
  const state = readPlanList(params);
  const pageSize = data.tenant.defaults?.pageSizes?.lists ?? DEFAULT_PAGE_SIZE;
  const query = planListQuery(state, pageSize);
  const plans = useQuery({
    queryKey: [PLANS_KEY, 'list', token, query],
    queryFn: ({ signal }) => fetchPlans(token, query, signal),
    placeholderData: keepPreviousData,
  });
  const can = planPermissions(account);
  const update = (next: Partial<PlanListState>): void =>
    setParams((previous) => writePlanList({ ...readPlanList(previous), page: 1, ...next }, previous));
  const pages = plans.data ? pageCount(plans.data.total, pageSize) : 1;
  const past = plans.data !== undefined && plans.data.total > 0 && state.page > pages;
  useEffect(() => {
    if (past)
      setParams((previous) => writePlanList({ ...readPlanList(previous), page: pages }, previous), { replace: true });
  }, [past, pages, setParams]);

  return (
    <section aria-labelledby="page-title" data-page="action-plans" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          {title}
        </h1>
        <div className="ml-auto flex flex-wrap gap-2">
          <Link to={`${base}/best-practices/library`} className={BUTTON.secondary} data-library-link="">
            {t('plans.library')}
          </Link>
          {can.create ? (
            <Link to={`${base}/new`} className={BUTTON.primary} data-new-plan="">
              {t('plans.newPlan')}
            </Link>
          ) : null}
        </div>
      </div>
      <PlanFilters state={state} onChange={update} />
      {plans.isError && !plans.data ? (
        <LoadError
          message={t('plans.listFailed', { message: messageOf(plans.error) })}
          onRetry={() => void plans.refetch()}
        />
      ) : !plans.data ? (
        <LoadingRows rows={6} label={t('app.loading')} />
      ) : plans.data.total === 0 ? (
        <EmptyState title={t('plans.empty')} hint={t('plans.emptyHint')}>
          {narrowsPlans(state) ? (
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={() => update({ statuses: [], place: null, moment: null, search: '' })}
            >
              {t('plans.clearFilters')}
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {plans.isError ? (
            <LoadError
              message={t('plans.listFailed', { message: messageOf(plans.error) })}
              onRetry={() => void plans.refetch()}
            />
          ) : null}
          <p className="text-sm text-slate-600" data-plans-total={plans.data.total}>
            {t('plans.total', { count: plans.data.total })}
          </p>
          <PlanTable
            rows={plans.data.rows}
            caption={t('plans.caption', { page: state.page, pages })}
            busy={plans.isFetching}
            base={base}
          />
          <nav aria-label={t('plans.pagination')} className="flex items-center justify-end gap-3 text-sm">
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={state.page <= 1}
              onClick={() => update({ page: state.page - 1 })}
            >
              {t('plans.previous')}
            </button>
            <span aria-current="page" data-page-number={state.page}>
              {t('plans.page', { page: state.page, pages })}
            </span>
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={state.page >= pages}
              onClick={() => update({ page: state.page + 1 })}
            >
              {t('plans.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

function PlanFilters({
  state,
  onChange,
}: {
  state: PlanListState;
  onChange: (next: Partial<PlanListState>) => void;
}): ReactElement {
  const { t, i18n } = useWorkflowTexts();
  const { data, scope } = usePortal();
  const id = useId();
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  const places = planPlaces(data.metadata, data.tenant, scope.allowed.geographies);
  const level = planLevel(data.metadata, data.tenant);
  const placeLabel = level.name ? localized(level.name, i18n.language) : t('plans.place');
  const moments = flatten(scope.criticalMoments);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  const label = 'text-xs font-semibold uppercase tracking-wide text-slate-500';
  const control =
    'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600';
  return (
    <form
      onSubmit={submit}
      aria-label={t('plans.listFilters')}
      className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm"
    >
      <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <legend className={`mb-1 ${label}`}>{t('plans.status')}</legend>
        {PLAN_STATUSES.map((status) => (
          <label key={status} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={state.statuses.includes(status)}
              onChange={() =>
                onChange({
                  statuses: state.statuses.includes(status)
                    ? state.statuses.filter((s) => s !== status)
                    : [...state.statuses, status],
                })
              }
              className="h-4 w-4 rounded border-slate-300 accent-sky-700"
            />
            {t(`planStatus.${status}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-place`} className={label}>
          {placeLabel}
        </label>
        <select
          id={`${id}-place`}
          value={state.place ?? ''}
          onChange={(event) => onChange({ place: event.target.value === '' ? null : Number(event.target.value) })}
          className={control}
        >
          <option value="">{t('plans.allPlaces')}</option>
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-moment`} className={label}>
          {t('plans.moment')}
        </label>
        <select
          id={`${id}-moment`}
          value={state.moment ?? ''}
          onChange={(event) => onChange({ moment: event.target.value === '' ? null : Number(event.target.value) })}
          className={control}
        >
          <option value="">{t('plans.allMoments')}</option>
          {moments.map((moment) => (
            <option key={moment.id} value={moment.id}>
              {`${'  '.repeat(moment.depth)}${moment.name}`}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className={label}>
          {t('plans.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={200}
            placeholder={t('plans.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            className={`w-56 ${control}`}
          />
          <button type="submit" className={BUTTON.secondary}>
            {t('plans.searchSubmit')}
          </button>
        </div>
      </div>
    </form>
  );
}

function PlanTable({
  rows,
  caption,
  busy,
  base,
}: {
  rows: PlanRecord[];
  caption: string;
  busy: boolean;
  base: string;
}): ReactElement {
  const { t } = useWorkflowTexts();
  const head = 'border-b border-slate-200 px-3 py-2 text-left font-semibold text-slate-600';
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full border-collapse text-sm" aria-busy={busy} data-plans-table="">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              {t('plans.colTitle')}
            </th>
            <th scope="col" className={head}>
              {t('plans.colPlace')}
            </th>
            <th scope="col" className={head}>
              {t('plans.colMoment')}
            </th>
            <th scope="col" className={head}>
              {t('plans.colStatus')}
            </th>
            <th scope="col" className={head}>
              {t('plans.colProgress')}
            </th>
            <th scope="col" className={head}>
              {t('plans.colDue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((plan) => (
            <tr key={plan.id} data-plan-row={plan.id} className="border-b border-slate-100 last:border-0">
              <td className="px-3 py-2">
                <Link
                  to={`${base}/${plan.id}/detail`}
                  className="font-medium text-sky-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
                >
                  {plan.title}
                </Link>
                {plan.library ? (
                  <span className="ml-2">
                    <LibraryBadge />
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">{plan.geoLocationName ?? plan.geoLocationId}</td>
              <td className="px-3 py-2">{plan.criticalMomentName ?? t('plans.none')}</td>
              <td className="px-3 py-2">
                <PlanStatusBadge status={plan.status} />
              </td>
              <td className="px-3 py-2">
                <ProgressBar value={plan.progress} label={t('plans.progress')} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                {plan.dueDate ? formatDisplayWireDate(plan.dueDate) : t('plans.none')}
                {plan.overdue ? (
                  <span className="ml-2 text-xs font-medium text-red-700">{t('plans.overdue')}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
