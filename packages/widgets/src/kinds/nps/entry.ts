// The registry entry of the nps kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('nps', {
  name: { es: 'NPS', en: 'NPS' },
  defaults: { showBreakdown: true },
  rowShapes: ['single'],
  skeleton: 'gauge',
  needsRows: true,
  dataTable: true,
  load: () => import('./Nps.js').then((m) => ({ default: m.Nps })),
});
