import { NOTIFICATION_STATUS_LABELS, type IndicatorRow } from '@voz/core';
import type { ReactElement } from 'react';
import { mappedRows } from '../../shared/series.js';
import { SimpleBars } from '../../shared/SimpleBars.js';
import { valuedRows } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/**
 * Rows grouped by invitation status come named in Spanish (an indicator call carries no language):
 * each known status (its groupId: sent, opened…) is named in the user's language instead.
 */
function statusNamed(rows: readonly IndicatorRow[], language: string): IndicatorRow[] {
  const names: Readonly<Record<string, string | undefined>> =
    NOTIFICATION_STATUS_LABELS[language === 'en' ? 'en' : 'es'];
  return rows.map((row) => {
    const name = typeof row.groupId === 'string' ? names[row.groupId] : undefined;
    return name === undefined ? row : { ...row, groupName: name };
  });
}

/**
 * Bars: one bar per row of the first request (groups or periods, in the rows' order), coloured
 * by the value's scale when the widget has one, else by its first series colour, with the value
 * written at the end of each bar. Long lists draw their first MAX_BARS bars and say so. The mapper
 * `resumeCounts` draws a dashboard/resume answer as one bar per registered-survey status.
 */
export function Bar({ widget, config, rows, context, title }: RendererProps<'bar'>): ReactElement {
  const first = rows[0] ?? [];
  const byStatus = widget.indicators?.[0]?.groupBy?.includes('status') ?? false;
  const mapped = [mappedRows(byStatus ? statusNamed(first, context.language) : first, config.mapper, context.language)];
  return (
    <SimpleBars
      rows={valuedRows(mapped)}
      config={config}
      context={context}
      title={title}
      layout="vertical"
      chart="bar"
    />
  );
}
