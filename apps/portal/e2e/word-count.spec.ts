// A tag chosen in a word count narrows the comments: the portal keeps it in the address (?tag=),
// sends it with the sentiment-comments call, and shows a button that removes it.
import { expect, submitSignIn, test, waitForPaintedDashboard } from './fixtures.js';
import { DEMO_PASSWORD } from './support/repo.js';

test('a word-count tag filters the comments, and its button removes it', async ({ page }) => {
  await submitSignIn(page, 'analista@auto-b.demo', DEMO_PASSWORD);
  await waitForPaintedDashboard(page);
  const first = page.locator('[data-widget-type="word-count"] [data-tag] button').first();
  await expect(first).toBeVisible();
  const tag = await first.locator('xpath=..').getAttribute('data-tag');
  expect(tag).toBeTruthy();

  const commentsCall = page.waitForRequest(
    (request) => request.method() === 'POST' && (request.postData() ?? '').includes(`"tag":${JSON.stringify(tag)}`),
  );
  await first.click();
  await commentsCall;
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${encodeURIComponent(tag ?? '')}`));
  const remove = page.locator(`[data-tag-filter="${tag}"]`);
  await expect(remove).toBeVisible();

  await remove.click();
  await expect(page).not.toHaveURL(/[?&]tag=/);
  await expect(page.locator('[data-tag-filter]')).toHaveCount(0);
});
