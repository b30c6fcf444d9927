import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, type TestServer } from '../test-support/harness.js';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import type { CriticalMomentDashboard } from './criticalMomentDashboard.js';
import path from 'node:path';

// GET /api/voc/dashboard/critical-moment/{id} on the demo data of auto-b: moments 1 (Venta) and
// 2 (Posventa) under the root 0; indicators VENTA_* on 1, POSVENTA_* on 2, NPS_GENERAL on both.

const T = 'auto-b';
const URL_OF = (id: number | string): string => `/api/voc/dashboard/critical-moment/${id}`;

let server: TestServer;
let admin: string;

async function accountId(email: string): Promise<number> {
  const row = await server.db
    .selectFrom('accounts')
    .select('id')
    .where('tenant_id', '=', T)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function dashboardOf(token: string, moment: number): Promise<CriticalMomentDashboard> {
  const answer = await server.request('GET', URL_OF(moment), { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as CriticalMomentDashboard;
}

const indicatorsOf = (dashboard: CriticalMomentDashboard): (string | null)[] =>
  dashboard.widgets.map((w) => w.indicator);

async function updateUser(email: string, body: Record<string, unknown>): Promise<void> {
  const id = await accountId(email);
  const answer = await server.request('PUT', `/api/lcm/users/tenant/${id}`, {
    token: admin,
    body: { email, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

beforeAll(async () => {
  server = await startDemoServer({ dashboardsDir: path.join(REPO, 'dashboards'), responses: { [T]: 200 } });
  admin = await signIn(server, `admin@${T}.demo`);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/voc/dashboard/critical-moment/{id}', () => {
  it("gives an analyst the moment's widgets, in order, and none of a sibling moment", async () => {
    const token = await signIn(server, `analista@${T}.demo`);
    const venta = await dashboardOf(token, 1);
    expect(venta.criticalMomentId).toBe(1);
    expect(venta.criticalMomentName).toBe('Venta');
    const names = indicatorsOf(venta);
    expect(names).toEqual(expect.arrayContaining(['VENTA_NPS', 'VENTA_SATISFACCION', 'NPS_GENERAL', 'CSAT_GENERAL']));
    expect(names.some((n) => n?.startsWith('POSVENTA_'))).toBe(false);
    expect(names.some((n) => n?.startsWith('TEST_DRIVE_'))).toBe(false);
    const orders = venta.widgets.map((w) => w.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    // The demo kinds follow the formula.
    const nps = venta.widgets.find((w) => w.indicator === 'VENTA_NPS');
    expect(nps).toMatchObject({ widgetName: 'nps', formula: 'nps' });
    expect(venta.widgets.find((w) => w.indicator === 'VENTA_SATISFACCION')).toMatchObject({ widgetName: 'gauge' });

    const posventa = await dashboardOf(token, 2);
    expect(indicatorsOf(posventa)).toEqual(expect.arrayContaining(['POSVENTA_NPS', 'NPS_GENERAL']));
    expect(indicatorsOf(posventa).some((n) => n?.startsWith('VENTA_'))).toBe(false);

    // The root holds both moments: every widget of either.
    const root = await dashboardOf(token, 0);
    expect(indicatorsOf(root)).toEqual(expect.arrayContaining(['VENTA_NPS', 'POSVENTA_NPS', 'TEST_DRIVE_NPS']));
  });

  it('shows a widget an admin creates, and a widget on no indicator in every moment', async () => {
    const created = await server.request('POST', '/api/voc/dashboard', {
      token: admin,
      body: { name: 'Resumen general', widgetName: 'label', formula: 'count-number', indicator: null, order: 0 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { id: number }).id;
    const token = await signIn(server, `lector@${T}.demo`);
    for (const moment of [0, 1, 2]) {
      const dashboard = await dashboardOf(token, moment);
      expect(dashboard.widgets.map((w) => w.id)).toContain(id);
    }
    const removed = await server.request('DELETE', `/api/voc/dashboard/${id}`, { token: admin });
    expect(removed.status).toBeLessThan(300);
    expect((await dashboardOf(token, 1)).widgets.map((w) => w.id)).not.toContain(id);
  });

  it('answers 404 for a moment that does not exist', async () => {
    const token = await signIn(server, `analista@${T}.demo`);
    const answer = await server.request('GET', URL_OF(987_654), { token });
    expect(answer.status).toBe(404);
    expect((answer.body as { message: string }).message).toContain('987654');
  });

  it('answers 400 for an id that is not a number, 401 without a token', async () => {
    const token = await signIn(server, `analista@${T}.demo`);
    expect((await server.request('GET', URL_OF('venta'), { token })).status).toBe(400);
    expect((await server.request('GET', URL_OF(1))).status).toBe(401);
  });

  it("answers 404 for a moment outside the account's critical-moment scope", async () => {
    await updateUser(`lector@${T}.demo`, { criticalMoments: [2] });
    const token = await signIn(server, `lector@${T}.demo`);
    expect((await server.request('GET', URL_OF(1), { token })).status).toBe(404);
    const posventa = await dashboardOf(token, 2);
    expect(indicatorsOf(posventa)).toContain('POSVENTA_NPS');
    await updateUser(`lector@${T}.demo`, { criticalMoments: [] });
    await dashboardOf(await signIn(server, `lector@${T}.demo`), 1);
  });

  it('gives an account that lists dynamic dashboards only those widgets', async () => {
    const analyst = await signIn(server, `analista@${T}.demo`);
    const all = await dashboardOf(analyst, 1);
    const chosen = all.widgets.filter((w) => w.indicator === 'VENTA_NPS' || w.indicator === 'POSVENTA_NPS');
    expect(chosen).toHaveLength(1); // POSVENTA_NPS is not a widget of moment 1
    const posventaNps = (await dashboardOf(analyst, 2)).widgets.find((w) => w.indicator === 'POSVENTA_NPS');
    expect(posventaNps).toBeDefined();
    await updateUser(`lector@${T}.demo`, { dynamicDashboards: [chosen[0]!.id, posventaNps!.id] });
    const token = await signIn(server, `lector@${T}.demo`);
    expect((await dashboardOf(token, 1)).widgets.map((w) => w.indicator)).toEqual(['VENTA_NPS']);
    expect((await dashboardOf(token, 2)).widgets.map((w) => w.indicator)).toEqual(['POSVENTA_NPS']);
    await updateUser(`lector@${T}.demo`, { dynamicDashboards: [] });
  });

  it("refuses 403 to an account whose profile has no 'dashboard' section", async () => {
    const profile = await server.db
      .selectFrom('profiles')
      .select(['id', 'name'])
      .where('tenant_id', '=', T)
      .where('name', '=', 'Lector')
      .executeTakeFirstOrThrow();
    const answer = await server.request('PUT', `/api/lcm/profiles/${profile.id}`, {
      token: admin,
      body: { name: profile.name, access: { reports: ['main'] } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const token = await signIn(server, `lector@${T}.demo`);
    const refused = await server.request('GET', URL_OF(1), { token });
    expect(refused.status).toBe(403);
  });
});
