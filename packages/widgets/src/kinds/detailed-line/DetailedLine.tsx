import type { ReactElement } from 'react';
import { SeriesLinesView } from '../../shared/SeriesLinesView.js';
import type { RendererProps } from '../../types.js';

/** Detailed line by month and geography: one line per geography (group_1), periods on the x axis. */
export function DetailedLine({ widget, config, rows, context, title }: RendererProps<'detailed-line'>): ReactElement {
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
