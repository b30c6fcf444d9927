import type { ReactElement } from 'react';
import { SimpleBars } from '../../shared/SimpleBars.js';
import { valuedRows } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/**
 * Bars by geography (zones, distributors): best first, horizontal unless the widget asks for
 * vertical bars, coloured by the value's scale. Names longer than the axis allows are shortened
 * with the whole name in the tick's <title> and the tooltip; long lists draw the best MAX_BARS
 * and the summary says how many there are.
 */
export function BarByGeo({ config, rows, context, title }: RendererProps<'bar-by-geo'>): ReactElement {
  const sorted = [...valuedRows(rows)].sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  return (
    <SimpleBars rows={sorted} config={config} context={context} title={title} layout="horizontal" chart="bar-by-geo" />
  );
}
