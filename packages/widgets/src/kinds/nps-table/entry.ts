// The registry entry of the nps-table kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('nps-table', {
  name: { es: 'Tabla NPS', en: 'NPS table' },
  defaults: { pageSize: 15 },
  rowShapes: ['grouped'],
  skeleton: 'table',
  needsRows: true,
  dataTable: false,
  load: () => import('./NpsTable.js').then((m) => ({ default: m.NpsTable })),
});
