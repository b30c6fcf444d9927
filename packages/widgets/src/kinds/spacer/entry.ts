// The registry entry of the spacer kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('spacer', {
  name: { es: 'Espacio vacío', en: 'Empty space' },
  defaults: {},
  rowShapes: ['none'],
  skeleton: 'none',
  needsRows: false,
  dataTable: false,
  load: () => import('./Spacer.js').then((m) => ({ default: m.Spacer })),
});
