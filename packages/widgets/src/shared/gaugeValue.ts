import { dataQualityPercentage, responsePercentage, type IndicatorRow, type ResponseCounts } from '@voz/core';
import type { MapperName } from '@voz/schema';

// The value of a single-value gauge (gauge, semicircle): the row's value, or, with the mappers
// 'responsePercentage' and 'dataQuality', the percentage core computes from the survey response
// counters (one row with answeredCount..., or one row per status when grouped by status).

const STATUSES: ReadonlySet<string> = new Set(['ANSWERED', 'IN_PROGRESS', 'NOT_ANSWERED', 'INVALID']);

/** Response counters of the rows: the counters row's, else summed from rows grouped by status. */
function countsOf(rows: readonly IndicatorRow[]): (ResponseCounts & { invalid: number }) | null {
  const row = rows.find((r) => r.answeredCount !== undefined);
  if (row) {
    return {
      answered: row.answeredCount ?? 0,
      inProgress: row.inProgressCount ?? 0,
      notHandled: row.notHandledCount ?? 0,
      invalid: row.invalidCount ?? 0,
    };
  }
  const byStatus = (status: string): number =>
    rows.filter((r) => r.group === status).reduce((sum, r) => sum + r.count, 0);
  if (!rows.some((r) => r.group === 'ANSWERED' || r.group === 'NOT_ANSWERED')) return null;
  return {
    answered: byStatus('ANSWERED'),
    inProgress: byStatus('IN_PROGRESS'),
    notHandled: byStatus('NOT_ANSWERED'),
    invalid: byStatus('INVALID'),
  };
}

/** What a gauge shows for a request's rows; null when there is nothing to show. */
export function gaugeValue(rows: readonly IndicatorRow[] | undefined, mapper: MapperName | undefined): number | null {
  const list = rows ?? [];
  const row = list[0];
  if (!row) return null;
  if (mapper === 'responsePercentage') {
    const counts = countsOf(list);
    return counts ? responsePercentage(counts) : (row.handledPerc ?? null);
  }
  if (mapper === 'dataQuality') {
    if (row.validPerc !== undefined) return dataQualityPercentage(row.validPerc);
    const counts = countsOf(list);
    const checked = counts ? counts.answered + counts.invalid : 0;
    return dataQualityPercentage(counts && checked > 0 ? (counts.answered / checked) * 100 : null);
  }
  return row.value;
}

/** The sample of a gauge: the first row's count, or every status's when the rows are grouped by status. */
export function gaugeSample(rows: readonly IndicatorRow[] | undefined): number {
  const list = rows ?? [];
  const perStatus =
    list.length > 1 && list.every((r) => r.answeredCount === undefined && STATUSES.has(String(r.group)));
  return perStatus ? list.reduce((sum, r) => sum + r.count, 0) : (list[0]?.count ?? 0);
}
