import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';

/** The line under a single value: the previous period's value and the sample size, when asked. */
export function ValueFooter({
  previous,
  sample,
}: {
  /** The previous period's value, already written (showHistoric). */
  previous?: string | undefined;
  /** The sample size (showSample). */
  sample?: number | undefined;
}): ReactElement | null {
  const { t } = useTranslation();
  if (previous === undefined && sample === undefined) return null;
  return (
    <div className="flex flex-wrap justify-center gap-x-3 text-xs text-slate-500">
      {previous !== undefined && <span data-historic="">{t('widget.previous', { value: previous })}</span>}
      {sample !== undefined && <span data-sample="">{t('widget.sample', { count: sample })}</span>}
    </div>
  );
}
