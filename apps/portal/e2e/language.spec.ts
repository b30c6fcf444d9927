// The language switch (platform-core.md §1: Spanish first, English when the client offers it):
// it changes the chrome, is kept across a reload, and goes back. Dates stay DD/MM/YYYY in both
// languages (§5).
import type { Page } from '@playwright/test';
import { formatDisplayWireDate } from '@voz/core';
import { expect, storedSession, submitSignIn, test } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

async function expectChrome(page: Page, language: 'es' | 'en'): Promise<void> {
  const words =
    language === 'en' ? { filters: 'Filters', signOut: 'Sign out' } : { filters: 'Filtros', signOut: 'Cerrar sesión' };
  await expect(page.locator(`[data-language-switch="${language}"]`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('[data-open-filters]')).toHaveText(words.filters);
  const picker = page.locator('[data-date-range]');
  const [from = '', to = ''] = ((await picker.getAttribute('data-date-range')) ?? '').split('..');
  expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(picker).toContainText(`${formatDisplayWireDate(from)} – ${formatDisplayWireDate(to)}`);
  await page.locator('[data-profile-button]').click();
  await expect(page.locator('[data-profile]').getByRole('button', { name: words.signOut })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-profile]')).toHaveCount(0);
}

test('switching to English changes the chrome, survives a reload, and switches back', async ({ page }) => {
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expectChrome(page, 'es');

  const languages = page.locator('[data-language-switch]');
  await languages.getByRole('button', { name: 'English' }).click();
  await expectChrome(page, 'en');
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect((await storedSession(page))?.language).toBe('en');

  await page.reload();
  await expectChrome(page, 'en');

  await languages.getByRole('button', { name: 'Español' }).click();
  await expectChrome(page, 'es');
  expect((await storedSession(page))?.language).toBe('es');
});
