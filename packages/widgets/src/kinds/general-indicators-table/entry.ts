// The registry entry of the general-indicators-table kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('general-indicators-table', {
  name: { es: 'Tabla de indicadores generales', en: 'General indicators table' },
  defaults: {},
  rowShapes: ['single', 'grouped'],
  skeleton: 'table',
  needsRows: true,
  dataTable: false,
  load: () => import('./GeneralIndicatorsTable.js').then((m) => ({ default: m.GeneralIndicatorsTable })),
});
