import fs from 'node:fs';
import path from 'node:path';
import type { Fragment } from '@voz/schema';
import { formatDocument, type Diagnostic } from '@voz/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from './history.js';
import { fileVersion, snapshot, startAuthoringServer, type AuthoringFixture } from './test-fixture.js';

// The shared fragments (dashboards/_shared): who edits them, and validation against every tenant.

interface ErrorBody {
  status: number;
  code: string;
  diagnostics?: Diagnostic[];
}

const SHARED = '/api/authoring/tenants/_shared';

describe('authoring: the shared fragments', { timeout: 120_000 }, () => {
  let f: AuthoringFixture;
  const disk = (relative: string): string => path.join(f.dashboards, '_shared', relative);
  const fragment = (relative: string): Fragment => JSON.parse(fs.readFileSync(disk(relative), 'utf8')) as Fragment;

  beforeAll(async () => {
    f = await startAuthoringServer();
  });
  afterAll(() => f.close());

  it('saves a shared fragment; the tenants using it are served the new version', async () => {
    const relative = 'fragments/text-analysis.json';
    const edited = { ...fragment(relative), description: { es: 'Comentarios, revisado', en: 'Comments, reviewed' } };
    const answer = await f.call('PUT', `${SHARED}/file?path=${relative}`, 'root', {
      content: edited,
      baseVersion: fileVersion(disk(relative)),
      summary: 'Descripción',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(fs.readFileSync(disk(relative), 'utf8')).toBe(formatDocument(edited, 'fragment'));
    const served = await f.call('GET', '/api/lcm/tenant-config/fragments/text-analysis?shared=true', 'consultant');
    expect((served.body as Fragment).description).toEqual(edited.description);
    const history = await f.call('GET', `${SHARED}/history`, 'consultant');
    expect((history.body as { entries: HistoryEntry[] }).entries[0]).toMatchObject({
      path: relative,
      action: 'update',
      author: 'root@voz.demo',
      summary: 'Descripción',
    });
    // The tenant's own history is apart.
    expect((await f.call('GET', '/api/authoring/tenants/auto-m/history', 'consultant')).body).toEqual({ entries: [] });
  });

  it('refuses an invalid shared fragment and changes that break a tenant using it', async () => {
    const before = snapshot(f.dashboards);
    const relative = 'fragments/automotive-venta.json';
    const version = fileVersion(disk(relative));
    const wide = structuredClone(fragment(relative));
    wide.widgets[0]!.size = [5, 1];
    const invalid = await f.call('PUT', `${SHARED}/file?path=${relative}`, 'consultant', {
      content: wide,
      baseVersion: version,
    });
    expect(invalid.status).toBe(422);
    expect((invalid.body as ErrorBody).diagnostics?.map((d) => d.file)).toContain(`_shared/${relative}`);

    const removed = await f.call('DELETE', `${SHARED}/file?path=${relative}&version=${version}`, 'root');
    expect(removed.status).toBe(422);
    const files = new Set((removed.body as ErrorBody).diagnostics?.map((d) => d.file.split('/')[0]));
    expect([...files]).toEqual(expect.arrayContaining(['auto-m', 'auto-s']));

    const renamed = await f.call('POST', `${SHARED}/rename`, 'root', {
      from: relative,
      to: 'fragments/venta-automotriz.json',
      baseVersion: version,
    });
    expect(renamed.status).toBe(422);
    expect(snapshot(f.dashboards)).toEqual(before);
  });

  it('creates, renames and deletes an unused shared fragment; only fragments live there', async () => {
    const content = {
      $schema: '../../../schemas/fragment.schema.json',
      schemaVersion: 2,
      widgets: [
        {
          id: 'aviso',
          type: 'label',
          title: { es: 'Aviso', en: 'Notice' },
          position: [0, 0],
          size: [4, 1],
          config: {},
        },
      ],
    };
    const created = await f.call('POST', `${SHARED}/files`, 'consultant', { path: 'fragments/aviso.json', content });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const bundle = await f.call('GET', '/api/authoring/tenants/fuel/bundle', 'consultant');
    expect((bundle.body as { shared: { path: string }[] }).shared.map((s) => s.path)).toContain('fragments/aviso.json');

    const renamed = await f.call('POST', `${SHARED}/rename`, 'consultant', {
      from: 'fragments/aviso.json',
      to: 'fragments/nota.json',
      baseVersion: fileVersion(disk('fragments/aviso.json')),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const deleted = await f.call(
      'DELETE',
      `${SHARED}/file?path=fragments/nota.json&version=${fileVersion(disk('fragments/nota.json'))}`,
      'consultant',
    );
    expect(deleted.status).toBe(200);
    expect(fs.existsSync(disk('fragments/nota.json'))).toBe(false);

    for (const relative of ['tenant.json', 'cxo.json']) {
      const answer = await f.call('POST', `${SHARED}/files`, 'root', { path: relative, content: {} });
      expect(answer.status, relative).toBe(400);
      expect((answer.body as ErrorBody).code).toBe('error.authoring.path');
    }
  });
});
