#!/usr/bin/env node
// `npm run bench:render`: renders the largest landed dashboard and a generated 30-widget dashboard
// with mocked rows in Debian's Chromium (from the built Storybook) and reports the time until every
// widget is painted — every frame's data-state is ready or empty, its renderer mounted. Two
// figures per run: from the dashboard's first render (performance mark voz:dashboard-mount) and from
// navigation start (page load, Storybook's runtime and the renderers' chunks included).
// The measured runs follow a warm-up in the same browser, and Storybook is served with the product's
// caching (content-hashed chunks immutable: lib/static-server.mjs), so they measure rendering, not
// fetching chunks; a first visit, with every chunk fetched, is what bench:portal measures.
// Options: --runs N (default 10, after one warm-up), --no-build (reuse storybook-static/).
import { parseArgs } from 'node:util';
import { median, waitForWidgetsPainted } from './lib/bench.mjs';
import { ensureStorybookBuilt, gotoStory, openStorybook, storyIndex } from './lib/storybook.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, 'no-build': { type: 'boolean', default: false } },
});
const runs = Number(args.runs);
const TARGET_MS = 1000;

ensureStorybookBuilt({ force: !args['no-build'] });
const stories = storyIndex();

/** The landed dashboard story with the most widgets (the count is read from the page). */
const dashboards = stories.filter(
  (s) => (s.title === 'Dashboards' || s.title.startsWith('Dashboards/')) && s.title !== 'Dashboards/Generado',
);
const generated = stories.find((s) => s.title === 'Dashboards/Generado');
// Both cases or none: a renamed story title must not quietly drop one from the figures.
if (dashboards.length === 0 || !generated) throw new Error('bench:render: the dashboard stories were not found');

const session = await openStorybook();

/** One measured render of a story: ms from mount and from navigation, and the widget count. */
async function measure(page, id) {
  await gotoStory(page, session.url, id);
  return waitForWidgetsPainted(page);
}

const rowsOut = [];
try {
  const page = await session.context.newPage();
  // Find the largest landed dashboard by counting its widgets once.
  let largest;
  for (const story of dashboards) {
    const probe = await measure(page, story.id);
    if (!largest || probe.widgets > largest.widgets)
      largest = { id: story.id, name: `${story.title} / ${story.name}`, widgets: probe.widgets };
  }
  const cases = [largest, generated && { id: generated.id, name: `${generated.title} / ${generated.name}` }].filter(
    Boolean,
  );
  for (const item of cases) {
    await measure(page, item.id); // warm-up: chunks compiled and cached
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(page, item.id));
    const fromMount = results.map((r) => r.fromMount);
    const fromNavigation = results.map((r) => r.fromNavigation);
    rowsOut.push({
      name: item.name,
      widgets: results[0].widgets,
      errors: Math.max(...results.map((r) => r.errors)),
      medianMount: median(fromMount),
      maxMount: Math.max(...fromMount),
      medianNavigation: median(fromNavigation),
    });
  }
} finally {
  await session.close();
}

console.log(
  `\nrender benchmark: ${runs} runs after a warm-up, Chromium ${process.env.VOZ_CHROMIUM ?? '/usr/bin/chromium'}, 1366×900`,
);
console.log('| dashboard | widgets | errors | median from first render | max | median from navigation | target |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
let missed = false;
for (const r of rowsOut) {
  const met = r.medianMount < TARGET_MS && r.errors === 0;
  missed ||= !met;
  console.log(
    `| ${r.name} | ${r.widgets} | ${r.errors} | ${r.medianMount.toFixed(0)} ms | ${r.maxMount.toFixed(0)} ms | ${r.medianNavigation.toFixed(0)} ms | < ${TARGET_MS} ms: ${met ? 'met' : 'NOT met'} |`,
  );
}
process.exitCode = missed ? 1 : 0;
