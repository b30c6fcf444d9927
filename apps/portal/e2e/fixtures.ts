// The fixtures of the portal's browser tests.
//
// - `server`: an API server (scripts/lib/portal-server.mjs) serving the production build of the
//   portal, with its own copy of the seeded data directory and of dashboards/, on a free port. One
//   per test file: the first test of a file starts it, the file's last test leaves it to the next
//   file (which stops it), and the worker stops the last one. A worker restarted after a failure
//   starts a fresh one.
// - `context` / `page`: Debian's Chromium in a persistent context (a fresh profile folder per test,
//   removed after it; plain launch() refuses --user-data-dir), with the server as base URL.
// - `diagnostics`: what the page logged. Every test fails when the portal asked another host for
//   anything, when the browser reported a Content-Security-Policy violation, when a page threw, or
//   when a page that showed a dashboard was replaced by the whole-page loading screen (something
//   suspended up to the portal's top boundary).
// - `a11y` (automatic): the accessibility audit (support/a11y.ts). Every state a test's page settles
//   in is audited with axe-core; a serious or critical violation fails the test with the rule, the
//   node and the page.
import { chromium, expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { openFreshChromium } from '../../../scripts/lib/chromium.mjs';
import { PageAudit, type A11yException } from './support/a11y.js';
import { portalServerLib, TEMPLATE_ENV, type PortalServer } from './support/repo.js';

/** Nodes a rule of the accessibility audit does not apply to, each with the reason. */
const A11Y_EXCEPTIONS: A11yException[] = [];

/** What the browser reported during a test. */
export interface Diagnostics {
  /** console.error messages (with where they came from), Content-Security-Policy reports included. */
  consoleErrors: { text: string; url: string }[];
  /** Uncaught exceptions of the pages. */
  pageErrors: string[];
  /** URLs of requests to anything but the server. */
  foreignRequests: string[];
  /** Console messages about the Content-Security-Policy. */
  cspViolations: string[];
  /** Paths where the loading screen ([data-portal-loading]) came back over a shown dashboard. */
  pageHidden: string[];
}

/**
 * Runs in each page: reports (through the binding __vozPageHidden) the loading screen appearing in
 * a document that already showed a dashboard.
 */
function watchPageHidden(): void {
  let dashboardShown = false;
  let reported = false;
  new MutationObserver(() => {
    if (reported) return;
    if (!dashboardShown) {
      dashboardShown = document.querySelector('[data-dashboard]') !== null;
      return;
    }
    if (document.querySelector('[data-portal-loading]') === null) return;
    reported = true;
    (window as unknown as { __vozPageHidden: (path: string) => void }).__vozPageHidden(location.pathname);
  }).observe(document, { childList: true, subtree: true });
}

/** The API server of the current test file, started on first use. */
class ServerPool {
  private current: { file: string; server: Promise<PortalServer> } | null = null;

  async forFile(file: string): Promise<PortalServer> {
    if (this.current?.file !== file) {
      await this.close();
      this.current = { file, server: startServer() };
    }
    return this.current.server;
  }

  async close(): Promise<void> {
    const previous = this.current;
    this.current = null;
    if (previous) await (await previous.server.catch(() => null))?.stop();
  }
}

async function startServer(): Promise<PortalServer> {
  const lib = await portalServerLib();
  // Seeded by the global setup; seedTemplate() only seeds when that did not run (it is cached).
  const template = process.env[TEMPLATE_ENV] ?? lib.seedTemplate();
  return lib.startPortalServer({ template });
}

/** Whether a request stays on the server (data: and blob: URLs never leave the page). */
function staysHome(url: string, server: string): boolean {
  return url === server || url.startsWith(`${server}/`) || url.startsWith('data:') || url.startsWith('blob:');
}

interface TestFixtures {
  server: PortalServer;
  diagnostics: Diagnostics;
  a11y: PageAudit;
}

interface WorkerFixtures {
  serverPool: ServerPool;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverPool: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const pool = new ServerPool();
      await use(pool);
      await pool.close();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  // Its own timeout: starting a server (copying the data folder, opening the database) may take
  // longer than a test on a busy machine, and must not eat the test's 60 s.
  server: [async ({ serverPool }, use, testInfo) => use(await serverPool.forFile(testInfo.file)), { timeout: 150_000 }],
  baseURL: async ({ server }, use) => use(server.url),
  // eslint-disable-next-line no-empty-pattern -- see above.
  diagnostics: async ({}, use) =>
    use({ consoleErrors: [], pageErrors: [], foreignRequests: [], cspViolations: [], pageHidden: [] }),
  // Its own timeout too: Chromium takes seconds to start with a fresh profile on a busy machine.
  context: [
    async ({ server, diagnostics, viewport, locale }, use) => {
      let browser: { context: BrowserContext; close: () => Promise<void> } | undefined;
      try {
        browser = await openFreshChromium(chromium, { baseURL: server.url, viewport, locale });
        const context = browser.context;
        context.on('request', (request) => {
          if (!staysHome(request.url(), server.url)) diagnostics.foreignRequests.push(request.url());
        });
        context.on('console', (message) => {
          const text = message.text();
          if (text.includes('Content Security Policy')) diagnostics.cspViolations.push(text);
          if (message.type() === 'error') diagnostics.consoleErrors.push({ text, url: message.location().url });
        });
        context.on('weberror', (error) => diagnostics.pageErrors.push(String(error.error())));
        await context.exposeBinding('__vozPageHidden', (_source, path: string) => diagnostics.pageHidden.push(path));
        await context.addInitScript(watchPageHidden);
        await use(context);
        expect(diagnostics.foreignRequests, 'requests of the portal to another host than the server').toEqual([]);
        expect(diagnostics.cspViolations, 'Content-Security-Policy violations').toEqual([]);
        expect(diagnostics.pageErrors, 'uncaught errors in the page').toEqual([]);
        expect(diagnostics.pageHidden, 'the loading screen replaced a shown dashboard').toEqual([]);
      } finally {
        await browser?.close();
      }
    },
    { scope: 'test', timeout: 60_000 },
  ],
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
  a11y: [
    async ({ page }, use, testInfo) => {
      const audit = new PageAudit(page, testInfo, A11Y_EXCEPTIONS);
      await audit.install();
      await use(audit);
      // The last state too, unless the test failed already (its own failure is the one to read).
      if (testInfo.status === testInfo.expectedStatus) await audit.final();
      expect(audit.violations.length, `serious or critical accessibility violations:\n${audit.report()}`).toBe(0);
    },
    { auto: true, timeout: 60_000 },
  ],
});

export { expect };

/** The Spanish labels of the sign-in form (packages/i18n portal.ts). */
const LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Ingresar' };

/** Fills and sends the sign-in form at `${basePath}/login`. */
export async function submitSignIn(page: Page, email: string, password: string, basePath = ''): Promise<void> {
  await page.goto(`${basePath}/login`);
  await page.getByLabel(LOGIN.email, { exact: true }).fill(email);
  await page.getByLabel(LOGIN.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: LOGIN.submit, exact: true }).click();
}

/** The persisted session (localStorage 'voz-session', zustand's { state, version }). */
export async function storedSession(page: Page): Promise<{ token: string | null; language: string | null } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('voz-session');
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as { state?: { token?: string | null; language?: string | null } };
    return { token: parsed.state?.token ?? null, language: parsed.state?.language ?? null };
  });
}

/** The path and query of the page's address ('/dashboard?ch=3'). */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The keys of the section menu's items ([data-menu-item]), opening and closing the menu. */
export async function menuKeys(page: Page): Promise<string[]> {
  await page.locator('[data-section-menu]').click();
  const items = page.locator('[data-menu-item]');
  await expect(items.first()).toBeVisible();
  const keys = await items.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-menu-item') ?? ''));
  await page.keyboard.press('Escape');
  await expect(items).toHaveCount(0);
  return keys;
}

/**
 * Waits until the dashboard has drawn every widget: as many frames as [data-widget-count], none of
 * them loading. Returns the states of the frames by widget id.
 */
export async function waitForPaintedDashboard(page: Page): Promise<Record<string, string>> {
  const dashboard = page.locator('[data-dashboard]');
  await expect(dashboard).toBeVisible();
  const frames = dashboard.locator('[data-widget-id]');
  await expect
    .poll(
      async () => {
        const count = Number(await dashboard.getAttribute('data-widget-count'));
        const states = await frames.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-state')));
        return count > 0 && states.length === count && states.every((s) => s !== 'loading');
      },
      { message: 'every widget frame drawn and out of its loading state', timeout: 45_000 },
    )
    .toBe(true);
  return Object.fromEntries(
    await frames.evaluateAll((elements) =>
      elements.map((e) => [e.getAttribute('data-widget-id') ?? '', e.getAttribute('data-state') ?? '']),
    ),
  );
}

/** Signs out from the profile popover, and waits for the sign-in page. */
export async function signOutFromProfile(page: Page): Promise<void> {
  await page.locator('[data-profile-button]').click();
  await page.locator('[data-profile]').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Sends the forced-reset form of /login/reset with a new password and its confirmation. */
export async function submitNewPassword(page: Page, password: string, confirmation: string): Promise<void> {
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repita la nueva contraseña', { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}
