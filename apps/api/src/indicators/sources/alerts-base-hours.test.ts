import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Tenant, TenantMetadata } from '@voz/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, startTestServer, type TestServer } from '../../test-support/harness.js';
import { indicatorRoutes } from '../routes.js';
import { buildFixture, writeFixture, type Fixture } from '../test-fixture.js';
import type { IndicatorRow } from '../types.js';

// AlertsIndicator.baseHours (schemas/indicator-definition.schema.json): the first-response time
// splits fast from slow at the definition's base instead of the fixed 36 h, and the rows answer
// the base they used, checked against the seeded alerts.

const SOURCE_DIR = path.join(REPO, 'dashboards', 'auto-b');
const metadata = JSON.parse(fs.readFileSync(path.join(SOURCE_DIR, 'metadata.json'), 'utf8')) as TenantMetadata;
const tenant = JSON.parse(fs.readFileSync(path.join(SOURCE_DIR, 'tenant.json'), 'utf8')) as Tenant;
const fixture: Fixture = buildFixture('auto-b', metadata, 1200);
const YEAR = { dateFrom: '2025-12-01', dateTo: '2026-11-30' };

/** A copy of auto-b with the first-response time also defined on bases of 24 and 48 hours. */
function dashboardsCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-alert-base-'));
  fs.cpSync(SOURCE_DIR, path.join(dir, 'auto-b'), { recursive: true });
  const file = path.join(dir, 'auto-b', 'indicators.json');
  const indicators = JSON.parse(fs.readFileSync(file, 'utf8')) as { indicators: Record<string, object> };
  const base = indicators.indicators['ALERT_FIRST_RESPONSE_TIME'];
  indicators.indicators['ALERT_FIRST_RESPONSE_24'] = { ...base, baseHours: 24 };
  indicators.indicators['ALERT_FIRST_RESPONSE_48'] = { ...base, baseHours: 48 };
  fs.writeFileSync(file, JSON.stringify(indicators));
  return dir;
}

describe('alert first-response base hours', { timeout: 180_000 }, () => {
  let server: TestServer;
  let dir: string;
  let token = '';

  beforeAll(async () => {
    dir = dashboardsCopy();
    server = await startTestServer({
      modules: [indicatorRoutes],
      dashboardsDir: dir,
      prepare: async (db) => {
        await db
          .insertInto('accounts')
          .values({
            tenant_id: 'auto-b',
            id: 1,
            email: 'u1@auto-b.demo',
            password_hash: 'x',
            phone: null,
            level: null,
            profile_id: null,
            default_critical_moment: null,
            authorities: ['ROLE_ADMIN'],
            geo_locations: [],
          })
          .execute();
        await writeFixture(db, fixture, metadata, tenant);
      },
    });
    token = await server.tokens.sign({ tenantId: 'auto-b', accountTenantId: 'auto-b', accountId: 1 });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = async (indicator: string): Promise<IndicatorRow[]> => {
    const res = await server.request('POST', `/api/voc/indicators/${indicator}/values`, { token, body: YEAR });
    expect(res.status).toBe(200);
    return res.body as IndicatorRow[];
  };

  /** Hours to the first response of the seeded alerts IN_PROCESS or CLOSED. */
  const hours = (): number[] =>
    fixture.alerts
      .filter((a) => a.status !== 'NOT_HANDLED' && a.firstResponseAt)
      .map((a) => ((a.firstResponseAt as Date).getTime() - a.createdAt.getTime()) / 3_600_000);

  it('splits fast from slow at the definition’s baseHours and answers the base', async () => {
    const all = hours();
    for (const [indicator, base] of [
      ['ALERT_FIRST_RESPONSE_24', 24],
      ['ALERT_FIRST_RESPONSE_48', 48],
    ] as const) {
      const fast = all.filter((h) => h < base).length;
      // The seeded times straddle both bases, so the split really moves with them.
      expect(fast).toBeGreaterThan(0);
      expect(fast).toBeLessThan(all.length);
      const [row] = await post(indicator);
      expect(row).toMatchObject({ count: all.length, fast, slow: all.length - fast, baseHours: base });
    }
  });

  it('keeps 36 h without baseHours (36 itself is slow)', async () => {
    const all = hours();
    const [row] = await post('ALERT_FIRST_RESPONSE_TIME');
    expect(row).toMatchObject({
      fast: all.filter((h) => h < 36).length,
      slow: all.filter((h) => h >= 36).length,
      baseHours: 36,
    });
    const [at24] = await post('ALERT_FIRST_RESPONSE_24');
    expect(at24?.fast).toBeLessThan(row?.fast ?? 0);
  });
});
