import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import { copyDashboards, type TestServer } from '../test-support/harness.js';

// One containment rule for symbolic links (issue 30, item 5): every reader of tenant files goes
// through DashboardsFolder, so what a link takes outside the dashboards folder is not there for any
// of them. The probe found a `fragments/` folder symlinked outside listed and served by the editor's
// files and bundle routes and, to analysts, by tenant-config/fragments/<name>.

const T = 'auto-b';
/** Written in every file outside the dashboards folder: no answer may carry it. */
const SECRET = 'SECRETO-FUERA-DE-DASHBOARDS';

let server: TestServer;
let dashboards: string;
let outside: string;
let consultant: string;
let analyst: string;

beforeAll(async () => {
  dashboards = copyDashboards([T]);
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-outside-'));
  const secretFragment = { schemaVersion: 2, name: SECRET, widgets: [] };
  fs.writeFileSync(path.join(outside, 'secret.json'), JSON.stringify(secretFragment));
  fs.writeFileSync(path.join(outside, 'secret.svg'), `<svg><!-- ${SECRET} --></svg>`);
  // The tenant's fragments/ folder moved outside and linked back.
  const tenantDir = path.join(dashboards, T);
  fs.renameSync(path.join(tenantDir, 'fragments'), path.join(outside, 'fragments'));
  fs.writeFileSync(path.join(outside, 'fragments', 'robado.json'), JSON.stringify(secretFragment));
  fs.symlinkSync(path.join(outside, 'fragments'), path.join(tenantDir, 'fragments'));
  // A dashboard, a logo and a shared fragment linked outside, and a whole tenant folder.
  fs.symlinkSync(path.join(outside, 'secret.json'), path.join(tenantDir, 'fugado.json'));
  fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(tenantDir, 'assets', 'fuga.svg'));
  fs.symlinkSync(path.join(outside, 'secret.json'), path.join(dashboards, '_shared', 'fragments', 'fuga.json'));
  fs.cpSync(tenantDir, path.join(outside, 'auto-x'), { recursive: true, verbatimSymlinks: true });
  fs.symlinkSync(path.join(outside, 'auto-x'), path.join(dashboards, 'auto-x'));
  // A link that stays inside is followed like any file.
  fs.symlinkSync(path.join(tenantDir, 'cxo.json'), path.join(tenantDir, 'alias.json'));

  server = await startDemoServer({ dashboardsDir: dashboards, responses: { [T]: 40 } });
  consultant = await signIn(server, 'consultor@voz.demo', T);
  analyst = await signIn(server, `analista@${T}.demo`);
}, 120_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dashboards, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

async function get(url: string, token?: string): Promise<{ status: number; body: unknown }> {
  const answer = await server.request('GET', url, token === undefined ? {} : { token });
  expect(JSON.stringify(answer.body), `${url} carries a file from outside`).not.toContain(SECRET);
  return answer;
}

describe('files a link takes outside the dashboards folder', () => {
  it("are not listed by the editor's files route", async () => {
    const answer = await get(`/api/authoring/tenants/${T}/files`, consultant);
    expect(answer.status).toBe(200);
    const paths = (answer.body as { files: { path: string }[] }).files.map((f) => f.path);
    expect(paths).toContain('cxo.json');
    expect(paths).toContain('alias.json');
    expect(paths).not.toContain('fugado.json');
    expect(paths.filter((p) => p.startsWith('fragments/'))).toEqual([]);
  });

  it('nor bundled, the shared fragments included', async () => {
    const answer = await get(`/api/authoring/tenants/${T}/bundle`, consultant);
    expect(answer.status).toBe(200);
    const body = answer.body as { files: { path: string }[]; shared: { path: string }[] };
    expect(body.files.map((f) => f.path)).not.toContain('fugado.json');
    expect(body.shared.map((f) => f.path)).not.toContain('fragments/fuga.json');
    expect(body.shared.length).toBeGreaterThan(0);
  });

  it('nor read one by one by the editor (400, as before)', async () => {
    for (const file of ['fugado.json', 'fragments/robado.json']) {
      const answer = await get(`/api/authoring/tenants/${T}/file?path=${encodeURIComponent(file)}`, consultant);
      expect(answer.status, file).toBe(400);
      expect(answer.body).toMatchObject({ code: 'error.authoring.path' });
    }
  });

  it('nor served to analysts by tenant-config', async () => {
    for (const url of [
      '/api/lcm/tenant-config/fragments/robado',
      '/api/lcm/tenant-config/fragments/activity',
      '/api/lcm/tenant-config/fragments/fuga?shared=true',
      '/api/lcm/tenant-config/dashboards/fugado',
    ]) {
      expect((await get(url, analyst)).status, url).toBe(404);
    }
    const keys = (await get('/api/lcm/tenant-config/dashboards', analyst)).body as {
      dashboards: string[];
      fragments: string[];
      sharedFragments: string[];
    };
    expect(keys.dashboards).toContain('alias');
    expect(keys.dashboards).not.toContain('fugado');
    expect(keys.fragments).toEqual([]);
    expect(keys.sharedFragments).not.toContain('fuga');
    expect((await get('/api/lcm/tenant-config/dashboards/alias', analyst)).status).toBe(200);
  });

  it('nor served as a logo before sign-in', async () => {
    expect((await get(`/api/lcm/public/tenants/${T}/assets/fuga.svg`)).status).toBe(404);
    expect((await get(`/api/lcm/public/tenants/${T}/assets/logo-auto-b.svg`)).status).toBe(200);
  });

  it('nor seen as a tenant by the store the demo seed and sign-in read', async () => {
    expect(server.store.tenantIds()).toContain(T);
    expect(server.store.tenantIds()).not.toContain('auto-x');
    expect(server.store.get('auto-x')).toBeUndefined();
    expect((await get('/api/lcm/public/tenants/auto-x')).status).toBe(404);
  });
});
