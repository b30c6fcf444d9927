import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_TENANT } from '../http/principal.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import { configRoutes } from './config.js';

describe('configuration routes', { timeout: 60_000 }, () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      modules: [configRoutes],
      prepare: async (db) => {
        await db
          .insertInto('accounts')
          .values({
            tenant_id: 'auto-b',
            id: 1,
            email: 'analista@auto-b.demo',
            password_hash: 'x',
            phone: null,
            level: 'cxo',
            profile_id: null,
            default_critical_moment: null,
          })
          .execute();
      },
    });
    token = await server.tokens.sign({ tenantId: 'auto-b', accountTenantId: 'auto-b', accountId: 1 });
  });
  afterAll(() => server.close());

  it('tells the portal where to sign in', async () => {
    const { status, body } = await server.request('GET', '/config.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({ authenticateUrl: '/api/lcm/authenticate', backends: { voc: '/api/voc' } });
    expect((body as { tenants: { id: string }[] }).tenants.map((t) => t.id)).toContain('auto-b');
    // The portal's default dates start from the server's clock (pinned in demos by VOZ_TODAY).
    expect(Number.isNaN(Date.parse((body as { now: string }).now))).toBe(false);
  });

  it('brands the login page without a token, and 404s an unknown client', async () => {
    const { status, body } = await server.request('GET', '/api/lcm/public/tenants/auto-b');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'auto-b', languages: ['es', 'en'] });
    const logo = (body as { logos: { url: string }[] }).logos[0]!;
    const image = await server.request('GET', logo.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect((await server.request('GET', '/api/lcm/public/tenants/nadie')).status).toBe(404);
    expect((await server.request('GET', '/api/lcm/public/tenants/auto-b/assets/..%2Ftenant.json')).status).toBe(404);
  });

  it('serves the caller tenant files with ETags, and 304 when unchanged', async () => {
    expect((await server.request('GET', '/api/lcm/tenant-config')).status).toBe(401);
    const first = await server.request('GET', '/api/lcm/tenant-config', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: 'auto-b' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await server.request('GET', '/api/lcm/tenant-config', { token, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const list = await server.request('GET', '/api/lcm/tenant-config/dashboards', { token });
    expect((list.body as { dashboards: string[] }).dashboards).toContain('cxo');
    const cxo = await server.request('GET', '/api/lcm/tenant-config/dashboards/cxo', { token });
    expect(cxo.body).toMatchObject({ key: 'cxo', schemaVersion: 2 });
    expect((await server.request('GET', '/api/lcm/tenant-config/dashboards/nope', { token })).status).toBe(404);
    expect((await server.request('GET', '/api/lcm/tenant-config/metadata', { token })).body).toMatchObject({
      schemaVersion: 2,
    });
  });

  it('refuses a token whose account is another tenant without a grant', async () => {
    await server.db
      .insertInto('accounts')
      .values({
        tenant_id: PLATFORM_TENANT,
        id: 7,
        email: 'x@voz.demo',
        password_hash: 'x',
        phone: null,
        level: null,
        profile_id: null,
        default_critical_moment: null,
        grants: ['other'],
      })
      .execute();
    const foreign = await server.tokens.sign({ tenantId: 'auto-b', accountTenantId: PLATFORM_TENANT, accountId: 7 });
    expect((await server.request('GET', '/api/lcm/tenant-config', { token: foreign })).status).toBe(401);
    expect((await server.request('GET', '/api/lcm/tenant-config', { token: `${token}x` })).status).toBe(401);
  });

  it('sends security headers with a CSP without unsafe-eval', async () => {
    const { headers } = await server.request('GET', '/config.json');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers JSON 404s for unknown routes', async () => {
    const { status, body } = await server.request('GET', '/api/voc/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'error.notFound' });
  });
});
