// The registry entry of the ease kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { CSAT_SCALE } from '../../shared/scales.js';
import { kind } from '../../kind.js';

export const entry = kind('ease', {
  name: { es: 'Facilidad', en: 'Ease' },
  defaults: { max: 5, colorScale: CSAT_SCALE },
  rowShapes: ['single'],
  skeleton: 'gauge',
  needsRows: true,
  dataTable: true,
  load: () => import('./Ease.js').then((m) => ({ default: m.Ease })),
});
