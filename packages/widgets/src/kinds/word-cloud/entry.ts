// The registry entry of the word-cloud kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('word-cloud', {
  name: { es: 'Nube de palabras', en: 'Word cloud' },
  defaults: { limit: 50 },
  rowShapes: ['tags'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./WordCloud.js').then((m) => ({ default: m.WordCloud })),
});
