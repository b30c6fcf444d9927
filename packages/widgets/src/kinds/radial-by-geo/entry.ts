// The registry entry of the radial-by-geo kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('radial-by-geo', {
  name: { es: 'Radial por geografía', en: 'Radial by geography' },
  defaults: { max: 10 },
  rowShapes: ['grouped'],
  skeleton: 'gauge',
  needsRows: true,
  dataTable: true,
  load: () => import('./RadialByGeo.js').then((m) => ({ default: m.RadialByGeo })),
});
