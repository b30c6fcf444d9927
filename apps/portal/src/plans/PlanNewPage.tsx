// /action-plans/new (platform-core.md §2, §7): a plan's title, description, place (a geography at
// the tenant's actionPlans.geoLeafLevel in the user's scope), moment, indicator, dates and owner.
// Suggestions are the 3 worst sentiment tags under the current filters; a template of
// action-plan-templates fills the text and the activities; ?alert={id} pre-fills it from an alert
// and links the plan to it; ?copy={id} copies a plan of the library (text, activities, causes).
// One plan per submit, however often the button is pressed.
import { addDays, formatWireDate, parseWireDate, planPermissions, toWireDate, type PlanPermissions } from '@voz/core';
import { localized } from '@voz/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchAlert } from '../alerts/alertApi.js';
import { useBootstrap } from '../bootstrapContext.js';
import { useSelection } from '../filters/useSelection.js';
import { usePortal } from '../portalContext.js';
import { ActionError, BUTTON, LoadError, Panel, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { flatten, planLevel, planPlaces } from './places.js';
import {
  PLANS_KEY,
  createPlan,
  fetchIndicators,
  fetchPlan,
  fetchTemplates,
  fetchWorstTags,
  type NewPlan,
  type PlanTemplate,
} from './planApi.js';

/** The form's values. */
interface Draft {
  title: string;
  description: string;
  place: number | null;
  moment: number | null;
  indicator: string;
  startDate: string;
  dueDate: string;
  owner: string;
  alertId: number | null;
  activities: { title: string; description?: string; owner?: string | null; dueDate?: string | null }[];
  causes: { text: string; category: string | null }[];
}

const EMPTY: Draft = {
  title: '',
  description: '',
  place: null,
  moment: null,
  indicator: '',
  startDate: '',
  dueDate: '',
  owner: '',
  alertId: null,
  activities: [],
  causes: [],
};

/** A positive id of the address, or null. */
function idParam(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The body of POST action-plans from the form: trimmed texts, empty fields left out, activities and
 * causes only when the profile may add them (the API refuses the plan otherwise).
 */
export function planBody(draft: Draft, can: Pick<PlanPermissions, 'addActivity' | 'rootCause'>): NewPlan | null {
  const title = draft.title.trim();
  if (title === '' || draft.place === null) return null;
  return {
    title,
    geoLocationId: draft.place,
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    ...(draft.moment !== null ? { criticalMomentId: draft.moment } : {}),
    ...(draft.indicator ? { indicatorId: draft.indicator } : {}),
    ...(draft.owner.trim() ? { owner: draft.owner.trim() } : {}),
    ...(draft.startDate ? { startDate: draft.startDate } : {}),
    ...(draft.dueDate ? { dueDate: draft.dueDate } : {}),
    ...(draft.alertId !== null ? { alertId: draft.alertId } : {}),
    ...(can.addActivity && draft.activities.length > 0 ? { activities: draft.activities } : {}),
    ...(can.rootCause && draft.causes.length > 0 ? { causes: draft.causes } : {}),
  };
}

export function PlanNewPage({ base }: { base: string }): ReactElement {
  const { t, i18n } = useWorkflowTexts();
  const { token, account, data, scope } = usePortal();
  const { now } = useBootstrap();
  const { filters } = useSelection();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const can = planPermissions(account);
  const alertId = idParam(params.get('alert'));
  const copyId = idParam(params.get('copy'));
  const places = useMemo(
    () => planPlaces(data.metadata, data.tenant, scope.allowed.geographies),
    [data.metadata, data.tenant, scope.allowed.geographies],
  );
  const level = planLevel(data.metadata, data.tenant);
  const placeLabel = level.name ? localized(level.name, i18n.language) : t('plans.place');
  const moments = flatten(scope.criticalMoments);
  const today = toWireDate(now, data.tenant.timezone);
  const [draft, setDraft] = useState<Draft>(() => ({
    ...EMPTY,
    place: places.length === 1 ? (places[0]?.id ?? null) : null,
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [template, setTemplate] = useState('');
  const applied = useRef(false);
  const sending = useRef(false);
  const set = (next: Partial<Draft>): void => setDraft((previous) => ({ ...previous, ...next }));

  const alert = useQuery({
    queryKey: ['alerts', 'detail', token, alertId],
    queryFn: ({ signal }) => fetchAlert(token, alertId ?? 0, signal),
    enabled: alertId !== null,
    retry: false,
  });
  const copy = useQuery({
    queryKey: [PLANS_KEY, 'detail', token, copyId],
    queryFn: ({ signal }) => fetchPlan(token, copyId ?? 0, signal),
    enabled: copyId !== null,
    retry: false,
  });
  const suggestions = useQuery({
    queryKey: [PLANS_KEY, 'worst-tags', token, filters],
    queryFn: ({ signal }) => fetchWorstTags(token, filters, data.tenant, signal),
    staleTime: 60_000,
  });
  const templates = useQuery({
    queryKey: [PLANS_KEY, 'templates', token],
    queryFn: ({ signal }) => fetchTemplates(token, signal),
    staleTime: Infinity,
  });
  const indicators = useQuery({
    queryKey: ['indicators', token],
    queryFn: ({ signal }) => fetchIndicators(token, signal),
    staleTime: Infinity,
  });

  // The source of the plan fills the form once, when it arrives.
  useEffect(() => {
    if (applied.current) return;
    if (alert.data) {
      applied.current = true;
      const a = alert.data;
      setDraft((previous) => ({
        ...previous,
        title: t('plans.alertTitle', { id: a.id, type: t(`alertType.${a.type}`), place: a.geoLocationName }),
        description: a.description,
        place: places.some((p) => p.id === a.geoLocationId) ? a.geoLocationId : previous.place,
        moment: a.criticalMomentId,
        alertId: a.id,
      }));
    } else if (copy.data) {
      applied.current = true;
      const plan = copy.data;
      setDraft((previous) => ({
        ...previous,
        title: plan.title,
        description: plan.description,
        moment: plan.criticalMomentId,
        indicator: plan.indicatorId ?? '',
        activities: plan.activities.map((a) => ({ title: a.title, description: a.description, owner: a.owner })),
        causes: plan.causes.map((c) => ({ text: c.text, category: c.category })),
      }));
    }
  }, [alert.data, copy.data, places, t]);

  const create = useMutation({
    mutationFn: (body: NewPlan) => createPlan(token, body),
    onSuccess: async (plan) => {
      await queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
      await navigate(`${base}/${plan.id}/detail`, { replace: true });
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const chooseTemplate = (value: string): void => {
    setTemplate(value);
    const chosen: PlanTemplate | undefined = templates.data?.find((tpl) => String(tpl.id) === value);
    if (!chosen) {
      set({ activities: [] });
      return;
    }
    const start = parseWireDate(draft.startDate || today);
    set({
      title: draft.title.trim() ? draft.title : chosen.title,
      description: draft.description.trim() ? draft.description : chosen.description,
      indicator: draft.indicator || chosen.indicatorId,
      activities: chosen.activities.map((a) => ({
        title: a.title,
        dueDate: formatWireDate(addDays(start, a.dueInDays)),
      })),
    });
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (sending.current) return;
    if (draft.startDate && draft.dueDate && draft.startDate > draft.dueDate) {
      setProblem(t('plans.datesOrder'));
      return;
    }
    const body = planBody(draft, can);
    if (!body) {
      setProblem(t('plans.required'));
      return;
    }
    setProblem(null);
    sending.current = true;
    create.mutate(body);
  };

  const label = 'text-sm font-medium text-slate-700';
  const control =
    'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600';
  const sourceError = alert.error ?? copy.error;
  const language = i18n.language === 'en' ? 'en' : 'es';
  const visibleTemplates = (templates.data ?? []).filter(
    (tpl) => !draft.indicator || tpl.indicatorId === draft.indicator,
  );

  return (
    <section aria-labelledby="page-title" data-page="action-plan-new" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          {t('plans.newTitle')}
        </h1>
        {alertId !== null ? (
          <span className="text-sm text-slate-600" data-from-alert={alertId}>
            {t('plans.fromAlert', { id: alertId })}
          </span>
        ) : null}
        {copy.data ? (
          <span className="text-sm text-slate-600" data-from-copy={copy.data.id}>
            {t('plans.fromCopy', { title: copy.data.title })}
          </span>
        ) : null}
        <Link to={base} className={`ml-auto text-sm ${BUTTON.link}`}>
          {t('plans.backToList')}
        </Link>
      </div>
      {sourceError ? (
        <LoadError
          message={t('plans.sourceFailed', { message: messageOf(sourceError) })}
          onRetry={() => void (alert.isError ? alert.refetch() : copy.refetch())}
        />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          onSubmit={submit}
          className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm"
          data-plan-form=""
          noValidate
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-title`} className={label}>
              {t('plans.title')}
            </label>
            <input
              id={`${id}-title`}
              value={draft.title}
              maxLength={200}
              required
              onChange={(event) => set({ title: event.target.value })}
              className={control}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-description`} className={label}>
              {t('plans.description')}
            </label>
            <textarea
              id={`${id}-description`}
              value={draft.description}
              maxLength={5000}
              rows={3}
              onChange={(event) => set({ description: event.target.value })}
              className={control}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-place`} className={label}>
                {placeLabel}
              </label>
              <select
                id={`${id}-place`}
                value={draft.place ?? ''}
                required
                onChange={(event) => set({ place: event.target.value === '' ? null : Number(event.target.value) })}
                className={control}
              >
                <option value="">{t('plans.chooseOne')}</option>
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
                value={draft.moment ?? ''}
                onChange={(event) => set({ moment: event.target.value === '' ? null : Number(event.target.value) })}
                className={control}
              >
                <option value="">{t('plans.noMoment')}</option>
                {moments.map((moment) => (
                  <option key={moment.id} value={moment.id}>
                    {`${'  '.repeat(moment.depth)}${moment.name}`}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-indicator`} className={label}>
                {t('plans.indicator')}
              </label>
              <select
                id={`${id}-indicator`}
                value={draft.indicator}
                onChange={(event) => set({ indicator: event.target.value })}
                className={control}
              >
                <option value="">{t('plans.noIndicator')}</option>
                {(indicators.data ?? []).map((indicator) => (
                  <option key={indicator.code} value={indicator.code}>
                    {indicator.description ? localized(indicator.description, language) : indicator.code}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-owner`} className={label}>
                {t('plans.owner')}
              </label>
              <input
                id={`${id}-owner`}
                value={draft.owner}
                maxLength={200}
                onChange={(event) => set({ owner: event.target.value })}
                className={control}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-start`} className={label}>
                {t('plans.startDate')}
              </label>
              <input
                id={`${id}-start`}
                type="date"
                value={draft.startDate}
                onChange={(event) => set({ startDate: event.target.value })}
                className={control}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-due`} className={label}>
                {t('plans.dueDate')}
              </label>
              <input
                id={`${id}-due`}
                type="date"
                value={draft.dueDate}
                min={draft.startDate || undefined}
                onChange={(event) => set({ dueDate: event.target.value })}
                className={control}
              />
            </div>
          </div>
          {draft.activities.length > 0 || draft.causes.length > 0 ? (
            <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700" data-plan-prefill="">
              {copy.data
                ? t('plans.copiedItems', {
                    activities: can.addActivity ? draft.activities.length : 0,
                    causes: can.rootCause ? draft.causes.length : 0,
                  })
                : t('plans.templateActivities', { count: draft.activities.length })}
              <ul className="mt-2 list-disc pl-5">
                {draft.activities.map((activity, i) => (
                  <li key={i}>{activity.title}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={BUTTON.primary} disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending ? t('plans.creating') : t('plans.create')}
            </button>
            <Link to={base} className={BUTTON.secondary}>
              {t('plans.cancel')}
            </Link>
            <ActionError
              message={
                problem ?? (create.isError ? t('plans.createFailed', { message: messageOf(create.error) }) : null)
              }
            />
          </div>
        </form>
        <div className="flex flex-col gap-4">
          <Panel title={t('plans.suggestions')}>
            {suggestions.isError ? (
              <LoadError
                message={t('plans.suggestionsFailed', { message: messageOf(suggestions.error) })}
                onRetry={() => void suggestions.refetch()}
              />
            ) : !suggestions.data ? (
              <div className="h-8 animate-pulse rounded bg-slate-200" aria-hidden="true" />
            ) : suggestions.data.length === 0 ? (
              <p className="text-sm text-slate-500">{t('plans.noSuggestions')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2" data-suggestions="">
                {suggestions.data.map((tag) => (
                  <li key={tag}>
                    <button
                      type="button"
                      aria-label={t('plans.useSuggestion', { tag })}
                      data-suggestion={tag}
                      onClick={() => set({ title: t('plans.suggestedTitle', { tag }) })}
                      className="rounded-full border border-sky-300 bg-sky-50 px-3 py-1 text-sm text-sky-900 hover:bg-sky-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
                    >
                      {tag}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t('plans.template')}>
            <label htmlFor={`${id}-template`} className="sr-only">
              {t('plans.template')}
            </label>
            <select
              id={`${id}-template`}
              value={template}
              disabled={!templates.data}
              onChange={(event) => chooseTemplate(event.target.value)}
              className={`w-full ${control}`}
              data-template=""
            >
              <option value="">{t('plans.noTemplate')}</option>
              {visibleTemplates.map((tpl) => (
                <option key={tpl.id} value={tpl.id}>
                  {tpl.title}
                </option>
              ))}
            </select>
          </Panel>
        </div>
      </div>
    </section>
  );
}
