import type { Tenant } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { countedResponseStatuses, countedResponses } from './counted-statuses.js';

type Tabs = Tenant['surveyResponseTabs'];
const tenant = (surveyResponseTabs: Tabs): Pick<Tenant, 'surveyResponseTabs'> => ({ surveyResponseTabs });
const row = { answeredCount: 120, inProgressCount: 30 };

describe('countedResponseStatuses (platform-core §4)', () => {
  it('counts answered and in progress together for the car after-sales setup', () => {
    const afterSales = tenant(['answered', 'inProgress']);
    expect(countedResponseStatuses(afterSales)).toEqual(['ANSWERED', 'IN_PROGRESS']);
    expect(countedResponses(row, afterSales)).toBe(150);
  });

  it('counts answered only where only the answered tab shows (coffee, bus)', () => {
    const coffee = tenant(['answered']);
    expect(countedResponseStatuses(coffee)).toEqual(['ANSWERED']);
    expect(countedResponses(row, coffee)).toBe(120);
  });

  it('counts answered only where the three tabs show each status apart, or none are given', () => {
    expect(countedResponses(row, tenant(['answered', 'notAnswered', 'inProgress']))).toBe(120);
    expect(countedResponses(row, tenant(undefined))).toBe(120);
  });

  it('reads missing counts as zero', () => {
    expect(countedResponses({}, tenant(['answered', 'inProgress']))).toBe(0);
    expect(countedResponses({ answeredCount: 5, inProgressCount: null }, tenant(['answered', 'inProgress']))).toBe(5);
  });
});
