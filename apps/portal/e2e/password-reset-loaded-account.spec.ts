// The forced password change when the main area has loaded the account first: a session that
// arrives with a token and no account yet (what a single-sign-on cookie leaves, platform-core.md
// §4; src/main.tsx setToken) has the main area fetch the account, find it not activated and send
// the user to /login/reset. Its own file: nuevo@ is reset at every server start, and the other
// reset test changes its password.
// After the change the portal opens: the main area must not keep reading the account it cached
// before the change (which would send the user back to /login/reset).
import { expect, storedSession, submitNewPassword, submitSignIn, test } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

const NEW_PASSWORD = 'clave-nueva-2026';

test('the password changed after the main area loaded the account opens the portal', async ({ page }) => {
  await submitSignIn(page, 'nuevo@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/login/reset');

  // Keep the token, forget the account: the next page load asks the API for it, in the main area.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('voz-session') ?? '{}') as { state: { account: unknown } };
    stored.state.account = null;
    localStorage.setItem('voz-session', JSON.stringify(stored));
  });
  await page.goto('/dashboard');
  // The main area stays closed until the password is changed.
  await expect(page).toHaveURL('/login/reset');
  // A page load lost the temporary password typed at sign-in (never stored): it is asked again.
  const temporary = page.getByLabel('Contraseña temporal', { exact: true });
  await expect(temporary).toBeVisible();
  await temporary.fill(DEMO_PASSWORD);
  await submitNewPassword(page, NEW_PASSWORD, NEW_PASSWORD);

  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
  expect((await storedSession(page))?.token).toBeTruthy();
});
