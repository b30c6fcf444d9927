// The registry entry of the semicircle kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('semicircle', {
  name: { es: 'Semicírculo', en: 'Semicircle' },
  defaults: { max: 100 },
  rowShapes: ['single', 'response-counts'],
  skeleton: 'gauge',
  needsRows: true,
  dataTable: true,
  load: () => import('./Semicircle.js').then((m) => ({ default: m.Semicircle })),
});
