// The accessibility audit of the browser tests (issue 32), in the portal's fixtures (and meant for
// the editor's too, which can import it as it is once the editor's pages pass): axe-core (through
// @axe-core/playwright) audits every state a test's page settles in, and a serious or critical
// violation fails the test with the rule, the node and the page.
//
// When it audits, without a line in the tests:
// - While the test runs: a script in each page (watchSettled) marks the document
//   [data-a11y-settled] once nothing has changed in it for SETTLE_MS, no animation runs and nothing
//   shows a loading state (the portal's loading screen, a widget frame still loading, aria-busy).
//   A Playwright locator handler on that mark runs before the test's next action or auto-waiting
//   assertion: it audits the page if its state (path and open dialogs or menus) was not audited yet
//   in this test — so a page the test leaves (the sign-in form, a dashboard before a switch) is
//   audited as it was when the test acted on it, dialogs open where the test opened them.
// - When the test ends: the page's last state, once settled (or after FINAL_SETTLE_MS anyway).
//
// Rules: axe's defaults (WCAG 2.x A and AA and best practices) plus label-content-name-mismatch
// (WCAG 2.5.3, experimental in axe and so off by default). Exceptions are scoped to a rule and a
// node, each with the reason, in the `exceptions` a fixture passes.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';

/** Milliseconds without a change before a page counts as settled. */
const SETTLE_MS = 300;
/** How long the end-of-test audit waits for the page to settle. */
const FINAL_SETTLE_MS = 10_000;
/** The impacts that fail a test. */
const FAILING = new Set(['serious', 'critical']);
/** Rules axe leaves off by default that the audit runs. */
const EXTRA_RULES = ['label-content-name-mismatch'];

/** A rule not applied to one node, and why. */
export interface A11yException {
  rule: string;
  /** The node's axe target (its CSS selector, as axe reports it). */
  target: string;
  why: string;
}

/** A violation the audit found. */
export interface A11yViolation {
  page: string;
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
  summary: string;
}

/**
 * Runs in each page: keeps [data-a11y-settled] on <html> while the document is settled, with its
 * state (path and open dialogs or menus) as value; any change removes it until the next quiet.
 */
function watchSettled(settleMs: number): void {
  const MARK = 'data-a11y-settled';
  // Loading screens and frames, and a word cloud whose layout (in a worker: no DOM change while it
  // runs) has not come back yet.
  const BUSY = [
    '[data-portal-loading]',
    '[data-widget-id][data-state="loading"]',
    '[aria-busy="true"]',
    '[data-word-cloud]:not([data-words="0"]):not([data-layout-thread])',
  ].join(', ');
  const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stateKey = (): string => {
    const open = [...document.querySelectorAll(OVERLAYS)].map(
      (e) => `${e.getAttribute('role')}:${e.getAttribute('aria-label') ?? e.getAttribute('aria-labelledby') ?? ''}`,
    );
    return [location.pathname, ...open.sort()].join(' + ');
  };
  const check = (): void => {
    timer = undefined;
    const root = document.documentElement;
    const running = document.getAnimations().some((a) => a.playState === 'running');
    if (document.querySelector(BUSY) !== null || running || document.body === null) {
      schedule();
      return;
    }
    root.setAttribute(MARK, stateKey());
  };
  const schedule = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, settleMs);
  };
  const observer = new MutationObserver((records) => {
    if (records.every((r) => r.target === document.documentElement && r.attributeName === MARK)) return;
    document.documentElement.removeAttribute(MARK);
    schedule();
  });
  const start = (): void => {
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    schedule();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** The audit of one test's page. */
export class PageAudit {
  readonly violations: A11yViolation[] = [];
  private readonly audited = new Set<string>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
    private readonly exceptions: readonly A11yException[],
  ) {}

  /** Installs the settle watch and the locator handler. */
  async install(): Promise<void> {
    await this.page.context().addInitScript(watchSettled, SETTLE_MS);
    await this.page.addLocatorHandler(
      this.page.locator('html[data-a11y-settled]'),
      async () => {
        const key = await this.page
          .evaluate(() => {
            const root = document.documentElement;
            const value = root.getAttribute('data-a11y-settled');
            root.removeAttribute('data-a11y-settled');
            return value;
          })
          .catch(() => null);
        if (key !== null) await this.audit(key);
      },
      { noWaitAfter: true },
    );
  }

  /** Audits the page's last state when the test ends: once settled, or after FINAL_SETTLE_MS. */
  async final(): Promise<void> {
    if (this.page.isClosed() || this.page.url() === 'about:blank') return;
    const key = await this.page
      .waitForFunction(() => document.documentElement.getAttribute('data-a11y-settled'), null, {
        timeout: FINAL_SETTLE_MS,
      })
      .then(async (handle) => (await handle.jsonValue()) ?? new URL(this.page.url()).pathname)
      .catch(() => new URL(this.page.url()).pathname);
    await this.audit(key);
  }

  /** Audits the page in the state `key`, unless that state was audited already. */
  async audit(key: string): Promise<void> {
    if (this.audited.has(key)) return;
    this.audited.add(key);
    // One audit at a time (a handler can fire while the end-of-test audit runs).
    while (this.running) await this.running;
    this.running = this.run(key);
    try {
      await this.running;
    } finally {
      this.running = null;
    }
  }

  private async run(key: string): Promise<void> {
    // Legacy mode runs axe in the page itself, without opening a blank page in the context.
    const results = await new AxeBuilder({ page: this.page })
      .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
      .setLegacyMode(true)
      .analyze();
    const found = results.violations.filter((v) => FAILING.has(v.impact ?? '')).flatMap((v) => this.nodes(key, v));
    this.violations.push(...found);
    if (found.length > 0)
      await this.testInfo.attach(`axe ${key}`, {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
  }

  private nodes(page: string, violation: Result): A11yViolation[] {
    return violation.nodes
      .map((node) => ({ node, target: node.target.map(String).join(' ') }))
      .filter(({ target }) => !this.exceptions.some((e) => e.rule === violation.id && e.target === target))
      .map(({ node, target }) => ({
        page,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        target,
        html: node.html,
        summary: node.failureSummary ?? '',
      }));
  }

  /** The violations as the failure message's lines. */
  report(): string {
    return this.violations
      .map(
        (v) =>
          `[${v.impact}] ${v.rule} on ${v.page}: ${v.target}\n    ${v.html}\n    ${v.summary.replace(/\n/g, '\n    ')}`,
      )
      .join('\n');
  }
}
