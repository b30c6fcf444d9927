import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.js';
import { getList, OTHER_TENANT, startAdminFixture, type AdminFixture } from './test-fixture.js';

interface User {
  id: number;
  login: string;
  email: string;
  firstName: string;
  authorities: string[];
  level?: string | null;
  profileId?: number | null;
  geoLocations?: number[];
  activated: boolean;
  enabled: boolean;
  temporalPass: boolean;
  createdAt: string;
}

describe('accounts: users/tenant and users/admin', { timeout: 120_000 }, () => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await startAdminFixture();
  }, 120_000);
  afterAll(() => f?.close(), 60_000);

  const login = (email: string) =>
    f.server.db.selectFrom('logins').selectAll().where('email', '=', email).executeTakeFirst();
  const hashOf = async (tenantId: string, id: number): Promise<string> =>
    (
      await f.server.db
        .selectFrom('accounts')
        .select('password_hash')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash;

  describe('users/tenant (ROLE_ADMIN)', () => {
    it("lists the tenant's users (not its admins, not another tenant's), paged, filtered and sorted", async () => {
      const list = await getList<User>(f.server, '/api/lcm/users/tenant?sort=email,asc', f.tokens.admin);
      expect(list.status).toBe(200);
      expect(list.items.map((u) => u.email)).toEqual([
        'analista@auto-b.test',
        'lector@auto-b.test',
        'zonal@auto-b.test',
      ]);
      expect(list.total).toBe(3);
      expect(list.items.every((u) => !('password' in u) && !('passwordHash' in u))).toBe(true);
      const page = await getList<User>(f.server, '/api/lcm/users/tenant?sort=email,desc&page=1&size=2', f.tokens.admin);
      expect(page).toMatchObject({ total: 3, page: 1, size: 2 });
      expect(page.items.map((u) => u.email)).toEqual(['analista@auto-b.test']);
      const byProfile = await getList<User>(f.server, '/api/lcm/users/tenant?profileId=1&sort=id,asc', f.tokens.admin);
      expect(byProfile.items.map((u) => u.id)).toEqual([2, 4]);
      const byScope = await getList<User>(f.server, '/api/lcm/users/tenant?geoLocationInclude=10010', f.tokens.admin);
      expect(byScope.items.map((u) => u.email)).toEqual(['zonal@auto-b.test']);
      const text = await getList<User>(f.server, '/api/lcm/users/tenant?filter=LECT', f.tokens.admin);
      expect(text.items.map((u) => u.email)).toEqual(['lector@auto-b.test']);
      const zonal = await f.server.request('GET', '/api/lcm/users/tenant/4', { token: f.tokens.admin });
      expect(zonal.body).toMatchObject({ level: 'zonal', geoLocations: [10010], criticalMoments: [1], profileId: 1 });
    });

    it("answers 404 for an admin account and for another tenant's account", async () => {
      expect((await f.server.request('GET', '/api/lcm/users/tenant/1', { token: f.tokens.admin })).status).toBe(404);
      const foreign = `/api/lcm/users/tenant/${OTHER_TENANT.accountId}`;
      expect((await f.server.request('GET', foreign, { token: f.tokens.admin })).status).toBe(404);
      expect(
        (await f.server.request('PUT', foreign, { token: f.tokens.admin, body: { email: 'x@y.zz' } })).status,
      ).toBe(404);
      expect((await f.server.request('DELETE', foreign, { token: f.tokens.admin })).status).toBe(404);
      expect(await login(OTHER_TENANT.accountEmail)).toBeDefined();
    });

    it('refuses users and the root operator (403)', async () => {
      for (const token of [f.tokens.analyst, f.tokens.reader, f.tokens.root]) {
        expect((await f.server.request('GET', '/api/lcm/users/tenant', { token })).status).toBe(403);
        const body = { email: 'colado@auto-b.test', password: '12345678' };
        expect((await f.server.request('POST', '/api/lcm/users/tenant', { token, body })).status).toBe(403);
      }
      expect(await login('colado@auto-b.test')).toBeUndefined();
    });

    it('creates a user with level, profile and scope, its login row and a hashed password never answered', async () => {
      const created = await f.server.request('POST', '/api/lcm/users/tenant', {
        token: f.tokens.admin,
        body: {
          email: '  Nueva.Usuaria@Auto-B.test ',
          password: 'una-clave-larga',
          firstName: 'Nueva',
          lastName: 'Usuaria',
          level: 'distributor',
          profileId: 2,
          defaultCriticalMoment: 1,
          geoLocations: [10101],
          criticalMoments: [1, 2],
          channels: [1],
          clusters: [2],
        },
      });
      expect(created.status).toBe(201);
      const user = created.body as User;
      expect(user).toMatchObject({
        id: 5,
        login: 'nueva.usuaria@auto-b.test',
        email: 'nueva.usuaria@auto-b.test',
        authorities: ['ROLE_USER'],
        level: 'distributor',
        profileId: 2,
        geoLocations: [10101],
        activated: false,
        enabled: true,
        temporalPass: true,
        createdAt: '2026-11-15T12:00:00.000Z',
      });
      expect(JSON.stringify(created.body)).not.toContain('una-clave-larga');
      expect(created.headers.get('location')).toBe('/api/lcm/users/tenant/5');
      expect(await login('nueva.usuaria@auto-b.test')).toEqual({
        email: 'nueva.usuaria@auto-b.test',
        tenant_id: 'auto-b',
        account_id: 5,
      });
      expect(await verifyPassword('una-clave-larga', await hashOf('auto-b', 5))).toBe(true);
    });

    it('refuses a duplicate e-mail (409), even one of another tenant, and writes nothing', async () => {
      const dup = await f.server.request('POST', '/api/lcm/users/tenant', {
        token: f.tokens.admin,
        body: { email: 'LECTOR@auto-b.test', password: '12345678' },
      });
      expect(dup.status).toBe(409);
      const foreign = await f.server.request('POST', '/api/lcm/users/tenant', {
        token: f.tokens.admin,
        body: { email: OTHER_TENANT.accountEmail, password: '12345678' },
      });
      expect(foreign.status).toBe(409);
      expect((await getList<User>(f.server, '/api/lcm/users/tenant', f.tokens.admin)).total).toBe(4);
    });

    it('refuses bad fields with 400 naming the field, and writes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ email: 'a@b.cl', password: '12345678', level: 'galactico' }, 'body.level'],
        [{ email: 'a@b.cl', password: '12345678', profileId: OTHER_TENANT.profileId }, 'body.profileId'],
        [{ email: 'a@b.cl', password: '12345678', geoLocations: [99999] }, 'body.geoLocations'],
        [{ email: 'a@b.cl', password: '12345678', channels: [OTHER_TENANT.channelId] }, 'body.channels'],
        [{ email: 'a@b.cl', password: '12345678', workflows: [77] }, 'body.workflows'],
        [{ email: 'a@b.cl', password: 'corta' }, 'body.password'],
        [{ email: 'a@b.cl' }, 'body.password'],
        [{ email: 'no-es-correo', password: '12345678' }, 'body.email'],
        [{ email: 'a@b.cl', password: '12345678', authorities: ['ROLE_ADMIN'] }, 'body.authorities'],
        [{ password: '12345678' }, 'email'],
      ];
      for (const [body, field] of cases) {
        const answer = await f.server.request('POST', '/api/lcm/users/tenant', { token: f.tokens.admin, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect((answer.body as { message: string }).message).toContain(field);
      }
      expect(await login('a@b.cl')).toBeUndefined();
    });

    it('updates only the fields sent: e-mail moves the login row, a password is re-hashed', async () => {
      const before = await hashOf('auto-b', 5);
      const updated = await f.server.request('PUT', '/api/lcm/users/tenant/5', {
        token: f.tokens.admin,
        body: { id: 5, email: 'renombrada@auto-b.test', password: 'otra-clave-larga', enabled: false, level: null },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        email: 'renombrada@auto-b.test',
        enabled: false,
        level: null,
        firstName: 'Nueva',
        profileId: 2,
        geoLocations: [10101],
      });
      expect(await login('nueva.usuaria@auto-b.test')).toBeUndefined();
      expect(await login('renombrada@auto-b.test')).toMatchObject({ tenant_id: 'auto-b', account_id: 5 });
      const after = await hashOf('auto-b', 5);
      expect(after).not.toBe(before);
      expect(await verifyPassword('otra-clave-larga', after)).toBe(true);
      const taken = await f.server.request('PUT', '/api/lcm/users/tenant/5', {
        token: f.tokens.admin,
        body: { email: 'analista@auto-b.test' },
      });
      expect(taken.status).toBe(409);
      const disabled = await getList<User>(f.server, '/api/lcm/users/tenant?enabled=false', f.tokens.admin);
      expect(disabled.items.map((u) => u.id)).toEqual([5]);
    });

    it('filters on the creation day in the tenant time zone', async () => {
      // 02:00 UTC on 1 March is still 28 February in Santiago (UTC-3 in summer).
      await sql`UPDATE accounts SET created_at = ${new Date('2026-03-01T02:00:00Z')} WHERE tenant_id = 'auto-b' AND id = 3`.execute(
        f.server.db,
      );
      const feb = await getList<User>(
        f.server,
        '/api/lcm/users/tenant?dateFrom=2026-02-28&dateTo=2026-02-28',
        f.tokens.admin,
      );
      expect(feb.items.map((u) => u.id)).toEqual([3]);
      const march = await getList<User>(
        f.server,
        '/api/lcm/users/tenant?customerServiceTimeFrom=2026-03-01',
        f.tokens.admin,
      );
      expect(march.items.map((u) => u.id)).toEqual([5]);
      expect(
        (
          await f.server.request('GET', '/api/lcm/users/tenant?dateFrom=2026-03-02&dateTo=2026-03-01', {
            token: f.tokens.admin,
          })
        ).status,
      ).toBe(400);
    });

    it('deletes a user with its login row', async () => {
      expect((await f.server.request('DELETE', '/api/lcm/users/tenant/5', { token: f.tokens.admin })).status).toBe(204);
      expect(await login('renombrada@auto-b.test')).toBeUndefined();
      expect((await f.server.request('GET', '/api/lcm/users/tenant/5', { token: f.tokens.admin })).status).toBe(404);
      expect((await f.server.request('DELETE', '/api/lcm/users/tenant/5', { token: f.tokens.admin })).status).toBe(404);
    });

    it('takes effect at once: a disabled account is refused on its next call', async () => {
      const before = await f.server.request('GET', '/api/lcm/critical-moments', { token: f.tokens.reader });
      expect(before.status).toBe(200);
      await f.server.request('PUT', '/api/lcm/users/tenant/3', {
        token: f.tokens.admin,
        body: { email: 'lector@auto-b.test', enabled: false },
      });
      expect((await f.server.request('GET', '/api/lcm/critical-moments', { token: f.tokens.reader })).status).toBe(401);
      await f.server.request('PUT', '/api/lcm/users/tenant/3', {
        token: f.tokens.admin,
        body: { email: 'lector@auto-b.test', enabled: true },
      });
      // Disabling ended its sessions for good (decision 0018): enabled again, it signs in again.
      expect((await f.server.request('GET', '/api/lcm/critical-moments', { token: f.tokens.reader })).status).toBe(401);
      f.tokens.reader = await f.server.tokens.sign({ tenantId: 'auto-b', accountTenantId: 'auto-b', accountId: 3 });
      expect((await f.server.request('GET', '/api/lcm/critical-moments', { token: f.tokens.reader })).status).toBe(200);
    });
  });

  describe('users/admin (ROLE_ROOT)', () => {
    it("lists the admins of the tenant the token acts on, never users or another tenant's admins", async () => {
      const list = await getList<User>(f.server, '/api/lcm/users/admin', f.tokens.root);
      expect(list.status).toBe(200);
      expect(list.items.map((u) => u.email)).toEqual(['admin@auto-b.test']);
      expect(list.items[0]?.authorities).toEqual(['ROLE_ADMIN']);
      expect((await f.server.request('GET', '/api/lcm/users/admin/2', { token: f.tokens.root })).status).toBe(404);
    });

    it('refuses tenant admins and users (403)', async () => {
      for (const token of [f.tokens.admin, f.tokens.analyst, f.tokens.otherAdmin]) {
        expect((await f.server.request('GET', '/api/lcm/users/admin', { token })).status).toBe(403);
        const body = { email: 'escalada@auto-b.test', password: '12345678' };
        expect((await f.server.request('POST', '/api/lcm/users/admin', { token, body })).status).toBe(403);
      }
      expect(await login('escalada@auto-b.test')).toBeUndefined();
    });

    it('creates, updates and deletes an admin account; a duplicate e-mail is 409; extra fields are 400', async () => {
      const created = await f.server.request('POST', '/api/lcm/users/admin', {
        token: f.tokens.root,
        // Activated, with a password of its own: a temporary one would serve only its account (issue 30).
        body: {
          email: 'segundo.admin@auto-b.test',
          password: 'clave-de-admin',
          firstName: 'Segundo',
          activated: true,
          temporalPass: false,
        },
      });
      expect(created.status).toBe(201);
      const admin = created.body as User;
      expect(admin).toMatchObject({
        email: 'segundo.admin@auto-b.test',
        authorities: ['ROLE_ADMIN'],
        firstName: 'Segundo',
      });
      expect(admin).not.toHaveProperty('geoLocations');
      expect(await login('segundo.admin@auto-b.test')).toMatchObject({ tenant_id: 'auto-b', account_id: admin.id });
      const dup = await f.server.request('POST', '/api/lcm/users/admin', {
        token: f.tokens.root,
        body: { email: 'zonal@auto-b.test', password: 'clave-de-admin' },
      });
      expect(dup.status).toBe(409);
      const scoped = await f.server.request('POST', '/api/lcm/users/admin', {
        token: f.tokens.root,
        body: { email: 'x@auto-b.test', password: 'clave-de-admin', geoLocations: [10010] },
      });
      expect(scoped.status).toBe(400);
      expect((scoped.body as { message: string }).message).toContain('geoLocations');
      const renamed = await f.server.request('PUT', `/api/lcm/users/admin/${admin.id}`, {
        token: f.tokens.root,
        body: { email: 'segundo.admin@auto-b.test', lastName: 'Admin', authorities: ['ROLE_USER'] },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ lastName: 'Admin', authorities: ['ROLE_ADMIN'] });
      // The new admin manages users through users/tenant at once.
      const token = await f.server.tokens.sign({ tenantId: 'auto-b', accountTenantId: 'auto-b', accountId: admin.id });
      expect((await f.server.request('GET', '/api/lcm/users/tenant', { token })).status).toBe(200);
      expect(
        (await f.server.request('DELETE', `/api/lcm/users/admin/${admin.id}`, { token: f.tokens.root })).status,
      ).toBe(204);
      expect(await login('segundo.admin@auto-b.test')).toBeUndefined();
      expect((await f.server.request('GET', '/api/lcm/users/tenant', { token })).status).toBe(401);
    });
  });
});
