// The registry entry of the bar kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('bar', {
  name: { es: 'Barras', en: 'Bars' },
  defaults: { layout: 'vertical' },
  rowShapes: ['grouped', 'series', 'resume'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./Bar.js').then((m) => ({ default: m.Bar })),
});
