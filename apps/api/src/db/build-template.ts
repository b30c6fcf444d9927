import { TEMPLATE_DIR, buildTemplate } from './template.js';

// `node apps/api/dist/db/build-template.js`: builds the new-database template (template.ts) unless
// a current one is there. Run by `npm start`'s build step (scripts/lib/workspace.mjs).

const started = Date.now();
if (await buildTemplate()) {
  console.error(`› database template built in ${TEMPLATE_DIR} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
