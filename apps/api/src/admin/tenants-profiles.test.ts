import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getList, OTHER_TENANT, startAdminFixture, type AdminFixture } from './test-fixture.js';

interface Tenant {
  id: string;
  name: string;
  configured: boolean;
  createdAt: string;
}

interface Profile {
  id: number;
  name: string;
  access: Record<string, string[]>;
}

describe('companies and role profiles', { timeout: 120_000 }, () => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await startAdminFixture();
  }, 120_000);
  afterAll(() => f?.close(), 60_000);

  it('documents every admin route in the OpenAPI document, with the ids of docs/routing.md', async () => {
    const docs = await f.server.request('GET', '/docs/json');
    expect(docs.status).toBe(200);
    const paths = (
      docs.body as { paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>> }
    ).paths;
    const operations = Object.values(paths).flatMap((p) => Object.values(p));
    const ids = new Set(operations.map((o) => o.operationId));
    for (const id of [
      'tenants-list',
      'users-admin-update',
      'critical-moments-delete',
      'dashboard-get',
      'alert-work-groups-create',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
    expect(paths['/api/voc/dashboard/{id}']?.put?.security).toEqual([{ bearer: [] }]);
  });

  describe('tenants (lcm, ROLE_ROOT only)', () => {
    it('lists the companies paged and sorted, with the paging headers', async () => {
      const all = await getList<Tenant>(f.server, '/api/lcm/tenants', f.tokens.root);
      expect(all.status).toBe(200);
      expect(all.items.map((t) => t.id)).toEqual(['auto-b', 'otro']);
      expect(all).toMatchObject({ total: 2, page: 0, size: 15 });
      expect(all.items[0]).toEqual({
        id: 'auto-b',
        name: 'BYD Chile',
        configured: true,
        createdAt: '2026-01-10T12:00:00.000Z',
      });
      const second = await getList<Tenant>(f.server, '/api/lcm/tenants?page=1&size=1&sort=name,desc', f.tokens.root);
      expect(second).toMatchObject({ total: 2, page: 1, size: 1 });
      expect(second.items.map((t) => t.id)).toEqual(['auto-b']);
      const found = await getList<Tenant>(f.server, '/api/lcm/tenants?filter=OTRO', f.tokens.root);
      expect(found.items.map((t) => t.id)).toEqual(['otro']);
    });

    it('refuses every other role with 403 and no token with 401', async () => {
      for (const token of [f.tokens.admin, f.tokens.analyst, f.tokens.otherAdmin]) {
        expect((await f.server.request('GET', '/api/lcm/tenants', { token })).status).toBe(403);
        expect(
          (await f.server.request('POST', '/api/lcm/tenants', { token, body: { id: 'x', name: 'X' } })).status,
        ).toBe(403);
        expect((await f.server.request('DELETE', '/api/lcm/tenants/otro', { token })).status).toBe(403);
      }
      expect((await f.server.request('GET', '/api/lcm/tenants')).status).toBe(401);
    });

    it('creates, reads, renames and deletes a company; a duplicate id is 409', async () => {
      const created = await f.server.request('POST', '/api/lcm/tenants', {
        token: f.tokens.root,
        body: { id: 'nueva-empresa', name: 'Nueva Empresa' },
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('location')).toBe('/api/lcm/tenants/nueva-empresa');
      expect(created.body).toEqual({
        id: 'nueva-empresa',
        name: 'Nueva Empresa',
        configured: false,
        createdAt: '2026-11-15T12:00:00.000Z',
      });
      const again = await f.server.request('POST', '/api/lcm/tenants', {
        token: f.tokens.root,
        body: { id: 'nueva-empresa', name: 'Otra vez' },
      });
      expect(again.status).toBe(409);
      const renamed = await f.server.request('PUT', '/api/lcm/tenants/nueva-empresa', {
        token: f.tokens.root,
        body: { id: 'nueva-empresa', name: 'Empresa Renombrada', configured: true },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Empresa Renombrada', configured: false });
      expect(
        (await f.server.request('GET', '/api/lcm/tenants/nueva-empresa', { token: f.tokens.root })).body,
      ).toMatchObject({ name: 'Empresa Renombrada' });
      const recent = await getList<Tenant>(
        f.server,
        '/api/lcm/tenants?dateFrom=2026-11-15&dateTo=2026-11-15',
        f.tokens.root,
      );
      expect(recent.items.map((t) => t.id)).toEqual(['nueva-empresa']);
      expect(
        (await f.server.request('DELETE', '/api/lcm/tenants/nueva-empresa', { token: f.tokens.root })).status,
      ).toBe(204);
      expect((await f.server.request('GET', '/api/lcm/tenants/nueva-empresa', { token: f.tokens.root })).status).toBe(
        404,
      );
    });

    it('refuses bad ids and fields with 400 naming the field', async () => {
      const bad = await f.server.request('POST', '/api/lcm/tenants', {
        token: f.tokens.root,
        body: { id: 'Con Espacios', name: 'X' },
      });
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('body.id');
      const noId = await f.server.request('POST', '/api/lcm/tenants', {
        token: f.tokens.root,
        body: { name: 'Sin id' },
      });
      expect(noId.status).toBe(400);
      expect((noId.body as { message: string }).message).toContain('body.id');
      const extra = await f.server.request('POST', '/api/lcm/tenants', {
        token: f.tokens.root,
        body: { id: 'x', name: 'X', color: 'red' },
      });
      expect(extra.status).toBe(400);
      expect((extra.body as { message: string }).message).toContain('color');
      const mismatch = await f.server.request('PUT', '/api/lcm/tenants/otro', {
        token: f.tokens.root,
        body: { id: 'auto-b', name: 'X' },
      });
      expect(mismatch.status).toBe(400);
      const sort = await f.server.request('GET', '/api/lcm/tenants?sort=password,asc', { token: f.tokens.root });
      expect(sort.status).toBe(400);
      expect((sort.body as { message: string }).message).toContain('querystring.sort');
      expect(
        (await f.server.request('GET', '/api/lcm/tenants?dateFrom=2026-02-30', { token: f.tokens.root })).status,
      ).toBe(400);
      expect((await f.server.request('GET', '/api/lcm/tenants/No_Valido', { token: f.tokens.root })).status).toBe(400);
    });

    it('keeps a company that still has its folder or its accounts (409)', async () => {
      const configured = await f.server.request('DELETE', '/api/lcm/tenants/otro', { token: f.tokens.root });
      expect(configured.status).toBe(409);
      expect((await f.server.request('GET', '/api/lcm/tenants/otro', { token: f.tokens.root })).status).toBe(200);
      await f.server.request('POST', '/api/lcm/tenants', {
        token: f.tokens.root,
        body: { id: 'con-cuentas', name: 'Con cuentas' },
      });
      await f.server.db
        .insertInto('profiles')
        .values({ tenant_id: 'con-cuentas', id: 1, name: 'P', access: '{}' })
        .execute();
      expect((await f.server.request('DELETE', '/api/lcm/tenants/con-cuentas', { token: f.tokens.root })).status).toBe(
        409,
      );
      expect((await f.server.request('DELETE', '/api/lcm/tenants/no-existe', { token: f.tokens.root })).status).toBe(
        404,
      );
    });
  });

  describe('profiles (lcm, ROLE_ADMIN)', () => {
    it("lists the tenant's own profiles only; another tenant's id is 404", async () => {
      const list = await getList<Profile>(f.server, '/api/lcm/profiles?sort=name,asc', f.tokens.admin);
      expect(list.status).toBe(200);
      expect(list.items.map((p) => p.name)).toEqual(['Analista', 'Lector']);
      expect(list.total).toBe(2);
      expect(list.items[1]?.access).toEqual({ dashboard: ['main'] });
      const foreign = await f.server.request('GET', `/api/lcm/profiles/${OTHER_TENANT.profileId}`, {
        token: f.tokens.admin,
      });
      expect(foreign.status).toBe(404);
      expect(
        (
          await f.server.request('PUT', `/api/lcm/profiles/${OTHER_TENANT.profileId}`, {
            token: f.tokens.admin,
            body: { name: 'x' },
          })
        ).status,
      ).toBe(404);
      expect(
        (await f.server.request('DELETE', `/api/lcm/profiles/${OTHER_TENANT.profileId}`, { token: f.tokens.admin }))
          .status,
      ).toBe(404);
    });

    it('refuses non-admins (403), even with every section', async () => {
      expect((await f.server.request('GET', '/api/lcm/profiles', { token: f.tokens.analyst })).status).toBe(403);
      expect((await f.server.request('GET', '/api/lcm/profiles', { token: f.tokens.root })).status).toBe(403);
      expect(
        (
          await f.server.request('POST', '/api/lcm/profiles', {
            token: f.tokens.analyst,
            body: { name: 'Yo mismo', access: {} },
          })
        ).status,
      ).toBe(403);
    });

    it('creates, updates and deletes a profile', async () => {
      const created = await f.server.request('POST', '/api/lcm/profiles', {
        token: f.tokens.admin,
        body: { name: 'Supervisor', access: { alerts: ['main', 'stats'], dashboard: ['main'] } },
      });
      expect(created.status).toBe(201);
      const profile = created.body as Profile;
      expect(profile).toEqual({
        id: 3,
        name: 'Supervisor',
        access: { alerts: ['main', 'stats'], dashboard: ['main'] },
      });
      const updated = await f.server.request('PUT', `/api/lcm/profiles/${profile.id}`, {
        token: f.tokens.admin,
        body: { id: profile.id, name: 'Supervisora' },
      });
      expect(updated.body).toEqual({ ...profile, name: 'Supervisora' });
      const found = await getList<Profile>(f.server, '/api/lcm/profiles?filter=supervis', f.tokens.admin);
      expect(found.items.map((p) => p.id)).toEqual([profile.id]);
      expect(
        (await f.server.request('DELETE', `/api/lcm/profiles/${profile.id}`, { token: f.tokens.admin })).status,
      ).toBe(204);
      expect((await f.server.request('GET', `/api/lcm/profiles/${profile.id}`, { token: f.tokens.admin })).status).toBe(
        404,
      );
    });

    it('refuses unknown sections and actions (400), duplicate names (409) and profiles in use (409)', async () => {
      const section = await f.server.request('POST', '/api/lcm/profiles', {
        token: f.tokens.admin,
        body: { name: 'Raro', access: { 'no-existe': ['main'] } },
      });
      expect(section.status).toBe(400);
      expect((section.body as { message: string }).message).toContain('body.access.no-existe');
      const action = await f.server.request('POST', '/api/lcm/profiles', {
        token: f.tokens.admin,
        body: { name: 'Raro', access: { alerts: ['volar'] } },
      });
      expect(action.status).toBe(400);
      expect((action.body as { message: string }).message).toContain('volar');
      const duplicate = await f.server.request('POST', '/api/lcm/profiles', {
        token: f.tokens.admin,
        body: { name: 'analista' },
      });
      expect(duplicate.status).toBe(409);
      const inUse = await f.server.request('DELETE', '/api/lcm/profiles/1', { token: f.tokens.admin });
      expect(inUse.status).toBe(409);
      expect((inUse.body as { message: string }).message).toContain('usuario');
      const withId = await f.server.request('POST', '/api/lcm/profiles', {
        token: f.tokens.admin,
        body: { id: 3, name: 'Con id' },
      });
      expect(withId.status).toBe(400);
    });
  });
});
