// The registry entry of the detailed-bar kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('detailed-bar', {
  name: { es: 'Barras detalladas', en: 'Detailed bars' },
  defaults: {},
  rowShapes: ['grouped', 'resume'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./DetailedBar.js').then((m) => ({ default: m.DetailedBar })),
});
