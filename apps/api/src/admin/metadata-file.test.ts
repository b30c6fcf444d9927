import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TenantMetadata } from '@voz/schema';
import { formatDocument } from '@voz/validation';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../http/route-module.js';
import { REPO } from '../test-support/harness.js';
import { TenantStore } from '../tenants/TenantStore.js';
import { DetailedHttpError } from './entity.js';
import { changeMetadata, readTenantInput, writeFileAtomically } from './metadata-file.js';
import { fold, matchesText, pageOf, flatten } from './metadata-stores.js';

describe('metadata.json changes', { timeout: 60_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-metadata-file-'));
  fs.cpSync(path.join(REPO, 'dashboards'), root, { recursive: true });
  const file = path.join(root, 'auto-b', 'metadata.json');
  let invalidations = 0;
  const deps = {
    store: new TenantStore(root),
    principals: { invalidate: () => (invalidations += 1) },
  } as unknown as AppDeps;
  const read = (): TenantMetadata => JSON.parse(fs.readFileSync(file, 'utf8')) as TenantMetadata;
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the tenant folder as the validator does, fragments included', () => {
    const input = readTenantInput(root, 'auto-b');
    expect([...input.files.keys()]).toEqual(expect.arrayContaining(['tenant.json', 'metadata.json', 'cxo.json']));
    expect([...input.files.keys()].some((k) => k.startsWith('fragments/'))).toBe(true);
  });

  it('serializes concurrent changes of one tenant: none is lost', async () => {
    await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((name, i) =>
        changeMetadata(deps, 'auto-b', (m) => {
          m.channels.push({ id: 100 + i, name });
        }),
      ),
    );
    expect(read().channels.map((c) => c.name)).toEqual(expect.arrayContaining(['Uno', 'Dos', 'Tres']));
    expect(fs.readFileSync(file, 'utf8')).toBe(formatDocument(read(), 'metadata'));
    expect(deps.store.get('auto-b')?.metadata.value.channels).toHaveLength(7);
    expect(invalidations).toBe(3);
  });

  it('refuses a change that adds errors, with its diagnostics, and leaves the file as it was', async () => {
    const before = fs.readFileSync(file);
    const refused = changeMetadata(deps, 'auto-b', (m) => {
      m.criticalMoments.children = m.criticalMoments.children?.filter((c) => c.id !== 2);
    });
    await expect(refused).rejects.toBeInstanceOf(DetailedHttpError);
    await refused.catch((e: DetailedHttpError) => {
      expect(e.statusCode).toBe(400);
      expect(e.diagnostics.some((d) => d.message.includes('2'))).toBe(true);
    });
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('writes nothing when nothing changes', async () => {
    const before = fs.statSync(file).mtimeMs;
    expect(await changeMetadata(deps, 'auto-b', () => 'sin cambios')).toBe('sin cambios');
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });

  it('moves the modification time forward on every write, so cached reads notice it', () => {
    const target = path.join(root, 'probe.json');
    writeFileAtomically(target, '{"a":1}');
    const first = fs.statSync(target).mtimeMs;
    writeFileAtomically(target, '{"a":2}');
    expect(fs.statSync(target).mtimeMs).toBeGreaterThan(first);
    expect(fs.readFileSync(target, 'utf8')).toBe('{"a":2}');
  });
});

describe('in-memory lists', () => {
  it('folds case and accents', () => {
    expect(fold('Reparación ÑANDÚ')).toBe('reparacion nandu');
    expect(matchesText('reparacion', 'Otro', 'Servicio de Reparación')).toBe(true);
    expect(matchesText('venta', 'Postventa')).toBe(true);
    expect(matchesText('x', undefined)).toBe(false);
  });

  it('sorts with nulls last and the id as tie-breaker, then pages', () => {
    const items = [
      { id: 3, name: 'b' },
      { id: 1, name: 'B' },
      { id: 2, name: undefined },
      { id: 4, name: 'a' },
    ];
    const page = pageOf(items, {
      page: 0,
      size: 3,
      sort: [{ field: 'name', direction: 'asc' }],
      filter: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      filters: {},
    });
    expect(page.items.map((i) => i.id)).toEqual([4, 1, 3]);
    expect(page.total).toBe(4);
    const second = pageOf(items, {
      page: 1,
      size: 3,
      sort: [],
      filter: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      filters: {},
    });
    expect(second.items.map((i) => i.id)).toEqual([4]);
  });

  it('flattens a tree depth first with parents and levels', () => {
    const placed = flatten({
      id: 1,
      name: 'r',
      children: [
        { id: 2, name: 'a', children: [{ id: 4, name: 'c' }] },
        { id: 3, name: 'b' },
      ],
    });
    expect(placed.map((p) => [p.node.id, p.parentId, p.level])).toEqual([
      [1, null, 1],
      [2, 1, 2],
      [4, 2, 3],
      [3, 1, 2],
    ]);
  });
});
