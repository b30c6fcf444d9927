import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostic.js';
import { DashboardsFolder, OutsideFolderError } from './dashboards-folder.js';
import { main } from './main.js';

// The one containment rule for symbolic links (issue 30, item 5): a path of the dashboards folder
// is read only when its real path lies inside the folder's. The API's readers and this CLI all go
// through DashboardsFolder.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let base: string;
let dashboards: string;
let outside: string;
let folder: DashboardsFolder;

beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-contained-'));
  dashboards = path.join(base, 'dashboards');
  outside = path.join(base, 'outside');
  fs.cpSync(path.join(repo, 'dashboards', 'auto-b'), path.join(dashboards, 'auto-b'), { recursive: true });
  fs.mkdirSync(path.join(outside, 'fragments'), { recursive: true });
  // Not JSON at all, and not in canonical form: reading it shows in a diagnostic, formatting it rewrites it.
  fs.writeFileSync(path.join(outside, 'fragments', 'fuera.json'), '{ "secreto": ');
  fs.writeFileSync(path.join(outside, 'lejos.json'), '{"b":1,   "a":2}');
  fs.symlinkSync(path.join(outside, 'fragments'), path.join(dashboards, 'auto-b', 'fragments', 'ajenos'));
  fs.renameSync(path.join(dashboards, 'auto-b', 'fragments'), path.join(dashboards, 'auto-b', 'propios'));
  fs.symlinkSync(path.join(outside, 'fragments'), path.join(dashboards, 'auto-b', 'fragments'));
  fs.symlinkSync(path.join(outside, 'lejos.json'), path.join(dashboards, 'auto-b', 'lejos.json'));
  fs.symlinkSync(path.join(dashboards, 'auto-b', 'cxo.json'), path.join(dashboards, 'auto-b', 'alias.json'));
  fs.symlinkSync(path.join(dashboards, 'auto-b', 'nada.json'), path.join(dashboards, 'auto-b', 'roto.json'));
  folder = new DashboardsFolder(dashboards);
});

afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('DashboardsFolder', () => {
  it('resolves files and links that stay inside', () => {
    expect(folder.resolve('auto-b/cxo.json')).toBe(path.join(dashboards, 'auto-b', 'cxo.json'));
    expect(folder.resolve('auto-b/alias.json')).toBe(path.join(dashboards, 'auto-b', 'alias.json'));
    expect(folder.read('auto-b/alias.json')?.toString('utf8')).toBe(
      fs.readFileSync(path.join(dashboards, 'auto-b', 'cxo.json'), 'utf8'),
    );
  });

  it('refuses a link to a file or a folder outside, and .. segments', () => {
    for (const relative of ['auto-b/lejos.json', 'auto-b/fragments', 'auto-b/fragments/fuera.json', '../outside']) {
      expect(() => folder.resolve(relative), relative).toThrow(OutsideFolderError);
      expect(folder.find(relative), relative).toBeUndefined();
      expect(folder.read(relative), relative).toBeUndefined();
    }
    expect(() => folder.resolveForWrite('auto-b/fragments/nuevo.json')).toThrow(OutsideFolderError);
    expect(folder.resolveForWrite('auto-b/propios/nuevo.json')).toBe(
      path.join(dashboards, 'auto-b', 'propios', 'nuevo.json'),
    );
  });

  it('answers nothing for what is absent, a dangling link included', () => {
    expect(folder.resolve('auto-b/no-existe.json')).toBeUndefined();
    expect(folder.resolve('auto-b/roto.json')).toBeUndefined();
    expect(folder.list('auto-b/no-existe')).toEqual([]);
  });

  it('lists only what resolves inside, and tells what it left out', () => {
    const left: string[] = [];
    const names = folder.list('auto-b', (relative) => left.push(relative)).map((e) => `${e.name}:${e.kind}`);
    expect(names).toContain('alias.json:file');
    expect(names).toContain('propios:directory');
    expect(names).not.toContain('lejos.json:file');
    expect(names).not.toContain('fragments:directory');
    expect(names).not.toContain('roto.json:file');
    expect(left.sort()).toEqual(['auto-b/fragments', 'auto-b/lejos.json']);
    expect(folder.list('auto-b/fragments')).toEqual([]);
    expect(folder.list('auto-b/propios/ajenos')).toEqual([]);
  });
});

describe('the CLI', () => {
  function run(args: string[]): { code: number; out: string; err: string } {
    let out = '';
    let err = '';
    const code = main(args, { cwd: base, stdout: (t) => (out += t), stderr: (t) => (err += t) });
    return { code, out, err };
  }

  it('validates without reading what a link takes outside, and says what it left out', () => {
    const { out, err } = run(['validate', '--format', 'json', 'dashboards']);
    const diagnostics = JSON.parse(out) as Diagnostic[];
    expect(diagnostics.filter((d) => d.ruleId === 'json-syntax')).toEqual([]);
    expect(diagnostics.map((d) => d.file).filter((f) => f.includes('lejos') || f.includes('fuera'))).toEqual([]);
    expect(err).toContain('se deja fuera dashboards/auto-b/fragments: es un enlace');
    expect(err).toContain('se deja fuera dashboards/auto-b/lejos.json: es un enlace');
  });

  it('never formats a file outside', () => {
    const before = fs.readFileSync(path.join(outside, 'lejos.json'), 'utf8');
    const { err } = run(['fmt', 'dashboards']);
    expect(fs.readFileSync(path.join(outside, 'lejos.json'), 'utf8')).toBe(before);
    expect(err).toContain('se deja fuera dashboards/auto-b/lejos.json');
  });
});
