import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_FOLDER, kindOfTenantFile } from '@voz/validation';
import { describe, expect, it } from 'vitest';

// Every landed dashboard file has a story in DashboardView.stories.tsx (the stories run in
// Chromium with the test command), so a new dashboard cannot land without being rendered once.
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');

describe('dashboard stories', () => {
  it('name every dashboard file of dashboards/', () => {
    const stories = fs.readFileSync(path.join(here, '../DashboardView.stories.tsx'), 'utf8');
    const tenants = fs
      .readdirSync(path.join(repo, 'dashboards'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== SHARED_FOLDER);
    const missing: string[] = [];
    for (const tenant of tenants) {
      for (const file of fs.readdirSync(path.join(repo, 'dashboards', tenant.name))) {
        if (kindOfTenantFile(file) !== 'dashboard') continue;
        const key = file.slice(0, -'.json'.length);
        if (!stories.includes(`landed('${tenant.name}', '${key}')`)) missing.push(`${tenant.name}/${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
