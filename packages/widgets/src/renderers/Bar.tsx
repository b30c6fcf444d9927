import type { ReactElement } from 'react';
import { mappedRows } from '../shared/series.js';
import { SimpleBars } from '../shared/SimpleBars.js';
import { valuedRows } from '../shared/values.js';
import type { RendererProps } from '../types.js';

/**
 * Bars: one bar per row of the first request (groups or periods, in the rows' order), coloured
 * by the value's scale when the widget has one, else by its first series colour, with the value
 * written at the end of each bar. Long lists draw their first MAX_BARS bars and say so. The mapper
 * `resumeCounts` draws a dashboard/resume answer as one bar per registered-survey status.
 */
export function Bar({ config, rows, context, title }: RendererProps<'bar'>): ReactElement {
  const mapped = [mappedRows(rows[0] ?? [], config.mapper, context.language)];
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
