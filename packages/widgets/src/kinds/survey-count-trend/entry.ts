// The registry entry of the survey-count-trend kind (schemas/widget.schema.json): its defaults, row shapes and
// renderer, loaded on first draw. Its mocked rows are mock.ts (only through @voz/widgets/mock).
import { kind } from '../../kind.js';

export const entry = kind('survey-count-trend', {
  name: { es: 'Encuestas por mes y semana', en: 'Surveys by month and week' },
  defaults: { period: 'month', showLegend: true },
  rowShapes: ['response-counts'],
  skeleton: 'chart',
  needsRows: true,
  dataTable: true,
  load: () => import('./SurveyCountTrend.js').then((m) => ({ default: m.SurveyCountTrend })),
});
