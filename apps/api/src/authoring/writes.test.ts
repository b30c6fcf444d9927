import fs from 'node:fs';
import path from 'node:path';
import type { Dashboard } from '@voz/schema';
import { formatDocument, validateTenant, type Diagnostic } from '@voz/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from './history.js';
import { fileVersion, snapshot, startAuthoringServer, type AuthoringFixture, type Who } from './test-fixture.js';
import { tenantInput } from './validation.js';

// Saves, creations, renames, deletions, history and restores of a tenant folder.

interface Written {
  path: string;
  kind: string;
  version: string;
  warnings: Diagnostic[];
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
  currentVersion?: string | null;
  diagnostics?: Diagnostic[];
}

const FILE = '/api/authoring/tenants/auto-b/file';

describe('authoring: writes of a tenant folder', { timeout: 120_000 }, () => {
  let f: AuthoringFixture;
  const disk = (relative: string): string => path.join(f.dashboards, 'auto-b', relative);
  const read = (relative: string): string => fs.readFileSync(disk(relative), 'utf8');
  const dashboard = (relative: string): Dashboard => JSON.parse(read(relative)) as Dashboard;
  const save = (relative: string, content: unknown, baseVersion: string, who: Who = 'consultant', summary?: string) =>
    f.call('PUT', `${FILE}?path=${encodeURIComponent(relative)}`, who, {
      content,
      baseVersion,
      ...(summary === undefined ? {} : { summary }),
    });
  const history = async (relative?: string): Promise<HistoryEntry[]> => {
    const query = relative === undefined ? '' : `?path=${encodeURIComponent(relative)}`;
    const answer = await f.call('GET', `/api/authoring/tenants/auto-b/history${query}`, 'consultant');
    expect(answer.status).toBe(200);
    return (answer.body as { entries: HistoryEntry[] }).entries;
  };
  const errorsOfFolder = (): Diagnostic[] =>
    validateTenant(tenantInput(f.dashboards, 'auto-b')).filter((d) => d.severity === 'error');

  beforeAll(async () => {
    f = await startAuthoringServer();
  });
  afterAll(() => f.close());

  it('saves a dashboard in canonical form, records it, and the portal serves it at once', async () => {
    const cxo = dashboard('cxo.json');
    const edited = { ...cxo, title: { es: 'Resumen ejecutivo', en: 'Executive summary' } };
    const { status, body } = await save(
      'cxo.json',
      edited,
      fileVersion(disk('cxo.json')),
      'consultant',
      'Nuevo título',
    );
    expect(status).toBe(200);
    const written = body as Written;
    // Stored canonically (the keys were sent in another order), with the version of its bytes.
    expect(read('cxo.json')).toBe(formatDocument(edited, 'dashboard'));
    expect(written).toEqual({
      path: 'cxo.json',
      kind: 'dashboard',
      version: fileVersion(disk('cxo.json')),
      warnings: [],
    });
    expect(errorsOfFolder()).toEqual([]);
    const served = await f.call('GET', '/api/lcm/tenant-config/dashboards/cxo', 'consultant');
    expect((served.body as Dashboard).title).toEqual({ es: 'Resumen ejecutivo', en: 'Executive summary' });
    const [entry] = await history('cxo.json');
    expect(entry).toMatchObject({
      path: 'cxo.json',
      action: 'update',
      version: written.version,
      author: 'consultor@voz.demo',
      summary: 'Nuevo título',
    });
    expect(entry?.authorName).not.toBe('');
  });

  it('serves each of two quick same-size saves (no stale cache)', async () => {
    for (const title of ['Versión A', 'Versión B', 'Versión C']) {
      const cxo = dashboard('cxo.json');
      const answer = await save(
        'cxo.json',
        { ...cxo, title: { ...cxo.title, es: title } },
        fileVersion(disk('cxo.json')),
      );
      expect(answer.status).toBe(200);
      const served = await f.call('GET', '/api/lcm/tenant-config/dashboards/cxo', 'consultant');
      expect((served.body as Dashboard).title.es).toBe(title);
    }
  });

  it('answers 200 without a history entry when the bytes do not change', async () => {
    const before = (await history('cxo.json')).length;
    const version = fileVersion(disk('cxo.json'));
    const answer = await save('cxo.json', dashboard('cxo.json'), version);
    expect(answer.status).toBe(200);
    expect((answer.body as Written).version).toBe(version);
    expect(await history('cxo.json')).toHaveLength(before);
  });

  it('refuses a save from a stale version with 409 and the current version, leaving the file', async () => {
    const text = read('cxo.json');
    const answer = await save('cxo.json', { ...dashboard('cxo.json'), title: { es: 'Tarde' } }, 'f'.repeat(64));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      status: 409,
      code: 'error.authoring.conflict',
      currentVersion: fileVersion(disk('cxo.json')),
    });
    expect((answer.body as ErrorBody).message).toMatch(/^El archivo "cxo.json" cambió desde que lo abrió/);
    expect(read('cxo.json')).toBe(text);
    const absent = await save('nada.json', {}, 'x');
    expect(absent.status).toBe(404);
  });

  it('refuses invalid content with 422 and diagnostics naming the pointer, leaving the file', async () => {
    const text = read('cxo.json');
    const version = fileVersion(disk('cxo.json'));
    const cxo = dashboard('cxo.json');
    const tooWide = structuredClone(cxo);
    tooWide.widgets[0]!.size = [5, 1];
    const wide = await save('cxo.json', tooWide, version);
    expect(wide.status).toBe(422);
    const body = wide.body as ErrorBody;
    expect(body.code).toBe('error.authoring.invalid');
    expect(body.message).toMatch(/error/);
    expect(body.diagnostics?.map((d) => [d.file, d.pointer])).toContainEqual(['cxo.json', '/widgets/0/size/0']);
    expect(body.diagnostics?.every((d) => d.severity === 'error')).toBe(true);

    const { title: _title, ...untitled } = cxo;
    const missing = await save('cxo.json', untitled, version);
    expect(missing.status).toBe(422);
    expect((missing.body as ErrorBody).diagnostics?.[0]).toMatchObject({ ruleId: 'schema', pointer: '' });
    expect((missing.body as ErrorBody).diagnostics?.[0]?.message).toMatch(/title/);
    expect(read('cxo.json')).toBe(text);
  });

  it('does not let errors elsewhere block a save, but refuses any error in the file saved', async () => {
    // A broken dashboard put on the disk by hand (not through the API).
    fs.writeFileSync(disk('roto.json'), JSON.stringify({ schemaVersion: 2, key: 'roto', widgets: [] }));
    try {
      const cxo = dashboard('cxo.json');
      const ok = await save(
        'cxo.json',
        { ...cxo, title: { ...cxo.title, es: 'Con otro roto' } },
        fileVersion(disk('cxo.json')),
      );
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const still = await save(
        'roto.json',
        { schemaVersion: 2, key: 'roto', widgets: [] },
        fileVersion(disk('roto.json')),
      );
      expect(still.status).toBe(422);
      const fixed = await save(
        'roto.json',
        { schemaVersion: 2, key: 'roto', title: { es: 'Arreglado', en: 'Fixed' }, widgets: [] },
        fileVersion(disk('roto.json')),
      );
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    } finally {
      fs.rmSync(disk('roto.json'), { force: true });
    }
  });

  it('saves tenant.json and the next request of the tenant sees it', async () => {
    const tenant = JSON.parse(read('tenant.json')) as { name: string };
    const answer = await save('tenant.json', { ...tenant, name: 'BYD Chile SpA' }, fileVersion(disk('tenant.json')));
    expect(answer.status).toBe(200);
    expect((answer.body as Written).kind).toBe('tenant');
    const config = await f.call('GET', '/api/lcm/tenant-config', 'consultant');
    expect((config.body as { name: string }).name).toBe('BYD Chile SpA');
    const listed = await f.call('GET', '/api/authoring/tenants', 'consultant');
    expect((listed.body as { tenants: { id: string; name: string }[] }).tenants[0]).toEqual({
      id: 'auto-b',
      name: 'BYD Chile SpA',
    });
  });

  it('gives exactly one 200 and one 409 to two concurrent saves from the same version', async () => {
    const cxo = dashboard('cxo.json');
    const base = fileVersion(disk('cxo.json'));
    const answers = await Promise.all([
      save('cxo.json', { ...cxo, title: { ...cxo.title, es: 'Primera' } }, base),
      save('cxo.json', { ...cxo, title: { ...cxo.title, es: 'Segunda' } }, base, 'root'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body as Written;
    expect(fileVersion(disk('cxo.json'))).toBe(winner.version);
    expect(['Primera', 'Segunda']).toContain(dashboard('cxo.json').title.es);
  });

  const blank = (key: string) => ({
    $schema: '../../schemas/dashboard.schema.json',
    schemaVersion: 2,
    key,
    title: { es: `Borrador ${key}`, en: `Draft ${key}` },
    widgets: [
      { id: 'titulo', type: 'label', title: { es: 'Hola', en: 'Hello' }, position: [0, 0], size: [4, 1], config: {} },
    ],
  });

  it('creates a dashboard (201), then 409 for the same path; refuses to create tenant files and invalid ones', async () => {
    const created = await f.call('POST', '/api/authoring/tenants/auto-b/files', 'consultant', {
      path: 'borrador.json',
      content: blank('borrador'),
      summary: 'En blanco',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ path: 'borrador.json', kind: 'dashboard', warnings: [] });
    expect(read('borrador.json')).toBe(formatDocument(blank('borrador'), 'dashboard'));
    expect((created.body as Written).version).toBe(fileVersion(disk('borrador.json')));
    expect((await history('borrador.json'))[0]).toMatchObject({ action: 'create', summary: 'En blanco' });

    const again = await f.call('POST', '/api/authoring/tenants/auto-b/files', 'consultant', {
      path: 'borrador.json',
      content: blank('borrador'),
    });
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).code).toBe('error.authoring.exists');

    const before = snapshot(f.dashboards);
    const tenant = await f.call('POST', '/api/authoring/tenants/auto-b/files', 'consultant', {
      path: 'tenant.json',
      content: {},
    });
    expect(tenant.status).toBe(400);
    const invalid = await f.call('POST', '/api/authoring/tenants/auto-b/files', 'consultant', {
      path: 'otro.json',
      content: { ...blank('otro'), widgets: [{ ...blank('otro').widgets[0], size: [5, 1] }] },
    });
    expect(invalid.status).toBe(422);
    const mismatch = await f.call('POST', '/api/authoring/tenants/auto-b/files', 'consultant', {
      path: 'otro.json',
      content: blank('diferente'),
    });
    expect(mismatch.status).toBe(422);
    expect((mismatch.body as ErrorBody).diagnostics?.[0]?.ruleId).toBe('key-mismatch');
    expect(snapshot(f.dashboards)).toEqual(before);
  });

  it('creates a fragment in a new fragments entry', async () => {
    const fragment = {
      $schema: '../../../schemas/fragment.schema.json',
      schemaVersion: 2,
      widgets: [
        { id: 'nota', type: 'label', title: { es: 'Nota', en: 'Note' }, position: [0, 0], size: [4, 1], config: {} },
      ],
    };
    const created = await f.call('POST', '/api/authoring/tenants/auto-b/files', 'consultant', {
      path: 'fragments/nota.json',
      content: fragment,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(read('fragments/nota.json')).toBe(formatDocument(fragment, 'fragment'));
  });

  it('renames a dashboard with its key, and refuses renames that break the folder, stale or taken ones', async () => {
    const version = fileVersion(disk('borrador.json'));
    const rename = (from: string, to: string, baseVersion: string) =>
      f.call('POST', '/api/authoring/tenants/auto-b/rename', 'consultant', { from, to, baseVersion });
    expect((await rename('borrador.json', 'final.json', 'x')).status).toBe(409);
    expect((await rename('borrador.json', 'cxo.json', version)).body).toMatchObject({ code: 'error.authoring.exists' });
    expect((await rename('borrador.json', 'fragments/final.json', version)).status).toBe(400);
    expect((await rename('tenant.json', 'otro.json', fileVersion(disk('tenant.json')))).status).toBe(400);

    const renamed = await rename('borrador.json', 'final.json', version);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(fs.existsSync(disk('borrador.json'))).toBe(false);
    expect(dashboard('final.json').key).toBe('final');
    expect(renamed.body).toMatchObject({ path: 'final.json', version: fileVersion(disk('final.json')) });
    expect((await history('borrador.json'))[0]).toMatchObject({ action: 'rename', version });
    expect((await history('final.json'))[0]).toMatchObject({
      action: 'rename',
      version: fileVersion(disk('final.json')),
    });
    expect(errorsOfFolder()).toEqual([]);

    // nacionalVenta is named by an assignment rule; fragments/venta is included by dashboards.
    const before = snapshot(f.dashboards);
    const assigned = await rename('nacionalVenta.json', 'ventas.json', fileVersion(disk('nacionalVenta.json')));
    expect(assigned.status).toBe(422);
    expect((assigned.body as ErrorBody).diagnostics?.map((d) => d.ruleId)).toContain('unknown-dashboard');
    const included = await rename(
      'fragments/venta.json',
      'fragments/ventas.json',
      fileVersion(disk('fragments/venta.json')),
    );
    expect(included.status).toBe(422);
    expect((included.body as ErrorBody).diagnostics?.map((d) => d.ruleId)).toContain('broken-include');
    expect(snapshot(f.dashboards)).toEqual(before);
  });

  it('deletes a dashboard, and refuses to delete an included fragment, a tenant file or a stale version', async () => {
    const remove = (relative: string, version: string) =>
      f.call('DELETE', `${FILE}?path=${encodeURIComponent(relative)}&version=${version}`, 'consultant');
    const before = snapshot(f.dashboards);
    expect((await remove('final.json', 'x')).status).toBe(409);
    const included = await remove('fragments/venta.json', fileVersion(disk('fragments/venta.json')));
    expect(included.status).toBe(422);
    expect((included.body as ErrorBody).diagnostics?.map((d) => d.ruleId)).toContain('broken-include');
    expect((await remove('tenant.json', fileVersion(disk('tenant.json')))).status).toBe(400);
    expect((await remove('nacionalVenta.json', fileVersion(disk('nacionalVenta.json')))).status).toBe(422);
    expect((await remove('nada.json', 'x')).status).toBe(404);
    expect(snapshot(f.dashboards)).toEqual(before);

    const text = read('final.json');
    const version = fileVersion(disk('final.json'));
    const deleted = await remove('final.json', version);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ path: 'final.json', deleted: true });
    expect(fs.existsSync(disk('final.json'))).toBe(false);
    const [entry] = await history('final.json');
    expect(entry).toMatchObject({ action: 'delete', version });
    const stored = await f.call('GET', `/api/authoring/tenants/auto-b/history/${entry?.id}`, 'consultant');
    expect(stored.body).toEqual({ entry, text });
  });

  it('lists the history newest first, of a file or of the folder, and 404s unknown entries', async () => {
    const all = await history();
    expect(all.length).toBeGreaterThan(5);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    expect(new Set(all.map((e) => e.path))).toEqual(
      new Set(['cxo.json', 'roto.json', 'tenant.json', 'borrador.json', 'final.json', 'fragments/nota.json']),
    );
    expect(
      all.every((e) => e.author.endsWith('@voz.demo') && e.authorName !== '' && !Number.isNaN(Date.parse(e.at))),
    ).toBe(true);
    expect((await f.call('GET', '/api/authoring/tenants/auto-b/history/99999', 'consultant')).status).toBe(404);
    // Another folder's history is its own.
    const fuel = await f.call('GET', '/api/authoring/tenants/fuel/history', 'consultant');
    expect(fuel.body).toEqual({ entries: [] });
    expect((await f.call('GET', `/api/authoring/tenants/fuel/history/${all[0]?.id}`, 'consultant')).status).toBe(404);
  });

  it('restores an old version over the current one, and a deleted file from null', async () => {
    const entries = await history('cxo.json');
    const old = entries[entries.length - 1]!;
    const restore = (id: number, baseVersion: string | null) =>
      f.call('POST', `/api/authoring/tenants/auto-b/history/${id}/restore`, 'root', { baseVersion });
    expect((await restore(old.id, null)).status).toBe(409);
    expect((await restore(old.id, 'x')).body).toMatchObject({ code: 'error.authoring.conflict' });

    const restored = await restore(old.id, fileVersion(disk('cxo.json')));
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ path: 'cxo.json', version: old.version });
    expect(fileVersion(disk('cxo.json'))).toBe(old.version);
    const [latest] = await history('cxo.json');
    expect(latest).toMatchObject({ action: 'restore', author: 'root@voz.demo', version: old.version });
    expect(latest?.summary).toMatch(/^Restaurada la versión del \d\d\/\d\d\/\d{4} \d\d:\d\d UTC de /);
    const served = await f.call('GET', '/api/lcm/tenant-config/dashboards/cxo', 'consultant');
    expect((served.body as Dashboard).title.es).toBe('Resumen ejecutivo');

    const deletedEntry = (await history('final.json')).find((e) => e.action === 'delete')!;
    expect((await restore(deletedEntry.id, 'x')).status).toBe(409);
    const back = await restore(deletedEntry.id, null);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(dashboard('final.json').key).toBe('final');
    expect(errorsOfFolder()).toEqual([]);
  });
});
