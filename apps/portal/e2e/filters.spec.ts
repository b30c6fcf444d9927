// The filter selection lives in the URL (platform-core.md §2 sub-header, §5): applying a filter
// writes it, a reload reads it back, a hand-written URL is shown, and what the user's scope does
// not hold falls back to the default.
import type { Page } from '@playwright/test';
import { expect, pathAndQuery, submitSignIn, test } from './fixtures.js';
import { sessionAccount } from './support/account.js';
import { DEMO_PASSWORD, metadataJson } from './support/repo.js';

/** The answered-surveys counter once it has counted (it has no data-answered-count while counting). */
async function answeredCount(page: Page): Promise<number> {
  const counter = page.locator('[data-answered-count]');
  await expect(counter).toBeVisible();
  return Number(await counter.getAttribute('data-answered-count'));
}

async function chipKeys(page: Page): Promise<string[]> {
  return page.locator('[data-chip]').evaluateAll((chips) => chips.map((c) => c.getAttribute('data-chip') ?? ''));
}

test('a filter applied in the drawer is written to the URL, and a reload keeps it', async ({ page }) => {
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const before = await answeredCount(page);
  const chipsBefore = await chipKeys(page);

  const channel = metadataJson('auto-b').channels.find((c) => c.name === 'WhatsApp');
  expect(channel, 'metadata.json has a WhatsApp channel').toBeDefined();
  const id = channel?.id ?? 0;
  await page.locator('[data-open-filters]').click();
  const panel = page.locator('[data-filters-panel]');
  await expect(panel).toBeVisible();
  await panel.getByRole('group', { name: 'Canales' }).getByRole('treeitem', { name: 'WhatsApp' }).click();
  await panel.locator('[data-apply-filters]').click();
  await expect(panel).toBeHidden();

  await expect(page).toHaveURL(`/dashboard?ch=${id}`);
  const chip = page.locator(`[data-chip="channels:${id}"]`);
  await expect(chip).toHaveText('WhatsApp');
  expect(await chipKeys(page)).toEqual([...chipsBefore, `channels:${id}`]);
  await expect(page.locator('[data-answered-count]')).not.toHaveAttribute('data-answered-count', String(before));
  const after = await answeredCount(page);
  expect(after).toBeLessThan(before);

  await page.reload();
  await expect(page).toHaveURL(`/dashboard?ch=${id}`);
  await expect(chip).toHaveText('WhatsApp');
  expect(await chipKeys(page)).toEqual([...chipsBefore, `channels:${id}`]);
  expect(await answeredCount(page)).toBe(after);
});

test('a hand-written URL is shown, and a geography outside the scope falls back to the default', async ({ page }) => {
  await submitSignIn(page, 'zonal@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const account = await sessionAccount(page);
  await answeredCount(page);
  const defaultChips = await chipKeys(page);
  // The zonal account starts on its own geography.
  for (const geo of account.geoLocations) expect(defaultChips).toContain(`geographies:${geo}`);

  const dates = 'from=2026-10-01&to=2026-10-31';
  await page.goto(`/dashboard?${dates}`);
  const picker = page.locator('[data-date-range]');
  await expect(picker).toHaveAttribute('data-date-range', '2026-10-01..2026-10-31');
  await expect(picker).toContainText('01/10/2026');
  await expect(picker).toContainText('31/10/2026');
  const inOctober = await answeredCount(page);
  expect(await chipKeys(page)).toEqual(defaultChips);

  // A sibling of the account's geography: a real node of the tenant, outside this account's scope.
  const root = metadataJson('auto-b').geographies.root;
  const outside = (root.children ?? []).find((node) => !account.geoLocations.includes(node.id));
  expect(outside, 'a geography outside the zonal scope').toBeDefined();
  await page.goto(`/dashboard?${dates}&geo=${outside?.id}`);
  await expect(picker).toHaveAttribute('data-date-range', '2026-10-01..2026-10-31');
  await expect(page.locator('[data-chip]').first()).toBeVisible();
  expect(await chipKeys(page)).toEqual(defaultChips);
  await expect(page.locator(`[data-chip="geographies:${outside?.id}"]`)).toHaveCount(0);
  expect(await answeredCount(page)).toBe(inOctober);
  expect(pathAndQuery(page)).toBe(`/dashboard?${dates}&geo=${outside?.id}`);
});
