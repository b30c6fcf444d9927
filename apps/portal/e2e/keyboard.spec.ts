// The portal by keyboard alone (issue 32): sign in, open the filters drawer, pick a geography, apply
// it and read the answered-surveys counter — with Tab, arrows, Space and Enter only, never the
// mouse and never a programmatic focus or click. Every element the walk lands on must show a
// visible focus indicator (an outline or Tailwind's focus ring, a box-shadow).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

/** At most this many Tab presses to reach an element (the walk must not loop forever). */
const MAX_TABS = 40;

/** Whether `target` holds the keyboard focus (itself, or for a group: something inside it). */
async function focused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/** Presses Tab until `target` has the focus; fails after MAX_TABS presses. */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(target), `${what} reached with Tab within ${MAX_TABS} presses`).toBe(true);
}

/** Checks that the focused element shows where the focus is: :focus-visible, with an outline or a ring. */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { visible: false, html: 'body' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return { visible: el.matches(':focus-visible') && (outline || ring), html: el.outerHTML.slice(0, 160) };
  });
  expect(focus.visible, `${what} shows a visible focus (${focus.html})`).toBe(true);
}

test('sign in, filter by a geography and read the counter with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Correo electrónico', { exact: true });
  await expect(email).toBeVisible();

  // Sign in: Tab to each field, type, Enter sends the form.
  await tabTo(page, email, 'the e-mail field');
  await expectVisibleFocus(page, 'the e-mail field');
  await page.keyboard.type('analista@auto-b.demo');
  const password = page.getByLabel('Contraseña', { exact: true });
  await tabTo(page, password, 'the password field');
  await expectVisibleFocus(page, 'the password field');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');

  const counter = page.locator('[data-answered-count]');
  await expect(counter).toBeVisible();
  const before = Number(await counter.getAttribute('data-answered-count'));

  // The filters drawer: Tab to its button, Enter opens it.
  const open = page.locator('[data-open-filters]');
  await tabTo(page, open, 'the filters button');
  await expectVisibleFocus(page, 'the filters button');
  await page.keyboard.press('Enter');
  const panel = page.locator('[data-filters-panel]');
  await expect(panel).toBeVisible();

  // The geographies tree: one tab stop; Right expands the root, Down moves to its first child,
  // Space selects it.
  const tree = panel.getByRole('group', { name: 'Geografías' }).getByRole('tree');
  await tabTo(page, tree, 'the geographies tree');
  await expectVisibleFocus(page, 'a node of the geographies tree');
  const first = page.locator('[role="treeitem"]:focus');
  if ((await first.getAttribute('aria-expanded')) === 'false') await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const picked = page.locator('[role="treeitem"]:focus');
  await expectVisibleFocus(page, 'the geography picked');
  const id = await picked.getAttribute('data-node-id');
  const name = (await picked.innerText()).trim();
  expect(id, 'a geography node has the focus').not.toBeNull();
  await page.keyboard.press('Space');
  await expect(picked).toHaveAttribute('aria-selected', 'true');

  // Apply: Tab to the button, Enter; the drawer closes and the chip shows the geography.
  const apply = panel.locator('[data-apply-filters]');
  await tabTo(page, apply, 'the apply button');
  await expectVisibleFocus(page, 'the apply button');
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(page.locator(`[data-chip="geographies:${id}"]`)).toContainText(name);

  // The counter counted again, for the geography: fewer surveys than the whole scope, announced as a
  // status (role=status) a screen reader reads.
  await expect(counter).not.toHaveAttribute('data-answered-count', String(before));
  const after = Number(await counter.getAttribute('data-answered-count'));
  expect(after).toBeLessThan(before);
  await expect(counter).toHaveAttribute('role', 'status');
  await expect(counter).toContainText('encuestas');
});
