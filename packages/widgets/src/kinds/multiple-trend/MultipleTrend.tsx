import type { ReactElement } from 'react';
import { SeriesLinesView } from '../../shared/SeriesLinesView.js';
import type { RendererProps } from '../../types.js';

/** Multiple trend by month: one line per indicator request, each its own colour, with a legend. */
export function MultipleTrend({ widget, config, rows, context, title }: RendererProps<'multiple-trend'>): ReactElement {
  return (
    <SeriesLinesView
      widget={widget}
      rows={rows}
      context={context}
      title={title}
      decimals={config.decimals}
      colors={config.colors}
      showPoints
      showLegend={config.showLegend !== false}
    />
  );
}
