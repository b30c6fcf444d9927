// The registry entry of the prioritization-matrix kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('prioritization-matrix', {
  name: { es: 'Matriz de priorización', en: 'Prioritization matrix' },
  defaults: {},
  rowShapes: ['grouped'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./PrioritizationMatrix.js').then((m) => ({ default: m.PrioritizationMatrix })),
});
