import fs from 'node:fs';
import { toWireDate } from '@voz/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRoutes } from '../reports/reportRoutes.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import { customerRoutes } from './customerRoutes.js';
import { ACCOUNTS, NORTH, TEST_NOW, makeDashboardsDir, prepareFixture, type Fixture } from './test-fixtures.js';

interface Page<T> {
  status: number;
  body: T[];
  total: number;
  headers: Headers;
}

const ZONE = 'America/Santiago';

describe('lcm client lists, resume and status', { timeout: 120_000 }, () => {
  let server: TestServer;
  let fixture: Fixture;
  let dashboardsDir: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    dashboardsDir = makeDashboardsDir();
    server = await startTestServer({
      modules: [customerRoutes, reportRoutes],
      dashboardsDir,
      now: TEST_NOW,
      prepare: async (db, store) => {
        fixture = await prepareFixture(db, store);
      },
    });
    for (const tenantId of ['auto-b', 'auto-xls']) {
      for (const [name, accountId] of Object.entries(ACCOUNTS)) {
        tokens[`${name}@${tenantId}`] = await server.tokens.sign({ tenantId, accountTenantId: tenantId, accountId });
      }
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dashboardsDir, { recursive: true, force: true });
  });

  const get = async <T>(url: string, who = 'admin@auto-b'): Promise<Page<T>> => {
    const { status, body, headers } = await server.request('GET', url, { token: tokens[who] });
    return { status, body: body as T[], total: Number(headers.get('x-total-count')), headers };
  };

  const northBranches = new Set<number>(NORTH.branches);

  describe('client accounts', () => {
    it('answers one page of 15 with the total and page headers', async () => {
      const accounts = fixture.customers['auto-b']!.clientAccounts;
      const first = await get<{ id: number; customerCode: string }>('/api/lcm/accounts');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(15);
      expect(first.total).toBe(accounts.length);
      expect(first.headers.get('x-page')).toBe('0');
      expect(first.headers.get('x-size')).toBe('15');
      const second = await get<{ id: number }>('/api/lcm/accounts?page=1');
      expect(second.body).toHaveLength(accounts.length - 15);
      const ids = [...first.body, ...second.body].map((a) => a.id);
      expect(new Set(ids).size).toBe(accounts.length);
      const beyond = await get('/api/lcm/accounts?page=9');
      expect(beyond.body).toEqual([]);
      expect(beyond.total).toBe(accounts.length);
    });

    it('sorts by a named field and refuses an unknown one naming it', async () => {
      const byName = await get<{ name: string }>('/api/lcm/accounts?sort=name,asc&size=100');
      const names = byName.body.map((a) => a.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = await get<{ id: number }>('/api/lcm/accounts?sort=id,desc&size=3');
      expect(desc.body.map((a) => a.id)).toEqual([18, 17, 16]);
      const bad = await server.request('GET', '/api/lcm/accounts?sort=password,asc', { token: tokens['admin@auto-b'] });
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toMatch(/sort.*password/);
    });

    it('filters by text over name, e-mail and code', async () => {
      const account = fixture.customers['auto-b']!.clientAccounts[4]!;
      const hit = await get<{ customerCode: string }>(`/api/lcm/accounts?filter=${account.customer_code}`);
      expect(hit.body.map((a) => a.customerCode)).toEqual([account.customer_code]);
      const none = await get('/api/lcm/accounts?filter=%25_nadie_%25');
      expect(none.total).toBe(0);
    });

    it("limits a zonal user to the zone's accounts, whatever the URL asks", async () => {
      const expected = fixture.customers['auto-b']!.clientAccounts.filter((a) => northBranches.has(a.geo_location_id!));
      const zonal = await get<{ geoLocationId: number }>('/api/lcm/accounts?size=100', 'zonal@auto-b');
      expect(zonal.total).toBe(expected.length);
      expect(zonal.body.every((a) => northBranches.has(a.geoLocationId))).toBe(true);
      const otherZone = await get('/api/lcm/accounts?geoLocationInclude=10011', 'zonal@auto-b');
      expect(otherZone.total).toBe(0);
    });

    it('needs the client-accounts section and a token', async () => {
      expect((await get('/api/lcm/accounts', 'reader@auto-b')).status).toBe(403);
      expect((await server.request('GET', '/api/lcm/accounts')).status).toBe(401);
    });
  });

  describe('messages', () => {
    it('lists them newest first and reads one', async () => {
      const messages = fixture.customers['auto-b']!.messages;
      const page = await get<{ id: number; createdAt: string; subject: string }>('/api/lcm/messages?size=1000');
      expect(page.total).toBe(messages.length);
      const times = page.body.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const one = messages[0]!;
      const detail = await server.request('GET', `/api/lcm/messages/${one.id}`, { token: tokens['admin@auto-b'] });
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ id: one.id, customerCode: one.customer_code, subject: one.subject });
    });

    it("answers 404 for another tenant's message and for one outside the caller's zone", async () => {
      expect((await server.request('GET', '/api/lcm/messages/99999', { token: tokens['admin@auto-b'] })).status).toBe(
        404,
      );
      expect((await server.request('GET', '/api/lcm/messages/99999', { token: tokens['admin@auto-xls'] })).status).toBe(
        200,
      );
      const outside = fixture.customers['auto-b']!.messages.find((m) => !northBranches.has(m.geo_location_id!))!;
      const zonal = await server.request('GET', `/api/lcm/messages/${outside.id}`, { token: tokens['zonal@auto-b'] });
      expect(zonal.status).toBe(404);
    });
  });

  describe('notifications', () => {
    it('pages, filters by status and workflow, and reads one', async () => {
      const rows = fixture.notifications['auto-b']!;
      const all = await get<{ id: number }>('/api/lcm/notifications');
      expect(all.total).toBe(rows.length);
      expect(all.body).toHaveLength(15);
      const sent = await get<{ status: string }>('/api/lcm/notifications?status=sent&size=100');
      expect(sent.total).toBe(rows.filter((n) => n.status === 'sent').length);
      expect(sent.body.every((n) => n.status === 'sent')).toBe(true);
      const venta = await get('/api/lcm/notifications?workflowName=venta');
      expect(venta.total).toBe(rows.filter((n) => n.workflow_name === 'venta').length);
      const one = await server.request('GET', '/api/lcm/notifications/3', { token: tokens['admin@auto-b'] });
      expect(one.body).toMatchObject({ id: 3, criticalMomentId: 11251, criticalMomentDescription: 'Test drive' });
    });

    it("answers 404 for another tenant's notification", async () => {
      expect(
        (await server.request('GET', '/api/lcm/notifications/10001', { token: tokens['admin@auto-b'] })).status,
      ).toBe(404);
      expect(
        (await server.request('GET', '/api/lcm/notifications/10001', { token: tokens['admin@auto-xls'] })).status,
      ).toBe(200);
    });

    it('lists the surveys of a notification: same customer and moment, within the scope', async () => {
      const notification = fixture.notifications['auto-b']![0]!;
      const expected = fixture.responses['auto-b']!.filter(
        (r) =>
          r.customer_code === notification.customer_code && r.critical_moment_id === notification.critical_moment_id,
      );
      const page = await get<{ id: number; customerCode: string }>(
        `/api/lcm/notifications/${notification.id}/surveys?size=100`,
      );
      expect(page.total).toBe(expected.length);
      expect(page.body.map((s) => s.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id));
      expect((await get('/api/lcm/notifications/10001/surveys')).status).toBe(404);
    });

    it("lists a client account's surveys, only this tenant's", async () => {
      const code = fixture.customers['auto-b']!.clientAccounts[0]!.customer_code;
      const expected = fixture.responses['auto-b']!.filter((r) => r.customer_code === code);
      const page = await get<{ id: number }>(`/api/lcm/notifications/by-account/${code}?size=100`);
      expect(page.status).toBe(200);
      expect(page.total).toBe(expected.length);
      expect(page.body.every((s) => s.id < 10_000)).toBe(true);
      expect((await get('/api/lcm/notifications/by-account/NADIE-1')).status).toBe(404);
      expect((await get('/api/lcm/notifications/by-account/..%2Fx')).status).toBe(400);
    });
  });

  describe('dashboard resume and status', () => {
    type Resume = { workflowName: string; resume: Record<string, number> };
    const expectedCounts = (
      workflow: string,
      from: string,
      to: string,
      keep: (geo: number) => boolean = () => true,
    ): Record<string, number> => {
      const rows = fixture.notifications['auto-b']!.filter((n) => {
        const day = toWireDate(n.created_at, ZONE);
        return n.workflow_name === workflow && day >= from && day <= to && keep(n.geo_location_id);
      });
      const counts: Record<string, number> = { notifications: rows.length };
      for (const status of ['registered', 'sent', 'error', 'opened', 'clicked', 'answered', 'queued', 'processed']) {
        counts[status] = rows.filter((n) => n.status === status).length;
      }
      return counts;
    };

    it('counts registered surveys of a workflow by status over the date range', async () => {
      const { status, body } = await server.request(
        'GET',
        '/api/lcm/dashboard/resume?workflowName=venta&dateFrom=2026-10-01&dateTo=2026-10-31',
        { token: tokens['admin@auto-b'] },
      );
      expect(status).toBe(200);
      const resume = (body as Resume).resume;
      expect(resume).toEqual(expectedCounts('venta', '2026-10-01', '2026-10-31'));
      const sumOfStatuses = Object.entries(resume)
        .filter(([k]) => k !== 'notifications')
        .reduce((s, [, n]) => s + n, 0);
      expect(sumOfStatuses).toBe(resume.notifications);
      expect(resume.notifications).toBeGreaterThan(0);
    });

    it("counts only the zonal user's zone", async () => {
      const { body } = await server.request('GET', '/api/lcm/dashboard/resume?workflowName=postventa', {
        token: tokens['zonal@auto-b'],
      });
      expect((body as Resume).resume).toEqual(
        expectedCounts('postventa', '0000-01-01', '9999-12-31', (geo) => northBranches.has(geo)),
      );
    });

    it('answers the status variant under resume, and needs its workflow', async () => {
      const status = await server.request('GET', '/api/lcm/dashboard/status?workflowName=postventa', {
        token: tokens['reader@auto-b'],
      });
      expect(status.status).toBe(200);
      expect(status.body).toEqual({
        workflowName: 'postventa',
        resume: expectedCounts('postventa', '0000-01-01', '9999-12-31'),
      });
      const missing = await server.request('GET', '/api/lcm/dashboard/status', { token: tokens['admin@auto-b'] });
      expect(missing.status).toBe(400);
      expect((missing.body as { message: string }).message).toContain('workflowName');
    });

    it('refuses an unknown workflow, a foreign date parameter and an impossible date, naming them', async () => {
      const cases: [string, RegExp][] = [
        ['/api/lcm/dashboard/resume?workflowName=compras', /workflowName: "compras".*postventa, test-drive, venta/],
        ['/api/lcm/dashboard/resume?customerServiceTimeFrom=2026-10-01', /customerServiceTimeFrom.*dateFrom/],
        ['/api/lcm/dashboard/resume?dateFrom=2026-02-30', /dateFrom: "2026-02-30"/],
        ['/api/lcm/dashboard/resume?dateFrom=2026-11-02&dateTo=2026-11-01', /dateTo/],
      ];
      for (const [url, message] of cases) {
        const { status, body } = await server.request('GET', url, { token: tokens['admin@auto-b'] });
        expect(status, url).toBe(400);
        expect((body as { message: string }).message, url).toMatch(message);
      }
    });

    it('accepts the parameters an indicator request adds to the call', async () => {
      const { status } = await server.request(
        'GET',
        '/api/lcm/dashboard/resume?workflowName=venta&groupByTopLocation=true&logicalLocationInclude=2&responseValues=%7B%7D',
        { token: tokens['admin@auto-b'] },
      );
      expect(status).toBe(200);
    });
  });

  describe('malformed requests', () => {
    it('answers 4xx, never 5xx, to 240 generated requests, and keeps answering', async () => {
      const junk = fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(
          '-1',
          '1e99',
          'null',
          '[]',
          '{"a":1}',
          '%00',
          'a'.repeat(300),
          '9999999999999999999999',
          '0x10',
        ),
      );
      const route = fc.constantFrom(
        'GET /api/lcm/accounts',
        'GET /api/lcm/messages',
        'GET /api/lcm/messages/{id}',
        'GET /api/lcm/notifications',
        'GET /api/lcm/notifications/{id}',
        'GET /api/lcm/notifications/{id}/surveys',
        'GET /api/lcm/notifications/by-account/{id}',
        'GET /api/lcm/dashboard/resume',
        'GET /api/lcm/dashboard/status',
        'POST /api/voc/reports/{id}',
        'POST /api/voc/reports/dynamic',
        'POST /api/voc/reports/indicators-dashboard',
        'POST /api/voc/reports/indicators-social',
      );
      const param = fc.constantFrom(
        'page',
        'size',
        'sort',
        'filter',
        'dateFrom',
        'dateTo',
        'geoLocationInclude',
        'workflowName',
        'status',
        'responseValues',
        'nope',
      );
      const body = fc.oneof(
        fc.constant(undefined),
        fc.constant('{'),
        fc.constant('[1,2]'),
        fc.dictionary(
          fc.constantFrom(
            'fields',
            'resultType',
            'dateFrom',
            'criticalMomentInclude',
            'responseValues',
            'filters',
            'x',
          ),
          fc.oneof(junk, fc.integer(), fc.array(junk, { maxLength: 3 }), fc.constant(null)),
          { maxKeys: 3 },
        ),
      );
      const request = fc.record({ route, id: junk, query: fc.array(fc.tuple(param, junk), { maxLength: 3 }), body });
      const samples = fc.sample(request, { numRuns: 240, seed: 20_261_115 });
      let malformed = 0;
      for (const sample of samples) {
        const [method, template] = sample.route.split(' ') as [string, string];
        const query = new URLSearchParams(sample.query).toString();
        const url = `${template.replace('{id}', encodeURIComponent(sample.id) || 'x')}${query ? `?${query}` : ''}`;
        const payload = method === 'POST' ? (sample.body ?? '{"fields":[]}') : undefined;
        const { status } = await server.request(method, url, { token: tokens['zonal@auto-b'], body: payload });
        expect(status, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (status >= 400) malformed++;
      }
      expect(malformed).toBeGreaterThanOrEqual(200);
      expect((await get('/api/lcm/accounts', 'admin@auto-b')).status).toBe(200);
    });
  });
});
