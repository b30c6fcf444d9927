// The registry entry of the alerts-trend kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('alerts-trend', {
  name: { es: 'Alertas por mes y semana', en: 'Alerts by month and week' },
  defaults: { period: 'month', showLegend: true },
  rowShapes: ['alert-counts'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./AlertsTrend.js').then((m) => ({ default: m.AlertsTrend })),
});
