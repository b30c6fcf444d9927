// Routes outside the menu, the /voc base path, and what the server answers for the page's icon.
import { expect, submitSignIn, test, waitForPaintedDashboard } from './fixtures.js';
import { DEMO_PASSWORD, landedTenants, tenantJson } from './support/repo.js';

test('an unknown path of the main area shows the Error page', async ({ page }) => {
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/no-such-page');
  const error = page.locator('[data-page="error"]');
  await expect(error).toBeVisible();
  await expect(error.getByRole('heading')).toHaveText('Error');
  // Still inside the layout: the way back is there.
  await expect(page.locator('[data-section-menu]')).toBeVisible();
  await error.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test("a returning user's page draws the main area without waiting on its code", async ({ page }) => {
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  // Each document records whether the screen shown while the main area's code loads (the
  // Suspense fallback) ever appeared. Signed in, a reload loads that code before the first render:
  // a fallback would hold the page back (React shows what replaces it 300 ms after it at the
  // earliest).
  await page.addInitScript(() => {
    const seen = { fallback: false };
    (window as unknown as { __codeScreen: typeof seen }).__codeScreen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-portal-loading="code"]')) seen.fallback = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  const states = await waitForPaintedDashboard(page);
  expect(Object.values(states)).not.toContain('error');
  const seen = await page.evaluate(() => (window as unknown as { __codeScreen: { fallback: boolean } }).__codeScreen);
  expect(seen.fallback, 'the main area waited on its code behind a fallback').toBe(false);
});

test('the portal works under the /voc base path', async ({ page }) => {
  await page.goto('/voc/login');
  // The car makers and the coffee chain share /voc: the path alone brands nobody, ?client= does.
  const served = landedTenants().filter((t) => tenantJson(t).basePath === '/voc');
  expect(served.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('[data-brand]')).toHaveAttribute('data-brand', '');
  await page.goto('/voc/login?client=auto-b');
  await expect(page.locator('[data-brand="auto-b"]')).toBeVisible();
  await page.getByLabel('Correo electrónico', { exact: true }).fill('analista@auto-b.demo');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL('/voc/dashboard');
  const states = await waitForPaintedDashboard(page);
  expect(Object.values(states)).not.toContain('error');
  // Links stay under the base path.
  await page.locator('[data-section-menu]').click();
  await expect(page.locator('[data-menu-item="dashboard"]')).toHaveAttribute('href', '/voc/dashboard');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page).toHaveURL('/voc/dashboard');
  await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
});

// Chromium fetches the page's icon (or /favicon.ico when none is named) outside what Playwright
// reports: a missing one is a "Failed to load resource" console error on every page.
test('the page icon the browser asks for exists (no 404 in the console)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  const icon = await page.evaluate(
    () => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? `${location.origin}/favicon.ico`,
  );
  if (icon.startsWith('data:')) return;
  const response = await page.request.get(icon);
  expect(response.status(), `GET ${icon}`).toBe(200);
});
