// Once per run: the packages and the editor built (no-ops when fresh), and the data directory every
// server copies seeded (shared with the portal's tests: the same template folder).
import { serverLib, TEMPLATE_ENV, workspaceLib } from './support.js';

// eslint-disable-next-line no-restricted-syntax -- Playwright's globalSetup is the module's default export.
export default async function globalSetup(): Promise<void> {
  const workspace = await workspaceLib();
  workspace.ensureBuilt();
  workspace.ensureWebBuilt();
  process.env[TEMPLATE_ENV] = (await serverLib()).seedTemplate();
}
