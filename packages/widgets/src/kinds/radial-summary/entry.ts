// The registry entry of the radial-summary kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('radial-summary', {
  name: { es: 'Resumen radial', en: 'Radial summary' },
  defaults: { max: 10 },
  rowShapes: ['single'],
  skeleton: 'gauge',
  needsRows: true,
  dataTable: true,
  load: () => import('./RadialSummary.js').then((m) => ({ default: m.RadialSummary })),
});
