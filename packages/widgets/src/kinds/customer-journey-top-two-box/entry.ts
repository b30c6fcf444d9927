// The registry entry of the customer-journey-top-two-box kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('customer-journey-top-two-box', {
  name: { es: 'Customer Journey: Top Two Box', en: 'Customer Journey: Top Two Box' },
  defaults: {},
  rowShapes: ['grouped'],
  skeleton: 'list',
  needsRows: true,
  dataTable: true,
  load: () => import('./CustomerJourneyTopTwoBox.js').then((m) => ({ default: m.CustomerJourneyTopTwoBox })),
});
