import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../auth/demoAccounts.js';
import { hashPassword } from '../auth/passwords.js';
import { AUTHENTICATE_RATE_LIMIT, RESET_INIT_RATE_LIMIT } from '../auth/rate-limits.js';
import { tokenHash } from '../auth/reset-tokens.js';
import { PLATFORM_TENANT } from '../http/principal.js';
import { REPO, startTestServer, type TestServer } from '../test-support/harness.js';
import { configRoutes } from './config.js';
import { createAuthRoutes, RESET_KEY_REFUSED } from './auth.js';

interface Account {
  id: number;
  email: string;
  tenantId: string;
  accountTenantId: string;
  authorities: string[];
  level: string | null;
  activated: boolean;
  temporalPass: boolean;
  highestScope: boolean;
  geoLocations: number[];
  userProfiles: { id: number; name: string; config: { access: Record<string, string[]> } }[];
  tenants: { id: string; name: string }[];
  defaultCriticalMoment: number | null;
  [key: string]: unknown;
}

interface ErrorBody {
  status: number;
  code: string;
  message: string;
}

const NOW = new Date('2026-11-15T12:00:00Z');

/** A dashboards folder with two tenants: the landed auto-b and a copy of it named "otro". */
function twoTenants(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-auth-dashboards-'));
  fs.cpSync(path.join(REPO, 'dashboards', 'auto-b'), path.join(dir, 'auto-b'), { recursive: true });
  fs.cpSync(path.join(REPO, 'dashboards', 'auto-b'), path.join(dir, 'otro'), { recursive: true });
  const file = path.join(dir, 'otro', 'tenant.json');
  const tenant = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; name: string };
  fs.writeFileSync(file, JSON.stringify({ ...tenant, id: 'otro', name: 'Otro Cliente' }));
  return dir;
}

describe('sign-in and accounts', { timeout: 120_000 }, () => {
  let server: TestServer;
  let dashboards: string;
  const links: { email: string; link: string }[] = [];

  const signIn = (username: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}) =>
    server.request('POST', '/api/lcm/authenticate', { body: { username, password, ...extra } });
  const tokenOf = async (username: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}) => {
    const { status, body } = await signIn(username, password, extra);
    expect(status, `${username} signs in`).toBe(200);
    return (body as { id_token: string }).id_token;
  };
  const account = async (token: string, query = '') => {
    const { status, body } = await server.request('GET', `/api/lcm/account${query}`, { token });
    expect(status).toBe(200);
    return body as Account;
  };
  const keyOf = (link: string): string => decodeURIComponent(/[?&]key=([^&]+)/.exec(link)![1]!);

  beforeAll(async () => {
    dashboards = twoTenants();
    server = await startTestServer({
      modules: [createAuthRoutes({ onResetLink: (email, link) => links.push({ email, link }) }), configRoutes],
      dashboardsDir: dashboards,
      now: NOW,
      prepare: async (db, store) => {
        await ensureDemoAccounts(db, store, { now: NOW });
        const hash = await hashPassword(DEMO_PASSWORD);
        await db.insertInto('profiles').values({ tenant_id: 'auto-b', id: 100, name: 'Vacío', access: '{}' }).execute();
        const extra = [
          { id: 100, email: 'deshabilitado@auto-b.demo', enabled: false, profile_id: 2 },
          { id: 101, email: 'sinperfil@auto-b.demo', enabled: true, profile_id: null },
          { id: 102, email: 'perfilvacio@auto-b.demo', enabled: true, profile_id: 100 },
        ];
        for (const a of extra) {
          await db
            .insertInto('accounts')
            .values({
              tenant_id: 'auto-b',
              ...a,
              password_hash: hash,
              phone: null,
              level: null,
              default_critical_moment: null,
            })
            .execute();
          await db.insertInto('logins').values({ email: a.email, tenant_id: 'auto-b', account_id: a.id }).execute();
        }
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    fs.rmSync(dashboards, { recursive: true, force: true });
  });

  it('signs in every kind of demo account, each with its role, level and scope', async () => {
    const expected: [string, Partial<Account>][] = [
      ['root@voz.demo', { accountTenantId: PLATFORM_TENANT, tenantId: 'auto-b', authorities: ['ROLE_ROOT'] }],
      ['consultor@voz.demo', { accountTenantId: PLATFORM_TENANT, authorities: ['ROLE_CONSULTANT'] }],
      ['admin@auto-b.demo', { accountTenantId: 'auto-b', authorities: ['ROLE_ADMIN', 'ROLE_USER'], userProfiles: [] }],
      ['analista@auto-b.demo', { level: 'cxo', highestScope: true, geoLocations: [10001] }],
      ['lector@auto-b.demo', { level: null, highestScope: true }],
      ['nuevo@auto-b.demo', { activated: false, temporalPass: true }],
      ['cxo@auto-b.demo', { level: 'cxo', highestScope: true, geoLocations: [10001] }],
      ['national@auto-b.demo', { level: 'national', highestScope: true, defaultCriticalMoment: 1 }],
      ['zonal@auto-b.demo', { level: 'zonal', highestScope: false, geoLocations: [10010] }],
      ['distributor@auto-b.demo', { level: 'distributor', highestScope: false, geoLocations: [10101] }],
      ['admin@otro.demo', { tenantId: 'otro', accountTenantId: 'otro' }],
    ];
    for (const [email, shape] of expected) {
      const me = await account(await tokenOf(email));
      expect(me.email).toBe(email);
      expect(me).toMatchObject(shape);
    }
    const lector = await account(await tokenOf('lector@auto-b.demo'));
    expect(lector.userProfiles).toEqual([{ id: 2, name: 'Lector', config: { access: { dashboard: ['main'] } } }]);
    const analista = await account(await tokenOf('analista@auto-b.demo'));
    expect(analista.userProfiles[0]!.config.access['action-plans']).toEqual([
      'main',
      'create',
      'add-activity',
      'update',
      'close',
      'root-cause',
      'delete',
    ]);
    expect(Object.keys(analista.userProfiles[0]!.config.access)).toContain('alerts');
  });

  it('gives deterministic ids on an empty database: per tenant 1..n in the documented order', async () => {
    const rows = await server.db
      .selectFrom('accounts')
      .select(['tenant_id', 'id', 'email'])
      .where('tenant_id', 'in', ['auto-b', PLATFORM_TENANT])
      .where('id', '<', 100)
      .execute();
    expect(rows.map((r) => `${r.tenant_id}/${r.id}/${r.email}`).sort()).toEqual([
      '_platform/1/root@voz.demo',
      '_platform/2/consultor@voz.demo',
      'auto-b/1/admin@auto-b.demo',
      'auto-b/2/analista@auto-b.demo',
      'auto-b/3/lector@auto-b.demo',
      'auto-b/4/nuevo@auto-b.demo',
      'auto-b/5/cxo@auto-b.demo',
      'auto-b/6/national@auto-b.demo',
      'auto-b/7/zonal@auto-b.demo',
      'auto-b/8/distributor@auto-b.demo',
    ]);
    const sequence = await server.db
      .selectFrom('sequences')
      .select('value')
      .where('tenant_id', '=', 'auto-b')
      .where('name', '=', 'profiles')
      .executeTakeFirstOrThrow();
    expect(sequence.value).toBe(3);
  });

  it('accepts the username in any case and with spaces around it', async () => {
    expect((await signIn('  Analista@AUTO-B.demo ')).status).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401 body', async () => {
    const wrong = await signIn('lector@auto-b.demo', 'no-es-la-clave');
    const unknown = await signIn('nadie@auto-b.demo', 'no-es-la-clave');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      status: 401,
      code: 'error.invalidCredentials',
      message: 'Usuario o contraseña incorrectos.',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a disabled account, but only once the password is right', async () => {
    const right = await signIn('deshabilitado@auto-b.demo');
    expect(right.status).toBe(401);
    expect((right.body as ErrorBody).code).toBe('error.accountDisabled');
    const wrong = await signIn('deshabilitado@auto-b.demo', 'otra-clave');
    expect((wrong.body as ErrorBody).code).toBe('error.invalidCredentials');
  });

  it('refuses a non-admin without a profile, or with a profile granting nothing', async () => {
    for (const email of ['sinperfil@auto-b.demo', 'perfilvacio@auto-b.demo']) {
      const { status, body } = await signIn(email);
      expect(status).toBe(401);
      expect((body as ErrorBody).code).toBe('error.noAccess');
    }
  });

  it('lets a platform account choose its tenant, and refuses one it is not granted', async () => {
    const byDefault = await account(await tokenOf('root@voz.demo'));
    expect(byDefault.tenantId).toBe('auto-b');
    expect(byDefault.tenants.map((t) => t.id)).toEqual(['auto-b', 'otro']);
    const otro = await tokenOf('root@voz.demo', DEMO_PASSWORD, { tenant: 'otro' });
    expect((await account(otro)).tenantId).toBe('otro');
    const config = await server.request('GET', '/api/lcm/tenant-config', { token: otro });
    expect(config.body).toMatchObject({ id: 'otro', name: 'Otro Cliente' });
    const none = await signIn('root@voz.demo', DEMO_PASSWORD, { tenant: 'nadie' });
    expect(none.status).toBe(401);
    expect((none.body as ErrorBody).code).toBe('error.tenantNotAllowed');

    await server.db
      .updateTable('accounts')
      .set({ grants: ['otro'] })
      .where('tenant_id', '=', PLATFORM_TENANT)
      .where('email', '=', 'consultor@voz.demo')
      .execute();
    const consultant = await account(await tokenOf('consultor@voz.demo'));
    expect(consultant.tenantId).toBe('otro');
    expect(consultant.tenants.map((t) => t.id)).toEqual(['otro']);
    expect((await signIn('consultor@voz.demo', DEMO_PASSWORD, { tenant: 'auto-b' })).status).toBe(401);
  });

  it('switches a platform token to another granted tenant, never a client account', async () => {
    const root = await tokenOf('root@voz.demo');
    const switched = await server.request('POST', '/api/lcm/account/switch-tenant', {
      token: root,
      body: { tenant: 'otro' },
    });
    expect(switched.status).toBe(200);
    const token = (switched.body as { id_token: string }).id_token;
    expect((await account(token)).tenantId).toBe('otro');
    const admin = await tokenOf('admin@auto-b.demo');
    const refused = await server.request('POST', '/api/lcm/account/switch-tenant', {
      token: admin,
      body: { tenant: 'otro' },
    });
    expect(refused.status).toBe(403);
  });

  it('keeps a token of tenant A out of tenant B', async () => {
    const adminB = await tokenOf('admin@auto-b.demo');
    expect((await server.request('GET', '/api/lcm/tenant-config', { token: adminB })).body).toMatchObject({
      id: 'auto-b',
    });
    const asked = await signIn('admin@auto-b.demo', DEMO_PASSWORD, { tenant: 'otro' });
    expect(asked.status).toBe(401);
    expect((asked.body as ErrorBody).code).toBe('error.tenantNotAllowed');
    // A token naming tenant otro for an account of auto-b (as if forged with the server's key).
    const me = await account(adminB);
    const forged = await server.tokens.sign({ tenantId: 'otro', accountTenantId: 'auto-b', accountId: me.id });
    expect((await server.request('GET', '/api/lcm/tenant-config', { token: forged })).status).toBe(401);
    expect((await server.request('GET', '/api/lcm/account', { token: forged })).status).toBe(401);
  });

  it('answers the account fields, and full=true adds profile, level, moment and scope names', async () => {
    const token = await tokenOf('zonal@auto-b.demo');
    const plain = await account(token);
    expect(plain).toMatchObject({
      login: 'zonal@auto-b.demo',
      firstName: 'Zonal',
      enabled: true,
      activated: true,
      temporalPass: false,
      authorities: ['ROLE_USER'],
      tenantId: 'auto-b',
      level: 'zonal',
      defaultCriticalMoment: 1,
      geoLocations: [10010],
      logicalLocations: [1],
      criticalMoments: [0],
      channels: [],
      clusters: [],
      highestScope: false,
    });
    expect(plain.userProfiles[0]).toMatchObject({ name: 'Nivel', config: { access: { reports: ['main'] } } });
    expect(plain).not.toHaveProperty('scopeNames');
    expect(plain).not.toHaveProperty('password_hash');
    const full = await account(token, '?full=true');
    expect(full).toMatchObject({
      profile: { name: 'Nivel', access: { alerts: ['main', 'stats', 'detail'] } },
      levelDetail: { id: 'zonal', geoLevel: 2 },
      defaultCriticalMomentDetail: { id: 1, name: 'Venta', workflowName: 'venta' },
      scopeNames: {
        geoLocations: [{ id: 10010, name: 'Norte' }],
        logicalLocations: [{ id: 1, name: 'BYD' }],
        criticalMoments: [{ id: 0, name: 'General' }],
        channels: [],
        clusters: [],
      },
    });
    const admin = await account(await tokenOf('admin@auto-b.demo'), '?full=true');
    expect(admin).toMatchObject({ profile: null, levelDetail: null, defaultCriticalMomentDetail: null });
    expect((await server.request('GET', '/api/lcm/account')).status).toBe(401);
    expect((await server.request('GET', '/api/lcm/account?full=quizas', { token })).status).toBe(400);
    expect((await server.request('GET', '/api/lcm/account?otro=1', { token })).status).toBe(400);
  });

  it('changes a password: wrong current and too short refused, then the old one no longer signs in', async () => {
    const email = 'national@auto-b.demo';
    const token = await tokenOf(email);
    const change = (body: unknown) => server.request('POST', '/api/lcm/account/change-password', { token, body });
    const wrong = await change({ currentPassword: 'equivocada', newPassword: 'nueva-clave-1' });
    expect(wrong.status).toBe(400);
    expect((wrong.body as ErrorBody).message).toContain('currentPassword');
    const short = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'corta' });
    expect(short.status).toBe(400);
    expect((short.body as ErrorBody).message).toContain('newPassword');
    expect((await server.request('POST', '/api/lcm/account/change-password', { body: {} })).status).toBe(401);
    const done = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'nueva-clave-1' });
    expect(done.status).toBe(200);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'nueva-clave-1')).status).toBe(200);
  });

  it('recovers a password: init gives a link, finish sets the password, the link works once', async () => {
    const email = 'cxo@auto-b.demo';
    links.length = 0;
    const init = await server.request('POST', '/api/lcm/account/reset-password/init', {
      body: { email: 'CXO@auto-b.demo' },
    });
    expect(init.status).toBe(200);
    expect(links).toHaveLength(1);
    expect(links[0]!.email).toBe(email);
    expect(links[0]!.link).toMatch(/^\/login\/reset\?key=/);
    const key = keyOf(links[0]!.link);
    const stored = await server.db
      .selectFrom('password_tokens')
      .selectAll()
      .where('tenant_id', '=', 'auto-b')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(key.split('.')[1]!);
    expect(stored.expires_at.getTime() - NOW.getTime()).toBe(60 * 60 * 1000);

    const finish = (body: unknown) => server.request('POST', '/api/lcm/account/reset-password/finish', { body });
    const short = await finish({ key, newPassword: 'corta' });
    expect(short.status).toBe(400);
    expect((await finish({ key, newPassword: 'recuperada-1' })).status).toBe(200);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'recuperada-1')).status).toBe(200);
    const again = await finish({ key, newPassword: 'recuperada-2' });
    expect(again.status).toBe(400);
    expect((again.body as ErrorBody).message).toBe(RESET_KEY_REFUSED);
    expect((await finish({ key: 'no-es-una-clave', newPassword: 'recuperada-2' })).status).toBe(400);
  });

  it('answers recovery the same for an unknown address, and creates no link', async () => {
    links.length = 0;
    const known = await server.request('POST', '/api/lcm/account/reset-password/init', {
      body: { email: 'lector@auto-b.demo' },
    });
    const unknown = await server.request('POST', '/api/lcm/account/reset-password/init', {
      body: { email: 'nadie@auto-b.demo' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(links.map((l) => l.email)).toEqual(['lector@auto-b.demo']);
    const bad = await server.request('POST', '/api/lcm/account/reset-password/init', {
      body: { email: 'no es correo' },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).message).toContain('email');
  });

  it('refuses an expired reset key', async () => {
    const secret = randomBytes(32).toString('base64url');
    await server.db
      .insertInto('password_tokens')
      .values({
        tenant_id: 'auto-b',
        token_hash: tokenHash(secret),
        account_id: 3,
        purpose: 'reset',
        expires_at: new Date(NOW.getTime() - 60_000),
        used_at: null,
      })
      .execute();
    const { status, body } = await server.request('POST', '/api/lcm/account/reset-password/finish', {
      body: { key: `auto-b.${secret}`, newPassword: 'vencida-123' },
    });
    expect(status).toBe(400);
    expect((body as ErrorBody).message).toBe(RESET_KEY_REFUSED);
    expect((await signIn('lector@auto-b.demo')).status).toBe(200);
  });

  it('lets nuevo@ sign in with its temporary password, and a demo start resets it after a change', async () => {
    const email = 'nuevo@auto-b.demo';
    const token = await tokenOf(email);
    expect(await account(token)).toMatchObject({ activated: false, temporalPass: true });
    const done = await server.request('POST', '/api/lcm/account/change-password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'mi-clave-propia' },
    });
    expect(done.status).toBe(200);
    expect(await account(await tokenOf(email, 'mi-clave-propia'))).toMatchObject({
      activated: true,
      temporalPass: false,
    });
    const summary = await ensureDemoAccounts(server.db, server.store, { now: NOW });
    expect(summary.created).toBe(0);
    // nuevo@ of each tenant at least (the fixture changed consultor@'s grants too).
    expect(summary.updated).toBeGreaterThanOrEqual(server.store.tenantIds().length);
    // Run again, nothing else changed: only nuevo@ is written (a later start reads, and writes what differs).
    const again = await ensureDemoAccounts(server.db, server.store, { now: NOW });
    expect(again).toMatchObject({ created: 0, updated: server.store.tenantIds().length });
    expect((await signIn(email, 'mi-clave-propia')).status).toBe(401);
    expect(await account(await tokenOf(email))).toMatchObject({ activated: false, temporalPass: true });
    // Other demo accounts keep the password their users chose.
    expect((await signIn('national@auto-b.demo', 'nueva-clave-1')).status).toBe(200);
  });

  it('limits authenticate per username and address: the 11th attempt is 429, another user still passes', async () => {
    const { max } = AUTHENTICATE_RATE_LIMIT;
    for (let i = 0; i < max; i++) {
      const username = i % 2 === 0 ? 'intruso@auto-b.demo' : ' INTRUSO@auto-b.demo';
      expect((await signIn(username, `intento-${i}`)).status).toBe(401);
    }
    const blocked = await signIn('intruso@auto-b.demo');
    expect(blocked.status).toBe(429);
    expect((blocked.body as ErrorBody).message).toMatch(/^Demasiados intentos/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('analista@auto-b.demo')).status).toBe(200);
  });

  it('limits recovery requests per address', async () => {
    const body = { email: 'quien@otro.demo' };
    for (let i = 0; i < RESET_INIT_RATE_LIMIT.max; i++) {
      expect((await server.request('POST', '/api/lcm/account/reset-password/init', { body })).status).toBe(200);
    }
    expect((await server.request('POST', '/api/lcm/account/reset-password/init', { body })).status).toBe(429);
  });

  it('answers 4xx, never 5xx, to 240 malformed bodies, and still answers afterwards', async () => {
    const token = await tokenOf('admin@otro.demo');
    const notString = fc.oneof(
      fc.integer().map((n) => ({ n })),
      fc.constant(null),
      fc.dictionary(fc.string(), fc.string()),
      fc.constant({}),
    );
    /** Bodies that break the schema of a route whose body has exactly these string fields. */
    const malformed = (fields: string[]) =>
      fc.oneof(
        // Not an object.
        fc
          .oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { minLength: 2 }))
          .map((v) => JSON.stringify(v)),
        // Not JSON at all.
        fc.string().map((s) => `{${s}`),
        // A required field missing.
        fc
          .constantFrom(...fields)
          .map((missing) => Object.fromEntries(fields.filter((f) => f !== missing).map((f) => [f, 'x']))),
        // A field of a type that cannot become a string.
        fc.tuple(fc.constantFrom(...fields), notString).map(([f, v]) => ({
          ...Object.fromEntries(fields.map((g) => [g, 'valor-valido'])),
          [f]: v,
        })),
        // An unknown field.
        fc
          .string({ minLength: 1 })
          .filter((k) => !fields.includes(k) && !['tenant', 'rememberMe', '__proto__'].includes(k))
          .map((k) => ({ ...Object.fromEntries(fields.map((f) => [f, 'valor-valido'])), [k]: 1 })),
        // Far too long.
        fc.constantFrom(...fields).map((f) => ({
          ...Object.fromEntries(fields.map((g) => [g, 'valor-valido'])),
          [f]: 'x'.repeat(5000),
        })),
      );
    const routes: [string, string[], string | undefined][] = [
      ['/api/lcm/authenticate', ['username', 'password'], undefined],
      ['/api/lcm/account/change-password', ['currentPassword', 'newPassword'], token],
      ['/api/lcm/account/reset-password/init', ['email'], undefined],
      ['/api/lcm/account/reset-password/finish', ['key', 'newPassword'], undefined],
    ];
    let sent = 0;
    for (const [url, fields, auth] of routes) {
      await fc.assert(
        fc.asyncProperty(malformed(fields), async (body) => {
          const { status } = await server.request('POST', url, { body, token: auth });
          sent += 1;
          expect(status, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
          expect(status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        }),
        { numRuns: 60, seed: 20261115 },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(200);
    expect((await signIn('analista@auto-b.demo')).status).toBe(200);
    expect((await server.request('GET', '/api/lcm/account', { token })).status).toBe(200);
  });
});
