// The registry entry of the trend kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('trend', {
  name: { es: 'Tendencia', en: 'Trend' },
  defaults: { showRegression: true },
  rowShapes: ['series'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./Trend.js').then((m) => ({ default: m.Trend })),
});
