// The registry entry of the detailed-line kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('detailed-line', {
  name: { es: 'Líneas por mes y geografía', en: 'Lines by month and geography' },
  defaults: { showLegend: true },
  rowShapes: ['series-by-group'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./DetailedLine.js').then((m) => ({ default: m.DetailedLine })),
});
