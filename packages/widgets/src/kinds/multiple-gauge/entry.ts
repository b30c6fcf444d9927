// The registry entry of the multiple-gauge kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('multiple-gauge', {
  name: { es: 'Medidores múltiples', en: 'Multiple gauges' },
  defaults: { max: 5 },
  rowShapes: ['grouped'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./MultipleGauge.js').then((m) => ({ default: m.MultipleGauge })),
});
