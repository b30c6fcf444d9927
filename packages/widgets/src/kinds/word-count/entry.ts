// The registry entry of the word-count kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('word-count', {
  name: { es: 'Conteo de palabras', en: 'Word count' },
  defaults: { limit: 10, linkToComments: true },
  rowShapes: ['tags'],
  skeleton: 'list',
  needsRows: true,
  dataTable: true,
  load: () => import('./WordCount.js').then((m) => ({ default: m.WordCount })),
});
