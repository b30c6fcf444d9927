// The registry entry of the sentiment-text kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('sentiment-text', {
  name: { es: 'Análisis de sentimiento', en: 'Sentiment analysis' },
  defaults: {},
  rowShapes: ['sentiment', 'categories'],
  skeleton: 'text',
  needsRows: true,
  dataTable: false,
  load: () => import('./SentimentText.js').then((m) => ({ default: m.SentimentText })),
});
