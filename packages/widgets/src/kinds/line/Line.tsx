import type { ReactElement } from 'react';
import { SeriesLinesView } from '../../shared/SeriesLinesView.js';
import type { RendererProps } from '../../types.js';

/**
 * Line: a series by period (oldest first); with a second grouping (group_1) one line per group;
 * with several requests one line per request, named by the request's label or indicator.
 */
export function Line({ widget, config, rows, context, title }: RendererProps<'line'>): ReactElement {
  return (
    <SeriesLinesView
      widget={widget}
      rows={rows}
      context={context}
      title={title}
      decimals={config.decimals}
      colors={config.colors}
      mapper={config.mapper}
      showPoints={config.showPoints !== false}
      showLegend={config.showLegend !== false}
    />
  );
}
