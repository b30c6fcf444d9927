// The fixtures of the editor's browser tests: a server per test file (its own data directory and
// copy of dashboards/, a free port), Debian's Chromium in a fresh profile per test, and checks
// that the page made no request to another host, broke no Content-Security-Policy rule and threw
// nothing; and the accessibility audit (apps/portal/e2e/support/a11y.ts, shared with the portal):
// every state a test's page settles in is audited with axe-core, and a serious or critical
// violation fails the test with the rule, the node and the page.
import { chromium, expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { openFreshChromium } from '../../../scripts/lib/chromium.mjs';
import { PageAudit, type A11yException } from '../../portal/e2e/support/a11y.js';
import { CONSULTANT, DEMO_PASSWORD, serverLib, TEMPLATE_ENV, type TestServer } from './support.js';

/** Nodes a rule of the accessibility audit does not apply to, each with the reason. */
const A11Y_EXCEPTIONS: A11yException[] = [];

class ServerPool {
  private current: { file: string; server: Promise<TestServer> } | null = null;

  async forFile(file: string): Promise<TestServer> {
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

async function startServer(): Promise<TestServer> {
  const lib = await serverLib();
  const template = process.env[TEMPLATE_ENV] ?? lib.seedTemplate();
  return lib.startPortalServer({ template });
}

interface Problems {
  pageErrors: string[];
  foreignRequests: string[];
  cspViolations: string[];
}

export const test = base.extend<
  { server: TestServer; problems: Problems; a11y: PageAudit },
  { serverPool: ServerPool }
>({
  serverPool: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const pool = new ServerPool();
      await use(pool);
      await pool.close();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  server: [async ({ serverPool }, use, testInfo) => use(await serverPool.forFile(testInfo.file)), { timeout: 150_000 }],
  baseURL: async ({ server }, use) => use(server.url),
  // eslint-disable-next-line no-empty-pattern -- see above.
  problems: async ({}, use) => use({ pageErrors: [], foreignRequests: [], cspViolations: [] }),
  context: [
    async ({ server, problems, viewport, locale }, use) => {
      let browser: { context: BrowserContext; close: () => Promise<void> } | undefined;
      try {
        browser = await openFreshChromium(chromium, { baseURL: server.url, viewport, locale });
        const context = browser.context;
        context.on('request', (request) => {
          const url = request.url();
          if (!(url.startsWith(server.url) || url.startsWith('data:') || url.startsWith('blob:')))
            problems.foreignRequests.push(url);
        });
        context.on('console', (message) => {
          if (message.text().includes('Content Security Policy')) problems.cspViolations.push(message.text());
        });
        context.on('weberror', (error) => problems.pageErrors.push(String(error.error())));
        await use(context);
        expect(problems.foreignRequests, 'requests to another host than the server').toEqual([]);
        expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
        expect(problems.pageErrors, 'uncaught errors in the page').toEqual([]);
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

/**
 * Signs in to the editor as the consultant demo account, or as `email` (the server allows 10
 * sign-ins of one account from one address in 5 minutes: more tests than that use another account).
 */
export async function signInAsConsultant(page: Page, email: string = CONSULTANT): Promise<void> {
  await page.goto('/editor/');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('navigation', { name: 'Tenants' })).toBeVisible();
}

/** Opens a file of a tenant in the editor (after signing in). */
export async function openFile(page: Page, tenant: string, path: string): Promise<void> {
  await page.goto(`/editor/t/${tenant}/${path}`);
  await expect(page.locator(`[data-open-file="${path}"]`)).toBeVisible();
}
