// The registry entry of the ishikawa kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('ishikawa', {
  name: { es: 'Diagrama de Ishikawa', en: 'Ishikawa diagram' },
  defaults: {},
  rowShapes: ['categories', 'tags'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: false,
  load: () => import('./Ishikawa.js').then((m) => ({ default: m.Ishikawa })),
});
