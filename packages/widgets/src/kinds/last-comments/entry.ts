// The registry entry of the last-comments kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('last-comments', {
  name: { es: 'Últimos comentarios', en: 'Latest comments' },
  defaults: { limit: 100, showSentiment: true },
  rowShapes: ['comments'],
  skeleton: 'list',
  needsRows: true,
  dataTable: false,
  isEmpty: (rows) => rows.every((list) => list.length === 0),
  load: () => import('./LastComments.js').then((m) => ({ default: m.LastComments })),
});
