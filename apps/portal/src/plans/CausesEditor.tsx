// The root causes of a plan as a fishbone (Ishikawa) diagram: the tenant's cause categories
// (tenant.json actionPlans.causeCategories; the six Ms by default) above and below a spine that
// ends in the effect, the plan itself. With the root-cause
// action on an open plan, causes are added to and removed from each category, then saved together
// (PUT action-plans/{id}/causes replaces them all); nothing is sent until "Guardar causas".
import { causeCategories } from '@voz/core';
import { localized } from '@voz/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { usePortal } from '../portalContext.js';
import { ActionError, BUTTON, Panel, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { PLANS_KEY, saveCauses, type PlanDetail } from './planApi.js';

/** A cause being edited. */
interface DraftCause {
  text: string;
  category: string | null;
}

/** The category a cause is drawn in: its own when it is one of `categories`, else null (the "other" box). */
export function categoryOf(cause: DraftCause, categories: readonly string[]): string | null {
  return cause.category !== null && categories.includes(cause.category) ? cause.category : null;
}

export function CausesEditor({ plan, canEdit }: { plan: PlanDetail; canEdit: boolean }): ReactElement {
  const { t, i18n } = useWorkflowTexts();
  const { token, data } = usePortal();
  const queryClient = useQueryClient();
  const tenantCategories = causeCategories(data.tenant);
  const initial = plan.causes.map((c) => ({ text: c.text, category: c.category }));
  const [draft, setDraft] = useState<DraftCause[]>(initial);
  const [saved, setSaved] = useState(false);
  const categories = tenantCategories.map((c) => c.es);
  const name = (category: string): string =>
    localized(tenantCategories.find((c) => c.es === category) ?? { es: category }, i18n.language);
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);
  const save = useMutation({
    mutationFn: () => saveCauses(token, plan.id, draft),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
    },
  });
  const add = (category: string | null, text: string): void => {
    setSaved(false);
    setDraft((previous) => [...previous, { text, category }]);
  };
  const remove = (index: number): void => {
    setSaved(false);
    setDraft((previous) => previous.filter((_, i) => i !== index));
  };
  const box = (category: string | null): ReactElement => (
    <CauseBox
      key={category ?? '_other'}
      title={category === null ? t('plans.otherCategory') : name(category)}
      causes={draft
        .map((cause, index) => ({ cause, index }))
        .filter(({ cause }) => categoryOf(cause, categories) === category)}
      canEdit={canEdit}
      onAdd={(text) => add(category, text)}
      onRemove={remove}
    />
  );
  // Half the categories above the spine, half below, as the fishbone is drawn.
  const top = categories.slice(0, Math.ceil(categories.length / 2));
  const bottom = categories.slice(Math.ceil(categories.length / 2));
  const others = draft.some((cause) => categoryOf(cause, categories) === null);
  return (
    <Panel title={t('plans.causes')}>
      <div role="group" aria-label={t('plans.fishbone')} data-fishbone="">
        <div className="grid gap-2 sm:grid-cols-3">{top.map(box)}</div>
        <div className="my-2 flex items-center gap-2" aria-hidden="true">
          <div className="h-0.5 flex-1 bg-slate-400" />
          <div className="h-0 w-0 border-y-8 border-l-[12px] border-y-transparent border-l-slate-400" />
          <div className="max-w-[40%] truncate rounded-md bg-slate-800 px-3 py-1 text-xs font-medium text-white">
            {t('plans.effect')}: {plan.title}
          </div>
        </div>
        <div className="grid gap-2 sm:grid-cols-3">{bottom.map(box)}</div>
        {others || canEdit ? <div className="mt-2">{box(null)}</div> : null}
      </div>
      {canEdit ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={BUTTON.primary}
            disabled={!changed || save.isPending}
            aria-busy={save.isPending}
            onClick={() => save.mutate()}
          >
            {save.isPending ? t('plans.saving') : t('plans.saveCauses')}
          </button>
          {changed ? <span className="text-sm text-amber-800">{t('plans.unsaved')}</span> : null}
          {saved && !changed ? (
            <span role="status" className="text-sm text-emerald-700">
              {t('plans.causesSaved')}
            </span>
          ) : null}
          <ActionError message={save.isError ? t('plans.causesFailed', { message: messageOf(save.error) }) : null} />
        </div>
      ) : null}
    </Panel>
  );
}

function CauseBox({
  title,
  causes,
  canEdit,
  onAdd,
  onRemove,
}: {
  title: string;
  causes: { cause: DraftCause; index: number }[];
  canEdit: boolean;
  onAdd: (text: string) => void;
  onRemove: (index: number) => void;
}): ReactElement {
  const { t } = useWorkflowTexts();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return;
    onAdd(value);
    setText('');
  };
  return (
    <fieldset className="rounded-md border border-slate-200 p-2" data-cause-category={title}>
      <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</legend>
      {causes.length === 0 ? (
        <p className="text-xs text-slate-500">{t('plans.noCauses')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {causes.map(({ cause, index }) => (
            <li key={index} className="flex items-start gap-2" data-cause={cause.text}>
              <span className="flex-1">{cause.text}</span>
              {canEdit ? (
                <button
                  type="button"
                  aria-label={t('plans.removeCause', { text: cause.text })}
                  onClick={() => onRemove(index)}
                  className="rounded px-1 text-slate-500 hover:bg-slate-100 hover:text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form onSubmit={submit} className="mt-2 flex gap-1">
          <label htmlFor={`${id}-cause`} className="sr-only">
            {t('plans.newCause', { category: title })}
          </label>
          <input
            id={`${id}-cause`}
            value={text}
            maxLength={500}
            placeholder={t('plans.newCause', { category: title })}
            onChange={(event) => setText(event.target.value)}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          />
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {t('plans.addCause')}
          </button>
        </form>
      ) : null}
    </fieldset>
  );
}
