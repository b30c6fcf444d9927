// The answered-surveys counter of the sub-header: indicators/survey-response-counters/values under
// the current filters, counting the statuses the tenant counts as answered (platform-core.md §4:
// answered and in progress together for the car after-sales setup). A failed counter is skipped
// silently (§8).
import {
  buildIndicatorCalls,
  countedResponseStatuses,
  countedResponses,
  formatCount,
  normaliseRows,
  type FilterState,
} from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { IndicatorRequest } from '@voz/schema';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { callApi } from '@voz/data';
import { rowsOf } from '../api/ApiDataSource.js';
import { usePortal } from '../portalContext.js';

const COUNTER_REQUEST: IndicatorRequest = {
  indicator: 'SURVEY_RESPONSE_COUNTERS',
  url: 'indicators/survey-response-counters/values',
};

export function AnsweredCounter({ filters }: { filters: FilterState }): ReactElement | null {
  const { t } = useTranslation();
  const { token, data } = usePortal();
  const call = buildIndicatorCalls([COUNTER_REQUEST], filters, data.tenant)[0];
  const counter = useQuery({
    queryKey: ['answered', call?.url, call?.body],
    queryFn: async ({ signal }) =>
      normaliseRows(
        rowsOf(
          (await callApi<unknown>(call?.url ?? '', { method: call?.method ?? 'POST', body: call?.body, token, signal }))
            .body,
        ),
        COUNTER_REQUEST,
      ),
    enabled: call !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  if (counter.isError || call === undefined) return null;
  if (!counter.data) {
    return (
      <span className="text-sm text-slate-500" aria-busy="true">
        {t('layout.answeredLoading')}
      </span>
    );
  }
  const answered = countedResponses(counter.data[0] ?? {}, data.tenant);
  const label = countedResponseStatuses(data.tenant).includes('IN_PROGRESS')
    ? 'layout.answeredInProgress'
    : 'layout.answered';
  return (
    <span className="text-sm font-medium text-slate-700" data-answered-count={answered} role="status">
      {t(label, { count: answered, formatted: formatCount(answered, data.tenant.locale) })}
    </span>
  );
}
