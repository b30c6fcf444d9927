import type { ReactElement } from 'react';
import { SimpleBars } from '../shared/SimpleBars.js';
import { valuedRows } from '../shared/values.js';
import type { RendererProps } from '../types.js';

/**
 * Bars: one bar per row of the first request (groups or periods, in the rows' order), coloured
 * by the value's scale when the widget has one, else by its first series colour, with the value
 * written at the end of each bar. Long lists draw their first MAX_BARS bars and say so.
 */
export function Bar({ config, rows, context, title }: RendererProps<'bar'>): ReactElement {
  return (
    <SimpleBars rows={valuedRows(rows)} config={config} context={context} title={title} layout="vertical" chart="bar" />
  );
}
