// The registry entry of the gauge kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('gauge', {
  name: { es: 'Medidor', en: 'Gauge' },
  defaults: { min: 0, max: 10, unit: 'points' },
  rowShapes: ['single', 'response-counts'],
  skeleton: 'gauge',
  needsRows: true,
  dataTable: true,
  load: () => import('./Gauge.js').then((m) => ({ default: m.Gauge })),
});
