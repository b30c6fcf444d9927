// The filter selection lives in the URL (platform-core.md §2 sub-header, §5): applying a filter
// writes it, a reload reads it back, a hand-written URL is shown, and what the user's scope does
// not hold falls back to the default.
import type { Page } from '@playwright/test';
import { QUICK_RANGES_DAYS, STARTUP_LIST_LIMIT, addDays, formatWireDate, parseWireDate } from '@voz/core';
import type { TenantMetadata } from '@voz/schema';
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

test('each quick range of the date picker applies that many days ending today', async ({ page }) => {
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const picker = page.locator('[data-date-range]');
  for (const days of QUICK_RANGES_DAYS) {
    await picker.click();
    const dialog = page.getByRole('dialog');
    const offered = await dialog
      .locator('[data-quick-range]')
      .evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-quick-range'))));
    expect(offered).toEqual([...QUICK_RANGES_DAYS]);
    await dialog.getByRole('button', { name: `Últimos ${days} días` }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/[?&]from=/);
    const params = new URL(page.url()).searchParams;
    const to = params.get('to') ?? '';
    expect(params.get('from')).toBe(formatWireDate(addDays(parseWireDate(to), 1 - days)));
    await expect(picker).toHaveAttribute('data-date-range', `${params.get('from')}..${to}`);
  }
});

test('the filters offer at most 1000 items of a longer list (platform-core §9 start-up limit)', async ({ page }) => {
  // The API answers a metadata with 200 channels more than the limit.
  await page.route('**/api/lcm/tenant-config/metadata', async (route) => {
    const response = await route.fetch();
    const metadata = (await response.json()) as TenantMetadata;
    const channels = Array.from({ length: STARTUP_LIST_LIMIT + 200 }, (_, i) => ({
      id: 900_000 + i,
      name: `Canal ${i + 1}`,
    }));
    await route.fulfill({ response, json: { ...metadata, channels } });
  });
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.locator('[data-open-filters]').click();
  const panel = page.locator('[data-filters-panel]');
  const group = panel.getByRole('group', { name: 'Canales' });
  await expect(group.getByRole('treeitem').first()).toBeVisible();
  // The tree draws its first 300 rows and says how many it holds: the limit, not the 1200 answered.
  await expect(group.getByRole('button', { name: `Mostrar más (300 de ${STARTUP_LIST_LIMIT})` })).toBeVisible();
});
