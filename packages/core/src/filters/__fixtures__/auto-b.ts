// The auto-b tenant (dashboards/auto-b), read from disk for the filter tests.
import { readFileSync } from 'node:fs';
import type { Tenant, TenantMetadata } from '@voz/schema';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../../../dashboards/auto-b/${file}`, import.meta.url), 'utf8'));

/** dashboards/auto-b/metadata.json. */
export const metadata = read('metadata.json') as TenantMetadata;
/** dashboards/auto-b/tenant.json. */
export const tenant = read('tenant.json') as Tenant;
