import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_FOLDER, validateTenant, type SharedFile } from '@voz/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileVersion, snapshot, startAuthoringServer, type AuthoringFixture } from './test-fixture.js';

// Who may use the editor's API, what it lists and reads, and the paths it refuses.

interface ErrorBody {
  status: number;
  code: string;
  message: string;
}
interface FileInfo {
  path: string;
  kind: string;
  version: string;
  size: number;
  modifiedAt: string;
}
interface FileText {
  path: string;
  kind: string;
  version: string;
  text: string;
}

const BASE = '/api/authoring/tenants';

describe('authoring: access, listings and paths', { timeout: 120_000 }, () => {
  let f: AuthoringFixture;
  beforeAll(async () => {
    f = await startAuthoringServer();
  });
  afterAll(() => f.close());

  it('answers 401 without a token and 403 to accounts that are not root or a consultant', async () => {
    for (const url of [
      `${BASE}`,
      `${BASE}/auto-b/files`,
      `${BASE}/auto-b/file?path=cxo.json`,
      `${BASE}/auto-b/history`,
    ]) {
      expect((await f.call('GET', url)).status, url).toBe(401);
      const refused = await f.call('GET', url, 'analyst');
      expect(refused.status, url).toBe(403);
      expect((refused.body as ErrorBody).code).toBe('error.forbidden');
      expect((refused.body as ErrorBody).message).toMatch(/consultores/);
    }
    // Refused before the body is looked at: no 400 for a malformed body.
    const put = await f.call('PUT', `${BASE}/auto-b/file?path=cxo.json`, 'analyst', { nada: true });
    expect(put.status).toBe(403);
    expect((await f.call('PUT', `${BASE}/auto-b/file?path=cxo.json`, undefined, { nada: true })).status).toBe(401);
  });

  it('lists every tenant folder and the shared fragments to root and to a consultant granted every tenant', async () => {
    const folders = fs
      .readdirSync(f.dashboards)
      .filter((name) => !name.startsWith('_') && fs.existsSync(path.join(f.dashboards, name, 'tenant.json')))
      .sort();
    for (const who of ['root', 'consultant'] as const) {
      const { status, body } = await f.call('GET', BASE, who);
      expect(status).toBe(200);
      const tenants = (body as { tenants: { id: string; name: string }[] }).tenants;
      expect(tenants.map((t) => t.id)).toEqual([...folders, SHARED_FOLDER]);
      expect(tenants.find((t) => t.id === 'auto-b')?.name).toBe('BYD Chile');
      expect(tenants.find((t) => t.id === SHARED_FOLDER)?.name).toBe('Fragmentos compartidos');
    }
  });

  it("limits a consultant to its grants, whatever the token's tenant", async () => {
    const { body } = await f.call('GET', BASE, 'limited');
    expect(body).toEqual({ tenants: [{ id: 'auto-b', name: 'BYD Chile' }] });
    expect((await f.call('GET', `${BASE}/auto-b/files`, 'limited')).status).toBe(200);
    const before = snapshot(f.dashboards);
    for (const [method, url, payload] of [
      ['GET', `${BASE}/fuel/files`, undefined],
      ['GET', `${BASE}/fuel/file?path=demo.json`, undefined],
      ['PUT', `${BASE}/fuel/file?path=demo.json`, { content: {}, baseVersion: 'x' }],
      ['POST', `${BASE}/fuel/files`, { path: 'nuevo.json', content: {} }],
      ['GET', `${BASE}/${SHARED_FOLDER}/files`, undefined],
      ['PUT', `${BASE}/${SHARED_FOLDER}/file?path=fragments/text-analysis.json`, { content: {}, baseVersion: 'x' }],
    ] as const) {
      const answer = await f.call(method, url, 'limited', payload);
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect((answer.body as ErrorBody).message).toMatch(/cliente|compartidos/);
    }
    expect(snapshot(f.dashboards)).toEqual(before);
    // A consultant granted every tenant edits one its token does not name.
    expect((await f.call('GET', `${BASE}/fuel/files`, 'consultant')).status).toBe(200);
  });

  it('answers 404 for a tenant folder that does not exist and 400 for a name that is not one', async () => {
    const unknown = await f.call('GET', `${BASE}/nadie/files`, 'root');
    expect(unknown.status).toBe(404);
    expect((unknown.body as ErrorBody).code).toBe('error.authoring.notFound');
    // (`%2e%2e` as the folder never reaches the routes: the URL is normalized to another path.)
    for (const name of ['Auto-B', '_platform', 'a.b', '-x']) {
      const answer = await f.call('GET', `${BASE}/${name}/files`, 'root');
      expect(answer.status, name).toBe(400);
      expect((answer.body as ErrorBody).code).toBe('error.authoring.path');
    }
  });

  it('lists the files of a folder, sorted, with kind, version, size and time', async () => {
    const { status, body } = await f.call('GET', `${BASE}/auto-b/files`, 'consultant');
    expect(status).toBe(200);
    const files = (body as { files: FileInfo[] }).files;
    expect(files.map((x) => x.path)).toEqual([
      'cxo.json',
      'fragments/activity.json',
      'fragments/posventa.json',
      'fragments/test-drive.json',
      'fragments/text-analysis.json',
      'fragments/venta.json',
      'indicators.json',
      'metadata.json',
      'nacionalPosventa.json',
      'nacionalTestDrive.json',
      'nacionalVenta.json',
      'tenant.json',
    ]);
    const kinds = Object.fromEntries(files.map((x) => [x.path, x.kind]));
    expect(kinds).toMatchObject({
      'cxo.json': 'dashboard',
      'fragments/venta.json': 'fragment',
      'tenant.json': 'tenant',
      'metadata.json': 'metadata',
      'indicators.json': 'indicators',
    });
    for (const file of files) {
      const absolute = path.join(f.dashboards, 'auto-b', file.path);
      expect(file.version).toBe(fileVersion(absolute));
      expect(file.size).toBe(fs.statSync(absolute).size);
      expect(Number.isNaN(Date.parse(file.modifiedAt))).toBe(false);
    }
    const shared = await f.call('GET', `${BASE}/${SHARED_FOLDER}/files`, 'root');
    expect((shared.body as { files: FileInfo[] }).files.map((x) => x.path)).toEqual(
      fs
        .readdirSync(path.join(f.dashboards, SHARED_FOLDER, 'fragments'))
        .sort()
        .map((name) => `fragments/${name}`),
    );
  });

  it('answers a bundle the editor validates locally, and one of the shared folder', async () => {
    const { status, body } = await f.call('GET', `${BASE}/auto-b/bundle`, 'consultant');
    expect(status).toBe(200);
    const bundle = body as { files: FileText[]; shared: { path: string; version: string; text: string }[] };
    expect(bundle.files.length).toBe(12);
    expect(bundle.shared.map((s) => s.path)).toContain('fragments/text-analysis.json');
    const cxo = bundle.files.find((x) => x.path === 'cxo.json');
    expect(cxo?.text).toBe(fs.readFileSync(path.join(f.dashboards, 'auto-b', 'cxo.json'), 'utf8'));
    const shared = new Map<string, SharedFile>(
      bundle.shared.map((s) => [
        s.path.replace(/^fragments\/|\.json$/g, ''),
        { file: `_shared/${s.path}`, text: s.text },
      ]),
    );
    const files = new Map(bundle.files.map((x) => [x.path, x.text]));
    expect(validateTenant({ name: 'auto-b', dir: 'auto-b', files, shared })).toEqual([]);

    const own = await f.call('GET', `${BASE}/${SHARED_FOLDER}/bundle`, 'root');
    const ownBundle = own.body as { files: FileText[]; shared: unknown[] };
    expect(ownBundle.shared).toEqual([]);
    expect(ownBundle.files.every((x) => x.kind === 'fragment' && x.path.startsWith('fragments/'))).toBe(true);
  });

  it('reads one file, and 404s one that does not exist', async () => {
    const { status, body } = await f.call('GET', `${BASE}/auto-b/file?path=fragments/venta.json`, 'consultant');
    expect(status).toBe(200);
    const absolute = path.join(f.dashboards, 'auto-b', 'fragments', 'venta.json');
    expect(body).toEqual({
      path: 'fragments/venta.json',
      kind: 'fragment',
      version: fileVersion(absolute),
      text: fs.readFileSync(absolute, 'utf8'),
    });
    const absent = await f.call('GET', `${BASE}/auto-b/file?path=nada.json`, 'consultant');
    expect(absent.status).toBe(404);
    expect((absent.body as ErrorBody).code).toBe('error.authoring.notFound');
  });

  it('refuses paths outside the folder with 400 and writes nothing', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-authoring-outside-'));
    fs.writeFileSync(path.join(outside, 'secret.json'), '{"secret":true}\n');
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(f.dashboards, 'auto-b', 'enlace.json'));
    try {
      const before = snapshot(f.dashboards);
      const outsideBefore = snapshot(outside);
      const attempts = [
        '../x.json',
        'fragments/../../etc.json',
        'a/b/c.json',
        '%2e%2e/tenant.json',
        '%2e%2e%2fx.json',
        '..%5Cx.json',
        '/etc/passwd.json',
        '.oculto.json',
        'notas.txt',
        'enlace.json',
      ];
      const content = { schemaVersion: 2, key: 'x', title: { es: 'X' }, widgets: [] };
      for (const attempt of attempts) {
        const query = `path=${attempt.includes('%') ? attempt : encodeURIComponent(attempt)}`;
        const answers = [
          await f.call('GET', `${BASE}/auto-b/file?${query}`, 'root'),
          await f.call('PUT', `${BASE}/auto-b/file?${query}`, 'root', { content, baseVersion: 'x' }),
          await f.call('DELETE', `${BASE}/auto-b/file?${query}&version=x`, 'root'),
          // The history only reads the database, so a link is fine there; a path against the rules is not.
          ...(attempt === 'enlace.json' ? [] : [await f.call('GET', `${BASE}/auto-b/history?${query}`, 'root')]),
          await f.call('POST', `${BASE}/auto-b/files`, 'root', { path: decodeURIComponent(attempt), content }),
          await f.call('POST', `${BASE}/auto-b/rename`, 'root', {
            from: 'cxo.json',
            to: decodeURIComponent(attempt),
            baseVersion: 'x',
          }),
        ];
        for (const answer of answers) {
          expect(answer.status, `${attempt}: ${JSON.stringify(answer.body)}`).toBe(400);
          expect((answer.body as ErrorBody).code, attempt).toBe('error.authoring.path');
        }
      }
      expect(snapshot(f.dashboards)).toEqual(before);
      expect(snapshot(outside)).toEqual(outsideBefore);
      // The link is not offered either.
      const listed = await f.call('GET', `${BASE}/auto-b/files`, 'root');
      expect((listed.body as { files: FileInfo[] }).files.map((x) => x.path)).not.toContain('enlace.json');
    } finally {
      fs.rmSync(path.join(f.dashboards, 'auto-b', 'enlace.json'));
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('documents the routes under the authoring tag', async () => {
    const { body } = await f.call('GET', '/docs/json');
    const paths = (body as { paths: Record<string, Record<string, { tags?: string[] }>> }).paths;
    const operations = Object.entries(paths)
      .filter(([p]) => p.startsWith('/api/authoring/'))
      .flatMap(([p, methods]) => Object.entries(methods).map(([m, op]) => [`${m.toUpperCase()} ${p}`, op.tags]));
    expect(operations.map(([op]) => op).sort()).toEqual(
      [
        'GET /api/authoring/tenants',
        'GET /api/authoring/tenants/{tenant}/files',
        'POST /api/authoring/tenants/{tenant}/files',
        'GET /api/authoring/tenants/{tenant}/bundle',
        'GET /api/authoring/tenants/{tenant}/file',
        'PUT /api/authoring/tenants/{tenant}/file',
        'DELETE /api/authoring/tenants/{tenant}/file',
        'POST /api/authoring/tenants/{tenant}/rename',
        'GET /api/authoring/tenants/{tenant}/history',
        'GET /api/authoring/tenants/{tenant}/history/{id}',
        'POST /api/authoring/tenants/{tenant}/history/{id}/restore',
      ].sort(),
    );
    expect(operations.every(([, tags]) => JSON.stringify(tags) === '["authoring"]')).toBe(true);
  });
});
