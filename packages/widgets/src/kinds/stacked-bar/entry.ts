// The registry entry of the stacked-bar kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('stacked-bar', {
  name: { es: 'Barras apiladas', en: 'Stacked bars' },
  defaults: { layout: 'horizontal', normalize: true, showLegend: true },
  rowShapes: ['grouped', 'series-by-group'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./StackedBar.js').then((m) => ({ default: m.StackedBar })),
});
