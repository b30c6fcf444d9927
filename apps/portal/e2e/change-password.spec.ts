// An activated user changes the password from the profile popover (platform-core.md §4): the rules
// of the forced reset are checked on the page, a wrong current password is refused by the server,
// and a change shows its pending state, then a success message, with the page and the session kept
// (the change answers a new token). Its own file: the account's password changes.
import type { Page } from '@playwright/test';
import { expect, signOutFromProfile, storedSession, submitSignIn, test, waitForPaintedDashboard } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

const EMAIL = 'lector@auto-b.demo';
const NEW_PASSWORD = 'clave-perfil-2026';

/** Opens the profile popover and its change-of-password form, from the keyboard. */
async function openForm(page: Page): Promise<void> {
  await page.locator('[data-profile-button]').focus();
  await page.keyboard.press('Enter');
  const toggle = page.locator('[data-profile]').getByRole('button', { name: 'Cambiar contraseña', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The first field has the focus.
  await expect(page.getByLabel('Contraseña actual', { exact: true })).toBeFocused();
}

async function fill(page: Page, current: string, password: string, confirmation: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual', { exact: true }).fill(current);
  await form.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await form.getByLabel('Repita la nueva contraseña', { exact: true }).fill(confirmation);
  await form.getByRole('button', { name: 'Guardar contraseña' }).click();
}

test('an activated user changes the password from the profile', async ({ page }) => {
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await waitForPaintedDashboard(page);
  const before = (await storedSession(page))?.token;
  await openForm(page);
  const error = page.locator('[data-profile] [data-form-message="error"]');

  // The forced reset's rules, checked before anything is sent.
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/lcm/account/change-password')) calls += 1;
  });
  await fill(page, DEMO_PASSWORD, 'corta', 'corta');
  await expect(error).toHaveText('La contraseña debe tener al menos 8 caracteres.');
  await fill(page, DEMO_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}-otra`);
  await expect(error).toHaveText('Las contraseñas no coinciden.');
  await fill(page, DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD);
  await expect(error).toHaveText('La nueva contraseña debe ser distinta de la actual.');
  expect(calls).toBe(0);

  // The server refuses a wrong current password.
  await fill(page, 'no-es-la-clave', NEW_PASSWORD, NEW_PASSWORD);
  await expect(error).toHaveText('La contraseña actual no es correcta.');
  expect(calls).toBe(1);

  // Pending while the call is out, then the success message; the page stays, on a new token.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/lcm/account/change-password', async (route) => {
    await held;
    await route.continue();
  });
  await fill(page, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
  const submit = page.locator('[data-profile]').getByRole('button', { name: 'Guardando…' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.locator('[data-profile] [data-form-message="success"]')).toHaveText('La contraseña se cambió.');
  await expect(page.getByRole('form', { name: 'Cambiar contraseña' })).toHaveCount(0);
  await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
  const after = (await storedSession(page))?.token;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await page.keyboard.press('Escape');

  // The new password is the password from now on; the old one is refused.
  await signOutFromProfile(page);
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page.locator('[data-form-message="error"]')).toHaveText('Usuario o contraseña incorrectos.');
  await submitSignIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
});
