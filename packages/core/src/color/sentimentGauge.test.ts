// The sentiment gauge's bands (platform-core §9, dashboard-catalogue §9.2: thresholds 39 and 70)
// are data: each tenant's `sentimentGauge` colour scale, which the text-analysis fragments name.
// This checks what that scale does with values around the thresholds, for every tenant.
import { readdirSync, readFileSync } from 'node:fs';
import type { Tenant } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { colorOf } from './colorOf.js';

const DASHBOARDS = new URL('../../../../dashboards/', import.meta.url);
const tenants = readdirSync(DASHBOARDS, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
  .map((e) => JSON.parse(readFileSync(new URL(`${e.name}/tenant.json`, DASHBOARDS), 'utf8')) as Tenant);

describe('the sentiment gauge of every tenant (bands at 39 and 70)', () => {
  it.each(tenants.map((t) => [t.id, t] as const))('%s: red up to 39, amber up to 70, green above', (_, tenant) => {
    const color = (value: number): string | undefined =>
      colorOf(value, 'sentimentGauge', tenant.colorScales ?? {})?.color;
    for (const value of [0, 20, 39]) expect(color(value), `${value}`).toBe('red');
    for (const value of [39.1, 55, 70]) expect(color(value), `${value}`).toBe('amber');
    for (const value of [70.1, 85, 100]) expect(color(value), `${value}`).toBe('green');
  });
});
