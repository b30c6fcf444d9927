// The status and type of an alert as small labelled badges (text, not colour alone).
import type { AlertStatus, AlertType } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';

const STATUS_COLOURS: Record<AlertStatus, string> = {
  NOT_HANDLED: 'bg-red-50 text-red-800 ring-red-200',
  IN_PROCESS: 'bg-amber-50 text-amber-900 ring-amber-200',
  CLOSED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

const TYPE_COLOURS: Record<AlertType, string> = {
  INCIDENT: 'bg-slate-100 text-slate-800 ring-slate-200',
  RESCUE: 'bg-sky-50 text-sky-900 ring-sky-200',
  ABANDON: 'bg-slate-100 text-slate-700 ring-slate-200',
  WOW: 'bg-violet-50 text-violet-900 ring-violet-200',
};

const BADGE =
  'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

export function AlertStatusBadge({ status }: { status: AlertStatus }): ReactElement {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} ${STATUS_COLOURS[status]}`} data-alert-status={status}>
      {t(`alertStatus.${status}`)}
    </span>
  );
}

export function AlertTypeBadge({ type }: { type: AlertType }): ReactElement {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} ${TYPE_COLOURS[type]}`} data-alert-type={type}>
      {t(`alertType.${type}`)}
    </span>
  );
}
