// The registry entry of the multiple-trend kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('multiple-trend', {
  name: { es: 'Tendencias múltiples por mes', en: 'Multiple trends by month' },
  defaults: { showLegend: true },
  rowShapes: ['series'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./MultipleTrend.js').then((m) => ({ default: m.MultipleTrend })),
});
