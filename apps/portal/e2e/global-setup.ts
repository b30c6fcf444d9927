// Once per run, before any worker: the packages and the portal built (no-ops when fresh, as after
// `npm test`'s own checks), and the data directory every server copies seeded (~25 s the first
// time, then kept in the temp folder). Its path reaches the workers through the environment.
import { portalServerLib, TEMPLATE_ENV, workspaceLib } from './support/repo.js';

// eslint-disable-next-line no-restricted-syntax -- Playwright's globalSetup is the module's default export.
export default async function globalSetup(): Promise<void> {
  const workspace = await workspaceLib();
  workspace.ensureBuilt();
  workspace.ensureWebBuilt();
  const started = Date.now();
  const template = (await portalServerLib()).seedTemplate();
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 1) console.log(`› seeded the portal's test data in ${seconds.toFixed(1)} s`);
  process.env[TEMPLATE_ENV] = template;
}
