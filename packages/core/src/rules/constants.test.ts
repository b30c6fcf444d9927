import { describe, expect, it } from 'vitest';
import {
  COMMENTS_LIMIT,
  DEFAULT_PAGE_SIZE,
  DRAWER_RANGES_DAYS,
  FIRST_RESPONSE_BASE_HOURS,
  QUICK_RANGES_DAYS,
  SENTIMENT_GAUGE_BANDS,
  SOCIAL_MENTIONS_WINDOW_DAYS,
  STARTUP_LIST_LIMIT,
  SURVEY_COUNT_EXCELLENT_MIN,
  SURVEY_COUNT_NEUTRAL_MIN,
  SURVEY_TABLE_PAGE_SIZE,
  TAGS_LIMIT,
  WORD_CLOUD_LIMIT,
  WORST_TAGS_LIMIT,
} from './constants.js';

describe('business constants', () => {
  it('match platform-core §9 and dashboard-catalogue §9', () => {
    expect(DRAWER_RANGES_DAYS).toEqual([7, 14, 30, 60, 90, 180]);
    expect(QUICK_RANGES_DAYS).toEqual([30, 60, 90]);
    const pages = [DEFAULT_PAGE_SIZE, SURVEY_TABLE_PAGE_SIZE, COMMENTS_LIMIT, STARTUP_LIST_LIMIT];
    expect(pages).toEqual([15, 12, 100, 1000]);
    expect([WORST_TAGS_LIMIT, WORD_CLOUD_LIMIT, TAGS_LIMIT, SOCIAL_MENTIONS_WINDOW_DAYS]).toEqual([3, 50, 10, 60]);
    expect(SENTIMENT_GAUGE_BANDS).toEqual([39, 70]);
    expect([SURVEY_COUNT_EXCELLENT_MIN, SURVEY_COUNT_NEUTRAL_MIN, FIRST_RESPONSE_BASE_HOURS]).toEqual([30, 10, 36]);
  });

  it('keep the range lists ascending', () => {
    expect([...DRAWER_RANGES_DAYS].sort((a, b) => a - b)).toEqual(DRAWER_RANGES_DAYS);
    expect([...QUICK_RANGES_DAYS].sort((a, b) => a - b)).toEqual(QUICK_RANGES_DAYS);
  });
});
