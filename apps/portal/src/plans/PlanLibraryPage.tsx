// /action-plans/best-practices/library (platform-core.md §2, §4): the plans marked as library, in
// the user's scope, searchable by title and description (in the address); each can be opened, or
// copied into a new plan (create) at the user's own place.
import { DEFAULT_PAGE_SIZE, planPermissions } from '@voz/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePortal } from '../portalContext.js';
import { BUTTON, EmptyState, LoadError, LoadingRows, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { PlanStatusBadge, ProgressBar } from './badges.js';
import { planListQuery, readPlanList, writePlanList } from './listState.js';
import { PLANS_KEY, fetchPlans } from './planApi.js';

export function PlanLibraryPage({ base }: { base: string }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token, data, account } = usePortal();
  const [params, setParams] = useSearchParams();
  const id = useId();
  const state = readPlanList(params);
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  const pageSize = data.tenant.defaults?.pageSizes?.lists ?? DEFAULT_PAGE_SIZE;
  const query = planListQuery({ ...state, statuses: [], place: null, moment: null }, pageSize, true);
  const plans = useQuery({
    queryKey: [PLANS_KEY, 'library', token, query],
    queryFn: ({ signal }) => fetchPlans(token, query, signal),
    placeholderData: keepPreviousData,
  });
  const can = planPermissions(account);
  const pages = plans.data ? Math.max(1, Math.ceil(plans.data.total / pageSize)) : 1;
  const go = (next: { search?: string; page?: number }): void =>
    setParams((previous) => writePlanList({ ...readPlanList(previous), page: 1, ...next }, previous));
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    go({ search: search.trim() });
  };
  return (
    <section aria-labelledby="page-title" data-page="action-plan-library" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          {t('plans.library')}
        </h1>
        <Link to={base} className={`ml-auto text-sm ${BUTTON.link}`}>
          {t('plans.backToList')}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t('plans.libraryIntro')}</p>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2 rounded-lg bg-white p-4 shadow-sm"
        role="search"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('plans.librarySearch')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={200}
            placeholder={t('plans.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            className="w-72 rounded-md border border-slate-300 px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          />
        </div>
        <button type="submit" className={BUTTON.secondary}>
          {t('plans.searchSubmit')}
        </button>
      </form>
      {plans.isError && !plans.data ? (
        <LoadError
          message={t('plans.listFailed', { message: messageOf(plans.error) })}
          onRetry={() => void plans.refetch()}
        />
      ) : !plans.data ? (
        <LoadingRows rows={4} label={t('app.loading')} />
      ) : plans.data.rows.length === 0 ? (
        <EmptyState title={t('plans.libraryEmpty')} />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2" data-library="" aria-busy={plans.isFetching}>
            {plans.data.rows.map((plan) => (
              <li
                key={plan.id}
                className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm"
                data-library-plan={plan.id}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold text-slate-900">{plan.title}</h2>
                  <PlanStatusBadge status={plan.status} />
                </div>
                <p className="text-sm text-slate-600">
                  {[plan.geoLocationName, plan.criticalMomentName].filter((part) => part !== null).join(' · ')}
                </p>
                {plan.description ? <p className="line-clamp-3 text-sm text-slate-700">{plan.description}</p> : null}
                <ProgressBar value={plan.progress} label={t('plans.progress')} />
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Link to={`${base}/${plan.id}/detail`} className={BUTTON.secondary}>
                    {t('plans.view')}
                  </Link>
                  {can.create ? (
                    <Link to={`${base}/new?copy=${plan.id}`} className={BUTTON.primary} data-copy-plan={plan.id}>
                      {t('plans.copy')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('plans.pagination')} className="flex items-center justify-end gap-3 text-sm">
              <button
                type="button"
                className={BUTTON.secondary}
                disabled={state.page <= 1}
                onClick={() => go({ page: state.page - 1 })}
              >
                {t('plans.previous')}
              </button>
              <span aria-current="page">{t('plans.page', { page: state.page, pages })}</span>
              <button
                type="button"
                className={BUTTON.secondary}
                disabled={state.page >= pages}
                onClick={() => go({ page: state.page + 1 })}
              >
                {t('plans.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
