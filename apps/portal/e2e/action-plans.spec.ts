// Action plans, the end of the close-the-loop workflow (platform-core.md §2, §4, §6, §7; issue
// 33): a plan created from an alert with a suggested tag, an activity at 50 %, a cause on the
// fishbone, closed and moved to the library, found there and copied; and who may do what.
import { expect, menuKeys, storedSession, submitSignIn, test } from './fixtures.js';
import { DEMO_PASSWORD, metadataJson } from './support/repo.js';

const TENANT = 'auto-b';

test('analista turns an alert into a plan, works it, closes it and finds it in the library', async ({ page }) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');

  // From an alert of the drawer to a new plan pre-filled with it.
  await page.locator('[data-alerts-button]').click();
  const drawer = page.getByRole('dialog', { name: 'Alertas' });
  const link = drawer.locator('[data-alert-link]').first();
  await expect(link).toBeVisible();
  const alertId = Number(await link.getAttribute('data-alert-link'));
  await link.click();
  await expect(page).toHaveURL(`/alerts/detail/${alertId}`);
  const place = await page.locator('[data-alert-fields] dd').nth(1).textContent();
  await page.getByRole('link', { name: 'Crear un plan de acción con esta alerta' }).click();
  await expect(page).toHaveURL(`/action-plans/new?alert=${alertId}`);
  const form = page.locator('[data-plan-form]');
  const title = form.getByLabel('Título', { exact: true });
  await expect(title).toHaveValue(new RegExp(`^Alerta N° ${alertId}: `));
  await expect(page.locator(`[data-from-alert="${alertId}"]`)).toBeVisible();
  await expect(form.getByLabel('Sucursal')).toHaveValue(/\d+/);
  expect(await form.getByLabel('Sucursal').locator('option:checked').textContent()).toBe(place);

  // A suggested tag (the worst of the filters) names the plan.
  const suggestion = page.locator('[data-suggestion]').first();
  await expect(suggestion).toBeVisible();
  const tag = (await suggestion.getAttribute('data-suggestion')) ?? '';
  await suggestion.click();
  const planTitle = `Mejorar «${tag}»`;
  await expect(title).toHaveValue(planTitle);
  const unique = `${planTitle} ${alertId}`;
  await title.fill(unique);
  await form.getByLabel('Responsable').fill('Jefa de sucursal');
  await form.getByLabel('Inicio').fill('2026-11-16');
  await form.getByLabel('Vencimiento').fill('2026-12-31');
  // A double click creates one plan.
  await form.getByRole('button', { name: 'Crear plan' }).dblclick();
  await expect(page).toHaveURL(/\/action-plans\/\d+\/detail$/);
  const planId = Number(/\/action-plans\/(\d+)\/detail/.exec(page.url())?.[1]);
  const detail = page.locator('[data-page="action-plan-detail"]');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(unique);
  await expect(detail.locator(`[data-plan-alert="${alertId}"]`)).toBeVisible();
  const token = (await storedSession(page))?.token ?? '';
  const found = await page.request.get(`/api/voc/action-plans?size=50&filter=${encodeURIComponent(unique)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await found.json()) as { id: number }[]).map((p) => p.id)).toEqual([planId]);

  // An activity, then 50 % of progress.
  await detail.getByLabel('Título de la actividad').fill('Llamar al cliente');
  await detail.getByRole('button', { name: 'Agregar actividad' }).click();
  const activity = detail.locator('[data-activity="Llamar al cliente"]');
  await expect(activity).toBeVisible();
  await activity.getByRole('spinbutton', { name: 'Avance de «Llamar al cliente» (%)' }).fill('50');
  await activity.getByRole('button', { name: 'Guardar avance' }).click();
  await expect(activity.locator('[data-progress="50"]')).toBeVisible();
  await expect(detail.locator('[data-plan-progress="50"]')).toBeVisible();

  // A root cause on the fishbone.
  const method = detail.locator('[data-cause-category="Método"]');
  await method.getByLabel('Nueva causa en Método').fill('Sin protocolo de seguimiento');
  await method.getByRole('button', { name: 'Agregar causa' }).click();
  await detail.getByRole('button', { name: 'Guardar causas' }).click();
  await expect(detail.getByText('Causas guardadas.')).toBeVisible();
  await page.reload();
  await expect(
    detail.locator('[data-cause-category="Método"] [data-cause="Sin protocolo de seguimiento"]'),
  ).toBeVisible();

  // Closed (confirmed), then to the library.
  await detail.getByRole('button', { name: 'Cerrar plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar cambio de estado' });
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.locator('h1 ~ [data-plan-status]')).toHaveAttribute('data-plan-status', 'CLOSED');
  await expect(detail.getByLabel('Título de la actividad')).toHaveCount(0);
  await detail.getByRole('button', { name: 'Mover a la biblioteca' }).click();
  await expect(detail.locator('[data-plan-library="true"]')).toBeVisible();
  const log = detail.locator('[data-plan-log]');
  await expect(log).toContainText('Movió el plan a la biblioteca');
  await expect(log).toContainText('Cambió el estado de «Abierto» a «Cerrado»');
  await expect(log).toContainText('Creó el plan');

  // Found in the library, and copied into a new plan.
  await page.getByRole('link', { name: 'Volver a los planes de acción' }).click();
  await expect(page).toHaveURL('/action-plans');
  await page.getByRole('link', { name: 'Biblioteca de buenas prácticas' }).click();
  await expect(page).toHaveURL('/action-plans/best-practices/library');
  const library = page.locator('[data-page="action-plan-library"]');
  await library.getByLabel('Buscar en la biblioteca').fill(unique);
  await library.getByRole('button', { name: 'Buscar' }).click();
  const card = library.locator(`[data-library-plan="${planId}"]`);
  await expect(card).toBeVisible();
  await expect(library.locator('[data-library-plan]')).toHaveCount(1);
  await card.getByRole('link', { name: 'Copiar en un plan nuevo' }).click();
  await expect(page).toHaveURL(`/action-plans/new?copy=${planId}`);
  await expect(page.locator('[data-plan-form]').getByLabel('Título', { exact: true })).toHaveValue(unique);
  await expect(page.locator('[data-plan-prefill]')).toContainText('Llamar al cliente');
});

test('the plan list filters by status, place and moment in the address', async ({ page }) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  // A list's own state stays on its page: from the alerts' second page of closed alerts, the menu
  // opens the plans unfiltered.
  await page.goto('/alerts/list?status=CLOSED&page=2');
  await expect(page.locator('[data-page-number="2"]')).toBeVisible();
  await page.locator('[data-section-menu]').click();
  await page.locator('[data-menu-item="action-plans"]').click();
  await expect(page).toHaveURL('/action-plans');
  const list = page.locator('[data-page="action-plans"]');
  await expect(list.locator('[data-plan-row]').first()).toBeVisible();
  await list.getByLabel('Cerrado', { exact: true }).click();
  await expect(page).toHaveURL('/action-plans?status=CLOSED');
  for (const status of await list.locator('[data-plan-row] [data-plan-status]').all()) {
    await expect(status).toHaveAttribute('data-plan-status', 'CLOSED');
  }
  await list.getByLabel('Momento crítico').selectOption('1');
  await expect(page).toHaveURL(/status=CLOSED&moment=1$/);
  await page.reload();
  await expect(list.getByLabel('Momento crítico')).toHaveValue('1');
  await expect(list.getByLabel('Cerrado', { exact: true })).toBeChecked();
});

test('lector sees no plan page, and the API refuses it', async ({ page }) => {
  await submitSignIn(page, `lector@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  expect(await menuKeys(page)).toEqual(['dashboard']);
  for (const path of [
    '/action-plans',
    '/action-plans/new',
    '/action-plans/1/detail',
    '/action-plans/best-practices/library',
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-page="error"]')).toBeVisible();
  }
  const token = (await storedSession(page))?.token ?? '';
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/voc/action-plans', { headers })).status()).toBe(403);
});

test('zonal reads the plans of its zone and may not create one', async ({ page }) => {
  const metadata = metadataJson(TENANT);
  const names = (node: { name: string; children?: unknown[] }): string[] => [
    node.name,
    ...((node.children ?? []) as { name: string; children?: unknown[] }[]).flatMap(names),
  ];
  const norte = metadata.geographies.root.children?.find((zone) => zone.name === 'Norte');
  const inZone = new Set(names(norte!));
  await submitSignIn(page, `zonal@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/action-plans');
  const list = page.locator('[data-page="action-plans"]');
  await expect(list.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(list.locator('[data-new-plan]')).toHaveCount(0);
  const places = await list.locator('[data-plan-row] td:nth-child(2)').allTextContents();
  for (const place of places) expect(inZone, place).toContain(place);
  await page.goto('/action-plans/new');
  await expect(page.locator('[data-page="error"]')).toBeVisible();
  const token = (await storedSession(page))?.token ?? '';
  const refused = await page.request.post('/api/voc/action-plans', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'x', geoLocationId: 10201 },
  });
  expect(refused.status()).toBe(403);
});
