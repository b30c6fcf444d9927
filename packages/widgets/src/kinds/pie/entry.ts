// The registry entry of the pie kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('pie', {
  name: { es: 'Torta', en: 'Pie' },
  defaults: { variant: 'medium', showLegend: true },
  rowShapes: ['grouped', 'sentiment'],
  skeleton: 'gauge',
  needsRows: true,
  dataTable: true,
  load: () => import('./Pie.js').then((m) => ({ default: m.Pie })),
});
