// The catalogue sweep: each tenant signed in with a demo account that is offered the dashboard, every
// dashboard opened under each critical-moment selection its render conditions tell apart (core's
// momentViews), every widget painted without an error frame, and a screenshot of each view.
//
// In `npm test` one dashboard per tenant runs (the one with the most views, then the most widgets),
// its first five views;
// `npm run e2e:catalogue` (VOZ_CATALOGUE=full) sweeps them all — the release check of the README.
// Screenshots go to VOZ_CATALOGUE_SHOTS (default screenshots/catalogue/<tenant>/<key>--cm-<id>.png).
import path from 'node:path';
import { expect, submitSignIn, test, waitForPaintedDashboard } from './fixtures.js';
import { sessionAccount } from './support/account.js';
import { dashboardViews, pagePath, tenantPlan, type DashboardPlan } from './support/catalogue.js';
import { DEMO_PASSWORD, ROOT, landedTenants, tenantJson } from './support/repo.js';

const FULL = process.env.VOZ_CATALOGUE === 'full';
const SHOTS = process.env.VOZ_CATALOGUE_SHOTS ?? path.join(ROOT, 'screenshots/catalogue');

/** Time for signing in, and for each view: a cold load of the page and every widget painted. */
const SIGN_IN_MS = 60_000;
const VIEW_MS = 45_000;
/** Views opened per dashboard in `npm test` (the first ones core lists; the full sweep opens all). */
const QUICK_VIEWS = 5;

for (const tenant of landedTenants()) {
  const plan = tenantPlan(tenant);

  test(`catalogue ${tenant}: every dashboard file is offered to a demo account on a page`, () => {
    const unreachable = plan.filter((entry) => entry.account === null).map((entry) => entry.key);
    expect(unreachable, 'dashboards no assignment rule or page default offers to any demo account').toEqual([]);
  });

  const reachable = plan.filter((entry): entry is DashboardPlan => entry.account !== null && entry.page !== null);
  const swept = FULL
    ? reachable
    : reachable
        .map((entry) => ({
          entry,
          views: dashboardViews(tenant, entry.key, {
            level: entry.account.level,
            highestScope: entry.account.email.startsWith('analista@'),
            geographies: [],
            logicals: [],
          }).length,
        }))
        .sort(
          (a, b) => b.views - a.views || b.entry.widgets - a.entry.widgets || a.entry.key.localeCompare(b.entry.key),
        )
        .slice(0, 1)
        .map(({ entry }) => entry);

  for (const entry of swept) {
    test(`catalogue ${tenant}/${entry.key}: every view painted, no widget in error (${entry.account.email}, ${entry.page})`, async ({
      page,
      diagnostics,
    }, testInfo) => {
      testInfo.setTimeout(SIGN_IN_MS);
      await submitSignIn(page, entry.account.email, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      const account = await sessionAccount(page);
      expect(account.level).toBe(entry.account.level);
      const allViews = dashboardViews(tenant, entry.key, {
        level: account.level,
        highestScope: account.highestScope,
        geographies: account.geoLocations,
        logicals: account.logicalLocations,
      });
      const views = FULL ? allViews : allViews.slice(0, QUICK_VIEWS);
      testInfo.setTimeout(SIGN_IN_MS + views.length * VIEW_MS);
      const root = tenantJson(tenant).rootIds.criticalMoment;

      for (const view of views) {
        const moment = view.criticalMoments[0] ?? root;
        const query = new URLSearchParams({ dashboard: entry.key });
        if (entry.page !== 'survey-stats-detail') query.set('cm', String(moment));
        const where = `${pagePath(entry.page, moment)}?${query.toString()}`;
        await page.goto(where);
        const dashboard = page.locator('[data-dashboard]');
        await expect(dashboard, where).toHaveAttribute('data-dashboard', entry.key);
        const states = await waitForPaintedDashboard(page);
        // The portal resolved the same view as core does here: as many frames as visible widgets.
        const visible = view.resolved.widgets.filter((item) => item.visible).map((item) => item.widget.id);
        expect(Object.keys(states).sort(), `${where}: the widgets shown`).toEqual([...visible].sort());
        const failed = Object.entries(states).filter(([, state]) => state !== 'ready' && state !== 'empty');
        expect(failed, `${where}: widgets not ready nor empty`).toEqual([]);
        const empty = Object.entries(states)
          .filter(([, state]) => state === 'empty')
          .map(([id]) => id);
        console.log(
          `${tenant}/${entry.key} cm=${moment}: ${visible.length - empty.length} ready, ${empty.length} empty${empty.length ? ` (${empty.join(', ')})` : ''}`,
        );
        // Word clouds with words are laid out in their Web Worker (the CSP allows it), not on the
        // page's thread, which would wait for d3-cloud's 2048×2048 sprite canvas.
        for (const cloud of await page.locator('[data-word-cloud]:not([data-words="0"])').all()) {
          await expect(cloud, `${where}: word cloud layout`).toHaveAttribute('data-layout-thread', 'worker');
        }
        await page.screenshot({
          path: path.join(SHOTS, tenant, `${entry.key}--cm-${moment}.png`),
          fullPage: true,
        });
      }
      expect(diagnostics.consoleErrors).toEqual([]);
    });
  }
}
