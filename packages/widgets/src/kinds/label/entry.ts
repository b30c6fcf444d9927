// The registry entry of the label kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('label', {
  name: { es: 'Etiqueta de sección', en: 'Section label' },
  defaults: {},
  rowShapes: ['none'],
  skeleton: 'none',
  needsRows: false,
  dataTable: false,
  load: () => import('./Label.js').then((m) => ({ default: m.Label })),
});
