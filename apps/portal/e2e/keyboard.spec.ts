// The portal by keyboard alone (issue 32): sign in, open the filters drawer, pick a geography, apply
// it and read the answered-surveys counter; remove the filter's chip, change the period in the date
// picker, open a chart's data table, change the language and back, move to another page through the
// main menu, open the profile menu and sign out; and switch dashboard — with Tab, Shift+Tab, arrows,
// Space, Delete and Enter only, never the mouse and never a programmatic focus or click. Every
// element the walk lands on must show a visible focus indicator (an outline or Tailwind's focus
// ring, a box-shadow).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

/** At most this many Tab presses to reach an element (the walk must not loop forever). */
const MAX_TABS = 40;

/** Whether `target` holds the keyboard focus (itself, or for a group: something inside it). */
async function focused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after MAX_TABS presses. */
async function tabTo(page: Page, target: Locator, what: string, { back = false } = {}): Promise<void> {
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
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

/** Signs in from /login: Tab to each field, type, Enter sends the form. */
async function signIn(page: Page, user: string): Promise<void> {
  await page.goto('/login');
  const email = page.getByLabel('Correo electrónico', { exact: true });
  await expect(email).toBeVisible();
  await tabTo(page, email, 'the e-mail field');
  await expectVisibleFocus(page, 'the e-mail field');
  await page.keyboard.type(user);
  const password = page.getByLabel('Contraseña', { exact: true });
  await tabTo(page, password, 'the password field');
  await expectVisibleFocus(page, 'the password field');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
}

test('sign in, filter, change period, read data, language, menu and sign out with the keyboard only', async ({
  page,
}) => {
  // A long walk, with an axe audit of every state it settles in: three times the default timeout.
  test.setTimeout(180_000);
  await signIn(page, 'analista@auto-b.demo');

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

  // The chip: the list is one tab stop, Delete removes the focused chip.
  const chip = page.locator(`[data-chip="geographies:${id}"]`);
  await tabTo(page, chip, 'the geography chip');
  await expectVisibleFocus(page, 'the geography chip');
  await page.keyboard.press('Delete');
  await expect(chip).toHaveCount(0);
  // The list is gone with its last chip: focus goes back to the tab stop before it, not to the body.
  await expectVisibleFocus(page, 'the tab stop before the removed chip');
  await expect(counter).toHaveAttribute('data-answered-count', String(before));

  // The period: Shift+Tab back to the date picker, Enter opens it, Tab to a quick range not chosen
  // yet, Enter applies it and closes the picker.
  const picker = page.locator('[data-date-range]');
  const range = await picker.getAttribute('data-date-range');
  await tabTo(page, picker, 'the date picker', { back: true });
  await expectVisibleFocus(page, 'the date picker');
  await page.keyboard.press('Enter');
  const quick = page.locator('[data-quick-range][aria-pressed="false"]').first();
  await expect(quick).toBeVisible();
  await tabTo(page, quick, 'a quick range');
  await expectVisibleFocus(page, 'a quick range');
  await page.keyboard.press('Enter');
  await expect(quick).toBeHidden();
  await expect(picker).not.toHaveAttribute('data-date-range', range ?? '');
  await expect(picker).toBeFocused();

  // A chart's data table: Tab to its frame's "Ver datos", Enter shows the table, Enter hides it.
  await expect(page.locator('[data-data-table-toggle]').first()).toBeVisible();
  const toggle = page.locator('[data-data-table-toggle]').first();
  await tabTo(page, toggle, 'the first "Ver datos" button');
  await expectVisibleFocus(page, 'the "Ver datos" button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const table = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"] table`);
  await expect(table).toBeVisible();
  await expect(table.locator('th[scope="col"]').first()).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // The table scrolls within the frame: its region is a tab stop (after the frame's help button,
  // when it has one); Shift+Tab goes back to the button.
  const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"] [data-widget-data-table]`);
  await tabTo(page, region, 'the data table');
  await expectVisibleFocus(page, 'the data table');
  await tabTo(page, toggle, 'the "Ocultar datos" button', { back: true });
  await expectVisibleFocus(page, 'the "Ocultar datos" button');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(table).toHaveCount(0);

  // The language: Shift+Tab back to the header's switch, Enter on English, then on Spanish.
  const english = page.locator('[data-language-switch] button[lang="en"]');
  await tabTo(page, english, 'the English button', { back: true });
  await expectVisibleFocus(page, 'the English button');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-open-filters]')).toHaveText('Filters');
  const spanish = page.locator('[data-language-switch] button[lang="es"]');
  await tabTo(page, spanish, 'the Spanish button', { back: true });
  await expectVisibleFocus(page, 'the Spanish button');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('[data-open-filters]')).toHaveText('Filtros');

  // The main menu: Tab to its button, Enter opens it on its first item, Down to a page other than
  // this one, Enter goes there.
  const sections = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button');
  await tabTo(page, sections, 'the main menu button');
  await expectVisibleFocus(page, 'the main menu button');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const item = page.locator('[role="menuitem"]:focus');
  await expect(item).toHaveCount(1);
  await expectVisibleFocus(page, 'the first menu item');
  for (let i = 0; i < 10 && (await item.getAttribute('aria-current')) === 'page'; i += 1) {
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page, 'a menu item');
  }
  const target = await item.getAttribute('href');
  expect(target, 'a menu item of another page').not.toBeNull();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const path = new URL(target ?? '/', 'http://portal').pathname;
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);

  // The profile menu: Shift+Tab back to its button, Enter opens it, Tab to "Cerrar sesión", Enter.
  const profile = page.locator('[data-profile-button]');
  await tabTo(page, profile, 'the profile button', { back: true });
  await expectVisibleFocus(page, 'the profile button');
  await page.keyboard.press('Enter');
  const signOut = page.locator('[data-profile]').getByRole('button', { name: 'Cerrar sesión' });
  await expect(signOut).toBeVisible();
  await tabTo(page, signOut, 'the sign-out button');
  await expectVisibleFocus(page, 'the sign-out button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
});

test('switch dashboard with the keyboard only', async ({ page }) => {
  // A level account the rules offer several dashboards (dashboards.spec.ts checks which).
  await signIn(page, 'national@auto-b.demo');
  const shown = page.locator('[data-dashboard]');
  await expect(shown).toBeVisible();
  const before = await shown.getAttribute('data-dashboard');
  const select = page.locator('[data-dashboard-switch]');
  await tabTo(page, select, 'the dashboard switch');
  await expectVisibleFocus(page, 'the dashboard switch');
  // A closed <select> takes the arrows: Down picks the next dashboard (Up the previous at the end).
  const last = await select.evaluate((el) => {
    const list = el as HTMLSelectElement;
    return list.selectedIndex === list.options.length - 1;
  });
  await page.keyboard.press(last ? 'ArrowUp' : 'ArrowDown');
  await expect(shown).not.toHaveAttribute('data-dashboard', before ?? '');
  await expect(page).toHaveURL(/[?&]dashboard=/);
  await expect(select).toBeFocused();
  await expectVisibleFocus(page, 'the dashboard switch after the change');
});
