// An alert-detail path asked for before sign-in is returned to after it, once (platform-core.md §2),
// and shows that alert.
import { expect, signOutFromProfile, submitSignIn, test } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

const ALERT = '/alerts/detail/42';

test('an alert-detail path is remembered through sign-in, then forgotten', async ({ page }) => {
  await page.goto(ALERT);
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Correo electrónico', { exact: true }).fill('analista@auto-b.demo');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(ALERT);
  await expect(page.locator('[data-page="alert-detail"] h1')).toHaveText('Alerta N° 42');

  // Elsewhere in the portal, then out.
  await page.locator('[data-section-menu]').click();
  await page.locator('[data-menu-item="dashboard"]').click();
  await expect(page).toHaveURL('/dashboard');
  await signOutFromProfile(page);

  // The path was used: the next sign-in goes to the first menu item.
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
});

// Signing out while on an alert-detail page must not leave that path remembered (the main area,
// which sees no token there, would otherwise remember it for whoever signs in next).
test('signing out on an alert-detail page does not send the next sign-in back to it', async ({ page }) => {
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(ALERT);
  await expect(page).toHaveURL(ALERT);
  await signOutFromProfile(page);

  await submitSignIn(page, 'lector@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
});
