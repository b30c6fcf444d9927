import { SURVEY_COUNT_EXCELLENT_MIN, SURVEY_COUNT_NEUTRAL_MIN } from './constants.js';

export type SurveyCountClass = 'excellent' | 'neutral' | 'critical';

/** 'excellent' from 30 answers, 'neutral' from 10 to 29, 'critical' under 10 (and for NaN). */
export function classifySurveyCount(n: number): SurveyCountClass {
  if (n >= SURVEY_COUNT_EXCELLENT_MIN) return 'excellent';
  if (n >= SURVEY_COUNT_NEUTRAL_MIN) return 'neutral';
  return 'critical';
}
