// The registry entry of the line kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('line', {
  name: { es: 'Líneas', en: 'Lines' },
  defaults: { showPoints: true, showLegend: true },
  rowShapes: ['series', 'series-by-group'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./Line.js').then((m) => ({ default: m.Line })),
});
