// A plan's status and library flag as labelled badges, and progress as a bar with its number.
import type { PlanStatus } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';

const COLOURS: Record<PlanStatus, string> = {
  OPEN: 'bg-sky-50 text-sky-900 ring-sky-200',
  IN_PROGRESS: 'bg-amber-50 text-amber-900 ring-amber-200',
  CLOSED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const BADGE =
  'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

export function PlanStatusBadge({ status }: { status: PlanStatus }): ReactElement {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} ${COLOURS[status]}`} data-plan-status={status}>
      {t(`planStatus.${status}`)}
    </span>
  );
}

export function LibraryBadge(): ReactElement {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} bg-violet-50 text-violet-900 ring-violet-200`} data-library-badge="">
      {t('plans.inLibrary')}
    </span>
  );
}

/** Progress 0–100 as a bar and its rounded number; '—' without activities. */
export function ProgressBar({ value, label }: { value: number | null; label: string }): ReactElement {
  const { t } = useTranslation();
  if (value === null) return <span className="text-slate-500">{t('plans.noActivitiesShort')}</span>;
  const percent = Math.round(value);
  return (
    <span className="flex items-center gap-2" data-progress={percent}>
      <progress max={100} value={percent} aria-label={label} className="h-2 w-20 accent-sky-700" />
      <span className="tabular-nums">{t('plans.percent', { percent })}</span>
    </span>
  );
}
