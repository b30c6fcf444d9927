// The first sign-in with a temporary password (platform-core.md §2 /login/reset, §4): nuevo@ is
// reset to "not activated, temporary password demo1234" at every server start, and this file has
// its own server, so the flow always starts from there.
import { expect, signOutFromProfile, storedSession, submitNewPassword, submitSignIn, test } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

const EMAIL = 'nuevo@auto-b.demo';
const NEW_PASSWORD = 'clave-nueva-2026';

test('a temporary password must be replaced at the first sign-in, then the new one is the password', async ({
  page,
}) => {
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/login/reset');
  await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
  await expect(page.getByText('Es su primer ingreso')).toBeVisible();

  // The temporary password typed at sign-in is kept in memory: it is not asked again.
  const temporary = page.getByLabel('Contraseña temporal', { exact: true });
  await expect(temporary).toHaveCount(0);
  // A confirmation that differs is refused on the page, which stays.
  await submitNewPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}-otra`);
  await expect(page.locator('[data-form-message="error"]')).toHaveText('Las contraseñas no coinciden.');
  await expect(page).toHaveURL('/login/reset');

  await submitNewPassword(page, NEW_PASSWORD, NEW_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('[data-page="dashboard"]')).toBeVisible();

  await signOutFromProfile(page);
  expect((await storedSession(page))?.token).toBeNull();

  // The temporary password no longer works...
  await submitSignIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page.locator('[data-form-message="error"]')).toHaveText('Usuario o contraseña incorrectos.');
  await expect(page).toHaveURL('/login');

  // ...the new one does, straight into the portal.
  await submitSignIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
});
