// Sign-in (platform-core.md §2, §4, §5, §6, §8): where each kind of demo account lands and which
// menu it gets, the refusals, and sign-out.
import { expect, menuKeys, storedSession, submitSignIn, test } from './fixtures.js';
import { expectedMenu, sessionAccount } from './support/account.js';
import { DEMO_PASSWORD, tenantJson } from './support/repo.js';

const TENANT = 'auto-b';

test.describe('accounts that land on the dashboard', () => {
  // analista: every section (profile Analista); lector: the dashboard section only; the rest: the
  // level accounts (profile Nivel), one per level the assignment rules name.
  for (const who of ['analista', 'lector', 'cxo', 'national', 'zonal', 'distributor']) {
    test(`${who}@${TENANT}.demo lands on /dashboard with its menu`, async ({ page }) => {
      await submitSignIn(page, `${who}@${TENANT}.demo`, DEMO_PASSWORD);
      await expect(page).toHaveURL('/dashboard');
      await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
      await expect(page.locator('[data-section-menu]')).toContainText('Dashboard');
      // Regular users have the header filters (§6).
      await expect(page.locator('[data-open-filters]')).toBeVisible();

      const tenant = tenantJson(TENANT);
      const account = await sessionAccount(page);
      const expected = expectedMenu(account, tenant);
      expect(expected[0], 'the first menu item is where a user lands').toBe('dashboard');
      const keys = await menuKeys(page);
      expect(keys).toEqual(expected);
      // auto-b assigns dashboards on the dashboard page only: whatever the profile allows, the
      // extended dashboard and social listening have nothing to show and stay out of the menu. The
      // alert statistics, the alert list and the action plans show for the profiles with their
      // sections (all but Lector).
      expect(keys).toEqual(
        who === 'lector' ? ['dashboard'] : ['dashboard', 'alerts-stats', 'alerts-list', 'action-plans'],
      );

      await expect(page.locator('[data-profile-button]')).toBeVisible();
      await expect(page.locator('[data-copyright]')).toContainText('Voz');
    });
  }
});

test.describe('accounts with an empty menu', () => {
  for (const email of [`admin@${TENANT}.demo`, 'root@voz.demo']) {
    test(`${email} lands on the empty-menu page, without filters`, async ({ page }) => {
      await submitSignIn(page, email, DEMO_PASSWORD);
      const empty = page.locator('[data-page="empty-menu"]');
      await expect(empty).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(empty.getByRole('heading')).toHaveText('No hay secciones disponibles para su cuenta');
      await expect(empty).toContainText('Las páginas de administración');
      // Admins and root get no header filters, counter nor chips (§6), and have no section to open.
      await expect(page.locator('[data-open-filters]')).toHaveCount(0);
      await expect(page.locator('[data-answered-count]')).toHaveCount(0);
      await expect(page.locator('[data-section-menu]')).toHaveCount(0);
      expect((await storedSession(page))?.token).toBeTruthy();
    });
  }
});

test('consultor@voz.demo is refused: a platform account without a profile has no section (§5)', async ({ page }) => {
  await submitSignIn(page, 'consultor@voz.demo', DEMO_PASSWORD);
  await expect(page.locator('[data-form-message="error"]')).toHaveText(
    'La cuenta no tiene permisos en ninguna sección. Consulte con el administrador de su empresa.',
  );
  await expect(page).toHaveURL('/login');
  expect((await storedSession(page))?.token ?? null).toBeNull();
});

test('a wrong password is refused and stores no token', async ({ page }) => {
  await submitSignIn(page, `analista@${TENANT}.demo`, 'not-the-password');
  await expect(page.locator('[data-form-message="error"]')).toHaveText('Usuario o contraseña incorrectos.');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeEnabled();
  expect((await storedSession(page))?.token ?? null).toBeNull();
  // Nothing of the main area opens without a token.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('signing out from the profile popover clears the token and goes to /login', async ({ page }) => {
  await submitSignIn(page, `lector@${TENANT}.demo`, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  expect((await storedSession(page))?.token).toBeTruthy();

  await page.locator('[data-profile-button]').click();
  const profile = page.locator('[data-profile]');
  await expect(profile).toBeVisible();
  await expect(profile).toContainText(`lector@${TENANT}.demo`);
  await expect(profile.locator('[data-profile-client]')).toHaveText(tenantJson(TENANT).name);
  await profile.getByRole('button', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect((await storedSession(page))?.token).toBeNull();
  // The token is gone, not just hidden: the main area sends back to the sign-in page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});
