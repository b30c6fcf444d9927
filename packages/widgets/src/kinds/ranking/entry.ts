// The registry entry of the ranking kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('ranking', {
  name: { es: 'Ranking', en: 'Ranking' },
  defaults: { mode: 'both', size: 3 },
  rowShapes: ['grouped', 'tags'],
  skeleton: 'list',
  needsRows: true,
  dataTable: true,
  load: () => import('./Ranking.js').then((m) => ({ default: m.Ranking })),
});
