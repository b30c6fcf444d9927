// The answered-surveys counter of the sub-header counts what the tenant counts as answered
// (platform-core.md §4, packages/core countedResponseStatuses): the car after-sales setup (auto-s,
// answered and in-progress tabs) counts answered and in-progress responses together; coffee and bus
// (only the answered tab) count answered ones only.
import type { Page } from '@playwright/test';
import { expect, submitSignIn, test } from './fixtures.js';
import { DEMO_PASSWORD, tenantJson } from './support/repo.js';

interface Counters {
  answeredCount?: number;
  inProgressCount?: number;
}

/** Signs in and returns the counters the API answered to the sub-header's counter call. */
async function signInAndReadCounters(page: Page, email: string): Promise<Counters> {
  const response = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/indicators/survey-response-counters/values'),
  );
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const body = (await (await response).json()) as Counters[] | { data?: Counters[] };
  const rows = Array.isArray(body) ? body : (body.data ?? []);
  expect(rows.length, 'one counters row').toBeGreaterThan(0);
  return rows[0] ?? {};
}

test('the car after-sales setup counts answered and in-progress surveys together', async ({ page }) => {
  expect(tenantJson('auto-s').surveyResponseTabs).toEqual(['answered', 'inProgress']);
  const counters = await signInAndReadCounters(page, 'analista@auto-s.demo');
  const answered = counters.answeredCount ?? 0;
  const inProgress = counters.inProgressCount ?? 0;
  expect(inProgress, 'the demo data has in-progress responses').toBeGreaterThan(0);

  const counter = page.locator('[data-answered-count]');
  await expect(counter).toHaveAttribute('data-answered-count', String(answered + inProgress));
  await expect(counter).toContainText('encuestas respondidas o en curso');
});

test('the coffee chain counts answered surveys only', async ({ page }) => {
  expect(tenantJson('coffee').surveyResponseTabs).toEqual(['answered']);
  const counters = await signInAndReadCounters(page, 'analista@coffee.demo');
  const counter = page.locator('[data-answered-count]');
  await expect(counter).toHaveAttribute('data-answered-count', String(counters.answeredCount ?? 0));
  await expect(counter).toContainText(/encuestas? respondidas?$/);
});
