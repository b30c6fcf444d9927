// /alerts/detail/{id} (platform-core.md §2, §3, §6): the alert, its customer and survey answers,
// its dates and first-response time against the 36 h base; and what the profile allows: status
// changes (update, or ROLE_ALERT_ADMIN) after a confirmation, comments (addComment) and evidence
// files (addEvidence). Every change refreshes the alert queries of the portal (the drawer's counters
// included); a failure is shown beside its action and leaves the data as it was.
import { ALERT_TRANSITIONS, alertPermissions, firstResponseOf, planPermissions, type AlertStatus } from '@voz/core';
import { ApiError } from '@voz/data';
import { ConfirmDialog } from '@voz/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { useBootstrap } from '../bootstrapContext.js';
import { filterSearch } from '../filters/useSelection.js';
import { usePortal } from '../portalContext.js';
import { BUTTON, LoadError, LoadingRows, Panel, messageOf } from '../workflow/states.js';
import { useWorkflowTexts } from '../workflow/useWorkflowTexts.js';
import { ALERTS_KEY, fetchAlert, updateAlertStatus, type AlertDetail } from './alertApi.js';
import { AlertComments } from './AlertComments.js';
import { AlertEvidenceList } from './AlertEvidenceList.js';
import { AlertStatusBadge, AlertTypeBadge } from './badges.js';
import { customerName, dateTime, formatHours } from './format.js';

export function AlertDetailPage({ id }: { id: number }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token, menu } = usePortal();
  const alert = useQuery({
    queryKey: [ALERTS_KEY, 'detail', token, id],
    queryFn: ({ signal }) => fetchAlert(token, id, signal),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
  const list = menu.find((item) => item.key === 'alerts-list');
  const keep = filterSearch(useLocation().search);
  const notFound = alert.error instanceof ApiError && alert.error.status === 404;
  return (
    <section aria-labelledby="page-title" data-page="alert-detail" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          {t('alerts.detailTitle', { id })}
        </h1>
        {alert.data ? (
          <>
            <AlertTypeBadge type={alert.data.type} />
            <AlertStatusBadge status={alert.data.status} />
          </>
        ) : null}
        {list ? (
          <Link to={`${list.path}${keep}`} className={`ml-auto text-sm ${BUTTON.link}`}>
            {t('alerts.backToList')}
          </Link>
        ) : null}
      </div>
      {notFound ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900" data-alert-missing="">
          {t('alerts.notFound', { id })}
        </p>
      ) : alert.isError ? (
        <LoadError
          message={t('alerts.detailFailed', { message: messageOf(alert.error) })}
          onRetry={() => void alert.refetch()}
        />
      ) : !alert.data ? (
        <LoadingRows rows={8} label={t('app.loading')} />
      ) : (
        <AlertBody alert={alert.data} />
      )}
    </section>
  );
}

function AlertBody({ alert }: { alert: AlertDetail }): ReactElement {
  const { t } = useWorkflowTexts();
  const { account, data, menu } = usePortal();
  const { now } = useBootstrap();
  const can = alertPermissions(account);
  const plans = menu.find((item) => item.key === 'action-plans');
  const zone = data.tenant.timezone;
  const response = firstResponseOf(alert, now);
  const hours = formatHours(response.hours, data.tenant.locale);
  const responseText = response.responded
    ? t(response.class === 'fast' ? 'alerts.responseFast' : 'alerts.responseSlow', { hours, base: response.baseHours })
    : t(response.class === 'slow' ? 'alerts.responseLate' : 'alerts.responseWaiting', {
        hours,
        base: response.baseHours,
      });
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-4">
        <Panel title={t('alerts.sectionAlert')}>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-alert-fields="">
            <Field label={t('alerts.moment')} value={alert.criticalMomentName} />
            <Field label={t('alerts.place')} value={alert.geoLocationName} />
            <Field label={t('alerts.channel')} value={alert.channelName ?? t('alerts.none')} />
            <Field label={t('alerts.logical')} value={alert.logicalLocationName ?? t('alerts.none')} />
            <Field label={t('alerts.createdAt')} value={dateTime(alert.createdAt, zone) ?? ''} />
            <Field
              label={t('alerts.firstResponseAt')}
              value={dateTime(alert.firstResponseAt, zone) ?? t('alerts.none')}
            />
            <Field label={t('alerts.closedAt')} value={dateTime(alert.closedAt, zone) ?? t('alerts.none')} />
            <Field
              label={t('alerts.responseTime')}
              value={responseText}
              attributes={{ 'data-first-response': response.class ?? 'waiting' }}
            />
          </dl>
          {alert.description ? (
            <p className="mt-3 text-sm text-slate-700">
              <span className="font-medium text-slate-600">{t('alerts.description')}: </span>
              {alert.description}
            </p>
          ) : null}
        </Panel>
        <Panel title={t('alerts.sectionCustomer')}>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Field label={t('alerts.customer')} value={customerName(alert) ?? t('alerts.noCustomer')} />
            <Field label={t('alerts.customerCode')} value={alert.customerCode ?? t('alerts.none')} />
          </dl>
        </Panel>
        <Panel title={t('alerts.sectionSurvey')}>
          {alert.responseId === null ? (
            <p className="text-sm text-slate-500">{t('alerts.noSurvey')}</p>
          ) : alert.questionResponses.length === 0 ? (
            <p className="text-sm text-slate-500">{t('alerts.noAnswers')}</p>
          ) : (
            <dl className="flex flex-col divide-y divide-slate-100 text-sm" data-survey-answers="">
              {alert.questionResponses.map((question) => (
                <div key={question.questionId} className="grid gap-1 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                  <dt className="text-slate-600">
                    <span className="block font-medium text-slate-700">{question.questionName}</span>
                    {question.questionText !== question.questionName ? (
                      <span className="block text-xs text-slate-500">{question.questionText}</span>
                    ) : null}
                  </dt>
                  <dd className="text-slate-900" data-question={question.questionId}>
                    {question.answerFormated}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Panel>
      </div>
      <div className="flex flex-col gap-4">
        <Panel title={t('alerts.statusActions')}>
          {can.update ? (
            <StatusActions alert={alert} />
          ) : (
            <p className="text-sm text-slate-500">{t('alerts.readOnly')}</p>
          )}
          {plans && planPermissions(account).create ? (
            <Link
              to={`${plans.path.replace(/\/+$/, '')}/new?alert=${alert.id}`}
              className={`mt-4 ${BUTTON.secondary}`}
              data-plan-from-alert=""
            >
              {t('alerts.createPlan')}
            </Link>
          ) : null}
        </Panel>
        <AlertComments alertId={alert.id} canAdd={can.addComment} />
        <AlertEvidenceList alertId={alert.id} canEdit={can.addEvidence} />
      </div>
    </div>
  );
}

/** The status changes ALERT_TRANSITIONS allows from the current status, each confirmed first. */
function StatusActions({ alert }: { alert: AlertDetail }): ReactElement {
  const { t } = useWorkflowTexts();
  const { token } = usePortal();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<AlertStatus | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (to: AlertStatus) => updateAlertStatus(token, alert.id, to),
    onSuccess: async (updated) => {
      setTarget(null);
      setDone(t('alerts.statusDone', { status: t(`alertStatus.${updated.status}`) }));
      await queryClient.invalidateQueries({ queryKey: [ALERTS_KEY] });
    },
  });
  const label = (to: AlertStatus): string =>
    to === 'CLOSED'
      ? t('alerts.moveTo_CLOSED')
      : alert.status === 'CLOSED'
        ? t('alerts.reopen')
        : t('alerts.moveTo_IN_PROCESS');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {ALERT_TRANSITIONS[alert.status].map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'CLOSED' ? BUTTON.primary : BUTTON.secondary}
            data-move-to={to}
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
      {done ? (
        <p role="status" className="text-sm text-emerald-700" data-status-done="">
          {done}
        </p>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) {
            setTarget(null);
            move.reset();
          }
        }}
        title={t('alerts.confirmTitle')}
        description={t('alerts.confirmText', {
          id: alert.id,
          from: t(`alertStatus.${alert.status}`),
          to: t(`alertStatus.${target ?? alert.status}`),
        })}
        confirmLabel={t('alerts.confirm')}
        cancelLabel={t('alerts.cancel')}
        pendingLabel={t('alerts.saving')}
        pending={move.isPending}
        error={move.isError ? t('alerts.statusFailed', { message: messageOf(move.error) }) : null}
        onConfirm={() => {
          if (target !== null && !move.isPending) move.mutate(target);
        }}
      />
    </div>
  );
}

function Field({
  label,
  value,
  attributes = {},
}: {
  label: string;
  value: string;
  attributes?: Record<`data-${string}`, string>;
}): ReactElement {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900" {...attributes}>
        {value}
      </dd>
    </div>
  );
}
