// The alerts of the close-the-loop workflow (platform-core.md §2, §3, §6, §9; issue 33): the
// drawer in the header, /alerts/list and /alerts/detail/{id} with status changes, comments and
// evidence, against the real server — and who sees none of it.
import type { Page } from '@playwright/test';
import { expect, menuKeys, storedSession, submitSignIn, test, waitForPaintedDashboard } from './fixtures.js';
import { DEMO_PASSWORD, metadataJson } from './support/repo.js';

const TENANT = 'auto-b';
/** A small but real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The four counters of the open drawer, by name. */
async function drawerCounters(page: Page): Promise<Record<string, number>> {
  const drawer = page.locator('[data-alerts-drawer]');
  const values: Record<string, number> = {};
  for (const name of ['not_handled', 'in_process', 'closed', 'wows']) {
    const counter = drawer.locator(`[data-alert-counter="${name}"]`);
    await expect(counter).toHaveAttribute('data-value', /^\d+$/);
    values[name] = Number(await counter.getAttribute('data-value'));
  }
  return values;
}

async function openDrawer(page: Page): Promise<void> {
  await page.locator('[data-alerts-button]').click();
  await expect(page.getByRole('dialog', { name: 'Alertas' })).toBeVisible();
}

/** Moves the alert of the detail page to a status through the confirmation. */
async function moveTo(page: Page, label: string, status: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar cambio de estado' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-page="alert-detail"] h1 ~ [data-alert-status]')).toHaveAttribute(
    'data-alert-status',
    status,
  );
}

test('analista opens an alert from the drawer, comments, attaches a PDF, handles it and sees the counters move', async ({
  page,
}) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');

  // The drawer: 500 px wide, counters of the last 90 days, the latest alerts.
  await openDrawer(page);
  const drawer = page.getByRole('dialog', { name: 'Alertas' });
  expect((await drawer.boundingBox())?.width).toBe(500);
  await expect(drawer.getByLabel('Período')).toHaveValue('90');
  const before = await drawerCounters(page);
  const waiting = drawer
    .locator('[data-alert-link]')
    .filter({ has: page.locator('[data-alert-status="NOT_HANDLED"]') });
  await expect(waiting.first()).toBeVisible();
  const id = Number(await waiting.first().getAttribute('data-alert-link'));
  await waiting.first().click();
  await expect(page).toHaveURL(`/alerts/detail/${id}`);
  await expect(drawer).toBeHidden();
  const detail = page.locator('[data-page="alert-detail"]');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`Alerta N° ${id}`);
  await expect(detail.locator('[data-survey-answers] dd').first()).toBeVisible();
  await expect(detail.locator('[data-first-response]')).toBeVisible();

  // A comment, sent with a double click: stored once.
  const text = `Llamamos al cliente (prueba ${id}).`;
  await detail.getByLabel('Nuevo comentario').fill(text);
  await detail.getByRole('button', { name: 'Agregar comentario' }).dblclick();
  await expect(detail.locator('[data-comment]').filter({ hasText: text })).toHaveCount(1);
  await expect(detail.getByLabel('Nuevo comentario')).toHaveValue('');
  await page.waitForTimeout(500);
  await expect(detail.locator('[data-comment]').filter({ hasText: text })).toHaveCount(1);

  // A PDF is attached and listed; a type the server refuses gets a Spanish message and leaves nothing.
  const files = detail.getByLabel('Adjuntar archivos');
  await files.setInputFiles({ name: 'informe.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(detail.locator('[data-evidence="informe.pdf"]')).toBeVisible();
  await expect(detail.locator('[data-upload-done="1"]')).toBeVisible();
  await files.setInputFiles({ name: 'programa.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ…') });
  await expect(detail.locator('[data-evidence-upload] [data-action-error]')).toContainText('no está permitido');
  await expect(detail.locator('[data-evidence]')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Descargar informe.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('informe.pdf');

  // NOT_HANDLED → IN_PROCESS → CLOSED, each confirmed.
  await expect(detail.getByRole('button', { name: 'Reabrir alerta' })).toHaveCount(0);
  await moveTo(page, 'Pasar a En proceso', 'IN_PROCESS');
  await expect(detail.locator('[data-first-response]')).not.toHaveAttribute('data-first-response', 'waiting');
  await moveTo(page, 'Cerrar alerta', 'CLOSED');
  await expect(detail.getByRole('button', { name: 'Reabrir alerta' })).toBeVisible();

  // The drawer's counters changed without a reload: one alert less waiting, one more closed.
  await openDrawer(page);
  await expect
    .poll(async () => drawerCounters(page))
    .toEqual({ ...before, not_handled: before.not_handled! - 1, closed: before.closed! + 1 });
  // The header's badge counts the alerts not handled too.
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-alerts-badge]')).toHaveAttribute(
    'data-alerts-badge',
    String(before.not_handled! - 1),
  );
});

test('the alert list pages on the server, keeps its filters in the address and opens each row', async ({ page }) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  expect(await menuKeys(page)).toEqual(['dashboard', 'alerts-stats', 'alerts-list', 'action-plans']);
  await page.locator('[data-section-menu]').click();
  await page.locator('[data-menu-item="alerts-list"]').click();
  await expect(page).toHaveURL('/alerts/list');
  const list = page.locator('[data-page="alerts-list"]');
  await expect(list.getByRole('heading', { level: 1 })).toHaveText('Alertas');
  const rows = list.locator('[data-alert-row]');
  await expect(rows).toHaveCount(15);
  const total = Number(await list.locator('[data-alerts-total]').getAttribute('data-alerts-total'));
  expect(total).toBeGreaterThan(15);

  // Status filter and the next page live in the address.
  // (The box follows the address, so it is clicked, not check()ed: it turns on with the new address.)
  await list.getByLabel('Cerrada', { exact: true }).click();
  await expect(page).toHaveURL('/alerts/list?status=CLOSED');
  await expect(list.getByLabel('Cerrada', { exact: true })).toBeChecked();
  await expect(rows.first()).toBeVisible();
  await expect(list.locator('[data-alert-row] [data-alert-status]').first()).toHaveAttribute(
    'data-alert-status',
    'CLOSED',
  );
  for (const status of await list.locator('[data-alert-row] [data-alert-status]').all()) {
    await expect(status).toHaveAttribute('data-alert-status', 'CLOSED');
  }
  await list.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL('/alerts/list?status=CLOSED&page=2');
  await expect(list.locator('[data-page-number="2"]')).toBeVisible();
  await page.reload();
  await expect(list.getByLabel('Cerrada', { exact: true })).toBeChecked();
  await expect(list.locator('[data-page-number="2"]')).toBeVisible();

  // Oldest first, and a search on a customer with no match shows the empty state.
  await list.getByLabel('Orden').selectOption('oldest');
  await expect(page).toHaveURL('/alerts/list?status=CLOSED&sort=oldest');
  await list.getByLabel('Buscar cliente').fill('Nadie-Con-Este-Nombre');
  await list.getByRole('button', { name: 'Buscar' }).click();
  await expect(list.locator('[data-empty]')).toContainText('No hay alertas con estos filtros.');
  await list.getByRole('button', { name: 'Quitar filtros de la lista' }).click();
  await expect(page).toHaveURL('/alerts/list');

  // A row opens its alert.
  const first = rows.first();
  const id = await first.getAttribute('data-alert-row');
  await first.locator('td').nth(2).click();
  await expect(page).toHaveURL(`/alerts/detail/${id}`);
  await expect(page.locator('[data-page="alert-detail"] h1')).toHaveText(`Alerta N° ${id}`);
});

test('the alert statistics are the shared dashboard, drawn with the widget library', async ({ page }) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.locator('[data-section-menu]').click();
  await page.locator('[data-menu-item="alerts-stats"]').click();
  await expect(page).toHaveURL('/alerts/stats');
  const stats = page.locator('[data-page="alerts-stats"]');
  await expect(stats.getByRole('heading', { level: 1 })).toContainText('Estadísticas de alertas');
  const states = await waitForPaintedDashboard(page);
  expect(Object.keys(states).sort()).toEqual([
    'alerts-stats-by-geo',
    'alerts-stats-by-month',
    'alerts-stats-by-week',
    'alerts-stats-first-response',
    'alerts-stats-status',
    'alerts-stats-type',
  ]);
  expect(Object.values(states)).not.toContain('error');
  expect(states['alerts-stats-status']).toBe('ready');
});

test('lector sees no alert page nor drawer, and the API refuses it', async ({ page }) => {
  await submitSignIn(page, `lector@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('[data-profile-button]')).toBeVisible();
  await expect(page.locator('[data-alerts-button]')).toHaveCount(0);
  expect(await menuKeys(page)).toEqual(['dashboard']);
  for (const path of ['/alerts/list', '/alerts/detail/42', '/alerts/stats']) {
    await page.goto(path);
    await expect(page.locator('[data-page="error"]')).toBeVisible();
  }
  const token = (await storedSession(page))?.token ?? '';
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/voc/alerts', { headers })).status()).toBe(403);
  expect((await page.request.get('/api/voc/alerts/42', { headers })).status()).toBe(403);
});

test('zonal sees only the alerts of its zone', async ({ page }) => {
  const metadata = metadataJson(TENANT);
  const names = (node: { name: string; children?: unknown[] }): string[] => [
    node.name,
    ...((node.children ?? []) as { name: string; children?: unknown[] }[]).flatMap(names),
  ];
  const norte = metadata.geographies.root.children?.find((zone) => zone.name === 'Norte');
  expect(norte).toBeDefined();
  const inZone = new Set(names(norte!));

  await submitSignIn(page, `zonal@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/alerts/list');
  const places = page.locator('[data-alert-row] td:nth-child(5)');
  await expect(places.first()).toBeVisible();
  for (const place of await places.allTextContents()) expect(inZone, place).toContain(place);

  // An alert of another zone answers as missing, and the drawer's latest alerts are the zone's.
  const token = (await storedSession(page))?.token ?? '';
  const outside = await page.request.get('/api/voc/alerts?size=1&geoLocationInclude=10011', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(outside.status()).toBe(200);
  expect(await outside.json()).toEqual([]);
  await openDrawer(page);
  const latest = page.locator('[data-alerts-latest] [data-alert-link]');
  await expect(latest.first()).toBeVisible();
  for (const text of await latest.allTextContents()) {
    expect(
      [...inZone].some((name) => text.includes(name)),
      text,
    ).toBe(true);
  }
});
