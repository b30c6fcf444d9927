// The registry entry of the map kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('map', {
  name: { es: 'Mapa por geografías', en: 'Map by geography' },
  defaults: { map: 'points' },
  rowShapes: ['grouped'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./Map.js').then((m) => ({ default: m.Map })),
});
