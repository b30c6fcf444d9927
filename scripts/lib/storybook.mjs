// The built Storybook (storybook-static/) and a Chromium page on it, for the render benchmark and
// the screenshots. Builds it when asked or missing.
import fs from 'node:fs';
import path from 'node:path';
import { openFreshChromium } from './chromium.mjs';
import { serveFolder } from './static-server.mjs';
import { root, run } from './workspace.mjs';

export const STORYBOOK_DIR = path.join(root, 'storybook-static');

/** Builds Storybook into storybook-static/ (when `force` or when it is missing). */
export function ensureStorybookBuilt({ force = false } = {}) {
  if (!force && fs.existsSync(path.join(STORYBOOK_DIR, 'index.json'))) return;
  console.error('› building Storybook (npm run build-storybook)…');
  const code = run('npm', ['run', '-s', 'build-storybook']);
  if (code !== 0) throw new Error('storybook build failed');
}

/** The stories of the built Storybook (index.json entries of type story). */
export function storyIndex() {
  const index = JSON.parse(fs.readFileSync(path.join(STORYBOOK_DIR, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Serves the built Storybook and opens Debian's Chromium on it; answers { url, context, close }. */
export async function openStorybook({ viewport = { width: 1366, height: 900 } } = {}) {
  const { chromium } = await import('playwright');
  const server = await serveFolder(STORYBOOK_DIR);
  const browser = await openFreshChromium(chromium, { viewport });
  return {
    url: server.url,
    context: browser.context,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Opens a story alone (Storybook's iframe) in a page. */
export async function gotoStory(page, url, id) {
  await page.goto(`${url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: 'load' });
}
