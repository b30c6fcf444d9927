// /action-plans/{id}/detail (platform-core.md §2, §4, §6): the plan; its status moves (each needs
// update or close, after a confirmation); the library flag (update); its activities with progress
// 0–100 % (update), comments and evidence (update), and new ones (add-activity); its root causes
// as a fishbone of the cause categories (root-cause); and the log of every change. A closed or
// cancelled plan is read-only apart from its status and library flag. Each change refreshes the
// plan queries; a failure shows beside its action and leaves the data as it was.
import {
  formatDisplayWireDate,
  isEditable,
  planMoves,
  planPermissions,
  type PlanPermissions,
  type PlanStatus,
} from '@voz/core';
import { ApiError } from '@voz/data';
import { ConfirmDialog } from '@voz/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { dateTime } from '../alerts/format.js';
import { usePortal } from '../portalContext.js';
import { CommentThread } from '../workflow/CommentThread.js';
import { EVIDENCE_LIMITS, EvidenceFiles } from '../workflow/EvidenceFiles.js';
import { ActionError, BUTTON, LoadError, LoadingRows, Panel, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { LibraryBadge, PlanStatusBadge, ProgressBar } from './badges.js';
import { CausesEditor } from './CausesEditor.js';
import {
  PLANS_KEY,
  activityEvidenceUploadUrl,
  addActivity,
  addActivityComment,
  deleteActivityEvidence,
  fetchActivityComments,
  fetchActivityEvidence,
  fetchLogs,
  fetchPlan,
  setLibrary,
  setProgress,
  updatePlanStatus,
  type PlanActivity,
  type PlanDetail,
  type PlanLog,
} from './planApi.js';

/** What the file chooser offers for activity evidence (the API's allow-list). */
const ACCEPT =
  '.jpg,.jpeg,.png,.gif,.webp,.pdf,.txt,.csv,.docx,.xlsx,.pptx,.doc,.xls,image/jpeg,image/png,image/gif,image/webp,application/pdf,text/plain,text/csv';

export function PlanDetailPage({ id, base }: { id: number; base: string }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token } = usePortal();
  const plan = useQuery({
    queryKey: [PLANS_KEY, 'detail', token, id],
    queryFn: ({ signal }) => fetchPlan(token, id, signal),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
  const notFound = plan.error instanceof ApiError && plan.error.status === 404;
  return (
    <section aria-labelledby="page-title" data-page="action-plan-detail" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          {plan.data ? plan.data.title : t('plans.sectionPlan')}
        </h1>
        {plan.data ? <PlanStatusBadge status={plan.data.status} /> : null}
        {plan.data?.library ? <LibraryBadge /> : null}
        <Link to={base} className={`ml-auto text-sm ${BUTTON.link}`}>
          {t('plans.backToList')}
        </Link>
      </div>
      {notFound ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900" data-plan-missing="">
          {t('plans.notFound', { id })}
        </p>
      ) : plan.isError ? (
        <LoadError
          message={t('plans.detailFailed', { message: messageOf(plan.error) })}
          onRetry={() => void plan.refetch()}
        />
      ) : !plan.data ? (
        <LoadingRows rows={8} label={t('app.loading')} />
      ) : (
        <PlanBody plan={plan.data} />
      )}
    </section>
  );
}

function PlanBody({ plan }: { plan: PlanDetail }): ReactElement {
  const { t } = useWorkflowTexts();
  const { account, data } = usePortal();
  const can = planPermissions(account);
  const editable = isEditable(plan.status);
  const none = t('plans.none');
  const day = (date: string | null): string => (date ? formatDisplayWireDate(date) : none);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-4">
        <Panel title={t('plans.sectionPlan')}>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-plan-fields="">
            <Field label={t('plans.place')} value={plan.geoLocationName ?? String(plan.geoLocationId)} />
            <Field label={t('plans.moment')} value={plan.criticalMomentName ?? none} />
            <Field label={t('plans.indicator')} value={plan.indicatorId ?? none} />
            <Field label={t('plans.owner')} value={plan.owner ?? none} />
            <Field label={t('plans.startDate')} value={day(plan.startDate)} />
            <Field label={t('plans.dueDate')} value={day(plan.dueDate)} />
            <Field label={t('plans.createdBy')} value={plan.createdBy} />
            <Field label={t('plans.createdAt')} value={dateTime(plan.createdAt, data.tenant.timezone) ?? none} />
            {plan.closedAt ? (
              <Field label={t('plans.closedAt')} value={dateTime(plan.closedAt, data.tenant.timezone) ?? none} />
            ) : null}
            {plan.alertId !== null ? (
              <div>
                <dt className="text-slate-500">{t('plans.alert')}</dt>
                <dd>
                  <Link to={`/alerts/detail/${plan.alertId}`} className={BUTTON.link} data-plan-alert={plan.alertId}>
                    {t('plans.alertLink', { id: plan.alertId })}
                  </Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-slate-500">{t('plans.progress')}</dt>
              <dd data-plan-progress={plan.progress === null ? '' : Math.round(plan.progress)}>
                <ProgressBar value={plan.progress} label={t('plans.progress')} />
              </dd>
            </div>
          </dl>
          {plan.description ? (
            <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{plan.description}</p>
          ) : null}
        </Panel>
        <Activities plan={plan} can={can} editable={editable} />
        <CausesEditor plan={plan} canEdit={can.rootCause && editable} />
      </div>
      <div className="flex flex-col gap-4">
        <StatusPanel plan={plan} can={can} />
        <LogPanel planId={plan.id} />
      </div>
    </div>
  );
}

function Field({ label, value }: { label: string; value: string }): ReactElement {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

/** The status moves planMoves allows the profile (confirmed), and the library flag. */
function StatusPanel({ plan, can }: { plan: PlanDetail; can: PlanPermissions }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token } = usePortal();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<PlanStatus | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = (): Promise<void> => queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
  const move = useMutation({
    mutationFn: (to: PlanStatus) => updatePlanStatus(token, plan.id, to),
    onSuccess: async (updated) => {
      setTarget(null);
      setDone(t('plans.statusDone', { status: t(`planStatus.${updated.status}`) }));
      await refresh();
    },
  });
  const library = useMutation({
    mutationFn: (value: boolean) => setLibrary(token, plan.id, value),
    onSuccess: refresh,
  });
  const moves = planMoves(plan.status, can);
  const label = (to: PlanStatus): string => {
    if (to === 'IN_PROGRESS' && plan.status === 'CLOSED') return t('plans.reopen');
    if (to === 'OPEN' && plan.status === 'CANCELLED') return t('plans.restore');
    return t(`plans.moveTo_${to}`);
  };
  return (
    <Panel title={t('plans.statusActions')}>
      <div className="flex flex-col gap-3">
        {moves.length === 0 ? (
          <p className="text-sm text-slate-500">{t('plans.noMoves')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {moves.map((to) => (
              <button
                key={to}
                type="button"
                data-plan-move={to}
                className={to === 'CLOSED' ? BUTTON.primary : to === 'CANCELLED' ? BUTTON.danger : BUTTON.secondary}
                onClick={() => {
                  move.reset();
                  setDone(null);
                  setTarget(to);
                }}
              >
                {label(to)}
              </button>
            ))}
          </div>
        )}
        {done ? (
          <p role="status" className="text-sm text-emerald-700">
            {done}
          </p>
        ) : null}
        {!isEditable(plan.status) ? (
          <p className="text-sm text-slate-600">{t('plans.readOnly', { status: t(`planStatus.${plan.status}`) })}</p>
        ) : null}
        <div className="border-t border-slate-100 pt-3">
          <p className="text-sm text-slate-600" data-plan-library={plan.library}>
            {plan.library ? t('plans.libraryIn') : t('plans.libraryOut')}
          </p>
          {can.update ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={BUTTON.secondary}
                disabled={library.isPending}
                aria-busy={library.isPending}
                onClick={() => library.mutate(!plan.library)}
              >
                {plan.library ? t('plans.fromLibrary') : t('plans.toLibrary')}
              </button>
              <ActionError
                message={library.isError ? t('plans.libraryFailed', { message: messageOf(library.error) }) : null}
              />
            </div>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) {
            setTarget(null);
            move.reset();
          }
        }}
        tone={target === 'CANCELLED' ? 'danger' : 'default'}
        title={t('plans.confirmTitle')}
        description={t('plans.confirmText', {
          title: plan.title,
          from: t(`planStatus.${plan.status}`),
          to: t(`planStatus.${target ?? plan.status}`),
        })}
        confirmLabel={t('plans.confirm')}
        cancelLabel={t('plans.cancel')}
        pendingLabel={t('plans.saving')}
        pending={move.isPending}
        error={move.isError ? t('plans.statusFailed', { message: messageOf(move.error) }) : null}
        onConfirm={() => {
          if (target !== null && !move.isPending) move.mutate(target);
        }}
      />
    </Panel>
  );
}

/** The activities: progress, comments and evidence of each, and a form for a new one. */
function Activities({
  plan,
  can,
  editable,
}: {
  plan: PlanDetail;
  can: PlanPermissions;
  editable: boolean;
}): ReactElement {
  const { t } = useWorkflowTexts();
  return (
    <Panel title={t('plans.activities')}>
      {plan.activities.length === 0 ? (
        <p className="text-sm text-slate-500">{t('plans.noActivities')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-activities="">
          {plan.activities.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} canEdit={can.update && editable} />
          ))}
        </ol>
      )}
      {can.addActivity && editable ? <NewActivity planId={plan.id} /> : null}
    </Panel>
  );
}

function ActivityItem({ activity, canEdit }: { activity: PlanActivity; canEdit: boolean }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token } = usePortal();
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState(String(activity.progress));
  const [saved, setSaved] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const progress = useMutation({
    mutationFn: (next: number) => setProgress(token, activity.actionPlanId, activity.id, next),
    onSuccess: async (answer) => {
      setSaved(answer.activity.progress);
      await queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
    },
  });
  const save = (event: FormEvent): void => {
    event.preventDefault();
    const next = Number(value);
    if (value.trim() === '' || !Number.isInteger(next) || next < 0 || next > 100) {
      setProblem(t('plans.progressRange'));
      return;
    }
    setProblem(null);
    setSaved(null);
    progress.mutate(next);
  };
  const none = t('plans.none');
  return (
    <li className="rounded-md border border-slate-200 p-3" data-activity={activity.title}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{activity.title}</span>
        <span className="text-xs text-slate-600" data-activity-status={activity.status}>
          {t(`activityStatus.${activity.status}`)}
        </span>
        <span className="ml-auto">
          <ProgressBar value={activity.progress} label={t('plans.currentProgress', { title: activity.title })} />
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {t('plans.activityMeta', {
          owner: activity.owner ?? none,
          due: activity.dueDate ? formatDisplayWireDate(activity.dueDate) : none,
        })}
        {activity.overdue ? <span className="ml-2 font-medium text-red-700">{t('plans.overdue')}</span> : null}
      </p>
      {canEdit ? (
        <form onSubmit={save} className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-progress`} className="text-sm text-slate-700">
            {t('plans.progressOf', { title: activity.title })}
          </label>
          <input
            id={`${id}-progress`}
            type="number"
            min={0}
            max={100}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="w-20 rounded-md border border-slate-300 px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          />
          <button
            type="submit"
            className={BUTTON.secondary}
            disabled={progress.isPending}
            aria-busy={progress.isPending}
          >
            {t('plans.saveProgress')}
          </button>
          {saved !== null ? (
            <span role="status" className="text-sm text-emerald-700">
              {t('plans.progressSaved', { percent: saved })}
            </span>
          ) : null}
          <ActionError
            message={
              problem ?? (progress.isError ? t('plans.progressFailed', { message: messageOf(progress.error) }) : null)
            }
          />
        </form>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen(!open)}
        className={`mt-2 text-sm ${BUTTON.link}`}
      >
        {t('plans.activityDetails')}
      </button>
      {open ? (
        <div id={`${id}-details`} className="mt-2 grid gap-3 md:grid-cols-2">
          <CommentThread
            title={t('plans.activityComments')}
            queryKey={[PLANS_KEY, 'activity-comments', token, activity.id]}
            refresh={[PLANS_KEY]}
            load={(signal) => fetchActivityComments(token, activity.id, signal)}
            add={canEdit ? (text) => addActivityComment(token, activity.id, text) : null}
            maxLength={2000}
          />
          <EvidenceFiles
            title={t('plans.activityEvidence')}
            queryKey={[PLANS_KEY, 'activity-evidence', token, activity.id]}
            refresh={[PLANS_KEY]}
            load={(signal) => fetchActivityEvidence(token, activity.id, signal)}
            uploadUrl={canEdit ? activityEvidenceUploadUrl(activity.id) : null}
            fileUrl={(file) => file.url}
            remove={canEdit ? (file) => deleteActivityEvidence(token, activity.id, file.id) : null}
            accept={ACCEPT}
            hint={t('alerts.attachHint', {
              files: EVIDENCE_LIMITS.files,
              megabytes: EVIDENCE_LIMITS.fileSize / (1024 * 1024),
            })}
          />
        </div>
      ) : null}
    </li>
  );
}

/** A new activity: title, owner, due date; one per submit. */
function NewActivity({ planId }: { planId: number }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token } = usePortal();
  const queryClient = useQueryClient();
  const id = useId();
  const [title, setTitle] = useState('');
  const [owner, setOwner] = useState('');
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const add = useMutation({
    mutationFn: () =>
      addActivity(token, {
        actionPlanId: planId,
        title: title.trim(),
        ...(owner.trim() ? { owner: owner.trim() } : {}),
        ...(due ? { dueDate: due } : {}),
      }),
    onSuccess: async () => {
      setTitle('');
      setOwner('');
      setDue('');
      await queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (sending.current) return;
    if (title.trim() === '') {
      setProblem(t('plans.emptyActivity'));
      return;
    }
    setProblem(null);
    sending.current = true;
    add.mutate();
  };
  const control =
    'rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600';
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-3" data-new-activity="">
      <h3 className="text-sm font-semibold text-slate-700">{t('plans.newActivity')}</h3>
      <div className="grid gap-2 sm:grid-cols-3">
        <div className="flex flex-col gap-1 sm:col-span-3">
          <label htmlFor={`${id}-title`} className="text-sm text-slate-700">
            {t('plans.activityTitle')}
          </label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
            className={control}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-owner`} className="text-sm text-slate-700">
            {t('plans.activityOwner')}
          </label>
          <input
            id={`${id}-owner`}
            value={owner}
            maxLength={200}
            onChange={(e) => setOwner(e.target.value)}
            className={control}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-due`} className="text-sm text-slate-700">
            {t('plans.activityDue')}
          </label>
          <input
            id={`${id}-due`}
            type="date"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            className={control}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={BUTTON.primary} disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? t('plans.adding') : t('plans.addActivity')}
        </button>
        <ActionError
          message={problem ?? (add.isError ? t('plans.activityFailed', { message: messageOf(add.error) }) : null)}
        />
      </div>
    </form>
  );
}

/** One log row in words. */
export function describeLog(
  log: Pick<PlanLog, 'action' | 'detail'>,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const detail = log.detail;
  const text = (key: string): string => (typeof detail[key] === 'string' ? detail[key] : '');
  switch (log.action) {
    case 'STATUS_CHANGED':
      return t('plans.log_STATUS_CHANGED', {
        from: t(`planStatus.${text('from')}`),
        to: t(`planStatus.${text('to')}`),
      });
    case 'LIBRARY_CHANGED':
      return t(detail.to === true ? 'plans.log_LIBRARY_IN' : 'plans.log_LIBRARY_OUT');
    case 'ACTIVITY_ADDED':
      return t('plans.log_ACTIVITY_ADDED', { title: text('title') });
    case 'PROGRESS_CHANGED':
      return t('plans.log_PROGRESS_CHANGED', { progress: typeof detail.to === 'number' ? detail.to : detail.progress });
    case 'CREATED':
    case 'CAUSES_REPLACED':
    case 'ACTIVITY_UPDATED':
    case 'COMMENT_ADDED':
    case 'COMMENT_DELETED':
    case 'EVIDENCE_ADDED':
    case 'EVIDENCE_DELETED':
    case 'DELETED':
      return t(`plans.log_${log.action}`);
    default:
      return t('plans.log_OTHER', { action: log.action });
  }
}

function LogPanel({ planId }: { planId: number }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token, data } = usePortal();
  const logs = useQuery({
    queryKey: [PLANS_KEY, 'logs', token, planId],
    queryFn: ({ signal }) => fetchLogs(token, planId, signal),
  });
  return (
    <Panel title={t('plans.log')}>
      {logs.isError ? (
        <LoadError
          message={t('plans.logFailed', { message: messageOf(logs.error) })}
          onRetry={() => void logs.refetch()}
        />
      ) : !logs.data ? (
        <LoadingRows rows={3} label={t('app.loading')} />
      ) : logs.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('plans.noLog')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm" data-plan-log="">
          {logs.data.map((log) => (
            <li key={log.id} data-log-action={log.action} className="border-l-2 border-slate-200 pl-3">
              <p className="text-slate-900">{describeLog(log, t)}</p>
              <p className="text-xs text-slate-500">
                {t('plans.logBy', { author: log.author, date: dateTime(log.createdAt, data.tenant.timezone) })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
