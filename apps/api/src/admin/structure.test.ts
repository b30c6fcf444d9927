import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TenantMetadata } from '@voz/schema';
import { formatDocument } from '@voz/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../test-support/harness.js';
import { getList, OTHER_TENANT, startAdminFixture, type AdminFixture } from './test-fixture.js';

interface Node {
  id: number;
  name: string;
  description?: string;
  parentId: number | null;
  level: number;
  childIds: number[];
  workflowName?: string;
  mapCode?: string;
  coordinates?: [number, number];
  questions?: { id: number }[];
}

interface Entry {
  id: number;
  name: string;
  description?: string;
}

interface Refusal {
  message: string;
  diagnostics?: { ruleId: string; file: string; message: string }[];
}

const sha = (file: string): string => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('company structure in metadata.json', { timeout: 120_000 }, () => {
  let f: AdminFixture;
  let file: string;
  const repoMetadata = path.join(REPO, 'dashboards', 'auto-b', 'metadata.json');
  const repoHash = sha(repoMetadata);

  beforeAll(async () => {
    f = await startAdminFixture();
    file = f.metadataFile('auto-b');
  }, 120_000);
  afterAll(() => f?.close(), 60_000);

  const stored = (): TenantMetadata => JSON.parse(fs.readFileSync(file, 'utf8')) as TenantMetadata;
  const served = async (): Promise<TenantMetadata> =>
    (await f.server.request('GET', '/api/lcm/tenant-config/metadata', { token: f.tokens.analyst }))
      .body as TenantMetadata;
  const expectCanonical = (): void => {
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toBe(formatDocument(JSON.parse(text), 'metadata'));
  };

  describe('critical-moments', () => {
    it('lists the tree flat, paged, filtered (accents ignored) and sorted, for anyone signed in', async () => {
      const all = await getList<Node>(f.server, '/api/lcm/critical-moments?sort=id,asc', f.tokens.analyst);
      expect(all.status).toBe(200);
      expect(all.items.map((m) => m.id)).toEqual([0, 1, 2, 3, 11251]);
      expect(all.items[0]).toMatchObject({
        id: 0,
        name: 'General',
        parentId: null,
        level: 1,
        childIds: [1, 2, 3, 11251],
      });
      expect(all.items[1]).toMatchObject({ id: 1, parentId: 0, level: 2, workflowName: 'venta' });
      expect(all.items[1]?.questions?.length).toBeGreaterThan(0);
      const page = await getList<Node>(
        f.server,
        '/api/lcm/critical-moments?sort=name,desc&size=2&page=1',
        f.tokens.reader,
      );
      expect(page).toMatchObject({ total: 5, page: 1, size: 2 });
      expect(page.items.map((m) => m.name)).toEqual(['Reparación', 'Postventa']);
      // Names and descriptions: Postventa's description mentions "reparación" too.
      const text = await getList<Node>(f.server, '/api/lcm/critical-moments?filter=REPARACION', f.tokens.analyst);
      expect(text.items.map((m) => m.id)).toEqual([2, 3]);
      const byWorkflow = await getList<Node>(
        f.server,
        '/api/lcm/critical-moments?workflowName=postventa',
        f.tokens.analyst,
      );
      expect(byWorkflow.items.map((m) => m.id)).toEqual([2]);
      expect(
        (await f.server.request('GET', '/api/lcm/critical-moments?sort=questions', { token: f.tokens.analyst })).status,
      ).toBe(400);
    });

    it("limits a scoped user to its moments, and another tenant's moment is 404", async () => {
      const zonal = await getList<Node>(f.server, '/api/lcm/critical-moments', f.tokens.zonal);
      expect(zonal.items.map((m) => m.id)).toEqual([1]);
      expect((await f.server.request('GET', '/api/lcm/critical-moments/2', { token: f.tokens.zonal })).status).toBe(
        404,
      );
      expect((await f.server.request('GET', '/api/lcm/critical-moments/1', { token: f.tokens.zonal })).status).toBe(
        200,
      );
      const foreign = `/api/lcm/critical-moments/${OTHER_TENANT.nodeId}`;
      expect((await f.server.request('GET', foreign, { token: f.tokens.admin })).status).toBe(404);
      expect((await f.server.request('PUT', foreign, { token: f.tokens.admin, body: { name: 'X' } })).status).toBe(404);
      expect((await f.server.request('DELETE', foreign, { token: f.tokens.admin })).status).toBe(404);
    });

    it('refuses writes without ROLE_ADMIN, or when the tenant lacks adminCriticalMoments (403)', async () => {
      const before = sha(file);
      const body = { name: 'Nuevo' };
      expect(
        (await f.server.request('POST', '/api/lcm/critical-moments', { token: f.tokens.analyst, body })).status,
      ).toBe(403);
      expect((await f.server.request('DELETE', '/api/lcm/critical-moments/3', { token: f.tokens.root })).status).toBe(
        403,
      );
      const other = await f.server.request('POST', '/api/lcm/critical-moments', { token: f.tokens.otherAdmin, body });
      expect(other.status).toBe(403);
      expect((other.body as Refusal).message).toContain('adminCriticalMoments');
      expect(sha(file)).toBe(before);
    });

    it('creates a moment under a parent with id max + 1, written canonically and served at once', async () => {
      const created = await f.server.request('POST', '/api/lcm/critical-moments', {
        token: f.tokens.admin,
        body: { name: 'Entrega', description: 'Entrega del vehículo', parentId: 1, workflowName: 'entrega', level: 9 },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: 11252,
        name: 'Entrega',
        description: 'Entrega del vehículo',
        workflowName: 'entrega',
        parentId: 1,
        level: 3,
        childIds: [],
      });
      expect(created.headers.get('location')).toBe('/api/lcm/critical-moments/11252');
      expectCanonical();
      const venta = stored().criticalMoments.children?.find((m) => m.id === 1);
      expect(venta?.children?.map((m) => m.id)).toEqual([11252]);
      const metadata = await served();
      expect(metadata.criticalMoments.children?.find((m) => m.id === 1)?.children?.[0]?.name).toBe('Entrega');
      const parent = await f.server.request('GET', '/api/lcm/critical-moments/1', { token: f.tokens.admin });
      expect((parent.body as Node).childIds).toEqual([11252]);
    });

    it('refuses a change that would break the tenant with 400 and the diagnostics, leaving the file untouched', async () => {
      const before = sha(file);
      const broken = await f.server.request('DELETE', '/api/lcm/critical-moments/11251', { token: f.tokens.admin });
      expect(broken.status).toBe(400);
      const refusal = broken.body as Refusal;
      expect(refusal.message).toContain('11251');
      expect(refusal.diagnostics?.length).toBeGreaterThan(0);
      expect(refusal.diagnostics?.some((d) => d.ruleId === 'unknown-critical-moment')).toBe(true);
      expect(refusal.diagnostics?.map((d) => d.file)).toContain('auto-b/cxo.json');
      const questionless = await f.server.request('PUT', '/api/lcm/critical-moments/1', {
        token: f.tokens.admin,
        body: { name: 'Venta', questions: [] },
      });
      expect(questionless.status).toBe(400);
      expect((questionless.body as Refusal).diagnostics?.some((d) => d.ruleId === 'unknown-question')).toBe(true);
      const duplicate = await f.server.request('POST', '/api/lcm/critical-moments', {
        token: f.tokens.admin,
        body: {
          name: 'Duplicada',
          questions: [
            {
              id: stored().criticalMoments.children?.[0]?.questions?.[0]?.id ?? 1,
              name: 'X',
              text: { es: 'X' },
              type: 'TEXT',
            },
          ],
        },
      });
      expect(duplicate.status).toBe(400);
      expect((duplicate.body as Refusal).diagnostics?.some((d) => d.ruleId === 'duplicate-id')).toBe(true);
      expect(sha(file)).toBe(before);
      expect((await served()).criticalMoments.children?.map((m) => m.id)).toContain(11251);
    });

    it('refuses bad fields and impossible placements with 400 naming the field', async () => {
      const before = sha(file);
      const cases: [string, string, Record<string, unknown>, string][] = [
        ['POST', '/api/lcm/critical-moments', { name: 'X', parentId: 424242 }, 'body.parentId'],
        ['POST', '/api/lcm/critical-moments', { name: 'X', workflowName: 'Con Mayúsculas' }, 'body.workflowName'],
        ['POST', '/api/lcm/critical-moments', { name: '' }, 'body.name'],
        ['POST', '/api/lcm/critical-moments', { name: 'X', id: 5 }, 'body.id'],
        ['POST', '/api/lcm/critical-moments', { name: 'X', color: 'rojo' }, 'color'],
        ['PUT', '/api/lcm/critical-moments/11252', { name: 'X', parentId: 11252 }, 'body.parentId'],
        ['PUT', '/api/lcm/critical-moments/0', { name: 'General', parentId: 1 }, 'body.parentId'],
        ['PUT', '/api/lcm/critical-moments/1', { id: 2, name: 'Venta' }, 'body.id'],
        ['DELETE', '/api/lcm/critical-moments/0', {}, 'raíz'],
      ];
      for (const [method, url, body, field] of cases) {
        const answer = await f.server.request(method, url, {
          token: f.tokens.admin,
          ...(method === 'DELETE' ? {} : { body }),
        });
        expect(answer.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
        expect((answer.body as Refusal).message).toContain(field);
      }
      expect(sha(file)).toBe(before);
    });

    it('updates a moment (fields left out are kept, null removes) and moves it', async () => {
      const updated = await f.server.request('PUT', '/api/lcm/critical-moments/11252', {
        token: f.tokens.admin,
        body: { name: 'Entrega de vehículo', description: null, parentId: 2 },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({
        id: 11252,
        name: 'Entrega de vehículo',
        workflowName: 'entrega',
        parentId: 2,
        level: 3,
        childIds: [],
      });
      const metadata = stored();
      expect(metadata.criticalMoments.children?.find((m) => m.id === 1)?.children).toBeUndefined();
      expect(metadata.criticalMoments.children?.find((m) => m.id === 2)?.children?.map((m) => m.id)).toEqual([11252]);
      expectCanonical();
    });

    it('keeps moments with children or in an account scope (409), deletes a free leaf', async () => {
      const parent = await f.server.request('DELETE', '/api/lcm/critical-moments/2', { token: f.tokens.admin });
      expect(parent.status).toBe(409);
      const scoped = await f.server.request('DELETE', '/api/lcm/critical-moments/1', { token: f.tokens.admin });
      expect(scoped.status).toBe(409);
      expect((scoped.body as Refusal).message).toContain('alcance');
      expect(
        (await f.server.request('DELETE', '/api/lcm/critical-moments/11252', { token: f.tokens.admin })).status,
      ).toBe(204);
      expect((await f.server.request('GET', '/api/lcm/critical-moments/11252', { token: f.tokens.admin })).status).toBe(
        404,
      );
      expect(stored().criticalMoments.children?.find((m) => m.id === 2)?.children).toBeUndefined();
    });
  });

  describe('geo-locations', () => {
    it('lists the geography tree with levels, filters and sorts', async () => {
      const all = await getList<Node>(f.server, '/api/lcm/geo-locations', f.tokens.analyst);
      expect(all.total).toBe(33);
      expect(all.items).toHaveLength(15);
      const zones = await getList<Node>(f.server, '/api/lcm/geo-locations?level=2&sort=name,asc', f.tokens.analyst);
      expect(zones.items.map((z) => z.name)).toEqual(['Centro', 'Metropolitana', 'Norte', 'Sur']);
      const text = await getList<Node>(f.server, '/api/lcm/geo-locations?filter=pampa&sort=id,desc', f.tokens.analyst);
      expect(text.items.map((g) => g.id)).toEqual([10202, 10201, 10101]);
      const children = await getList<Node>(f.server, '/api/lcm/geo-locations?parentId=10101', f.tokens.analyst);
      expect(children.items.map((g) => [g.id, g.level])).toEqual([
        [10201, 4],
        [10202, 4],
      ]);
    });

    it("limits a zonal user to its zone, and another tenant's node is 404", async () => {
      const zonal = await getList<Node>(f.server, '/api/lcm/geo-locations?size=100', f.tokens.zonal);
      expect(zonal.total).toBe(9);
      expect(zonal.items.map((g) => g.id)).toContain(10010);
      expect(zonal.items.map((g) => g.id)).not.toContain(10011);
      expect((await f.server.request('GET', '/api/lcm/geo-locations/10011', { token: f.tokens.zonal })).status).toBe(
        404,
      );
      expect(
        (await f.server.request('GET', `/api/lcm/geo-locations/${OTHER_TENANT.nodeId}`, { token: f.tokens.admin }))
          .status,
      ).toBe(404);
    });

    it('creates a branch under a distributor, updates it and deletes it', async () => {
      const created = await f.server.request('POST', '/api/lcm/geo-locations', {
        token: f.tokens.admin,
        body: { name: 'Pampa Norte Tocopilla', parentId: 10101, coordinates: [-70.2, -22.09], mapCode: 'CL-AN' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: 10219,
        name: 'Pampa Norte Tocopilla',
        mapCode: 'CL-AN',
        coordinates: [-70.2, -22.09],
        parentId: 10101,
        level: 4,
        childIds: [],
      });
      const updated = await f.server.request('PUT', '/api/lcm/geo-locations/10219', {
        token: f.tokens.admin,
        body: { name: 'Tocopilla', description: 'Sucursal Tocopilla', mapCode: null },
      });
      expect(updated.body).toEqual({
        id: 10219,
        name: 'Tocopilla',
        description: 'Sucursal Tocopilla',
        coordinates: [-70.2, -22.09],
        parentId: 10101,
        level: 4,
        childIds: [],
      });
      expectCanonical();
      expect((await f.server.request('DELETE', '/api/lcm/geo-locations/10219', { token: f.tokens.admin })).status).toBe(
        204,
      );
      expect((await f.server.request('GET', '/api/lcm/geo-locations/10219', { token: f.tokens.admin })).status).toBe(
        404,
      );
    });

    it('refuses nodes deeper than the named levels, bad coordinates and map codes (400), nodes with children (409)', async () => {
      const before = sha(file);
      const deep = await f.server.request('POST', '/api/lcm/geo-locations', {
        token: f.tokens.admin,
        body: { name: 'X', parentId: 10201 },
      });
      expect(deep.status).toBe(400);
      expect((deep.body as Refusal).message).toContain('nivel 5');
      const move = await f.server.request('PUT', '/api/lcm/geo-locations/10101', {
        token: f.tokens.admin,
        body: { name: 'X', parentId: 10201 },
      });
      expect(move.status).toBe(400);
      const coordinates = await f.server.request('POST', '/api/lcm/geo-locations', {
        token: f.tokens.admin,
        body: { name: 'X', parentId: 10101, coordinates: [200, 0] },
      });
      expect(coordinates.status).toBe(400);
      expect((coordinates.body as Refusal).message).toContain('body.coordinates');
      const mapCode = await f.server.request('POST', '/api/lcm/geo-locations', {
        token: f.tokens.admin,
        body: { name: 'X', mapCode: 'chile' },
      });
      expect(mapCode.status).toBe(400);
      expect((mapCode.body as Refusal).message).toContain('body.mapCode');
      expect((await f.server.request('DELETE', '/api/lcm/geo-locations/10101', { token: f.tokens.admin })).status).toBe(
        409,
      );
      expect((await f.server.request('DELETE', '/api/lcm/geo-locations/10001', { token: f.tokens.admin })).status).toBe(
        400,
      );
      expect(sha(file)).toBe(before);
    });

    it('refuses writes to non-admins and tenants without adminGeoDistributions (403)', async () => {
      expect(
        (await f.server.request('POST', '/api/lcm/geo-locations', { token: f.tokens.zonal, body: { name: 'X' } }))
          .status,
      ).toBe(403);
      expect(
        (
          await f.server.request('PUT', '/api/lcm/geo-locations/10010', {
            token: f.tokens.otherAdmin,
            body: { name: 'X' },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('logical-locations', () => {
    it('lists, creates under a parent, moves, updates and deletes logical nodes', async () => {
      const all = await getList<Node>(f.server, '/api/lcm/logical-locations?parentId=2', f.tokens.analyst);
      expect(all.items.map((n) => n.name)).toEqual(['Dolphin', 'Seal', 'Han']);
      const created = await f.server.request('POST', '/api/lcm/logical-locations', {
        token: f.tokens.admin,
        body: { name: 'Sealion 7', parentId: 3 },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: 33, name: 'Sealion 7', parentId: 3, level: 3, childIds: [] });
      const moved = await f.server.request('PUT', '/api/lcm/logical-locations/33', {
        token: f.tokens.admin,
        body: { name: 'Sealion 7', description: 'SUV eléctrico', parentId: 2 },
      });
      expect(moved.body).toEqual({
        id: 33,
        name: 'Sealion 7',
        description: 'SUV eléctrico',
        parentId: 2,
        level: 3,
        childIds: [],
      });
      expect((await served()).logicals.children?.find((n) => n.id === 2)?.children?.map((n) => n.id)).toEqual([
        11, 12, 13, 33,
      ]);
      expect((await f.server.request('DELETE', '/api/lcm/logical-locations/2', { token: f.tokens.admin })).status).toBe(
        409,
      );
      expect(
        (await f.server.request('DELETE', '/api/lcm/logical-locations/33', { token: f.tokens.admin })).status,
      ).toBe(204);
      expect((await getList<Node>(f.server, '/api/lcm/logical-locations', f.tokens.admin)).total).toBe(12);
    });

    it("refuses non-admins (403), another tenant's node (404) and bad fields (400)", async () => {
      expect(
        (await f.server.request('POST', '/api/lcm/logical-locations', { token: f.tokens.analyst, body: { name: 'X' } }))
          .status,
      ).toBe(403);
      expect(
        (await f.server.request('DELETE', '/api/lcm/logical-locations/11', { token: f.tokens.otherAdmin })).status,
      ).toBe(403);
      expect(
        (await f.server.request('GET', `/api/lcm/logical-locations/${OTHER_TENANT.nodeId}`, { token: f.tokens.admin }))
          .status,
      ).toBe(404);
      const bad = await f.server.request('POST', '/api/lcm/logical-locations', {
        token: f.tokens.admin,
        body: { name: 'X', parentId: -1 },
      });
      expect(bad.status).toBe(400);
      expect((bad.body as Refusal).message).toContain('body.parentId');
      expect((await f.server.request('GET', '/api/lcm/logical-locations/abc', { token: f.tokens.admin })).status).toBe(
        400,
      );
    });
  });

  describe('channels', () => {
    it('lists, creates (id max + 1), renames and deletes a channel, served by tenant-config at once', async () => {
      const list = await getList<Entry>(f.server, '/api/lcm/channels?sort=name,desc', f.tokens.reader);
      expect(list.items.map((c) => c.name)).toEqual(['WhatsApp', 'Web', 'SMS', 'Email']);
      const created = await f.server.request('POST', '/api/lcm/channels', {
        token: f.tokens.admin,
        body: { name: 'Kiosko', description: 'Tótem en sucursal' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: 5, name: 'Kiosko', description: 'Tótem en sucursal' });
      expect((await served()).channels.at(-1)).toEqual({ id: 5, name: 'Kiosko', description: 'Tótem en sucursal' });
      expectCanonical();
      const renamed = await f.server.request('PUT', '/api/lcm/channels/5', {
        token: f.tokens.admin,
        body: { name: 'Kiosco' },
      });
      expect(renamed.body).toEqual({ id: 5, name: 'Kiosco', description: 'Tótem en sucursal' });
      expect((await f.server.request('GET', '/api/lcm/channels/5', { token: f.tokens.analyst })).body).toMatchObject({
        name: 'Kiosco',
      });
      expect((await f.server.request('DELETE', '/api/lcm/channels/5', { token: f.tokens.admin })).status).toBe(204);
      expect(stored().channels.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    });

    it("refuses duplicates and channels in use (409), another tenant's channel (404), non-admins (403)", async () => {
      const dup = await f.server.request('POST', '/api/lcm/channels', {
        token: f.tokens.admin,
        body: { name: 'EMAIL' },
      });
      expect(dup.status).toBe(409);
      await f.server.db
        .updateTable('accounts')
        .set({ channels: [2] })
        .where('tenant_id', '=', 'auto-b')
        .where('id', '=', 2)
        .execute();
      // A change of scope ends the account's sessions (decision 0018): the analyst signs in again.
      f.tokens.analyst = await f.server.tokens.sign({ tenantId: 'auto-b', accountTenantId: 'auto-b', accountId: 2 });
      expect((await f.server.request('DELETE', '/api/lcm/channels/2', { token: f.tokens.admin })).status).toBe(409);
      const foreign = `/api/lcm/channels/${OTHER_TENANT.channelId}`;
      expect((await f.server.request('GET', foreign, { token: f.tokens.admin })).status).toBe(404);
      expect((await f.server.request('PUT', foreign, { token: f.tokens.admin, body: { name: 'Mío' } })).status).toBe(
        404,
      );
      expect((await f.server.request('DELETE', foreign, { token: f.tokens.admin })).status).toBe(404);
      expect(
        (await f.server.request('POST', '/api/lcm/channels', { token: f.tokens.analyst, body: { name: 'Fax' } }))
          .status,
      ).toBe(403);
      expect(
        (await f.server.request('POST', '/api/lcm/channels', { token: f.tokens.otherAdmin, body: { name: 'Fax' } }))
          .status,
      ).toBe(403);
      const blank = await f.server.request('POST', '/api/lcm/channels', {
        token: f.tokens.admin,
        body: { name: 'x'.repeat(201) },
      });
      expect(blank.status).toBe(400);
      expect((blank.body as Refusal).message).toContain('body.name');
    });
  });

  describe('clusters', () => {
    it('lists, creates, updates and deletes clusters; ROLE_ADMIN suffices (no feature)', async () => {
      expect((await getList<Entry>(f.server, '/api/lcm/clusters', f.tokens.analyst)).total).toBe(3);
      const created = await f.server.request('POST', '/api/lcm/clusters', {
        token: f.tokens.admin,
        body: { name: 'Jóvenes' },
      });
      expect(created.body).toEqual({ id: 4, name: 'Jóvenes' });
      const found = await getList<Entry>(f.server, '/api/lcm/clusters?filter=jovenes', f.tokens.analyst);
      expect(found.items.map((c) => c.id)).toEqual([4]);
      expect(
        (
          await f.server.request('PUT', '/api/lcm/clusters/4', {
            token: f.tokens.admin,
            body: { name: 'Jóvenes', description: 'Menores de 30' },
          })
        ).body,
      ).toEqual({
        id: 4,
        name: 'Jóvenes',
        description: 'Menores de 30',
      });
      expect((await f.server.request('DELETE', '/api/lcm/clusters/4', { token: f.tokens.admin })).status).toBe(204);
      const other = await f.server.request('POST', '/api/lcm/clusters', {
        token: f.tokens.otherAdmin,
        body: { name: 'Otro segmento' },
      });
      expect(other.status).toBe(201);
      expect(other.body).toEqual({ id: 91, name: 'Otro segmento' });
      expect(
        (await getList<Entry>(f.server, '/api/lcm/clusters', f.tokens.admin)).items.map((c) => c.name),
      ).not.toContain('Otro segmento');
    });

    it("refuses duplicates (409), another tenant's cluster (404) and non-admins (403)", async () => {
      expect(
        (
          await f.server.request('POST', '/api/lcm/clusters', {
            token: f.tokens.admin,
            body: { name: 'cliente recurrente' },
          })
        ).status,
      ).toBe(409);
      expect(
        (await f.server.request('GET', `/api/lcm/clusters/${OTHER_TENANT.clusterId}`, { token: f.tokens.admin }))
          .status,
      ).toBe(404);
      expect((await f.server.request('DELETE', '/api/lcm/clusters/1', { token: f.tokens.reader })).status).toBe(403);
    });
  });

  it("never writes the repository's dashboards", () => {
    expect(sha(repoMetadata)).toBe(repoHash);
  });
});
