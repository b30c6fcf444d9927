// The registry entry of the advisor-table kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('advisor-table', {
  name: { es: 'Tabla de asesores', en: 'Advisor table' },
  defaults: { pageSize: 15 },
  rowShapes: ['grouped'],
  skeleton: 'table',
  needsRows: true,
  dataTable: false,
  load: () => import('./AdvisorTable.js').then((m) => ({ default: m.AdvisorTable })),
});
