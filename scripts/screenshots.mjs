#!/usr/bin/env node
// `npm run screenshots`: a PNG of every widget kind in its typical state (the "Typical" story of
// each Widgets/ title in the built Storybook), written to screenshots/<type>.png for review.
// Options: --no-build (reuse storybook-static/), --out DIR.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureStorybookBuilt, gotoStory, openStorybook, storyIndex } from './lib/storybook.mjs';
import { root } from './lib/workspace.mjs';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, out: { type: 'string', default: 'screenshots' } },
});
const out = path.resolve(root, args.out);

ensureStorybookBuilt({ force: !args['no-build'] });
const typical = storyIndex().filter((s) => s.title.startsWith('Widgets/') && s.name === 'Typical');
fs.mkdirSync(out, { recursive: true });

const session = await openStorybook();
const written = [];
try {
  const page = await session.context.newPage();
  for (const story of typical) {
    await gotoStory(page, session.url, story.id);
    const frame = page.locator('[data-widget-id]').first();
    await page.waitForFunction(
      () => {
        const f = document.querySelector('[data-widget-id]');
        return f !== null && f.getAttribute('data-state') !== 'loading';
      },
      null,
      { timeout: 30_000 },
    );
    // Let canvas layouts (the word cloud) and fonts settle.
    await page.waitForTimeout(300);
    const type = (await frame.getAttribute('data-widget-type')) ?? story.id;
    const file = path.join(out, `${type}.png`);
    await frame.screenshot({ path: file });
    written.push(path.relative(root, file));
  }
} finally {
  await session.close();
}
console.log(`${written.length} screenshots:\n${written.join('\n')}`);
