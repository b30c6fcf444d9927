// What the workflow screens do when the network fails them (issue 33, "what bad input and failure
// get"): a list whose load failed keeps the page and offers a retry; an action whose call failed
// says so beside the action and leaves the data as it was. The failures are the browser's own
// (Playwright aborts the request before it leaves), the server and its data are real.
import type { Page } from '@playwright/test';
import { expect, storedSession, submitSignIn, test } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

const TENANT = 'auto-b';

/** Makes the browser's calls matching `match` fail (as a dropped connection) until the returned function is called. */
async function failCalls(page: Page, match: (url: URL, method: string) => boolean): Promise<() => void> {
  let failing = true;
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (failing && match(new URL(request.url()), request.method())) await route.abort('connectionfailed');
    else await route.continue();
  });
  return () => {
    failing = false;
  };
}

test('a failed alert list load keeps the page and loads again with the retry', async ({ page, diagnostics }) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const recover = await failCalls(page, (url, method) => method === 'GET' && url.pathname === '/api/voc/alerts');
  await page.goto('/alerts/list');
  const list = page.locator('[data-page="alerts-list"]');
  // The page, its title and its filters stay; the list says it failed and offers a retry.
  await expect(list.getByRole('heading', { level: 1 })).toHaveText('Alertas');
  const failure = list.locator('[data-load-error]');
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAttribute('role', 'alert');
  await expect(list.getByLabel('Cerrada', { exact: true })).toBeVisible();
  await expect(list.locator('[data-alert-row]')).toHaveCount(0);

  recover();
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await expect(list.locator('[data-alert-row]')).toHaveCount(15);
  await expect(failure).toBeHidden();
  // The aborted calls are the only console errors.
  expect(diagnostics.consoleErrors.every((e) => e.text.includes('net::ERR'))).toBe(true);
});

test('a failed status change shows its error in the confirmation and leaves the alert as it was', async ({
  page,
  diagnostics,
}) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/alerts/list?status=NOT_HANDLED');
  const row = page.locator('[data-alert-row]').first();
  await expect(row).toBeVisible();
  const id = Number(await row.getAttribute('data-alert-row'));
  await page.goto(`/alerts/detail/${id}`);
  const detail = page.locator('[data-page="alert-detail"]');
  const status = detail.locator('h1 ~ [data-alert-status]');
  await expect(status).toHaveAttribute('data-alert-status', 'NOT_HANDLED');

  const recover = await failCalls(page, (url, method) => method === 'PUT' && url.pathname === `/api/voc/alerts/${id}`);
  await detail.getByRole('button', { name: 'Pasar a En proceso', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar cambio de estado' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  // The error is beside the action, in the dialog, which stays open for another try.
  await expect(dialog.locator('[role="alert"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  // Nothing changed, on screen or on the server.
  await expect(status).toHaveAttribute('data-alert-status', 'NOT_HANDLED');
  recover();
  const token = (await storedSession(page))?.token ?? '';
  const stored = await page.request.get(`/api/voc/alerts/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await stored.json()) as { status: string }).status).toBe('NOT_HANDLED');
  await page.reload();
  await expect(status).toHaveAttribute('data-alert-status', 'NOT_HANDLED');
  expect(diagnostics.consoleErrors.every((e) => e.text.includes('net::ERR'))).toBe(true);
});

test('a failed plan creation says so beside the form and creates nothing', async ({ page, diagnostics }) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/action-plans/new');
  const form = page.locator('[data-plan-form]');
  const title = `Plan que no llega ${Date.now()}`;
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Sucursal').selectOption({ index: 1 });
  await form.getByLabel('Responsable').fill('Jefa de sucursal');
  await form.getByLabel('Inicio').fill('2026-11-16');
  await form.getByLabel('Vencimiento').fill('2026-12-31');

  const recover = await failCalls(page, (url, method) => method === 'POST' && url.pathname === '/api/voc/action-plans');
  await form.getByRole('button', { name: 'Crear plan' }).click();
  await expect(form.locator('[data-action-error]')).toBeVisible();
  // Still on the form, with what was typed.
  await expect(page).toHaveURL('/action-plans/new');
  await expect(form.getByLabel('Título', { exact: true })).toHaveValue(title);
  recover();
  const token = (await storedSession(page))?.token ?? '';
  const found = await page.request.get(`/api/voc/action-plans?size=50&filter=${encodeURIComponent(title)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await found.json()).toEqual([]);
  expect(diagnostics.consoleErrors.every((e) => e.text.includes('net::ERR'))).toBe(true);
});
