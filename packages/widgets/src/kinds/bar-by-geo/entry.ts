// The registry entry of the bar-by-geo kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('bar-by-geo', {
  name: { es: 'Barras por geografía', en: 'Bars by geography' },
  defaults: { layout: 'horizontal' },
  rowShapes: ['grouped'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./BarByGeo.js').then((m) => ({ default: m.BarByGeo })),
});
