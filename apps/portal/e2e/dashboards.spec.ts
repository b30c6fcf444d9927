// The tenants' dashboards in the portal: every landed tenant's dashboard painted whole for its
// analyst, and a level account seeing its level's dashboard within its own scope.
import { chooseDashboard, dashboardsForUser } from '@voz/core';
import type { Locator, Page } from '@playwright/test';
import { RENDERERS_CHUNK } from '../src/chunks.js';
import { expect, submitSignIn, test, waitForPaintedDashboard } from './fixtures.js';
import { sessionAccount, type AccountView } from './support/account.js';
import { DEMO_PASSWORD, landedTenants, metadataJson, tenantJson } from './support/repo.js';

for (const tenantId of landedTenants()) {
  test(`${tenantId}: the analyst's dashboard paints every widget, without errors`, async ({ page, diagnostics }) => {
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    await submitSignIn(page, `analista@${tenantId}.demo`, DEMO_PASSWORD);
    await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
    const states = await waitForPaintedDashboard(page);
    const count = Number(await page.locator('[data-dashboard]').getAttribute('data-widget-count'));
    expect(Object.keys(states)).toHaveLength(count);
    const failed = Object.entries(states).filter(([, state]) => state !== 'ready' && state !== 'empty');
    expect(failed, 'widgets not ready nor empty').toEqual([]);
    // The widgets' calls travelled together, in POST /api/batch (decision 0015), and every one of
    // them was answered: a call refused by the batch would have left its widget in error above.
    if (count >= 4) expect(paths.filter((p) => p === '/api/batch').length, 'batched widget calls').toBeGreaterThan(0);
    // nivo draws without react-spring in the portal's build (decision 0014): the bars' colours are
    // written as given, where react-spring rewrote each as rgba().
    const fills = await page
      .locator('[data-chart] svg rect[fill]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('fill') ?? ''));
    expect(
      fills.filter((fill) => fill.startsWith('rgb')),
      'bar colours rewritten by react-spring',
    ).toEqual([]);
    // The renderers are one chunk of the portal's build (src/chunks.ts), asked for once the
    // dashboard has rendered, never by the code before it.
    const timing = await page.evaluate((chunk) => {
      const file = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
      return {
        mount: performance.getEntriesByType('mark').find((m) => m.name.startsWith('voz:dashboard-mount:'))?.startTime,
        renderers: performance
          .getEntriesByType('resource')
          .filter((e) => file.test(e.name))
          .map((e) => e.startTime),
      };
    }, RENDERERS_CHUNK);
    expect(timing.renderers, 'requests of the renderers’ chunk').toHaveLength(1);
    expect(timing.mount).toBeDefined();
    expect(timing.renderers[0]).toBeGreaterThanOrEqual(timing.mount ?? Infinity);
    expect(diagnostics.consoleErrors).toEqual([]);
    expect(diagnostics.pageErrors).toEqual([]);
  });
}

/** Every id of the subtrees rooted at `ids` of a tree. */
function subtreeIds(root: { id: number; children?: unknown[] }, ids: readonly number[]): number[] {
  type Node = { id: number; children?: Node[] };
  const out: number[] = [];
  const collect = (node: Node, inside: boolean): void => {
    const here = inside || ids.includes(node.id);
    if (here) out.push(node.id);
    for (const child of node.children ?? []) collect(child, here);
  };
  collect(root as Node, false);
  return out.sort((a, b) => a - b);
}

/** Expands every node of a tree select, then the ids of all its rows. */
async function allNodeIds(tree: Locator): Promise<number[]> {
  const collapsed = tree.locator('[role="treeitem"][aria-expanded="false"]');
  while ((await collapsed.count()) > 0) {
    const row = collapsed.first();
    const id = await row.getAttribute('data-node-id');
    await row.locator('[data-toggle]').click();
    await expect(tree.locator(`[role="treeitem"][data-node-id="${id}"]`)).toHaveAttribute('aria-expanded', 'true');
  }
  const ids = await tree
    .locator('[role="treeitem"]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-node-id'))));
  return ids.sort((a, b) => a - b);
}

/** The dashboard the tenant's rules give this account on /dashboard with its default critical moment. */
function expectedDashboard(tenantId: string, account: AccountView): string {
  const moments = account.defaultCriticalMoment === null ? [] : [account.defaultCriticalMoment];
  const chosen = chooseDashboard(tenantJson(tenantId), {
    page: 'dashboard',
    ...(account.level === null ? {} : { level: account.level }),
    criticalMoments: moments,
  });
  expect(chosen, 'a dashboard assigned to the account').not.toBeNull();
  expect(chosen?.rule, "assigned by a rule of the account's level, not the page's default").not.toBeNull();
  return chosen?.dashboard ?? '';
}

async function signInLevel(page: Page, email: string): Promise<AccountView> {
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  return sessionAccount(page);
}

test('zonal@auto-b.demo sees its level dashboard and only its own geographies', async ({ page }) => {
  const account = await signInLevel(page, 'zonal@auto-b.demo');
  expect(account.level).toBe('zonal');
  const dashboard = expectedDashboard('auto-b', account);
  await expect(page.locator('[data-dashboard]')).toHaveAttribute('data-dashboard', dashboard);
  const states = await waitForPaintedDashboard(page);
  expect(Object.values(states)).not.toContain('error');

  // The filters' geography tree holds the account's geographies and what is under them, nothing else.
  const metadata = metadataJson('auto-b');
  const inScope = subtreeIds(metadata.geographies.root, account.geoLocations);
  expect(inScope.length).toBeGreaterThan(0);
  expect(inScope).not.toContain(metadata.geographies.root.id);
  await page.locator('[data-open-filters]').click();
  const panel = page.locator('[data-filters-panel]');
  await expect(panel).toBeVisible();
  const geographies = panel.getByRole('group', { name: 'Geografías' });
  expect(await allNodeIds(geographies.getByRole('tree'))).toEqual(inScope);
});

test('national@auto-b.demo sees the national dashboard and may switch between its level dashboards', async ({
  page,
}) => {
  const account = await signInLevel(page, 'national@auto-b.demo');
  expect(account.level).toBe('national');
  const dashboard = expectedDashboard('auto-b', account);
  const shown = page.locator('[data-dashboard]');
  await expect(shown).toHaveAttribute('data-dashboard', dashboard);

  // The dashboards the rules may give the level are offered by the switch.
  const options = dashboardsForUser(tenantJson('auto-b'), { level: 'national' }).dashboard;
  expect(options.length).toBeGreaterThan(1);
  const select = page.locator('[data-dashboard-switch]');
  await expect(select).toHaveValue(dashboard);
  const values = await select.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  expect(values).toEqual(options);
  const other = options.find((key) => key !== dashboard) ?? '';
  await select.selectOption(other);
  await expect(shown).toHaveAttribute('data-dashboard', other);
  await expect(page).toHaveURL(`/dashboard?dashboard=${other}`);
  const states = await waitForPaintedDashboard(page);
  expect(Object.values(states)).not.toContain('error');
});
